/**
 * Every form of the back office, walked from the resource registry (each resource's add and edit
 * screens and the add and edit screens of its details tabs), over the real dataProvider whose
 * HTTP client answers every save with a 409 naming one of the form's fields, as the API does for
 * a unique clash (`{message, reason, errors: [{field, reason}]}`): that field shows the reason
 * and a toast with the Serbian catalogue title says it too.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { STATUS_CATALOGUE } from '../../../src/admin/errors';
import { HttpError, type HttpClient } from '../../../src/auth/httpClient';
import { storeTokens } from '../../../src/auth/session';
import { loadResources } from '../../../src/resources';
import { renderAdminAt } from './adminAt';

/** Every resource's screens and declaration (the app loads each on first use). */
const resources = await loadResources();

type Row = Record<string, unknown>;

/** One form: how to reach and fill it, which field the API names, and the text the field must show. */
interface FormCase {
  /** Values a create form starts with (react-admin's `?source=` prefill), valid for the form's own rules. */
  values?: Row;
  /** Buttons clicked in turn to save (the wizard's Next, then Create). */
  buttons: string[];
  /** The API's name of the field the 409 names. */
  field: string;
  /** The form's input for it (its `name`: the form's source). */
  input: string;
  /** An edit form's changes (input name → value) that make it savable (react-admin saves only a changed form). */
  dirty?: Row;
  /** An edit form's switches (input names) clicked to make it savable. */
  toggled?: string[];
  /** The API's reason (English). */
  reason: string;
  /** What the field shows (the reason, or its translation where one exists). */
  shown?: string;
}

const SAVE = enAdmin.ra.action.save;
const taken = (field: string, input = field, reason = `${field} already in use`): Pick<FormCase, 'field' | 'input' | 'reason'> => ({ field, input, reason });

