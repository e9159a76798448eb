/**
 * API error reasons in the caller's language (server/http/localize.ts, docs/decisions.md#api-language):
 * `Accept-Language` picks one of the seven languages (English otherwise); each reason is worded
 * by the translation key it was made with (the keys the admin forms show), a reason without one
 * stays as written, and the machine fields (`message`, `field`) stay.
 */
import { describe, expect, it } from 'vitest';
import enAdmin from '../../locales/en/admin.json';
import srAdmin from '../../locales/sr/admin.json';
import ruAdmin from '../../locales/ru/admin.json';
import { conflict, unprocessable } from '../../server/http/errors';
import { englishText, keyed, localizeErrorBody, requestLanguage, translate, wordReason } from '../../server/http/localize';
import { API, setupTestApp, uniqueLetters } from './helpers';

const t = setupTestApp();

/** `POST /roles` as the administrator with `Accept-Language: language` (none when undefined). */
async function postRole(payload: unknown, language?: string) {
  return t.injectAs(await t.adminBearer(), {
    method: 'POST',
    url: `${API}/roles`,
    payload: payload as object,
    headers: language === undefined ? {} : { 'accept-language': language },
  });
}

describe('Accept-Language', () => {
  it('picks the supported language with the highest weight, on the primary subtag', () => {
    expect(requestLanguage('sr-Latn-RS,sr;q=0.9,en;q=0.8')).toBe('sr');
    expect(requestLanguage('de-DE,de;q=0.9,ru;q=0.5,en;q=0.4')).toBe('ru');
    expect(requestLanguage('en;q=0.2, zh-CN')).toBe('zh');
    expect(requestLanguage('sr;q=0, nl;q=0.1')).toBe('nl');
  });

  it('falls back to English for an unknown, empty or missing header', () => {
    expect(requestLanguage('de-DE,fr;q=0.8')).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('*')).toBe('en');
  });
});

describe('a reason worded in the caller language', () => {
  it('a keyed reason carries its English text, key and values, and is worded by its key', () => {
    const reason = keyed('resources.roles.validation.name', { min: 2 });
    expect(reason).toEqual({ reason: enAdmin.resources.roles.validation.name.replace('{{min}}', '2'), key: 'resources.roles.validation.name', values: { min: 2 } });
    expect(wordReason(reason, 'sr')).toBe(srAdmin.resources.roles.validation.name.replace('{{min}}', '2'));
    expect(wordReason(reason, 'en')).toBe(reason.reason);
    expect(() => keyed('apiErrors.noSuchKey')).toThrow(/No English text/);
  });

  it('words every apiErrors key in each language from its own text', () => {
    for (const key of Object.keys(enAdmin.apiErrors) as (keyof typeof enAdmin.apiErrors)[]) {
      const values = { field: 'name', permission: 'roles.read', name: 'Administrator', limit: 3 };
      const reason = keyed(`apiErrors.${key}`, values);
      expect(wordReason(reason, 'sr'), key).toBe(translate(`apiErrors.${key}`, 'sr', values));
      expect(wordReason(reason, 'ru'), key).not.toBe(reason.reason);
      expect(wordReason(reason, 'en'), key).toBe(englishText(`apiErrors.${key}`, values));
    }
    expect(ruAdmin.apiErrors.recordDeleted).not.toBe(enAdmin.apiErrors.recordDeleted);
  });

  it("words a schema's own failures (a format, a length, a limit) from keys, in the caller's language", async () => {
    const bearer = await t.adminBearer();
    const list = await t.injectAs(bearer, { method: 'GET', url: `${API}/users/paged?page_size=0`, headers: { 'accept-language': 'sr' } });
    expect(list.statusCode, list.body).toBe(400);
    expect(list.json().errors).toEqual([{ field: 'page_size', reason: translate('apiErrors.tooSmall', 'sr', { field: 'page_size', limit: 1 }) }]);
    expect(list.json().errors[0].reason).toBe('page_size mora biti najmanje 1');

    const mail = await t.injectAs(bearer, {
      method: 'POST',
      url: `${API}/emails/send`,
      payload: { to: ['not-an-address'], subject: 'Hello', body: 'Text' },
      headers: { 'accept-language': 'it' },
    });
    expect(mail.statusCode, mail.body).toBe(422);
    const reasons = (mail.json().errors as { reason: string }[]).map((error) => error.reason);
    expect(reasons.join(' ')).not.toMatch(/must match format/);
    expect(reasons.join(' ')).toMatch(/indirizzo email valido/);
  });

  it("leaves a reason without a key as written, even one that reads like a key's English, and the machine fields as they are", () => {
    const body = {
      message: 'Validation failed',
      reason: `Unknown role id 99; ${enAdmin.users.validation.passwordsMatch}; ${enAdmin.users.validation.passwordsMatch}`,
      errors: [
        { field: 'roleIds', reason: 'Unknown role id 99' },
        { field: 'confirmPassword', ...keyed('users.validation.passwordsMatch') },
        // Free text that happens to say a key's English: no key, so no translation.
        { field: 'password', reason: enAdmin.users.validation.passwordsMatch },
      ],
    };
    expect(localizeErrorBody(body, 'sr')).toEqual({
      message: 'Validation failed',
      reason: `Unknown role id 99; ${srAdmin.users.validation.passwordsMatch}; ${enAdmin.users.validation.passwordsMatch}`,
      errors: [
        { field: 'roleIds', reason: 'Unknown role id 99' },
        { field: 'confirmPassword', reason: srAdmin.users.validation.passwordsMatch },
        { field: 'password', reason: enAdmin.users.validation.passwordsMatch },
      ],
    });
    // The keys never leave: English answers are the reasons as made, without key or values.
    expect(localizeErrorBody({ message: 'Conflict', ...keyed('apiErrors.recordDeleted') }, 'en')).toEqual({ message: 'Conflict', reason: enAdmin.apiErrors.recordDeleted });
  });

  it('a reason of an HttpError is worded by its key, the joined reasons of a 422 too', () => {
    expect(localizeErrorBody(conflict(keyed('apiErrors.systemRoleDelete', { name: 'Viewer' })).toBody(), 'nl')).toEqual({
      message: 'Conflict',
      reason: translate('apiErrors.systemRoleDelete', 'nl', { name: 'Viewer' }),
    });
    const refused = unprocessable([{ field: 'email', ...keyed('users.validation.email') }, { field: 'code', reason: 'Free text' }]);
    expect(localizeErrorBody(refused.toBody(), 'es')).toEqual({
      message: 'Validation failed',
      reason: `${translate('users.validation.email', 'es')}; Free text`,
      errors: [
        { field: 'email', reason: translate('users.validation.email', 'es') },
        { field: 'code', reason: 'Free text' },
      ],
    });
  });
});

