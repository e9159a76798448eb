/**
 * The careers page's application form (docs/decisions.md#job-applications; the contract is
 * src/shared/job-applications.ts):
 *
 *   POST /public/job-openings/{slug}/applications   public, `multipart/form-data` with the fields
 *        `name`, `email`, `phone`?, `linkedinUrl`?, `coverLetter`?, `consent` ("true"),
 *        `language` (a site language), `website`? (the honeypot) and one file, `cv` → 202
 *        {status: 'received'}; to the browser's own post of the page's form (sent before the
 *        page's script ran, `Accept: text/html…`) a 303 to the opening's page, `#applied`.
 *
 * Only an open opening takes applications (server/publishing/job-openings-data.ts): an unknown,
 * not yet shown, closed or deleted one is 404, before the body is read. Every field is checked
 * and every failure answered at once, 422 `{errors: [{field, reason}]}` with the reasons in the
 * caller's language (the rules' keys of src/shared/resources/job-applications.ts and the form's
 * own `resources.job-applications.validation.*`): an unknown field or a second value of one, a
 * name outside 2–100 characters or holding control, invisible or bidirectional characters (the
 * text rule of every name), an address the API would not take, consent other than "true", a
 * phone number that is not one, a profile address that is not an http(s) address, no CV, a CV above CV_MAX_BYTES
 * (422 on `cv`, never 413: the upload stops being read at the limit) or whose bytes are no PDF or
 * DOCX (server/domain/cv-files.ts; its name and declared type are not trusted). A body that is
 * not multipart is 415.
 *
 * The application and the mails — the confirmation to the candidate in the language they applied
 * in, naming the opening's title in that language, and the notice to CONTACT_INBOX, as the contact
 * form does — are stored in one transaction and the mails delivered after commit: a failed insert
 * leaves neither. A filled honeypot is answered the same 202 with nothing stored or sent. At most
 * JOB_APPLICATION_RATE_LIMIT requests per IP in its window (429 with Retry-After).
 */
import multipart, { type Multipart } from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { isEmailAddress, lengthOf } from '../../src/shared/contact';
import { CV_MAX_BYTES, JOB_APPLICATION_LIMITS, JOB_APPLICATION_PHONE_PATTERN, JOB_APPLICATION_RATE_LIMIT } from '../../src/shared/job-applications';
import { isSupportedLanguage, localizePath, type LanguageCode } from '../../src/shared/languages';
import { SLUG_PATTERN } from '../../src/shared/publishing';
import { localizedTextIn, type LocalizedText } from '../../src/shared/resource';
import { MAX_CV_FILE_NAME_LENGTH } from '../../src/shared/resources/job-applications';
import { CAREERS_PATH } from '../../src/shared/resources/job-openings';
import { hasForbiddenCharacters } from '../../src/shared/text-rule';
import type { Database } from '../db/client';
import { jobApplications, jobOpenings } from '../db/schema';
import { cvContentTypeOf, cvFileName } from '../domain/cv-files';
import { HttpError, notFound, unprocessable, type FieldError } from '../http/errors';
import { keyed } from '../http/localize';
import { jobApplicationConfirmationMail, jobApplicationNotification } from '../mail/messages';
import { openJobOpening } from '../publishing/job-openings-data';
import { perIpLimit } from './contact';

const V = 'resources.job-applications.validation';

