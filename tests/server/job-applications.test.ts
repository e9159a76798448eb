/**
 * Job applications (src/shared/resources/job-applications.ts; docs/decisions.md#job-applications):
 * the careers form's `POST /public/job-openings/{slug}/applications` (multipart, the CV's type read
 * from its bytes, every field error at once, the honeypot, the per-IP limit, only open openings),
 * the confirmation mail in the candidate's language, the inbox's CV download and its permission,
 * erasure without a copy in the activity log, and the retention job.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CV_CONTENT_TYPES, CV_MAX_BYTES, JOB_APPLICATION_RATE_LIMIT, jobApplicationPath } from '../../src/shared/job-applications';
import { activity, emails, jobApplications, jobOpenings } from '../../server/db/schema';
import { cvContentTypeOf, zipEntryNames } from '../../server/domain/cv-files';
import { deleteExpired, retentionCutoff } from '../../server/plugins/retention';
import { applicationRecords } from '../../server/routes/job-applications';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();
const INBOX = 'hello@danube-digital.example';
const DOCX = CV_CONTENT_TYPES.docx;

const unique = () => randomBytes(4).toString('hex');

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

/** Every request from its own address, so that the per-IP limit only bites where a test wants it. */
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

// ---- Files. ----

/** A small PDF (its header line and an end marker are all the check reads). */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A ZIP archive of `files` (stored, not compressed), as PKWARE's APPNOTE describes it. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Word document: its content types, its relationship to the main part, and the main part. */
const MINIMAL_DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
});

