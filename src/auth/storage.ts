/**
 * Encrypted client storage of docs/requirements.md#r4: every value is JSON, AES-encrypted with a fixed
 * embedded secret before it reaches localStorage.
 *
 * - Reading decrypts; if decryption fails (a value written in plain JSON, e.g. by the
 *   fallback below or an older client) the raw value is read as plain JSON; if that fails
 *   too, or storage cannot be read at all, the answer is `null`.
 * - Writing encrypts; if encrypting or storing the encrypted value fails, the plain JSON is
 *   stored instead.
 * - Storage problems are only logged (docs/requirements.md#r8), never thrown.
 *
 * The secret is embedded in the bundle, so this is obfuscation against casual reading of
 * localStorage, not a security boundary (the spec asks for exactly this).
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** Client storage keys, exactly docs/requirements.md#r3 */
export const STORAGE_KEYS = {
  bearerToken: 'bearerToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
  userPermissions: 'userPermissions',
  userModules: 'userModules',
  isAuthenticated: 'isAuthenticated',
  user: 'user',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Every key sign-out clears (docs/requirements.md#r3, #r4); a change of one in another tab is a session change. */
export const SESSION_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.bearerToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.isAuthenticated,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.userPermissions,
  STORAGE_KEYS.userModules,
];

/** The fixed embedded secret of docs/requirements.md#r4 */
const STORAGE_SECRET = 'company-site.client-storage.v1';

function localStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Encrypts a JSON-serialisable value (exported for tests of the fallback paths). */
export function encryptValue(value: unknown): string {
  return AES.encrypt(JSON.stringify(value), STORAGE_SECRET).toString();
}

/**
 * How every value {@link encryptValue} writes begins: crypto-js's OpenSSL format, base64 of
 * "Salted__" and the salt. Plain JSON (the fallback) never does, and is not fed to AES.decrypt:
 * decrypting text that is no ciphertext yields random bytes, now and then valid JSON ("7").
 */
const CIPHERTEXT_PREFIX = 'U2FsdGVkX1';

/** Decrypts a stored value; throws when it is not our ciphertext. */
export function decryptValue<T>(stored: string): T {
  if (!stored.startsWith(CIPHERTEXT_PREFIX)) throw new Error('not a ciphertext');
  const text = AES.decrypt(stored, STORAGE_SECRET).toString(Utf8);
  if (!text) throw new Error('not encrypted with the storage secret');
  return JSON.parse(text) as T;
}

/** Reads `key`: decrypted, else plain JSON, else null (docs/requirements.md#r4). */
export function readItem<T>(key: StorageKey): T | null {
  let stored: string | null;
  try {
    stored = localStore()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`storage: cannot read "${key}"`, error);
    return null;
  }
  if (stored == null) return null;
  try {
    return decryptValue<T>(stored);
  } catch {
    try {
      return JSON.parse(stored) as T;
    } catch (error) {
      console.warn(`storage: unreadable value under "${key}"`, error);
      return null;
    }
  }
}

/** Writes `key` encrypted; falls back to plain JSON when encrypting or storing fails. */
export function writeItem(key: StorageKey, value: unknown): void {
  const store = localStore();
  if (!store) {
    console.warn(`storage: no localStorage to write "${key}"`);
    return;
  }
  try {
    store.setItem(key, encryptValue(value));
    return;
  } catch (error) {
    console.warn(`storage: encrypted write of "${key}" failed, storing plain JSON`, error);
  }
  try {
    store.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`storage: cannot write "${key}"`, error);
  }
}

/** Removes `key`; problems are only logged. */
export function removeItem(key: StorageKey): void {
  try {
    localStore()?.removeItem(key);
  } catch (error) {
    console.warn(`storage: cannot remove "${key}"`, error);
  }
}
