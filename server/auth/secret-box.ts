/**
 * Encryption at rest for small secrets (the TOTP secret, docs/architecture.md#data-model): AES-256-GCM with a key derived by HKDF-SHA-256 from the server secret
 * (JWT_SECRET or the persisted one), so a database dump alone does not reveal the secrets.
 * Output: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts and decrypts strings with one derived key. */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when `sealed` is malformed or was sealed with another key. */
  open(sealed: string): string | null;
}

/** A box keyed from `serverSecret` for `purpose` (different purposes get different keys). */
export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'company-site', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
