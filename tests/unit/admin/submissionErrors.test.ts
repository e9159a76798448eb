/**
 * The dataProvider's errors carry the API's field errors in react-admin's server-side validation
 * shape (`body.errors = {field: message, root: {serverError}}`), which its Create and Edit return
 * to the form; a list of reasons without fields is left out, so no form reads it as field errors.
 */
import { describe, expect, it } from 'vitest';
import { CatalogueError, reasonKey } from '../../../src/admin/errors';
import { HttpError } from '../../../src/auth/httpClient';

const refusal = (status: number, body: unknown) => new CatalogueError(new HttpError('refused', status, body));

describe('CatalogueError body', () => {
  it("turns the API's field errors into react-admin's submission errors, with the catalogue toast as root.serverError", () => {
    const error = refusal(409, { message: 'Conflict', reason: 'Name already in use', errors: [{ field: 'name', reason: 'Name already in use' }] });
    expect(error.body).toEqual({ message: 'Conflict', reason: 'Name already in use', errors: { name: 'Name already in use', root: { serverError: 'Konflikt\nName already in use' } } });
    expect(error.fieldErrors).toEqual([{ field: 'name', reason: 'Name already in use' }]);
    expect(error.message).toBe('Konflikt\nName already in use');
  });

  it('keeps the first reason of a field, a nested field name as it is, and a known reason as its translation key', () => {
    const error = refusal(422, {
      message: 'Validation failed',
      errors: [
        { field: 'email', reason: 'Email already in use' },
        { field: 'email', reason: 'email must match format "email"' },
        { field: 'features.0.code', reason: 'features.0.code is required' },
        { reason: 'Something without a field' },
      ],
    });
    expect((error.body as { errors: unknown }).errors).toEqual({
      email: 'account.email.taken',
      'features.0.code': 'features.0.code is required',
      root: { serverError: expect.stringMatching(/^Validacijska greška\n/) },
    });
  });

  it('leaves out a list whose reasons name no field, and bodies without a list are kept as they are', () => {
    expect(refusal(400, { message: 'Bad request', errors: [{ reason: 'Malformed' }] }).body).toEqual({ message: 'Bad request' });
    expect(refusal(409, { message: 'Conflict', reason: 'The record is deleted' }).body).toEqual({ message: 'Conflict', reason: 'The record is deleted' });
    expect(refusal(500, null).body).toBeNull();
  });

  it('maps a reason without a translation to itself', () => {
    expect(reasonKey('Tax registration number already in use')).toBe('Tax registration number already in use');
    expect(reasonKey('User name already in use')).toBe('account.profile.userNameTaken');
  });
});
