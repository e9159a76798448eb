/**
 * The environment read at start (server/config.ts): the sign-in throttle's limits come from
 * SIGN_IN_LIMIT_PER_EMAIL / SIGN_IN_LIMIT_PER_IP (defaults 10 and 100 per 15 minutes), and a
 * malformed value stops the start with a message naming the variable.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'config-test-')), JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('throttles sign-in to 10 attempts per address and 100 per client in 15 minutes by default', () => {
    expect(loadConfig(base).signInRateLimit).toEqual({ perEmail: 10, perIp: 100, windowMs: 15 * 60_000 });
  });

  it('reads other limits from the environment', () => {
    expect(loadConfig({ ...base, SIGN_IN_LIMIT_PER_EMAIL: '25', SIGN_IN_LIMIT_PER_IP: '500' }).signInRateLimit).toMatchObject({ perEmail: 25, perIp: 500 });
  });

  it.each(['0', '-3', '2.5', 'ten'])('refuses SIGN_IN_LIMIT_PER_EMAIL=%s', (value) => {
    expect(() => loadConfig({ ...base, SIGN_IN_LIMIT_PER_EMAIL: value })).toThrow(`SIGN_IN_LIMIT_PER_EMAIL must be a whole number of at least 1, got "${value}"`);
  });
});