describe('error answers in the caller language', () => {
  it('a 422 of a broken rule: Serbian for sr, English for an unknown language and without the header', async () => {
    const serbian = await postRole({ name: 'A' }, 'sr-RS,sr;q=0.9');
    expect(serbian.statusCode).toBe(422);
    const expected = srAdmin.resources.roles.validation.name.replace('{{min}}', '2');
    expect(serbian.json()).toEqual({ message: 'Validation failed', reason: expected, errors: [{ field: 'name', reason: expected }] });

    const english = englishText('resources.roles.validation.name', { min: 2 });
    for (const language of ['de-DE,fr;q=0.8', undefined]) {
      const answer = await postRole({ name: 'A' }, language);
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ message: 'Validation failed', reason: english, errors: [{ field: 'name', reason: english }] });
    }
  });

  it('a 409 unique clash names the field with its label on the forms, in the caller language', async () => {
    const name = `Support ${uniqueLetters(6)}`;
    expect((await postRole({ name })).statusCode).toBe(201);

    const serbian = await postRole({ name }, 'sr');
    expect(serbian.statusCode).toBe(409);
    const expected = srAdmin.apiErrors.alreadyInUse.replace('{{field}}', srAdmin.resources.roles.fieldNames.name);
    expect(serbian.json()).toEqual({ message: 'Conflict', reason: expected, errors: [{ field: 'name', reason: expected }] });

    const unknown = await postRole({ name }, 'fr');
    expect(unknown.json()).toEqual({ message: 'Conflict', reason: 'Name already in use', errors: [{ field: 'name', reason: 'Name already in use' }] });
  });

  it('a 409 a route gives (a built-in role) and a 400 of an unknown field', async () => {
    const roles = (await t.api('GET', '/roles')).json() as { id: number; name: string; isSystem: boolean }[];
    const system = roles.find((role) => role.isSystem)!;
    const refused = await t.injectAs(await t.adminBearer(), {
      method: 'DELETE',
      url: `${API}/roles/${system.id}/soft`,
      headers: { 'accept-language': 'sr' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe(srAdmin.apiErrors.systemRoleDelete.replace('{{name}}', system.name));

    const unknownField = await postRole({ name: `Role ${uniqueLetters(6)}`, colour: 'red' }, 'ru');
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({
      message: 'Bad request',
      reason: ruAdmin.apiErrors.unknownField.replace('{{field}}', 'colour'),
      errors: [{ field: 'colour', reason: ruAdmin.apiErrors.unknownField.replace('{{field}}', 'colour') }],
    });
  });

  it("the account routes' reasons (a route's own, a schema's, a name's) by their keys, English as before", async () => {
    const bearer = await t.adminBearer();
    const password = (payload: object, language?: string) =>
      t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/password`, payload, headers: language ? { 'accept-language': language } : {} });

    const wrong = { currentPassword: 'not the password', password: 'new secret', confirmPassword: 'new secret' };
    expect((await password(wrong, 'sr')).json().errors).toEqual([{ field: 'currentPassword', reason: srAdmin.account.password.currentWrong }]);
    expect((await password(wrong)).json().errors).toEqual([{ field: 'currentPassword', reason: 'The current password is not correct' }]);

    const short = { currentPassword: 'x', password: 'abc', confirmPassword: 'abc' };
    expect((await password(short, 'zh')).json().errors).toEqual([{ field: 'password', reason: translate('users.validation.password', 'zh') }]);
    expect((await password(short)).json().errors).toEqual([{ field: 'password', reason: 'Password must be at least 6 characters long' }]);

    const profile = await t.injectAs(bearer, {
      method: 'PUT',
      url: `${API}/accounts/profile`,
      payload: { firstName: 'A', lastName: 'Admin', userName: 'admin' },
      headers: { 'accept-language': 'ru' },
    });
    expect(profile.statusCode, profile.body).toBe(422);
    expect(profile.json().errors).toEqual([{ field: 'firstName', reason: ruAdmin.users.validation.firstName }]);
  });

  it('a date of birth out of range, by its definition key', async () => {
    const bearer = await t.adminBearer();
    const users = (await t.injectAs(bearer, { method: 'GET', url: `${API}/users/paged?page_size=1` })).json() as { items: { id: number }[] };
    const answer = await t.injectAs(bearer, {
      method: 'PUT',
      url: `${API}/users/${users.items[0].id}`,
      payload: { dateOfBirth: '1800-01-01' },
      headers: { 'accept-language': 'sr' },
    });
    // 400 for the required fields the body leaves out, beside the date's reason.
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors).toContainEqual({ field: 'dateOfBirth', reason: srAdmin.resources.users.validation.dateOfBirth });
  });
});
