/**
 * Recognises an error that means "the database cannot be reached" (as opposed to a query the
 * database refused): the error plugin answers 503 for it, and the PostgreSQL pool drops the
 * connection it happened on.
 */

/** Socket errors of a lost or refused database connection. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs beyond class 08: shutting down, crash shutdown, cannot connect now, too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres' own messages for a connection that timed out, broke or was dropped. */
const CONNECTION_ERROR_MESSAGES =
  /^(timeout exceeded when trying to connect|timeout expired|Connection terminated|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether `error` (or what it wraps, Drizzle puts the driver's error in `cause`) says the
 * database cannot be reached: a socket error, a node-postgres timeout or closed connection, or
 * SQLSTATE class 08 (connection exception), 57P01-57P03 or 53300.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (typeof current.message === 'string' && CONNECTION_ERROR_MESSAGES.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(databaseUnavailable)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
