import type { KeyedErrorBody, Reason } from './localize';

/**
 * One entry of an answer's `errors`: the field (when one is at fault) and its reason, with the
 * translation key and values it is worded from when it has one (server/http/localize.ts `keyed`).
 */
export type FieldError = Reason & { field?: string };

/**
 * An error that becomes an HTTP answer `{message, reason?, errors?}` (docs/architecture.md#api-conventions). Throw it from a handler or hook; the error handler sends it
 * with its reasons in the caller's language (docs/decisions.md#api-language). A reason is a
 * keyed {@link Reason} (`keyed(key, values)`) or free text, which every language gets as written.
 */
export class HttpError extends Error {
  /** The reason in English. */
  readonly reason?: string;
  /** The translation key and values `reason` is worded from, when it has one. */
  readonly reasonKey?: { key: string; values?: Reason['values'] };

  constructor(
    readonly statusCode: number,
    message: string,
    reason?: Reason | string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
    const given = typeof reason === 'string' ? { reason } : reason;
    if (given?.reason) this.reason = given.reason;
    if (given?.reason && given.key !== undefined) this.reasonKey = { key: given.key, ...(given.values ? { values: given.values } : {}) };
  }

  /** The response body, keys included (server/http/localize.ts `localizeErrorBody` words it). */
  toBody(): KeyedErrorBody {
    return {
      message: this.message,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.reason && this.reasonKey ? this.reasonKey : {}),
      ...(this.errors?.length ? { errors: this.errors } : {}),
    };
  }
}

/** 400: the request is malformed (wrong shape, unknown field, id mismatch). */
export const badRequest = (reason?: Reason | string, errors?: FieldError[]) => new HttpError(400, 'Bad request', reason, errors);

/** 401: no bearer, or one that fails verification; also wrong credentials. */
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);

/** 403: signed in but lacking the permission. */
export const forbidden = (reason?: Reason | string) => new HttpError(403, 'Forbidden', reason);

/** 404. */
export const notFound = (reason?: Reason | string) => new HttpError(404, 'Not found', reason);

/** 409: a unique value is already taken. */
export const conflict = (reason: Reason | string) => new HttpError(409, 'Conflict', reason);

/** 422: well-formed JSON with invalid values; the reason is the field errors' joined. */
export const unprocessable = (errors: FieldError[]) =>
  new HttpError(422, 'Validation failed', errors.map((e) => e.reason).join('; '), errors);

/** 429. */
export const tooManyRequests = (reason: Reason | string) => new HttpError(429, 'Too many requests', reason);
