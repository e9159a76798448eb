/**
 * The shared client session (docs/requirements.md#r3, #r4, #r6): encrypted storage, sign-in/out, the
 * signed-in user, permission checks and the refreshing HTTP client. The public site imports
 * only from here; nothing here depends on react-admin.
 */
export * from './session';
export * from './permissions';
export { downloadFile, httpClient, refreshSession, setRequestLanguage, HttpError } from './httpClient';
export type { DownloadedFile, HttpClient, HttpOptions, HttpResponse } from './httpClient';
export { STORAGE_KEYS, readItem, writeItem, removeItem } from './storage';
export type { StorageKey } from './storage';