// ---- Requests. ----

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body of `fields` then `files`, and its content type. */
function multipart(fields: Record<string, string>, files: Upload[]): { payload: Buffer; contentType: string } {
  const boundary = `----test${unique()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`, 'utf8'), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const validFields = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const fields: Record<string, string | undefined> = {
    name: 'Jelena Kandidat',
    email: `jelena.${unique()}@example.com`,
    phone: '+381 64 123 4567',
    linkedinUrl: 'https://www.linkedin.com/in/jelena-kandidat',
    coverLetter: 'I would love to build software with you.\nI have five years of TypeScript.',
    consent: 'true',
    language: 'sr',
    website: '',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

const pdfUpload: Upload = { name: 'Jelena CV.pdf', type: 'application/pdf', bytes: PDF };

function apply(slug: string, fields: Record<string, string>, files: Upload[] = [pdfUpload], options: { ip?: string; language?: string; accept?: string } = {}) {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `${API}${jobApplicationPath(slug)}`,
    payload,
    headers: { 'content-type': contentType, ...(options.language ? { 'accept-language': options.language } : {}), ...(options.accept ? { accept: options.accept } : {}) },
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** The errors of a 422 answer as `{field: reason}`. */
const errorsOf = (response: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries((response.json().errors as { field: string; reason: string }[]).map((error) => [error.field, error.reason]));

// ---- Records. ----

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** A job opening, open unless the fields say otherwise; its slug. */
async function opening(fields: Partial<typeof jobOpenings.$inferInsert> = {}): Promise<{ id: number; slug: string }> {
  const slug = fields.slug ?? `backend-engineer-${unique()}`;
  const [row] = await t.app.db
    .insert(jobOpenings)
    .values({
      slug,
      title: { en: 'Backend engineer', sr: 'Backend inženjer' },
      department: 'engineering',
      employmentType: 'full-time',
      seniority: 'senior',
      description: { en: 'Build APIs.' },
      visibleFrom: new Date(Date.now() - DAY),
      closingDate: isoDate(30),
      ...fields,
    })
    .returning({ id: jobOpenings.id });
  return { id: row.id, slug };
}

/** An application stored as the form would store it. */
async function storedApplication(openingId: number, fields: Partial<typeof jobApplications.$inferInsert> = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(jobApplications)
    .values({
      jobOpeningId: openingId,
      name: 'Stored Candidate',
      email: `stored.${unique()}@example.com`,
      language: 'en',
      consentAt: new Date(),
      cvFileName: 'cv.pdf',
      cvContentType: CV_CONTENT_TYPES.pdf,
      cvSize: PDF.length,
      cvData: PDF,
      ...fields,
    })
    .returning({ id: jobApplications.id });
  return row.id;
}

const counts = async () => {
  const [[applications], [mails]] = await Promise.all([t.app.db.select({ n: count() }).from(jobApplications), t.app.db.select({ n: count() }).from(emails)]);
  return { applications: applications.n, mails: mails.n };
};

let permissionIds = new Map<string, number>();
beforeAll(async () => {
  const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
  permissionIds = new Map(permissions.map((permission) => [permission.name, permission.id]));
});

/** Bearer of a new user whose only role carries exactly `permissions`. */
async function bearerHolding(...permissions: string[]): Promise<string> {
  const stamp = unique();
  const role = await t.api('POST', '/roles', { name: `Applications probe ${stamp}`, permissionIds: permissions.map((name) => permissionIds.get(name)!) });
  expectStatus(role, 201);
  const email = `applications-${stamp}@example.com`;
  expectStatus(await t.api('POST', '/users', { firstName: 'Applications', lastName: 'Probe', email, userName: `applications_${stamp}`, password: 'password-123', roleIds: [role.json().id] }), 201);
  return (await t.signIn(email, 'password-123')).bearer_token;
}

describe('applying to an open opening', () => {
  it('stores the application and its CV, and queues the confirmation in the candidate’s language and a notice to the inbox', async () => {
    const { id: openingId, slug } = await opening();
    const fields = validFields();

    const response = await apply(slug, fields);

    expectStatus(response, 202);
    expect(response.json()).toEqual({ status: 'received' });
    const [stored] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.email, fields.email));
    expect(stored).toMatchObject({
      jobOpeningId: openingId,
      name: 'Jelena Kandidat',
      phone: '+381 64 123 4567',
      linkedinUrl: fields.linkedinUrl,
      coverLetter: fields.coverLetter,
      language: 'sr',
      status: 'new',
      assigneeId: null,
      notes: null,
      cvFileName: 'Jelena CV.pdf',
      cvContentType: 'application/pdf',
      cvSize: PDF.length,
    });
    expect(Buffer.compare(stored.cvData, PDF)).toBe(0);
    expect(Date.now() - stored.consentAt.getTime()).toBeLessThan(60_000);

    const [confirmation] = await t.app.db.select().from(emails).where(eq(emails.to, fields.email));
    // Serbian, naming the opening by its Serbian title.
    expect(confirmation.subject).toBe('Primili smo vašu prijavu: Backend inženjer');
    expect(confirmation.body).toContain('Zdravo Jelena Kandidat');
    expect(confirmation.body).toContain('12 meseci');
    const [notice] = await t.app.db.select().from(emails).where(eq(emails.to, INBOX)).orderBy(desc(emails.id)).limit(1);
    expect(notice.subject).toBe('Job application: Backend engineer');
    expect(notice.body).toContain(`/admin/job-applications/${stored.id}`);
    // The inbox's notice carries nothing of the candidate.
    expect(notice.body).not.toContain('Jelena');
  });

  it('names the opening by its English title when it has none in the candidate’s language', async () => {
    const { slug } = await opening();
    const fields = validFields({ language: 'nl' });

    expectStatus(await apply(slug, fields), 202);

    const [confirmation] = await t.app.db.select().from(emails).where(eq(emails.to, fields.email));
    expect(confirmation.subject).toBe('We hebben uw sollicitatie ontvangen: Backend engineer');
  });

  it('accepts a real DOCX, typed by its bytes whatever its name', async () => {
    const { slug } = await opening();
    const fields = validFields({ phone: undefined, linkedinUrl: undefined, coverLetter: undefined });

    expectStatus(await apply(slug, fields, [{ name: 'resume.doc', type: 'application/octet-stream', bytes: MINIMAL_DOCX }]), 202);

    const [stored] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.email, fields.email));
    expect(stored).toMatchObject({ cvContentType: DOCX, cvFileName: 'resume.docx', phone: null, linkedinUrl: null, coverLetter: null });
  });

  it('sends the browser that posted the page\'s form itself back to the opening\'s page in its language (303, #applied)', async () => {
    const { slug } = await opening();
    const fields = validFields({ language: 'sr' });
    const response = await apply(slug, fields, [pdfUpload], { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' });
    expectStatus(response, 303);
    expect(response.headers.location).toBe(`/sr/careers/${slug}#applied`);
    const [stored] = await t.app.db.select().from(jobApplications).where(eq(jobApplications.email, fields.email));
    expect(stored?.language).toBe('sr');
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const { slug } = await opening();
    const before = await counts();

    const response = await apply(slug, validFields({ website: 'http://spam.example' }));

    expectStatus(response, 202);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await counts()).toEqual(before);
  });

  it('stores neither the application nor a mail when the transaction fails', async () => {
    const { slug } = await opening();
    const before = await counts();
    // The first mail is written, the second fails: the application and the first mail are rolled back.
    const original = t.app.mailer.record.bind(t.app.mailer);
    let calls = 0;
    const failing = vi.spyOn(t.app.mailer, 'record').mockImplementation(async (db, mail) => {
      if (++calls === 2) throw new Error('outbox unavailable');
      return original(db, mail);
    });
    try {
      const response = await apply(slug, validFields());
      expectStatus(response, 500);
    } finally {
      failing.mockRestore();
    }
    expect(await counts()).toEqual(before);
  });
});

