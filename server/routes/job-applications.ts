/**
 * The job applications inbox on its definition (src/shared/resources/job-applications.ts;
 * docs/decisions.md#job-applications):
 *   GET  /job-applications/paged, GET /job-applications, POST /job-applications/by-ids,
 *   GET  /job-applications/{id}        `job-applications.read` (filters status, jobOpeningId,
 *                                      assigneeId, createdAtFrom/createdAtTo; search in name and email)
 *   PUT  /job-applications/{id}        `job-applications.update` {status?, assigneeId?, notes?};
 *                                      422 for an assignee who is not an active user
 *   DELETE /job-applications/{id}      `job-applications.delete` 204: the application and its CV
 *                                      erased (a candidate's erasure request, GDPR art. 17),
 *                                      logged without the candidate's data (the definition's
 *                                      `personal` fields)
 *   GET  /job-applications/{id}/cv     `job-applications.read` the CV's bytes as an attachment,
 *                                      its type read from them on receipt, never cached, never sniffed
 * Applications arrive through the careers form (server/routes/job-application-form.ts) and are
 * deleted after their retention period (server/plugins/retention.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jobApplicationsDefinition } from '../../src/shared/resources/job-applications';
import { jobApplications } from '../db/schema';
import { attachmentDisposition } from '../domain/cv-files';
import { notFound } from '../http/errors';
import { checkAssignee } from './contact-messages';
import type { CrudApp } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { IdParams } from './schemas';

/**
 * The `job_applications` table without its `cv_data` column: what the lists, details and writes
 * of the CRUD factory read, so that a page of 25 never loads 25 CVs (as media's routes read
 * their table without the files). The same table as server/db/schema.ts `jobApplications`
 * (which alone drizzle-kit reads); tests/server/job-applications.test.ts holds the two to the same
 * columns.
 */
export const applicationRecords = pgTable('job_applications', {
  id: integer('id').primaryKey(),
  jobOpeningId: integer('job_opening_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  linkedinUrl: text('linkedin_url'),
  coverLetter: text('cover_letter'),
  language: text('language').notNull(),
  status: text('status').notNull(),
  assigneeId: integer('assignee_id'),
  notes: text('notes'),
  consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  cvFileName: text('cv_file_name').notNull(),
  cvContentType: text('cv_content_type').notNull(),
  cvSize: integer('cv_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .$onUpdate(() => new Date()),
});

/** The CV download, in the resource's scope. */
async function cvRoutes(app: CrudApp) {
  app.get(
    '/job-applications/:id/cv',
    {
      config: { permission: 'job-applications.read' },
      schema: {
        tags: ['job-applications'],
        summary: "Download an application's CV (PDF or DOCX) as an attachment",
        params: IdParams,
        produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The file as received' }) },
      },
    },
    async (request, reply) => {
      const [cv] = await app.db
        .select({ data: jobApplications.cvData, fileName: jobApplications.cvFileName, contentType: jobApplications.cvContentType })
        .from(jobApplications)
        .where(eq(jobApplications.id, request.params.id));
      if (!cv) throw notFound();
      return reply
        .header('content-type', cv.contentType)
        .header('content-disposition', attachmentDisposition(cv.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(cv.data);
    },
  );
}

/** The inbox's routes: the CRUD routes of the definition over the table without the CVs, and the download; register under /api/1.0. */
const jobApplicationRoutes = definedCrudRoutes(jobApplicationsDefinition, applicationRecords, {
  hooks: {
    authorise: async (ctx, action, _rows, change) => {
      if (action === 'update') await checkAssignee(ctx, change);
    },
  },
  routes: cvRoutes,
});

export default jobApplicationRoutes;