/** Records the edit screens load (GET /{resource}/{id}), valid for their forms' rules. */
const RECORDS: Record<string, Row> = {
  users: {
    firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada', gender: null, dateOfBirth: null, isActive: true,
    requestPasswordChange: false, roles: [], organisations: [], twoFactorEnabled: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  'user-claims': { userId: 1, type: 'badge', value: '42', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null },
  roles: { name: 'Auditors', description: null, isSystem: false, requireTwoFactor: false, permissionIds: [], permissions: [], userCount: 0, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null },
  permissions: { name: 'reports.read', description: null, isSystem: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null },
  organisations: {
    name: 'Acme d.o.o.', taxRegistrationNumber: '104827160', nationalIdentificationNumber: '07654321', type: 'company', address: null, city: 'Novi Sad', country: 'RS',
    email: null, phone: null, website: null, isActive: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  'job-openings': {
    slug: 'backend-engineer', title: { en: 'Backend engineer' }, department: 'engineering', location: { en: 'Novi Sad, Serbia' }, remote: true, employmentType: 'full-time', seniority: 'senior', positions: 1, salaryFrom: null,
    description: { en: 'We are **hiring**.' }, contactEmail: null, hiringManagerId: null, visibleFrom: null, closingDate: '2099-12-31', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  'organisation-modules': { organisationId: 1, moduleId: 3, moduleName: 'CRM', isActive: true, isPaid: false, validUntil: '2026-12-31', expired: false, deletedAt: null },
  'organisation-features': { organisationId: 1, featureId: 3, featureName: 'Leads', isActive: true, isPaid: false, validUntil: '2026-12-31', expired: false, deletedAt: null },
  modules: { code: 'crm', name: 'CRM', description: null, isActive: true, organisationCount: 0, features: [], createdAt: '2026-01-01T00:00:00Z', deletedAt: null },
  'crawled-organisations': {
    name: 'Acme d.o.o.', taxRegistrationNumber: '104827160', nationalIdentificationNumber: '07654321', address: null, city: null, activityCode: null, activityName: null,
    registerStatus: 'active', sourceUrl: null, organisationId: null, crawledAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  'contact-messages': {
    name: 'Vera Visitor', email: 'vera@example.com', company: null, message: 'Please call me', language: 'sr', status: 'new', assigneeId: null, assigneeName: null,
    note: 'Called once', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
  },
  'job-applications': {
    jobOpeningId: 1, name: 'Jelena Kandidat', email: 'jelena@example.com', phone: null, linkedinUrl: null, coverLetter: 'Hello', language: 'sr', status: 'new', assigneeId: null,
    notes: 'Called once', consentAt: '2026-01-01T00:00:00Z', cvFileName: 'cv.pdf', cvContentType: 'application/pdf', cvSize: 1000, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
  },
  media: {
    fileName: 'team.png', contentType: 'image/png', byteSize: 1000, width: 640, height: 320, sha256: 'a'.repeat(64), alt: { en: 'A team at work' }, variants: [], usedBy: [],
    createdBy: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  'email-templates': {
    name: 'Welcome', translations: { en: { subject: 'Welcome', body: 'Hello {{firstName}}' } }, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  articles: {
    slug: 'cloud-costs', authorId: null, byline: null, tags: [], coverMediaId: null,
    translations: [{ language: 'en', title: 'Cloud costs', summary: 'In short', body: 'Text', seoTitle: null, seoDescription: null, status: 'draft', publishAt: null, publishedAt: null, updatedAt: '2026-01-01T00:00:00Z' }],
    createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  'case-studies': {
    slug: 'nordhaven-freight', title: { en: 'A dispatch platform' }, summary: { en: 'Planning time cut by 41 %.' }, clientName: 'Nordhaven Freight', clientLogoId: null, industry: 'logistics', country: 'NL',
    services: ['custom'], challenge: { en: 'Spreadsheets.' }, solution: { en: 'A platform.' }, result: { en: 'Faster.' }, figures: [{ value: '−41 %', label: { en: 'planning time' } }],
    testimonialId: null, coverId: null, featured: false, publishedAt: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null,
  },
  testimonials: { quote: { en: 'They delivered what they promised.' }, person: 'Sanne Verhoeven', role: { en: 'Head of Operations' }, organisation: null, photoId: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null },
  currencies: { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2, rateToRsd: 117.2, rateDate: '2026-05-01', isActive: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null },
};

const NEW_USER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada', password: 'secret-1', confirmPassword: 'secret-1' };
const EMAIL_TAKEN = { field: 'email', input: 'email', reason: 'Email already in use', shown: enAdmin.account.email.taken };

/**
 * The forms, keyed `<resource>:<screen>` or `<resource>/<tab>:<screen>`; the test fails when the
 * registry has a form that is not here.
 */
const FORMS: Record<string, FormCase> = {
  'users:create': { values: NEW_USER, buttons: [enAdmin.users.form.add], ...EMAIL_TAKEN },
  'users:edit': { buttons: [enAdmin.users.form.apply], ...EMAIL_TAKEN },
  'users/claims:create': { values: { type: 'badge', value: '42' }, buttons: [SAVE], ...taken('type') },
  'users/claims:edit': { dirty: { value: '43' }, buttons: [SAVE], ...taken('value') },
  'roles:create': { values: { name: 'Auditors' }, buttons: [SAVE], ...taken('name', 'name', 'Name already in use') },
  'roles:edit': { dirty: { description: 'Reads the books' }, buttons: [SAVE], ...taken('name', 'name', 'Name already in use') },
  'permissions:create': { values: { name: 'reports.read' }, buttons: [SAVE], ...taken('name') },
  'permissions:edit': { dirty: { description: 'Reads reports' }, buttons: [SAVE], ...taken('name') },
  'organisations:create': {
    values: { name: 'Dunav d.o.o.', taxRegistrationNumber: '104827160', nationalIdentificationNumber: '21345678' },
    buttons: [enAdmin.resources.organisations.wizard.next, enAdmin.resources.organisations.wizard.create],
    ...taken('taxRegistrationNumber', 'taxRegistrationNumber', 'Tax registration number already in use'),
  },
  'organisations:edit': { dirty: { city: 'Beograd' }, buttons: [SAVE], ...taken('taxRegistrationNumber', 'taxRegistrationNumber', 'Tax registration number already in use') },
  'organisations/modules:create': { values: { moduleId: 3, validUntil: '2027-01-01' }, buttons: [SAVE], ...taken('validUntil') },
  'organisations/modules:edit': { dirty: { validUntil: '2027-01-01' }, buttons: [SAVE], ...taken('validUntil') },
  'organisations/features:create': { values: { featureId: 3, validUntil: '2027-01-01' }, buttons: [SAVE], ...taken('validUntil') },
  'organisations/features:edit': { dirty: { validUntil: '2027-01-01' }, buttons: [SAVE], ...taken('validUntil') },
  'organisations/users:create': { values: { userId: 3 }, buttons: [enAdmin.resources.organisations.members.addButton], ...taken('userId', 'userId', 'The user is already a member') },
  'organisations/users:edit': { buttons: [enAdmin.users.form.apply], ...EMAIL_TAKEN },
  'modules:create': { values: { code: 'crm', name: 'CRM' }, buttons: [SAVE], ...taken('code', 'code', 'Code already in use') },
  'modules:edit': { dirty: { description: 'Customers and leads' }, buttons: [SAVE], ...taken('name') },
  'crawl-organisations:create': {
    values: { name: 'Acme d.o.o.', taxRegistrationNumber: '104827160', nationalIdentificationNumber: '07654321' },
    buttons: [SAVE],
    ...taken('taxRegistrationNumber', 'taxRegistrationNumber', 'Tax registration number already in use'),
  },
  'crawl-organisations:edit': { dirty: { city: 'Beograd' }, buttons: [SAVE], ...taken('name') },
  'currencies:create': { values: { code: 'EUR', name: 'Euro', symbol: '€', minorUnits: 2, rateToRsd: 117.2, rateDate: '2026-05-01' }, buttons: [SAVE], ...taken('code', 'code', 'Code already in use') },
  'currencies:edit': { dirty: { name: 'Euro (EU)' }, buttons: [SAVE], ...taken('symbol') },
  'media:edit': { dirty: { 'alt.sr': 'Tim na poslu' }, buttons: [SAVE], field: 'alt.en', input: 'alt.en', reason: 'Alternative text must be at most 300 characters' },
  'contact-messages:edit': { dirty: { note: 'Called back twice' }, buttons: [SAVE], ...taken('note', 'note', 'The message was changed meanwhile') },
  'job-applications:edit': { dirty: { notes: 'Strong Postgres background' }, buttons: [SAVE], ...taken('notes', 'notes', 'The application was changed meanwhile') },
  'email-templates:create': {
    values: { name: 'Welcome', translations: { en: { subject: 'Welcome', body: 'Hello {{firstName}}' } } },
    buttons: [SAVE],
    ...taken('name', 'name', 'Name already in use'),
  },
  'email-templates:edit': { dirty: { name: 'Welcome again' }, buttons: [SAVE], ...taken('name', 'name', 'Name already in use') },
  'job-openings:create': {
    values: { slug: 'backend-engineer', title: { en: 'Backend engineer' }, department: 'engineering', employmentType: 'full-time', seniority: 'senior', description: { en: 'We are **hiring**.' }, closingDate: '2099-12-31' },
    buttons: [SAVE],
    ...taken('slug', 'slug', 'Address already in use'),
  },
  'job-openings:edit': { dirty: { slug: 'backend-engineer-2' }, buttons: [SAVE], ...taken('slug', 'slug', 'Address already in use') },
  'case-studies:create': {
    values: {
      slug: 'nordhaven-freight', title: { en: 'A dispatch platform' }, summary: { en: 'Planning time cut by 41 %.' }, clientName: 'Nordhaven Freight', industry: 'logistics', country: 'NL',
      services: ['custom'], challenge: { en: 'Spreadsheets.' }, solution: { en: 'A platform.' }, result: { en: 'Faster.' },
    },
    buttons: [SAVE],
    ...taken('slug', 'slug', 'Address already in use'),
  },
  'case-studies:edit': { dirty: { clientName: 'Nordhaven Freight B.V.' }, buttons: [SAVE], ...taken('slug', 'slug', 'Address already in use') },
  'testimonials:create': { values: { quote: { en: 'They delivered what they promised.' }, person: 'Sanne Verhoeven', role: { en: 'Head of Operations' } }, buttons: [SAVE], ...taken('person') },
  'testimonials:edit': { dirty: { person: 'Sanne de Vries' }, buttons: [SAVE], ...taken('person') },
  'articles:create': {
    values: { slug: 'cloud-costs', translations: [{ language: 'en', title: 'Cloud costs', summary: 'In short', body: 'Text' }] },
    buttons: [SAVE],
    ...taken('slug', 'slug', 'Another article already has the slug cloud-costs'),
  },
  'articles:edit': { dirty: { slug: 'cloud-costs-2' }, buttons: [SAVE], ...taken('slug', 'slug', 'Another article already has the slug cloud-costs-2') },
  'emails:create': { values: { to: 'ada@example.com', subject: 'Hello', body: 'Hi there' }, buttons: [enAdmin.resources.emails.compose.send], ...taken('subject', 'subject', 'Subject is too long') },
};

/** `key → path` of every form the registry declares. */
function declaredForms(): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const { declaration } of resources) {
    const base = `/admin/${declaration.name}`;
    if (declaration.screens.create) forms[`${declaration.name}:create`] = `${base}/${declaration.paths?.create ?? 'add'}`;
    if (declaration.screens.edit) forms[`${declaration.name}:edit`] = `${base}/1/edit`;
    for (const tab of declaration.tabs ?? []) {
      // A custom tab may declare nested add and edit screens of its own (an organization's users).
      const nested =
        tab.type === 'reference-many' ? (tab.screens ?? 'nested') === 'nested' && { create: true, edit: true } : tab.type === 'custom' && { create: !!tab.create, edit: !!tab.edit };
      if (!nested) continue;
      if (nested.create) forms[`${declaration.name}/${tab.path}:create`] = `${base}/1/${tab.path}/add`;
      if (nested.edit) forms[`${declaration.name}/${tab.path}:edit`] = `${base}/1/${tab.path}/2/edit`;
    }
  }
  return forms;
}

/** The API's path of `url` (after the version). */
const apiPath = (url: string) => new URL(url, 'http://localhost').pathname.replace(/^\/api\/1\.0/, '');

/**
 * An HTTP client answering reads from {@link RECORDS} (lists empty, sub-collections and by-ids
 * with one named choice), and every save with a 409 naming `field`.
 */
function conflictingHttp(field: string, reason: string): { http: HttpClient; saves: string[] } {
  const saves: string[] = [];
  const answer = <T,>(json: unknown) => Promise.resolve({ status: 200, headers: new Headers(), body: JSON.stringify(json), json: json as T });
  const choice = (id: number) => ({ id, name: `Choice ${id}`, code: `choice-${id}`, firstName: 'Nikola', lastName: 'Tesla', email: 'nikola@example.com' });
  const http: HttpClient = async <T,>(url: string, options: { method?: string; body?: unknown } = {}) => {
    const path = apiPath(url);
    const method = options.method ?? 'GET';
    const segments = path.split('/').filter(Boolean);
    if (method === 'GET') {
      if (segments[1] === 'paged') return answer<T>({ items: [], current_page: 1, page_size: 25, total_count: 0, total_pages: 0 });
      if (segments.length === 3) return answer<T>([choice(3)]);
      const record = RECORDS[segments[0]];
      return answer<T>(record ? { ...record, id: Number(segments[1]) } : {});
    }
    if (method === 'POST' && segments[1] === 'by-ids') return answer<T>(((options.body as { ids: number[] }).ids ?? []).map(choice));
    if (method === 'POST' && path === '/emails/preview') return answer<T>({ html: '<p>Hi there</p>' });
    if (method === 'POST' && path === '/articles/preview') return answer<T>({ html: '<p>Text</p>' });
    saves.push(`${method} ${path}`);
    throw new HttpError('Conflict', 409, { message: 'Conflict', reason, errors: [{ field, reason }] });
  };
  return { http, saves };
}

const EVERY_PERMISSION = [...resources.map((r) => r.permission), 'organisation-modules', 'organisation-features', 'activity'].flatMap((prefix) =>
  ['read', 'create', 'update', 'delete'].map((action) => `${prefix}.${action}`),
).concat('emails.send');

beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a save the API refuses with a field named', { timeout: 30_000 }, () => {
  it('is tried on every form the registry declares', () => {
    expect(Object.keys(FORMS).sort()).toEqual(Object.keys(declaredForms()).sort());
  });

  for (const [key, path] of Object.entries(declaredForms())) {
    it(`${key}: the field shows the reason and a toast says it`, async () => {
      const form = FORMS[key];
      const { http, saves } = conflictingHttp(form.field, form.reason);
      const target = form.values ? `${path}?source=${encodeURIComponent(JSON.stringify(form.values))}` : path;
      renderAdminAt(target, { permissions: EVERY_PERMISSION, dataProvider: createDataProvider({ http }) });
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      const inputNamed = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (form.dirty) {
        // The record is in the form once the field the API names shows its value.
        await waitFor(() => expect(inputNamed(form.input)?.value).toBeTruthy(), { timeout: 10_000 });
        for (const [name, value] of Object.entries(form.dirty)) fireEvent.change(inputNamed(name)!, { target: { value } });
      }
      for (const name of form.toggled ?? []) {
        await waitFor(() => expect(inputNamed(name)).toBeInTheDocument(), { timeout: 10_000 });
        await user.click(inputNamed(name)!);
      }
      // Text queries: role queries compute accessible names from styles, slow over a whole admin.
      for (const name of form.buttons) {
        const button = await screen.findByText(name, { selector: 'button' }, { timeout: 10_000 });
        await waitFor(() => expect(button).toBeEnabled());
        await user.click(button);
      }
      await waitFor(() => expect(saves).toHaveLength(1));

      // The field: its helper text holds the reason and the input is marked invalid.
      const shown = form.shown ?? form.reason;
      // A date field is a nameless placeholder until the picker's chunk has loaded.
      await waitFor(() => expect(inputNamed(form.input)).not.toBeNull(), { timeout: 10_000 });
      if (inputNamed(form.input)?.type === 'checkbox') {
        // A switch has no aria-invalid: the helper text of its input group turns to the error.
        await waitFor(() => expect(inputNamed(form.input)!.closest('.ra-input')?.querySelector('.MuiFormHelperText-root.Mui-error')).toHaveTextContent(shown));
      } else if (inputNamed(form.input)?.closest('.MuiPickersInputBase-root')) {
        // A date picker (MUI X's accessible field): its hidden input holds the value, the
        // sections' group is what assistive technology reads as invalid.
        const control = () => inputNamed(form.input)!.closest('.MuiFormControl-root')!;
        await waitFor(() => expect(control().querySelector('[aria-invalid="true"]')).not.toBeNull());
        expect(control().querySelector('.MuiFormHelperText-root.Mui-error')).toHaveTextContent(shown);
      } else {
        await waitFor(() => expect(inputNamed(form.input)).toHaveAttribute('aria-invalid', 'true'));
        expect(document.getElementById(`${inputNamed(form.input)!.id}-helper-text`)).toHaveTextContent(shown);
      }

      // The toast: the catalogue's Serbian title for 409, then the reason in the interface language.
      // Both read from one look at the toast (a later look may find it replaced or closed).
      await waitFor(() => {
        const toast = document.querySelector('.MuiSnackbarContent-message');
        expect(toast).toHaveTextContent(STATUS_CATALOGUE[409].title);
        expect(toast).toHaveTextContent(shown);
      });
    });
  }
});
