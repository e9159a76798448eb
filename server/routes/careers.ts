/**
 * The public careers data (docs/decisions.md#job-openings): the open job openings a page at a
 * time (`GET /public/job-openings`), and one open opening (`GET /public/job-openings/{slug}`), in
 * a site language (the opening's own text, English where it has none). Anyone may read; answers
 * may be cached for a minute. They come from the functions the publisher renders `/careers` and
 * `/careers/<slug>` with (server/publishing/job-openings-collection.ts), so a rendered page
 * embeds exactly these. An opening that is not open (unknown, not shown yet, closed, deleted) is 404.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { MAX_LIST_PAGE, SLUG_PATTERN } from '../../src/shared/publishing';
import { EMPLOYMENT_TYPES, JOB_DEPARTMENTS, SENIORITY_LEVELS } from '../../src/shared/resources/job-openings';
import { notFound } from '../http/errors';
import { jobOpeningList, openJobOpeningPost } from '../publishing/job-openings-collection';
import { Nullable, Timestamp } from './schemas';

const Language = Type.Enum([...LANGUAGE_CODES], { default: 'en', description: 'One of the seven site languages' });

const ListQuery = Type.Object({ language: Language, current_page: Type.Integer({ minimum: 1, maximum: MAX_LIST_PAGE, default: 1 }) }, { additionalProperties: false });
const OpeningQuery = Type.Object({ language: Language }, { additionalProperties: false });
const SlugParams = Type.Object({ slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 120 }) });

const listItemProperties = {
  slug: Type.String(),
  title: Type.String(),
  department: Type.Enum([...JOB_DEPARTMENTS]),
  location: Nullable(Type.String()),
  remote: Type.Boolean(),
  employmentType: Type.Enum([...EMPLOYMENT_TYPES]),
  seniority: Type.Enum([...SENIORITY_LEVELS]),
  closingDate: Type.String({ format: 'date', description: 'The last day applications are taken' }),
};
const ListItem = Type.Object(listItemProperties);

const OpeningList = Type.Object({
  items: Type.Array(ListItem),
  current_page: Type.Integer(),
  page_size: Type.Integer(),
  total_count: Type.Integer(),
  total_pages: Type.Integer(),
});

const Opening = Type.Object({
    ...listItemProperties,
    language: Type.String(),
    html: Type.String({ description: 'The description as sanitised HTML' }),
    summary: Type.String(),
    positions: Type.Integer(),
    salaryFrom: Nullable(Type.Number({ description: 'Gross monthly salary in euros it starts from' })),
    contactEmail: Nullable(Type.String()),
    postedAt: Timestamp,
});

const CACHE_CONTROL = 'public, max-age=60';
const tags = ['careers'];

/** The public careers endpoints; register under /api/1.0. */
const careersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/job-openings',
    { config: { permission: 'public' }, schema: { tags, querystring: ListQuery, response: { 200: OpeningList } } },
    async ({ query }, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return jobOpeningList(app.db, query.language, query.current_page);
    },
  );

  app.get(
    '/public/job-openings/:slug',
    { config: { permission: 'public' }, schema: { tags, params: SlugParams, querystring: OpeningQuery, response: { 200: Opening } } },
    async ({ params, query }, reply) => {
      const opening = await openJobOpeningPost(app.db, params.slug, query.language);
      if (!opening) throw notFound();
      reply.header('cache-control', CACHE_CONTROL);
      return opening;
    },
  );
};

export default careersRoutes;
