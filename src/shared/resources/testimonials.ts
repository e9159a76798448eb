/**
 * Testimonials (docs/decisions.md#case-studies): what a client said, kept by staff in the back
 * office and shown with a case study (its `testimonialId`) or on any page that shows client
 * statements — the quote and the person's role in each site language (English required), the
 * person's name, their organisation and a photo from the media library. A definition and
 * nothing else, like every resource README "Adding a resource" describes.
 */
import { defineResource } from '../resource';

const V = 'resources.testimonials.validation';

export const testimonialsDefinition = defineResource({
  name: 'testimonials',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  // Named by the person (breadcrumbs, the case study's picker).
  useAsTitle: 'person',
  search: ['person', 'organisation', 'quote'],
  sort: ['createdAt', 'person', 'organisation', 'id'],
  defaultSortOrder: 'desc',
  rangeFilters: ['createdAt'],
  fields: {
    id: { kind: 'id' },
    /** What the person said, without quotation marks (the pages draw them). */
    quote: { kind: 'multiline', localized: true, create: 'required', update: 'optional', rules: { minLength: 10, maxLength: 600, message: `${V}.quote` } },
    /** The person's full name. */
    person: { kind: 'text', create: 'required', update: 'optional', rules: { minLength: 2, maxLength: 100, message: `${V}.person` } },
    /** Their role at their organisation ("Head of Operations"). */
    role: { kind: 'text', localized: true, create: 'required', update: 'optional', rules: { minLength: 2, maxLength: 120, message: `${V}.role` } },
    /** The client they speak for; null: shown without one. */
    organisation: { kind: 'text', nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 120, message: `${V}.organisation` } },
    /** Their portrait from the media library; null: their initials are drawn. */
    photoId: { kind: 'reference', reference: 'media', nullable: true, create: 'optional', update: 'optional' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
