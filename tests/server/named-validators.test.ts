/**
 * Named validators (docs/decisions.md#resource-definitions): a definition field names checks its
 * rules cannot hold in `rules.validate`, a shared validator (src/shared/validators.ts, the admin's
 * form runs it too) or one of the server's (server/routes/write-validators.ts, may read the
 * database). The API answers a failure 422 `{field, reason}` worded from the validator's key in
 * the request's language; a name no registry holds stops the server at start-up.
 */
import { describe, expect, it } from 'vitest';
import enAdmin from '../../locales/en/admin.json';
import srAdmin from '../../locales/sr/admin.json';
import type { ResourceDefinition } from '../../src/shared/resource';
import { modulesDefinition, organisationsDefinition } from '../../src/shared/resources';
import { relativeRuleViolation } from '../../src/shared/validation';
import { SHARED_VALIDATORS } from '../../src/shared/validators';
import { modules } from '../../server/db/schema';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { translate } from '../../server/http/localize';
import { crudResourceOf } from '../../server/routes/defined-crud';
import { SERVER_VALIDATORS } from '../../server/routes/write-validators';
import { API, setupTestApp } from './helpers';
import { digits, expectStatus, unique } from './records';

const t = setupTestApp();

/** `method path` as the administrator with `Accept-Language: language` (none when undefined). */
async function call(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, language?: string) {
  return t.injectAs(await t.adminBearer(), { method, url: `${API}${path}`, ...(payload ? { payload } : {}), headers: language ? { 'accept-language': language } : {} });
}

/** A PIB whose last digit is not its check digit. */
const badPib = () => {
  const good = pibFrom(`7${digits(7)}`);
  return `${good.slice(0, 8)}${(Number(good[8]) + 1) % 10}`;
};

describe('a shared named validator (the PIB check digit)', () => {
  it('answers 422 with the key the form gives, in English and in Serbian', async () => {
    const pib = badPib();
    const body = { name: `Check digit ${unique()}`, taxRegistrationNumber: pib, nationalIdentificationNumber: digits(8), type: 'company' };
    const broken = relativeRuleViolation(organisationsDefinition.fields.taxRegistrationNumber, pib, body);
    expect(broken?.message).toBe('resources.organisations.validation.pibCheckDigit');

    const english = await call('POST', '/organisations', body);
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json().errors).toEqual([{ field: 'taxRegistrationNumber', reason: enAdmin.resources.organisations.validation.pibCheckDigit }]);

    const serbian = await call('POST', '/organisations', body, 'sr');
    expect(serbian.json()).toEqual({
      message: 'Validation failed',
      reason: translate(broken!.message, 'sr', broken!.values),
      errors: [{ field: 'taxRegistrationNumber', reason: srAdmin.resources.organisations.validation.pibCheckDigit }],
    });
  });

  it('lets a valid PIB through', async () => {
    const body = { name: `Check digit ${unique()}`, taxRegistrationNumber: pibFrom(`7${digits(7)}`), nationalIdentificationNumber: digits(8), type: 'company' };
    expect(SHARED_VALIDATORS.pibCheckDigit(body.taxRegistrationNumber, body)).toBeNull();
    expectStatus(await call('POST', '/organisations', body), 201);
  });
});

describe('a server named validator (unique module names)', () => {
  const moduleBody = (name: string) => ({ code: `unique-${unique()}`, name, features: [] });

  it('refuses a name another undeleted module has (any case), in the caller language; the module keeps its own', async () => {
    const name = `Ledger ${unique()}`;
    const first = await call('POST', '/modules', moduleBody(name));
    expectStatus(first, 201);

    const english = await call('POST', '/modules', moduleBody(`  ${name.toUpperCase()} `));
    expect(english.statusCode, english.body).toBe(422);
    expect(english.json()).toEqual({ message: 'Validation failed', reason: enAdmin.validators.unique, errors: [{ field: 'name', reason: enAdmin.validators.unique }] });

    const other = await call('POST', '/modules', moduleBody(`Other ${unique()}`));
    expectStatus(other, 201);
    const serbian = await call('PUT', `/modules/${other.json().id}`, { ...moduleBody(name), code: other.json().code }, 'sr');
    expect(serbian.statusCode, serbian.body).toBe(422);
    expect(serbian.json().errors).toEqual([{ field: 'name', reason: srAdmin.validators.unique }]);

    // Its own name is no clash; a deleted module's name is free again.
    expectStatus(await call('PUT', `/modules/${first.json().id}`, { code: first.json().code, name, features: [] }), 200);
    expectStatus(await call('DELETE', `/modules/${first.json().id}/soft`), 204);
    expectStatus(await call('POST', '/modules', moduleBody(name)), 201);
  });
});

describe('validator names', () => {
  it('every name a definition gives is registered', () => {
    expect(modulesDefinition.fields.name.rules?.validate).toEqual(['unique']);
    expect(SERVER_VALIDATORS.unique).toBeTypeOf('function');
  });

  it('a name no registry holds throws at start-up', () => {
    const definition: ResourceDefinition = {
      ...modulesDefinition,
      fields: { ...modulesDefinition.fields, name: { ...modulesDefinition.fields.name, rules: { ...modulesDefinition.fields.name.rules, validate: ['noSuchValidator'] } } },
    };
    expect(() => crudResourceOf(definition, modules)).toThrow(/modules\.name: no validator named noSuchValidator/);
  });
});
