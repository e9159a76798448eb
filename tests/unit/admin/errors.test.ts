import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/auth/httpClient';
import { CatalogueError, describeError } from '../../../src/admin/errors';

const answered = (status: number, body: unknown = null) => new HttpError('ignored', status, body);

describe('Serbian error catalogue (docs/requirements.md#r8)', () => {
  it.each([
    [400, 'Neispravni podaci', 'Proverite unete podatke'],
    [403, 'Nemate dozvolu', 'Nemate dozvolu za ovu akciju'],
    [404, 'Nije pronađeno', 'Traženi resurs nije pronađen'],
    [409, 'Konflikt', 'Resurs već postoji'],
    [422, 'Validacijska greška', 'Podaci nisu validni'],
  ])('gives status %i its title and default description', (status, title, description) => {
    expect(describeError(answered(status))).toEqual({ title, description });
  });

  it('always shows the fixed message for 500, whatever the body says', () => {
    expect(describeError(answered(500, { message: 'stack trace', reason: 'db down', errors: [{ reason: 'x' }] }))).toEqual({
      title: 'Greška servera',
      description: 'Došlo je do greške na serveru. Pokušajte ponovo.',
    });
  });

  it('names any other status in the title', () => {
    expect(describeError(answered(429))).toEqual({ title: 'Greška 429', description: 'Neočekivana greška' });
    expect(describeError(answered(503, { message: 'Maintenance' }))).toEqual({ title: 'Greška 503', description: 'Maintenance' });
  });

  it('reports a request without an answer as a network error', () => {
    const error = new HttpError('No response', 0, null, { noResponse: true });
    expect(describeError(error)).toEqual({
      title: 'Greška mreže',
      description: 'Nema odgovora od servera. Proverite internetsku vezu.',
    });
  });

  it('reports a failure that is not an HTTP answer as generic', () => {
    expect(describeError(new Error('Not implemented'))).toEqual({ title: 'Greška', description: 'Not implemented' });
    expect(describeError(undefined)).toEqual({
      title: 'Greška',
      description: 'Došlo je do greške prilikom izvršavanja zahteva',
    });
  });

  it('reports a 401 that a refresh could not cure as an expired session', () => {
    const error = new HttpError('Session expired', 401, null, { sessionExpired: true });
    expect(describeError(error)).toEqual({ title: 'Sesija je istekla', description: 'Molimo prijavite se ponovo' });
  });

  it('describes with the joined reasons, else the reason, else the message, else the default', () => {
    const body = { message: 'M', reason: 'R', errors: [{ field: 'email', reason: 'taken' }, { reason: 'too short' }] };
    expect(describeError(answered(422, body)).description).toBe('taken, too short');
    expect(describeError(answered(422, { message: 'M', reason: 'R', errors: [] })).description).toBe('R');
    expect(describeError(answered(422, { message: 'M' })).description).toBe('M');
    expect(describeError(answered(422, {})).description).toBe('Podaci nisu validni');
  });

  it('gives wrapped errors the title and description as their message, keeping status and body', () => {
    const wrapped = new CatalogueError(answered(409, { message: 'Email already used' }));
    expect(wrapped.message).toBe('Konflikt\nEmail already used');
    expect(wrapped.status).toBe(409);
    expect(wrapped.body).toEqual({ message: 'Email already used' });
  });
});
