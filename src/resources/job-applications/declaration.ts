/**
 * The job applications inbox (`/admin/job-applications`; src/shared/resources/job-applications.ts):
 * the screens its definition gives (src/admin/crud/defaultPresentation.ts: the list newest first
 * with the status, opening and assignee filters, the details, the edit form of status, assignee
 * and notes, the History tab), and on the details page two actions of its own: "Download CV" and
 * "Reply" (the email composer addressed to the candidate).
 */
import { declarationOf } from '../../admin/crud';
import { defaultPresentation } from '../../admin/crud/defaultPresentation';
import { jobApplicationsDefinition } from '../../shared/resources';
import { DownloadCvButton } from './DownloadCvButton';
import { jobApplicationRegistration } from './registration';
import { ReplyToCandidateButton } from './ReplyToCandidateButton';

export const jobApplicationDeclaration = declarationOf(jobApplicationsDefinition, jobApplicationRegistration, {
  ...defaultPresentation(jobApplicationsDefinition),
  showActions: [DownloadCvButton, ReplyToCandidateButton],
});
