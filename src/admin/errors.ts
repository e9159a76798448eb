/**
 * The Serbian error catalogue of SPEC §8. These texts are specification data: they stay
 * Serbian whatever the interface language, so they live here and not in the locales.
 *
 * The description is the joined reasons of the body's `errors` list, else its `reason`, else
 * its `message`, else the row's default; a 500 always shows its fixed message.
 */
import { SESSION_EXPIRED_MESSAGE, errorBodyMessage } from '../auth/session';

export interface ErrorToast {
  title: string;
  description: string;
}

/** SPEC §8, one row per answered status. */
export const STATUS_CATALOGUE: Readonly<Record<number, ErrorToast>> = {
  400: { title: 'Neispravni podaci', description: 'Proverite unete podatke' },
  403: { title: 'Nemate dozvolu', description: 'Nemate dozvolu za ovu akciju' },
  404: { title: 'Nije pronađeno', description: 'Traženi resurs nije pronađen' },
  409: { title: 'Konflikt', description: 'Resurs već postoji' },
  422: { title: 'Validacijska greška', description: 'Podaci nisu validni' },
  500: { title: 'Greška servera', description: 'Došlo je do greške na serveru. Pokušajte ponovo.' },
};

/** SPEC §8 "other": title with the status, default description. */
export const OTHER_STATUS = (status: number): ErrorToast => ({ title: `Greška ${status}`, description: 'Neočekivana greška' });

/** SPEC §8 "no response". */
export const NO_RESPONSE: ErrorToast = {
  title: 'Greška mreže',
  description: 'Nema odgovora od servera. Proverite internetsku vezu.',
};

/** SPEC §8 "generic": a failure that is not an HTTP answer. */
export const GENERIC_ERROR: ErrorToast = {
  title: 'Greška',
  description: 'Došlo je do greške prilikom izvršavanja zahteva',
};

/** SPEC §8 "401 after failed refresh". */
export const SESSION_EXPIRED: ErrorToast = { ...SESSION_EXPIRED_MESSAGE };

interface ErrorLike {
  status?: unknown;
  body?: unknown;
  message?: unknown;
  sessionExpired?: unknown;
  noResponse?: unknown;
}

/**
 * The API's reason for refusing a member of a role that requires two-factor sign-in who has not
 * enrolled yet (server/plugins/auth.ts): every route but their own account's answers 403 with it.
 */
export const TWO_FACTOR_ENROLMENT_REASON = 'Two-factor authentication must be set up first';

/** Whether `error` (an HttpError or CatalogueError) is that 403: the user must enrol in two-factor sign-in first. */
export function isTwoFactorEnrolmentRequired(error: unknown): boolean {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  const body = e.body && typeof e.body === 'object' ? (e.body as { reason?: unknown }) : {};
  return e.status === 403 && body.reason === TWO_FACTOR_ENROLMENT_REASON;
}

/** The toast (title + description) the catalogue gives for `error`. */
export function describeError(error: unknown): ErrorToast {
  const e: ErrorLike = error && typeof error === 'object' ? (error as ErrorLike) : {};
  if (e.sessionExpired === true) return { ...SESSION_EXPIRED };
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (e.noResponse === true || status === 0) return { ...NO_RESPONSE };
  if (status === 500) return { ...STATUS_CATALOGUE[500] };
  if (status !== undefined) {
    const row = STATUS_CATALOGUE[status] ?? OTHER_STATUS(status);
    return { title: row.title, description: errorBodyMessage(e.body) ?? row.description };
  }
  const message =
    typeof error === 'string' ? error : typeof e.message === 'string' && e.message ? e.message : null;
  return { title: GENERIC_ERROR.title, description: message ?? GENERIC_ERROR.description };
}

/** One-string form of a toast: title, a line break, description (the admin shows both lines). */
export function toastText({ title, description }: ErrorToast): string {
  return `${title}\n${description}`;
}

/**
 * An error as the admin passes it on: the original status and body kept (react-admin and
 * the authProvider read them), the message replaced by the catalogue text so every
 * notification shows title + description.
 */
export class CatalogueError extends Error {
  readonly status?: number;
  readonly body?: unknown;
  readonly title: string;
  readonly description: string;
  readonly sessionExpired: boolean;
  readonly original: unknown;

  constructor(original: unknown) {
    const toast = describeError(original);
    super(toastText(toast));
    const e: ErrorLike = original && typeof original === 'object' ? (original as ErrorLike) : {};
    this.name = 'CatalogueError';
    this.status = typeof e.status === 'number' ? e.status : undefined;
    this.body = e.body;
    this.title = toast.title;
    this.description = toast.description;
    this.sessionExpired = e.sessionExpired === true;
    this.original = original;
  }
}

/** Wraps `error` in a {@link CatalogueError} unless it already is one (or is an abort). */
export function toCatalogueError(error: unknown): unknown {
  if (error instanceof CatalogueError) return error;
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new CatalogueError(error);
}
