/**
 * Small helpers the organisation and user tests share: random digits and suffixes, a status
 * assertion that prints the body, an organisation created through the API, and a user's
 * `PUT /users/{id}` body as stored, and valid create bodies of a job opening and a case study.
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { User } from '../../src/shared/api';
import { pibFrom } from '../../server/domain/serbian-identifiers';
import { uniqueLetters, type TestApp } from './helpers';

/** `count` random decimal digits. */
export const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** Eight random hex characters, for names that must not collide between runs. */
export const unique = (): string => randomBytes(4).toString('hex');

/** Asserts the status, showing the answer's body when it differs. */
export function expectStatus(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
}

/** A company named `name` with a valid PIB and registration number, created by the administrator; its id. */
export async function createOrganisation(t: TestApp, name: string): Promise<number> {
  const response = await t.api('POST', '/organisations', { name, taxRegistrationNumber: pibFrom(digits(8)), nationalIdentificationNumber: digits(8), type: 'company' });
  expectStatus(response, 201);
  return response.json().id;
}

/** The `PUT /users/{id}` body of `user` as stored, with `overrides`. */
export const userBody = (user: User, overrides: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userName: user.userName,
  roleIds: user.roles.map((role) => role.id),
  organisationIds: user.organisations.map((organisation) => organisation.id),
  ...overrides,
});

/**
 * The body of a job opening that closes next year (its closing date must lie after today), its
 * address made from its title, its texts in English only.
 */
export const jobOpeningBody = (title = `Opening ${unique()}`) => ({
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  title: { en: title },
  department: 'engineering',
  employmentType: 'full-time',
  seniority: 'senior',
  description: { en: 'Builds things.' },
  closingDate: `${new Date().getFullYear() + 1}-06-30`,
});

/** A valid create body of a draft case study, its address unique; `fields` override it. */
export const caseStudyBody = (fields: Record<string, unknown> = {}) => ({
  slug: `case-${uniqueLetters(10)}`,
  title: { en: 'A booking platform for a test client' },
  summary: { en: 'We built a booking platform for a test client.' },
  clientName: 'Test Client',
  industry: 'travel',
  country: 'RS',
  services: ['custom', 'talent'],
  challenge: { en: 'Bookings were taken **by phone**.' },
  solution: { en: '- A web app\n- A mobile app' },
  result: { en: 'Bookings take a minute.' },
  figures: [
    { value: '−20 %', label: { en: 'booking time', sr: 'vreme rezervacije' } },
    { value: '3×', label: { en: 'more bookings online', sr: 'više rezervacija na mreži' } },
  ],
  publishedAt: null,
  ...fields,
});
