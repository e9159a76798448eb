/**
 * The job applications inbox (`/admin/job-applications`; src/shared/resources/job-applications.ts):
 * the screens its definition gives (src/admin/crud/defaultPresentation.ts: the list newest first
 * with the status, opening and assignee filters — its columns the opening, the candidate, the
 * status, the assignee and when it came — the details, the edit form of status, assignee
 * and notes, the History tab), and on the details page two actions of its own: "Download CV" and
 * "Reply" (the email composer addressed to the candidate).
 */
import { declarationOf } from '../../admin/crud';
import { defaultPresentation } from '../../admin/crud/defaultPresentation';
import { jobApplicationsDefinition } from '../../shared/resources';
import { DownloadCvButton } from './DownloadCvButton';
import { jobApplicationRegistration } from './registration';
import { ReplyToCandidateButton } from './ReplyToCandidateButton';

const presentation = defaultPresentation(jobApplicationsDefinition);

/** The inbox's columns: for which opening, who, where the application stands, whose it is and when it came. */
const LISTED = ['jobOpeningId', 'name', 'status', 'assigneeId', 'createdAt'];

export const jobApplicationDeclaration = declarationOf(jobApplicationsDefinition, jobApplicationRegistration, {
  ...presentation,
  fields: presentation.fields.map((field) => ({ ...field, list: LISTED.includes(field.source) })),
  showActions: [DownloadCvButton, ReplyToCandidateButton],
});
