/**
 * Registration of the job-applications resource (docs/decisions.md#admin-bundle): what the back
 * office knows of it from the start — the screens the definition allows (no create: applications
 * come from the careers form) and records named by the candidate's name — read by its registry
 * entry (./index.ts) and its declaration (./declaration.ts).
 */
import type { RaRecord } from 'react-admin';
import type { ResourceRegistration } from '../../admin/crud/types';

export const jobApplicationRegistration: ResourceRegistration<RaRecord> = {
  screens: { list: true, show: true, edit: true },
  recordRepresentation: 'name',
};
