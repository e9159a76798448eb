/**
 * One error handler for the whole app: every failure becomes `{message, reason?, errors?}`
 * (docs/architecture.md#api-conventions). 400 malformed (also any PostgreSQL data exception, SQLSTATE
 * class 22), 401, 403, 404, 409 unique clash, 422 invalid values, 429, 503 when the database
 * cannot be reached (connection refused, reset or timed out; the client may retry), 500 (which
 * never shows internals). The reasons of a 4xx, and of a 5xx thrown as an HttpError (a full image
 * queue's 503), are worded in the language of the request's `Accept-Language`
 * (server/http/localize.ts, docs/decisions.md#api-language).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBody } from '../../src/shared/schemas/common';
import { databaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http/errors';
import { keyed, localizeErrorBody, requestLanguage, translate, type KeyedErrorBody, type KeyedReason } from '../http/localize';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import { fieldLabelOf } from '../../src/shared/resource';
import type { LanguageCode } from '../../src/shared/languages';
import { describeIssues, isShapeIssue, type ValidationIssue } from './validation';

/** PostgreSQL's fields on a driver error (pg and PGlite both carry them). */
interface PostgresError {
  code?: string;
  constraint?: string;
  table?: string;
}

/** Retry-After (seconds) of a 503 for an unreachable database. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (databaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_S);
    return reply.status(503).send({ message: 'Service unavailable', reason: 'The database is unavailable, retry in a few seconds' });
  }
  const language = requestLanguage(request.headers['accept-language']);
  const { status, body } = toResponse(error, request, language);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  // Every reason in the caller's language by its key; a 5xx the code meant (an HttpError, such as
  // the image queue's 503) has a worded reason too, any other 5xx none.
  return reply.status(status).send(localizeErrorBody(status < 500 || error instanceof HttpError ? body : { message: body.message }, language));
}


function toResponse(error: FastifyError, request: FastifyRequest, language: LanguageCode): { status: number; body: KeyedErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: error.toBody() };

  if (error.validation) {
    const issues = error.validation as unknown as ValidationIssue[];
    const part = error.validationContext ?? 'body';
    const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
    const errors = describeIssues(issues, schema);
    // A malformed querystring, path or header is the caller's bug: 400 whatever the keyword.
    const shape = part !== 'body' || issues.some(isShapeIssue);
    const reason = errors.map((e) => e.reason).join('; ') || undefined;
    return {
      status: shape ? 400 : 422,
      body: { message: shape ? 'Bad request' : 'Validation failed', ...(reason ? { reason } : {}), ...(errors.length ? { errors } : {}) },
    };
  }

  const database = databaseError(error);
  if (database?.code === '23505') {
    const field = uniqueField(database);
    const reason = field ? takenReason(database.table, field, language) : keyed('apiErrors.exists');
    return { status: 409, body: { message: 'Conflict', ...reason, ...(field ? { errors: [{ field: camelCase(field), ...reason }] } : {}) } };
  }
  if (database?.code === '23503' || database?.code === '23514') {
    return { status: 422, body: { message: 'Validation failed', ...keyed('apiErrors.missingReference') } };
  }
  // SQLSTATE class 22, data exception: a value PostgreSQL cannot take (bad format, out of range,
  // NUL in text, …) that got past validation is still the caller's bad input, never a 500.
  if (database?.code?.startsWith('22')) {
    return { status: 400, body: { message: 'Bad request', ...keyed('apiErrors.wrongFormat') } };
  }

  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) return { status: 500, body: { message: 'Internal server error' } };
  if (status === 429) return { status, body: { message: 'Too many requests', reason: error.message } };
  // Fastify's own 4xx (malformed JSON, unsupported media type, body too large) are safe to show.
  return { status, body: { message: status === 400 ? 'Bad request' : error.message, ...(status === 400 ? { reason: error.message } : {}) } };
}

/** The PostgreSQL error behind a Drizzle error (Drizzle wraps it in `cause`). */
function databaseError(error: unknown): PostgresError | undefined {
  for (let current = error as { cause?: unknown } & PostgresError | undefined, depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** `users_user_name_unique` on table `users` → `user_name`. */
function uniqueField({ constraint, table }: PostgresError): string | undefined {
  if (!constraint) return undefined;
  const withoutTable = table && constraint.startsWith(`${table}_`) ? constraint.slice(table.length + 1) : constraint;
  return withoutTable.replace(/_(unique|key)$/, '') || undefined;
}

/**
 * The reason of a unique clash on `field` (a column) of `table`: in English the column's words
 * ("User name already in use"); in another language the field's label on the resource's forms
 * (its definition's label key), else those words.
 */
function takenReason(table: string | undefined, field: string, language: LanguageCode): KeyedReason {
  const english = keyed('apiErrors.alreadyInUse', { field: sentenceCase(field) });
  if (language === 'en') return english;
  const definition = table ? RESOURCE_DEFINITIONS.find((candidate) => candidate.name === table.replaceAll('_', '-')) : undefined;
  const label = definition?.fields[camelCase(field)] ? translate(fieldLabelOf(definition, camelCase(field)), language) : undefined;
  return label ? { ...english, values: { field: label } } : english;
}

const sentenceCase = (snake: string) => {
  const words = snake.replaceAll('_', ' ');
  return words[0].toUpperCase() + words.slice(1);
};
const camelCase = (snake: string) => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Registers the error handler on the root instance. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler(errorHandler);
    // Document (and serialise) the error body on every API route that declares its answers.
    app.addHook('onRoute', (route) => {
      const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
      if (!route.url.startsWith('/api') || !response) return;
      response['4xx'] ??= ErrorBody;
      response['5xx'] ??= ErrorBody;
    });
  },
  { name: 'errors' },
);