/** The text fields the form sends; anything else is refused. */
const TEXT_FIELDS = ['name', 'email', 'phone', 'linkedinUrl', 'coverLetter', 'consent', 'language', 'website'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The file field. */
const CV_FIELD = 'cv';

/** Longest honeypot value read (bytes); it is never stored. */
const MAX_HONEYPOT_LENGTH = 2000;

/**
 * What busboy may read of one request: the text fields (with room for a few unknown ones, so that
 * they are named in the answer) at most 32 KiB each (a cover letter of 5 000 characters is up to
 * 20 000 bytes of UTF-8), one file of at most CV_MAX_BYTES (a larger one is cut there and refused).
 */
const LIMITS = { fields: TEXT_FIELDS.length + 8, fieldSize: 32 * 1024, fieldNameSize: 100, files: 1, fileSize: CV_MAX_BYTES, parts: TEXT_FIELDS.length + 9, headerPairs: 100 };

const reasons = {
  name: keyed(`${V}.name`, { min: JOB_APPLICATION_LIMITS.name.min, max: JOB_APPLICATION_LIMITS.name.max }),
  email: keyed(`${V}.email`, { max: JOB_APPLICATION_LIMITS.email.max }),
  phone: keyed(`${V}.phone`, { max: JOB_APPLICATION_LIMITS.phone.max }),
  linkedinUrl: keyed(`${V}.linkedinUrl`, { max: JOB_APPLICATION_LIMITS.linkedinUrl.max }),
  coverLetter: keyed(`${V}.coverLetter`, { max: JOB_APPLICATION_LIMITS.coverLetter.max }),
  characters: keyed(`${V}.characters`),
  consent: keyed(`${V}.consent`),
  language: keyed(`${V}.language`),
  cvRequired: keyed(`${V}.cvRequired`),
  cvTooLarge: keyed(`${V}.cvTooLarge`, { max: CV_MAX_BYTES / 1024 / 1024 }),
  cvType: keyed(`${V}.cvType`),
  tooManyParts: keyed(`${V}.tooManyParts`),
};

/** A field name as an answer may quote it: at most 100 characters, one line. */
const quotedName = (name: string) => [...name.replace(/[^\x20-\x7e]/g, '?')].slice(0, 100).join('');

/** What the body held: the text fields by name, the CV, and what was wrong with its shape. */
interface ReadForm {
  fields: Partial<Record<TextField, string>>;
  cv?: { fileName: string; bytes: Buffer; truncated: boolean };
  errors: FieldError[];
}

/** Reads the multipart body, part by part, to its end (or to a limit busboy stops at). */
async function readForm(request: FastifyRequest): Promise<ReadForm> {
  const form: ReadForm = { fields: {}, errors: [] };
  const seen = new Set<string>();
  const refuseField = (name: string) => form.errors.push({ field: quotedName(name), ...keyed(seen.has(name) ? 'apiErrors.wrongType' : 'apiErrors.unknownField', { field: quotedName(name) }) });
  try {
    for await (const part of request.parts({ limits: LIMITS }) as AsyncIterableIterator<Multipart>) {
      const name = part.fieldname;
      if (part.type === 'file') {
        // The bytes are read (to at most the limit) whatever they are, so that the parts after them are read too.
        const bytes = await part.toBuffer();
        if (name !== CV_FIELD || seen.has(name)) refuseField(name);
        else form.cv = { fileName: part.filename ?? '', bytes, truncated: part.file.truncated };
      } else if (!(TEXT_FIELDS as readonly string[]).includes(name) || seen.has(name)) {
        refuseField(name);
      } else if (part.valueTruncated) {
        form.errors.push({ field: name, ...(reasons[name as keyof typeof reasons] ?? keyed('apiErrors.tooLong', { field: name, limit: LIMITS.fieldSize })) });
      } else {
        form.fields[name as TextField] = String(part.value);
      }
      seen.add(name);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') form.errors.push({ field: CV_FIELD, ...reasons.tooManyParts });
    else if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') form.errors.push({ field: '', ...reasons.tooManyParts });
    else if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, 'Unsupported media type', keyed(`${V}.multipart`));
    else if (code === 'FST_PROTO_VIOLATION') form.errors.push({ field: '', ...keyed('apiErrors.wrongFormat') });
    else throw error;
  }
  return form;
}

/** An optional text: trimmed, null when empty. */
const optional = (value: string | undefined) => value?.trim() || null;

/** Whether `value` is an http(s) address without credentials in it (the profile's address). */
function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
}

/** The field errors of the text fields, each field's first; the values to store when there are none. */
function checkFields(fields: ReadForm['fields']) {
  const errors: FieldError[] = [];
  const name = fields.name?.trim() ?? '';
  const email = fields.email?.trim() ?? '';
  const phone = optional(fields.phone);
  const linkedinUrl = optional(fields.linkedinUrl);
  const coverLetter = optional(fields.coverLetter);
  const { name: nameLimits } = JOB_APPLICATION_LIMITS;
  if (fields.name !== undefined && hasForbiddenCharacters(fields.name)) errors.push({ field: 'name', ...reasons.characters });
  else if (lengthOf(name) < nameLimits.min || lengthOf(name) > nameLimits.max) errors.push({ field: 'name', ...reasons.name });
  if (!isEmailAddress(email)) errors.push({ field: 'email', ...reasons.email });
  if (phone !== null && hasForbiddenCharacters(phone)) errors.push({ field: 'phone', ...reasons.characters });
  else if (phone !== null && (lengthOf(phone) > JOB_APPLICATION_LIMITS.phone.max || !JOB_APPLICATION_PHONE_PATTERN.test(phone))) errors.push({ field: 'phone', ...reasons.phone });
  if (linkedinUrl !== null && (lengthOf(linkedinUrl) > JOB_APPLICATION_LIMITS.linkedinUrl.max || !isWebAddress(linkedinUrl))) errors.push({ field: 'linkedinUrl', ...reasons.linkedinUrl });
  if (coverLetter !== null && hasForbiddenCharacters(coverLetter, true)) errors.push({ field: 'coverLetter', ...reasons.characters });
  else if (coverLetter !== null && lengthOf(coverLetter) > JOB_APPLICATION_LIMITS.coverLetter.max) errors.push({ field: 'coverLetter', ...reasons.coverLetter });
  if (fields.consent !== 'true') errors.push({ field: 'consent', ...reasons.consent });
  if (!isSupportedLanguage(fields.language)) errors.push({ field: 'language', ...reasons.language });
  return { errors, values: { name, email, phone, linkedinUrl, coverLetter, language: fields.language as LanguageCode } };
}

