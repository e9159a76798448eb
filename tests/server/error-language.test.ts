/**
 * API error reasons in the caller's language (server/http/localize.ts, docs/decisions.md#api-language):
 * `Accept-Language` picks one of the seven languages (English otherwise), the reasons are the
 * same translation keys the admin forms show, and the machine fields (`message`, `field`) stay.
 */
import { describe, expect, it } from 'vitest';
import enAdmin from '../../locales/en/admin.json';
import srAdmin from '../../locales/sr/admin.json';
import ruAdmin from '../../locales/ru/admin.json';
import { apiText, localizeErrorBody, localizeReason, reasonSource, requestLanguage, translate } from '../../server/http/localize';
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
  it('reads a rule message back to its key and values', () => {
    const english = apiText('resources.roles.validation.name', { min: 2 });
    expect(reasonSource(english)).toEqual({ key: 'resources.roles.validation.name', values: { min: '2' } });
    expect(localizeReason(english, 'sr')).toBe(srAdmin.resources.roles.validation.name.replace('{{min}}', '2'));
  });

  it('words every apiErrors key in each language from its own text', () => {
    for (const key of Object.keys(enAdmin.apiErrors) as (keyof typeof enAdmin.apiErrors)[]) {
      const values = { field: 'name', permission: 'roles.read', name: 'Administrator', limit: 3 };
      const english = apiText(`apiErrors.${key}`, values);
      expect(localizeReason(english, 'sr'), key).toBe(translate(`apiErrors.${key}`, 'sr', values));
      expect(localizeReason(english, 'ru'), key).not.toBe(english);
      expect(localizeReason(english, 'en'), key).toBe(english);
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

  it('leaves a reason no key says in English, and the machine fields as they are', () => {
    const body = {
      message: 'Validation failed',
      reason: 'Unknown role id 99; Passwords must match',
      errors: [
        { field: 'roleIds', reason: 'Unknown role id 99' },
        { field: 'confirmPassword', reason: 'Passwords must match' },
      ],
    };
    expect(localizeErrorBody(body, 'sr')).toEqual({
      message: 'Validation failed',
      reason: `Unknown role id 99; ${srAdmin.users.validation.passwordsMatch}`,
      errors: [
        { field: 'roleIds', reason: 'Unknown role id 99' },
        { field: 'confirmPassword', reason: srAdmin.users.validation.passwordsMatch },
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

    const english = apiText('resources.roles.validation.name', { min: 2 });
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
});
