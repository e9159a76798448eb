/**
 * One text rule for names and free text: a role, module or feature description (inline in a
 * module or on its own), like a name, is refused with 422 naming the field when it holds
 * control, zero-width or bidirectional-override characters (U+202E reverses what a reader
 * sees); a description may still span several lines.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';

const t = setupTestApp();

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const RLO = 'Approves \u202Eseciovni';

describe('free text holding bidi or invisible characters', () => {
  it('refuses a role description with U+202E on create and on update (422, the field named)', async () => {
    const created = await t.api('POST', '/roles', { name: `Bidi ${unique()}`, description: RLO });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual([{ field: 'description', reason: expect.stringContaining('bidirectional') }]);

    const role = await t.api('POST', '/roles', { name: `Bidi ${unique()}`, description: 'Plain' });
    expect(role.statusCode).toBe(201);
    const { id, name } = role.json() as { id: number; name: string };
    const updated = await t.api('PUT', `/roles/${id}`, { id, name, description: 'Zero\u200Bwidth' });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toEqual([{ field: 'description', reason: expect.any(String) }]);
    expect((await t.api('GET', `/roles/${id}`)).json()).toMatchObject({ description: 'Plain' });
  });

  it('refuses a module description and an inline feature description or name with U+202E, naming each field', async () => {
    const response = await t.api('POST', '/modules', {
      code: `bidi-${unique()}`,
      name: 'Bidi module',
      description: RLO,
      features: [
        { code: 'fine', name: 'Fine', description: 'Fine' },
        { code: 'evil', name: 'Evil\u202Ename', description: RLO },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'description', reason: expect.any(String) },
      { field: 'features.1.name', reason: expect.any(String) },
      { field: 'features.1.description', reason: expect.any(String) },
    ]);
  });

  it('refuses a feature description with U+202E on the features endpoint', async () => {
    const module = await t.api('POST', '/modules', { code: `plain-${unique()}`, name: 'Plain module' });
    expect(module.statusCode).toBe(201);
    const response = await t.api('POST', '/features', { moduleId: module.json().id, code: 'evil', name: 'Evil', description: RLO });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'description', reason: expect.any(String) }]);
  });

  it('keeps line breaks in a description, trimmed at its ends', async () => {
    const response = await t.api('POST', '/roles', { name: `Lines ${unique()}`, description: '  Reads reports.\r\nApproves\tinvoices.\n' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: 'Reads reports.\r\nApproves\tinvoices.' });
    const permission = await t.api('POST', '/permissions', { name: `lines${unique().replace(/[^a-z]/g, '')}.read`, description: 'First line\nSecond line' });
    expect(permission.statusCode, permission.body).toBe(201);
  });
});
