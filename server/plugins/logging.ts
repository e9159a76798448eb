/**
 * Structured logs (pino, through Fastify) that never carry a secret, one line per request.
 *
 * - {@link loggerOptions}: pino's `redact` censors credentials wherever a log call puts them
 *   (Authorization and Cookie headers, Set-Cookie, password, token and secret fields, one or two
 *   levels deep), and the `err` serializer drops what Drizzle attaches to a failed query: its
 *   `params` (bound values: a password hash, a token hash, personal data) and the `params:`
 *   line it writes into the message and stack. The SQL text itself has only placeholders.
 * - {@link requestIdOptions}: the request id (Fastify's `reqId` on every line) is the caller's
 *   `x-request-id` when it is a sane token, else a random UUID; the answer carries it back.
 * - {@link OneLinePerRequest} (Fastify's LogController) replaces its two info lines per request
 *   ("incoming request", "request completed", a measured fifth of the CPU under load) with one
 *   line when the answer is sent; the plugin echoes the request id to the client.
 * - A client closing the connection mid-answer is logged at info, not as an error.
 * - In production (main.ts) lines go to stdout through an asynchronous pino destination, so
 *   writing them does not block the event loop; pino flushes it on exit.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config';

/** Field names whose values are secrets wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'bearerToken',
  'bearer_token',
  'refreshToken',
  'refresh_token',
  'secret',
  'twoFactorSecret',
  'recoveryCode',
  'recoveryCodes',
];

/** The value written instead of a redacted one. */
export const REDACTED = '[redacted]';

/** pino `redact` paths: credentials in headers, and secret fields at the top and one or two levels down. */
export const REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'err.params',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Drizzle's DrizzleQueryError message: `Failed query: <sql>\nparams: <values>`. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;
/** Own properties of an error never logged (bound query values). */
const DROPPED_PROPERTIES = new Set(['params', 'parameters']);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

/**
 * pino's standard error shape (`type`, `message`, `stack`, own properties, `cause` nested)
 * without Drizzle's bound query values: `params` dropped, the `params:` line cut from message
 * and stack.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object' || depth > 5) return error;
  const err = error as ErrorLike;
  const rawMessage = typeof err.message === 'string' ? err.message : '';
  const message = rawMessage.replace(QUERY_PARAMS, '');
  const name = typeof err.name === 'string' ? err.name : 'Error';
  let stack = typeof err.stack === 'string' ? err.stack : undefined;
  if (stack !== undefined && rawMessage !== message) {
    // The stack starts with "<name>: <message>": replace that header exactly, keep the frames.
    const header = `${name}: ${rawMessage}`;
    stack = stack.startsWith(header) ? `${name}: ${message}${stack.slice(header.length)}` : stack.replace(QUERY_PARAMS, '');
  }
  const serialized: Record<string, unknown> = { type: (err.constructor as { name?: string } | undefined)?.name ?? name, message, stack };
  for (const [key, value] of Object.entries(err)) {
    if (key in serialized || key === 'cause' || DROPPED_PROPERTIES.has(key) || typeof value === 'function') continue;
    serialized[key] = value;
  }
  if (err.cause !== undefined) serialized.cause = serializeError(err.cause, depth + 1);
  return serialized;
}

/** Query parameters whose values are never logged (single-use links carry `token`). */
const SECRET_QUERY = /token|password|secret|code|key|signature/i;

/** `url` with the values of secret-looking query parameters replaced by {@link REDACTED}. */
export function safeUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const query = new URLSearchParams(url.slice(index + 1));
  let changed = false;
  for (const key of new Set(query.keys())) {
    if (SECRET_QUERY.test(key)) {
      query.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, index)}?${query.toString()}` : url;
}

/** The request as logged: method, URL without secrets, client address. */
function serializeRequest(request: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return { method: request.method, url: safeUrl(request.url ?? ''), remoteAddress: request.ip ?? request.socket?.remoteAddress };
}

/** Where log lines go: an asynchronous stdout destination in production, or the given stream (tests). */
export function logDestination(stream?: DestinationStream): DestinationStream {
  return stream ?? pino.destination({ dest: 1, sync: false });
}

/** Fastify's `logger` option: level, redaction, the safe error serializer and the destination. */
export function loggerOptions(level: LogLevel, stream?: DestinationStream): LoggerOptions & { stream: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: { logMethod: clientGoneAtInfo },
    stream: logDestination(stream),
  };
}

/** pino's numeric levels (error, info). */
const ERROR_LEVEL = 50;

/**
 * Whether `value` is the error end-of-stream gives a response stream whose client closed the
 * connection before the end (a browser navigating away while a compressed answer was sent):
 * `Error('premature close')`, without Node's ERR_STREAM_PREMATURE_CLOSE code that Fastify
 * itself recognises.
 */
const isClientGone = (value: unknown): boolean =>
  value instanceof Error && value.message === 'premature close' && (value as { code?: unknown }).code === undefined;

/**
 * pino's `logMethod` hook: a client that went away is not a server error, so
 * @fastify/compress's `log.error(err)` for it is written at info; everything else unchanged.
 */
function clientGoneAtInfo(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn, level: number): void {
  if (level === ERROR_LEVEL && isClientGone(args[0])) {
    this.info({ err: args[0] }, 'client closed the connection before the answer ended');
    return;
  }
  method.apply(this, args);
}

/** A request id from a client or proxy is used only if it looks like one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's request log lines, one per request: nothing when it arrives; when the answer is
 * sent, `request` at info (method, URL without secrets, status, milliseconds), or `request
 * errored` at error when sending failed. Fastify's other lines (error handling, 404s) stay.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: safeUrl(request.url), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Fastify options for request ids (the caller's `x-request-id` when sane, else a random UUID) and request lines. */
export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    requestIdHeader: false,
    genReqId(request: IncomingMessage) {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    logController: new OneLinePerRequest(),
  };
}

/** Echoes the request id to the client (`x-request-id`), so a reported problem can be found in the logs. */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-log' },
);