describe('what the form refuses', () => {
  it('answers 404 for an unknown, closed, not yet shown, unscheduled or deleted opening', async () => {
    const closed = await opening({ closingDate: isoDate(-1) });
    const future = await opening({ visibleFrom: new Date(Date.now() + DAY) });
    const draft = await opening({ visibleFrom: null });
    const deleted = await opening({ deletedAt: new Date() });
    const before = await counts();

    for (const slug of [`no-such-opening-${unique()}`, closed.slug, future.slug, draft.slug, deleted.slug]) {
      expectStatus(await apply(slug, validFields()), 404);
    }
    expect(await counts()).toEqual(before);
  });

  it('collects every field error at once, 422, in the caller’s language', async () => {
    const { slug } = await opening();
    const before = await counts();

    const response = await apply(slug, validFields({ consent: undefined, email: 'not-an-address', name: 'A' }), [pdfUpload], { language: 'sr' });

    expectStatus(response, 422);
    expect(errorsOf(response)).toEqual({
      name: 'Ime mora imati od 2 do 100 znakova',
      email: 'Unesite ispravnu adresu e-pošte od najviše 254 znakova',
      consent: 'Potrebna je vaša saglasnost za obradu podataka',
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses consent other than "true", a name with bidirectional characters and an unknown language', async () => {
    const { slug } = await opening();

    const response = await apply(slug, validFields({ consent: 'yes', name: 'Ana \u202eAdmin', language: 'de' }));

    expectStatus(response, 422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['consent', 'language', 'name']);
  });

  it('refuses an unknown field and a second value of a known one', async () => {
    const { slug } = await opening();

    const response = await apply(slug, { ...validFields(), salaryWish: '5000' });
    expectStatus(response, 422);
    expect(errorsOf(response)).toEqual({ salaryWish: 'Unknown field salaryWish' });

    const twice = await apply(slug, validFields(), [pdfUpload, { ...pdfUpload, field: 'portfolio' }]);
    expectStatus(twice, 422);
    expect(errorsOf(twice)).toHaveProperty('cv');
  });

  it('refuses a missing CV', async () => {
    const { slug } = await opening();

    const response = await apply(slug, validFields(), []);

    expectStatus(response, 422);
    expect(errorsOf(response)).toEqual({ cv: 'Attach your CV (PDF or DOCX)' });
  });

  it('refuses a CV above 5 MB with 422 on the field, never 413', async () => {
    const { slug } = await opening();
    const before = await counts();
    const large = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES - PDF.length + 1, 0x20)]);

    const response = await apply(slug, validFields({ consent: undefined }), [{ ...pdfUpload, bytes: large }]);

    expectStatus(response, 422);
    // The fields after the file… and before it are all judged.
    expect(errorsOf(response)).toEqual({ consent: expect.any(String), cv: 'The CV must be at most 5 MB' });
    expect(await counts()).toEqual(before);
  });

  it('takes a CV of exactly 5 MB', async () => {
    const { slug } = await opening();
    const exact = Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES - PDF.length, 0x20)]);

    expectStatus(await apply(slug, validFields(), [{ ...pdfUpload, bytes: exact }]), 202);
  });

  it('refuses a file named and typed as a PDF whose bytes are not one, and a ZIP that is no DOCX', async () => {
    const { slug } = await opening();
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(512)]);
    const plainZip = zip({ 'notes.txt': 'hello', 'word/readme.txt': 'not a document' });
    const spreadsheet = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });

    for (const upload of [
      { name: 'cv.pdf', type: 'application/pdf', bytes: executable },
      { name: 'cv.docx', type: DOCX, bytes: plainZip },
      { name: 'cv.docx', type: DOCX, bytes: spreadsheet },
      { name: 'cv.docx', type: DOCX, bytes: MINIMAL_DOCX.subarray(0, MINIMAL_DOCX.length - 10) },
    ]) {
      const response = await apply(slug, validFields(), [upload]);
      expectStatus(response, 422);
      expect(errorsOf(response)).toEqual({ cv: 'The CV must be a PDF or a Word (DOCX) document' });
    }
  });

  it('answers 415 for a body that is not multipart', async () => {
    const { slug } = await opening();

    const response = await t.app.inject({ method: 'POST', url: `${API}${jobApplicationPath(slug)}`, payload: validFields(), remoteAddress: nextIp() });

    expectStatus(response, 415);
  });

  it(`answers 429 after ${JOB_APPLICATION_RATE_LIMIT.max} requests from one address`, async () => {
    const { slug } = await opening();
    const ip = '203.0.113.77';
    for (let i = 0; i < JOB_APPLICATION_RATE_LIMIT.max; i++) expectStatus(await apply(slug, validFields(), [pdfUpload], { ip }), 202);

    const refused = await apply(slug, validFields(), [pdfUpload], { ip });

    expectStatus(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expectStatus(await apply(slug, validFields()), 202);
  });
});

