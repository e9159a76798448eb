/**
 * Every published collection of the server (./collection.ts, docs/decisions.md#publishing): one
 * entry per resource whose definition declares `publishing`; tests/server/published-collections.test.ts
 * checks that the two lists agree.
 */
import type { PublishedCollection } from './collection';
import { articlesCollection } from './articles-collection';
import { caseStudiesCollection } from './case-studies-collection';
import { jobOpeningsCollection } from './job-openings-collection';

export const PUBLISHED_COLLECTIONS: readonly PublishedCollection[] = [articlesCollection, jobOpeningsCollection, caseStudiesCollection];
