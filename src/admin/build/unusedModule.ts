/**
 * What a dependency's import gets, in the back office's production build (vite.config.ts, admin
 * mode; docs/decisions.md#admin-bundle), where the imported module is never used: nothing.
 * - crypto-js's `evpkdf` imports `./sha1` and `./hmac`. EvpKDF derives the client storage's AES key
 *   with MD5, crypto-js's default for the OpenSSL format src/auth/storage.ts reads and writes, and
 *   never calls SHA-1 or HMAC; the two modules only registered those algorithms on crypto-js's
 *   shared object (about 1 kB gz). The storage tests run the real modules.
 * - `@emotion/react` imports `hoist-non-react-statics` for its side effects alone (its `withTheme`,
 *   which the back office never calls, imports it again, and keeps it when used), which kept the
 *   CommonJS package and its own copy of `react-is` in the first download (about 1 kB gz).
 */
export {};
