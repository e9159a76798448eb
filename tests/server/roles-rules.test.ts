/**
 * Roles' rules come from their definition (src/shared/resources/roles.ts): a description
 * longer than 500 characters is refused with 422 and the definition's message, on create
 * and on update, the same text the role form shows on the field.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';

const t = setupTestApp();

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TOO_LONG = 'A'.repeat(501);
const REASON = 'Description must be at most 500 characters long';

describe('role description', () => {
  it('is refused above 500 characters with the definition\'s message, on create and on update', async () => {
    const created = await t.api('POST', '/roles', { name: `Long ${unique()}`, description: TOO_LONG });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual([{ field: 'description', reason: REASON }]);

    const role = await t.api('POST', '/roles', { name: `Long ${unique()}`, description: 'A'.repeat(500) });
    expect(role.statusCode).toBe(201);
    const { id, name } = role.json() as { id: number; name: string };
    const updated = await t.api('PUT', `/roles/${id}`, { id, name, description: TOO_LONG });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual([{ field: 'description', reason: REASON }]);
  });
});