describe('CV type checks', () => {
  it('reads the entry names of a ZIP archive and tells the formats apart', () => {
    expect(zipEntryNames(MINIMAL_DOCX)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(cvContentTypeOf(MINIMAL_DOCX)).toBe(DOCX);
    expect(cvContentTypeOf(PDF)).toBe('application/pdf');
    expect(cvContentTypeOf(Buffer.from('PK\x03\x04 not really', 'latin1'))).toBeUndefined();
    expect(cvContentTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('the inbox', () => {
  it('reads the table without the CVs, the same columns otherwise', () => {
    const full = getTableConfig(jobApplications).columns.map((column) => column.name).filter((name) => name !== 'cv_data');
    expect(getTableConfig(applicationRecords).columns.map((column) => column.name).sort()).toEqual(full.sort());
    expect(Object.keys(getTableColumns(applicationRecords))).not.toContain('cvData');
  });

  it('lists and shows applications without their CV bytes, filtered by opening and status', async () => {
    const { id: openingId } = await opening();
    const id = await storedApplication(openingId, { status: 'interview' });

    const list = await t.api('GET', `/job-applications/paged?jobOpeningId=${openingId}&status=interview`);
    expectStatus(list, 200);
    expect(list.json().items.map((item: { id: number }) => item.id)).toEqual([id]);
    const details = await t.api('GET', `/job-applications/${id}`);
    expectStatus(details, 200);
    expect(details.json()).toMatchObject({ id, jobOpeningId: openingId, status: 'interview', cvFileName: 'cv.pdf', cvSize: PDF.length });
    expect(details.json()).not.toHaveProperty('cvData');
  });

  it('downloads the CV with the permission only: its bytes, type, an attachment, never cached or sniffed', async () => {
    const { id: openingId } = await opening();
    const id = await storedApplication(openingId, { cvFileName: 'Ćirilica "CV".docx', cvContentType: DOCX, cvData: MINIMAL_DOCX, cvSize: MINIMAL_DOCX.length });
    const url = `${API}/job-applications/${id}/cv`;

    expectStatus(await t.app.inject({ method: 'GET', url }), 401);
    expectStatus(await t.injectAs(await bearerHolding('contact-messages.read'), { method: 'GET', url }), 403);

    const response = await t.injectAs(await bearerHolding('job-applications.read'), { method: 'GET', url });
    expectStatus(response, 200);
    expect(Buffer.compare(response.rawPayload, MINIMAL_DOCX)).toBe(0);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="_irilica _CV_.docx"; filename*=UTF-8''%C4%86irilica%20%22CV%22.docx`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');

    expectStatus(await t.api('GET', '/job-applications/999999999/cv'), 404);
  });

  it('is updated in status, assignee and notes only; the notes never reach the activity log', async () => {
    const { id: openingId } = await opening();
    const id = await storedApplication(openingId);
    const me = (await t.api('GET', '/users/paged?search_term=admin%40example.com')).json().items[0].id as number;

    const updated = await t.api('PUT', `/job-applications/${id}`, { status: 'screening', assigneeId: me, notes: 'Strong Postgres background; call on Monday.' });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ status: 'screening', assigneeId: me, notes: 'Strong Postgres background; call on Monday.' });
    const [logged] = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'job-applications'), eq(activity.recordId, id), eq(activity.action, 'update')));
    expect(logged.changes).toEqual({ status: ['new', 'screening'], assigneeId: [null, me] });

    expectStatus(await t.api('PUT', `/job-applications/${id}`, { name: 'Someone else' }), 400);
    expectStatus(await t.api('POST', '/job-applications', { name: 'Made by staff' }), 404);
  });

  it('erases an application with its CV on request, logged without the candidate’s data', async () => {
    const { id: openingId } = await opening();
    const id = await storedApplication(openingId, { name: 'Erase Me', coverLetter: 'Private letter', notes: 'Private note' });

    expectStatus(await t.api('DELETE', `/job-applications/${id}`), 204);

    expect(await t.app.db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, id))).toEqual([]);
    expectStatus(await t.api('GET', `/job-applications/${id}/cv`), 404);
    const [logged] = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'job-applications'), eq(activity.recordId, id), eq(activity.action, 'delete')));
    const text = JSON.stringify(logged.changes);
    for (const personal of ['Erase Me', 'stored.', 'Private letter', 'Private note', 'cv.pdf']) expect(text).not.toContain(personal);
    expect(logged.changes).toMatchObject({ jobOpeningId: [openingId, null], status: ['new', null] });
  });
});

describe('retention', () => {
  it('deletes the applications received before the period only, logged by the system without content', async () => {
    const { id: openingId } = await opening();
    const now = new Date();
    const old = await storedApplication(openingId, { createdAt: new Date(retentionCutoff(now, 12).getTime() - 60_000) });
    const recent = await storedApplication(openingId, { createdAt: new Date(retentionCutoff(now, 12).getTime() + 60_000) });

    expect(await deleteExpired(t.app.db, 'job-applications', 12, now)).toBeGreaterThanOrEqual(1);

    const left = await t.app.db.select({ id: jobApplications.id }).from(jobApplications).where(inArray(jobApplications.id, [old, recent]));
    expect(left).toEqual([{ id: recent }]);
    const [logged] = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'job-applications'), eq(activity.recordId, old)));
    expect(logged).toMatchObject({ action: 'delete', actorId: null, changes: null });
    expect(await deleteExpired(t.app.db, 'job-applications', 12, now)).toBe(0);
  });

  it('keeps the configured period, 12 months by default', () => {
    expect(t.app.retentionMonths['job-applications']).toBe(12);
  });
});
