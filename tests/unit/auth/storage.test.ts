import AES from 'crypto-js/aes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, decryptValue, encryptValue, readItem, removeItem, writeItem } from '../../../src/auth/storage';

describe('encrypted client storage (docs/requirements.md#r4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('uses exactly the docs/requirements.md#r3 keys', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['bearerToken', 'refreshToken', 'userData', 'userPermissions', 'userModules', 'isAuthenticated', 'user'].sort(),
    );
  });

  it('stores values encrypted and reads them back', () => {
    const user = { id: 1, full_name: 'Ada Lovelace', permissions: ['users.read'] };
    writeItem('user', user);
    const raw = localStorage.getItem('user')!;
    expect(raw).not.toContain('Ada');
    expect(() => JSON.parse(raw)).toThrow();
    expect(decryptValue(raw)).toEqual(user);
    expect(readItem('user')).toEqual(user);
  });

  it('reads a plain JSON value when decryption fails', () => {
    localStorage.setItem('userPermissions', JSON.stringify(['users.read']));
    expect(readItem('userPermissions')).toEqual(['users.read']);
  });

  it('answers null for a value that is neither encrypted nor JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('user', 'not json {');
    expect(readItem('user')).toBeNull();
  });

  it('answers null (and only logs) when storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readItem('user')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('stores plain JSON when encryption fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(AES, 'encrypt').mockImplementation(() => {
      throw new Error('no crypto');
    });
    writeItem('isAuthenticated', true);
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
    expect(readItem('isAuthenticated')).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('stores plain JSON when storing the encrypted value fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const original = Storage.prototype.setItem;
    let calls = 0;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      calls += 1;
      if (calls === 1) throw new DOMException('quota', 'QuotaExceededError');
      original.call(this, key, value);
    });
    writeItem('bearerToken', 'abc');
    expect(localStorage.getItem('bearerToken')).toBe('"abc"');
    expect(readItem('bearerToken')).toBe('abc');
  });

  it('reads plain JSON as itself, never as a ciphertext (which could decrypt to something else)', () => {
    expect(encryptValue('abc').startsWith('U2FsdGVkX1')).toBe(true);
    // Text that is no ciphertext decrypts under a random salt to random bytes, now and then
    // valid JSON: plain values are never handed to AES.decrypt.
    const decrypt = vi.spyOn(AES, 'decrypt');
    for (const value of ['abc', 7, true, { id: 1 }, ['x'], 'U2Fs']) {
      localStorage.setItem('user', JSON.stringify(value));
      expect(readItem('user')).toEqual(value);
    }
    expect(decrypt).not.toHaveBeenCalled();
  });

  it('never throws when nothing can be stored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('read-only');
    });
    expect(() => writeItem('user', { id: 1 })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('removes values', () => {
    writeItem('refreshToken', 'r1');
    removeItem('refreshToken');
    expect(readItem('refreshToken')).toBeNull();
  });
});
