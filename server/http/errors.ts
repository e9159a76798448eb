import type { ErrorBody } from '../../src/shared/api';

type FieldError = NonNullable<ErrorBody['errors']>[number];

/**
 * An error that becomes an HTTP answer `{message, reason?, errors?}` (docs/architecture.md#api-conventions). Throw it from a handler or hook; the error handler sends it as is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly reason?: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** The response body. */
  toBody(): ErrorBody {
    return {
      message: this.message,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.errors?.length ? { errors: this.errors } : {}),
    };
  }
}

/** 400: the request is malformed (wrong shape, unknown field, id mismatch). */
export const badRequest = (reason?: string, errors?: FieldError[]) => new HttpError(400, 'Bad request', reason, errors);

/** 401: no bearer, or one that fails verification; also wrong credentials. */
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);

/** 403: signed in but lacking the permission. */
export const forbidden = (reason?: string) => new HttpError(403, 'Forbidden', reason);

/** 404. */
export const notFound = (reason?: string) => new HttpError(404, 'Not found', reason);

/** 409: a unique value is already taken. */
export const conflict = (reason: string) => new HttpError(409, 'Conflict', reason);

/** 422: well-formed JSON with invalid values. */
export const unprocessable = (errors: FieldError[]) =>
  new HttpError(422, 'Validation failed', errors.map((e) => e.reason).join('; '), errors);

/** 429. */
export const tooManyRequests = (reason: string) => new HttpError(429, 'Too many requests', reason);
