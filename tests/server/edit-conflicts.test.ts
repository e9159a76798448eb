/**
 * Optimistic concurrency on every record update (docs/decisions.md#edits): a body carrying the
 * `updatedAt` the writer read is refused with 409 when the record was saved since, so a save
 * never silently overwrites another; the current version, or none, saves as before.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';
import { createOrganisation, expectStatus, unique } from './records';

const t = setupTestApp();

describe('saving over a newer save', () => {
  it('is refused with 409 and changes nothing; the version read, or none, saves', async () => {
    const id = await createOrganisation(t, `Gamma ${unique()} d.o.o.`);
    const read = (await t.api('GET', `/organisations/${id}`)).json();
    const { id: _id, createdAt: _c, updatedAt: _u, deletedAt: _d, isActive: _a, ...writable } = read;
    // Someone else saves first, without saying what they read.
    const first = await t.api('PUT', `/organisations/${id}`, { ...writable, city: 'Novi Sad' });
    expectStatus(first, 200);
    // The second writer's version is the one it read: refused, with the reason, and nothing written.
    const stale = await t.api('PUT', `/organisations/${id}`, { ...writable, city: 'Niš', updatedAt: read.updatedAt });
    expectStatus(stale, 409);
    expect(stale.json()).toEqual({ message: 'Conflict', reason: 'Someone else saved this record after you opened it. Reload it to see their changes, then make yours again' });
    expect((await t.api('GET', `/organisations/${id}`)).json().city).toBe('Novi Sad');
    // Read again, its version saves.
    const fresh = await t.api('PUT', `/organisations/${id}`, { ...writable, city: 'Niš', updatedAt: first.json().updatedAt });
    expectStatus(fresh, 200);
    expect(fresh.json().city).toBe('Niš');
    expect(Date.parse(fresh.json().updatedAt)).toBeGreaterThan(Date.parse(first.json().updatedAt));
  });

  it('refuses an updatedAt that is no date-time with 400, as any malformed field', async () => {
    const id = await createOrganisation(t, `Delta ${unique()} d.o.o.`);
    expectStatus(await t.api('PUT', `/organisations/${id}`, { name: `Delta ${unique()} d.o.o.`, updatedAt: 'yesterday' }), 400);
  });
});
