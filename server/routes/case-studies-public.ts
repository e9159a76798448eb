/**
 * The public case-study data (docs/decisions.md#case-studies), in a site language (the record's
 * own text, English where it has none):
 *   GET /public/case-studies               a page of the public case studies, whole or filtered
 *                                          by `industry` or by `service` (one of them)
 *   GET /public/case-studies/{slug}        one public case study (404 when not public)
 *   GET /public/case-study-showcase        what the home page (`scope=home`) or a service's page
 *                                          (`scope=<service>`) shows
 * Anyone may read; answers may be cached for a minute. They come from the functions the
 * publisher renders the pages with (server/publishing/case-studies-collection.ts), so a rendered
 * page embeds exactly these.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { MAX_LIST_PAGE, SLUG_PATTERN } from '../../src/shared/publishing';
import { INDUSTRIES, SERVICES } from '../../src/shared/resources/case-studies';
import { badRequest, notFound } from '../http/errors';
import { caseStudyList, caseStudyPost, caseStudyShowcase } from '../publishing/case-studies-collection';
import { Nullable, Picture, Timestamp } from './schemas';

const Language = Type.Enum([...LANGUAGE_CODES], { default: 'en', description: 'One of the seven site languages' });
const Industry = Type.Enum([...INDUSTRIES]);
const Service = Type.Enum([...SERVICES]);

const ListQuery = Type.Object(
  {
    language: Language,
    current_page: Type.Integer({ minimum: 1, maximum: MAX_LIST_PAGE, default: 1 }),
    industry: Type.Optional(Industry),
    service: Type.Optional(Service),
  },
  { additionalProperties: false },
);
const StudyQuery = Type.Object({ language: Language }, { additionalProperties: false });
const ShowcaseQuery = Type.Object({ language: Language, scope: Type.Union([Type.Literal('home'), Service]) }, { additionalProperties: false });
const SlugParams = Type.Object({ slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 120 }) });

const Figure = Type.Object({ value: Type.String(), label: Type.String() });

const testimonialProperties = { quote: Type.String(), person: Type.String(), role: Type.String(), organisation: Nullable(Type.String()), photo: Nullable(Picture) };
const Testimonial = Type.Object(testimonialProperties);

const cardProperties = {
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  clientName: Type.String(),
  industry: Industry,
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  services: Type.Array(Service),
  logo: Nullable(Picture),
  cover: Picture,
  headline: Nullable(Figure),
};
const Card = Type.Object(cardProperties);

/** The list's filter; null for the whole list. */
const Filter = Type.Union([Type.Object({ field: Type.Literal('industry'), value: Industry }), Type.Object({ field: Type.Literal('services'), value: Service }), Type.Null()]);

const List = Type.Object({
  items: Type.Array(Card),
  current_page: Type.Integer(),
  page_size: Type.Integer(),
  total_count: Type.Integer(),
  total_pages: Type.Integer(),
  filter: Filter,
  counts: Type.Object({ industry: Type.Record(Type.String(), Type.Integer()), services: Type.Record(Type.String(), Type.Integer()) }),
});

const Study = Type.Object({
  ...cardProperties,
  language: Type.String(),
  challengeHtml: Type.String({ description: 'Sanitised HTML' }),
  solutionHtml: Type.String({ description: 'Sanitised HTML' }),
  resultHtml: Type.String({ description: 'Sanitised HTML' }),
  figures: Type.Array(Figure),
  testimonial: Nullable(Testimonial),
  publishedAt: Timestamp,
});

const Showcase = Type.Object({
  items: Type.Array(Card),
  clients: Type.Array(Type.Object({ name: Type.String(), logo: Picture })),
  testimonials: Type.Array(Type.Object({ ...testimonialProperties, caseStudy: Type.Object({ slug: Type.String(), title: Type.String() }) })),
});

const CACHE_CONTROL = 'public, max-age=60';
const tags = ['case studies'];

/** The public case-study endpoints; register under /api/1.0. */
const caseStudiesPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/case-studies',
    { config: { permission: 'public' }, schema: { tags, querystring: ListQuery, response: { 200: List } } },
    async ({ query }, reply) => {
      if (query.industry && query.service) throw badRequest('Filter by industry or by service, not both');
      const filter = query.industry ? ({ field: 'industry', value: query.industry } as const) : query.service ? ({ field: 'services', value: query.service } as const) : null;
      reply.header('cache-control', CACHE_CONTROL);
      return caseStudyList(app.db, query.language, query.current_page, filter);
    },
  );

  app.get(
    '/public/case-studies/:slug',
    { config: { permission: 'public' }, schema: { tags, params: SlugParams, querystring: StudyQuery, response: { 200: Study } } },
    async ({ params, query }, reply) => {
      const study = await caseStudyPost(app.db, params.slug, query.language);
      if (!study) throw notFound();
      reply.header('cache-control', CACHE_CONTROL);
      return study;
    },
  );

  app.get(
    '/public/case-study-showcase',
    { config: { permission: 'public' }, schema: { tags, querystring: ShowcaseQuery, response: { 200: Showcase } } },
    async ({ query }, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return caseStudyShowcase(app.db, query.language, query.scope);
    },
  );
};

export default caseStudiesPublicRoutes;