/** The CV's field error, or what to store of it. */
function checkCv(cv: ReadForm['cv']): { error: FieldError } | { fileName: string; contentType: NonNullable<ReturnType<typeof cvContentTypeOf>>; bytes: Buffer } {
  if (!cv || cv.bytes.length === 0) return { error: { field: CV_FIELD, ...reasons.cvRequired } };
  if (cv.truncated) return { error: { field: CV_FIELD, ...reasons.cvTooLarge } };
  const contentType = cvContentTypeOf(cv.bytes);
  if (!contentType) return { error: { field: CV_FIELD, ...reasons.cvType } };
  return { fileName: cvFileName(cv.fileName, contentType, MAX_CV_FILE_NAME_LENGTH), contentType, bytes: cv.bytes };
}

const SlugParams = Type.Object({ slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 120 }) });

/**
 * Whether the browser posted the form itself, navigating (its Accept asks for HTML first), rather
 * than the page's script asking for JSON: the answer is then a redirect to a page, not JSON.
 */
const isFormNavigation = (request: FastifyRequest) => /^\s*text\/html/i.test(request.headers.accept ?? '');

const jobApplicationFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart bodies are read in this scope only, by this route, within LIMITS.
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: false });

  app.post(
    '/public/job-openings/:slug/applications',
    {
      config: { permission: 'public' },
      preHandler: perIpLimit(app, 'job-application', JOB_APPLICATION_RATE_LIMIT, 'Too many applications, please try again later'),
      schema: {
        tags: ['public'],
        summary: 'Apply to an open job opening (multipart/form-data, the CV as the file `cv`)',
        consumes: ['multipart/form-data'],
        params: SlugParams,
        response: { 202: Type.Object({ status: Type.Literal('received') }) },
      },
    },
    async (request, reply) => {
      const received = { status: 'received' as const };
      const [opening] = await app.db
        .select({ id: jobOpenings.id, title: jobOpenings.title })
        .from(jobOpenings)
        .where(and(eq(jobOpenings.slug, request.params.slug), openJobOpening()));
      if (!opening) throw notFound();

      const form = await readForm(request);
      // A robot filled the hidden field: answer like a success so that it learns nothing.
      if (form.fields.website?.trim()) {
        request.log.info('job application honeypot filled: application dropped');
        if (isFormNavigation(request)) return reply.redirect(`${localizePath(`${CAREERS_PATH}/${request.params.slug}`, 'en')}#applied`, 303);
        return reply.status(202).send(received);
      }
      const { errors, values } = checkFields(form.fields);
      if (lengthOf(form.fields.website ?? '') > MAX_HONEYPOT_LENGTH) errors.push({ field: 'website', ...keyed('apiErrors.tooLong', { field: 'website', limit: MAX_HONEYPOT_LENGTH }) });
      const cv = checkCv(form.cv);
      const all = [...form.errors, ...errors, ...('error' in cv ? [cv.error] : [])];
      if (all.length || 'error' in cv) throw unprocessable(all);

      const title = localizedTextIn(opening.title as LocalizedText, values.language);
      const retentionMonths = app.retentionMonths['job-applications'];
      const mails = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [stored] = await tx
          .insert(jobApplications)
          .values({
            jobOpeningId: opening.id,
            ...values,
            consentAt: new Date(),
            cvFileName: cv.fileName,
            cvContentType: cv.contentType,
            cvSize: cv.bytes.length,
            cvData: cv.bytes,
          })
          .returning({ id: jobApplications.id });
        const confirmation = jobApplicationConfirmationMail(values.email, { name: values.name, title, retentionMonths }, values.language, app.mailer.texts);
        const englishTitle = localizedTextIn(opening.title as LocalizedText, 'en');
        const notice = jobApplicationNotification({ id: stored.id, title: englishTitle }, app.mailer.contactInbox, app.mailer.publicUrl);
        return [await app.mailer.record(tx, confirmation), await app.mailer.record(tx, notice)];
      });
      // After commit; a failed delivery stays in the outbox as failed, the candidate still succeeds.
      for (const mail of mails) await app.mailer.deliver(mail);
      // The page's form posted by the browser itself (sent before the page's script ran): back to
      // the opening's page, which shows the confirmation (See Other, so a reload does not post again).
      if (isFormNavigation(request)) return reply.redirect(`${localizePath(`${CAREERS_PATH}/${request.params.slug}`, values.language)}#applied`, 303);
      return reply.status(202).send(received);
    },
  );
};

export default jobApplicationFormRoutes;
