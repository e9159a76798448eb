import { describe, expect, it } from 'vitest';
import { initials } from '../../../src/site/initials';

describe('initials (docs/requirements.md#r9)', () => {
  it('takes the first letters of the first two words in upper case', () => {
    expect(initials('ana marija petrović')).toBe('AM');
    expect(initials('John Smith')).toBe('JS');
  });
  it('handles one word, extra spaces, non-Latin letters and empty names', () => {
    expect(initials('  madonna ')).toBe('M');
    expect(initials('Željko   Đurić')).toBe('ŽĐ');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
