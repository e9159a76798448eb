/**
 * A save the API refuses, on the form (react-admin's server-side validation): the dataProvider
 * rejects with the API's field errors as react-admin's submission errors (`body.errors`,
 * src/admin/errors.ts); here they are put in the form's own field names, each field showing its
 * reason, and the toast (the catalogue's Serbian title, the reasons in the interface language
 * where a translation says them) is shown once: by the form (`root.serverError`, which
 * react-admin notifies in place of "the form is not valid") or by the caller.
 *
 * A name the form lacks is left out of the field errors (the toast still says it): react-hook-form
 * clears on the next submit only the errors of the fields it validates, so an error under an
 * unknown name would refuse every later submit.
 */
import { useCallback } from 'react';
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { CatalogueError, GENERIC_ERROR, reasonKey, toCatalogueError, type SubmissionErrors } from '../errors';
import { inForm, type FormScreen } from './writePayload';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/** The form's name of an API field name (`permissionIds` → `permissions`, `features.0.name` kept), or null when the form has no such field. */
export type FormNameOf = (apiField: string) => string | null;

/** Whether a save's answer holds submission errors (react-admin's save resolves to them when the API refused). */
export function isSubmissionErrors(answer: unknown): answer is SubmissionErrors {
  return !!answer && typeof answer === 'object' && !Array.isArray(answer) && Object.keys(answer).length > 0;
}

/** `message` (a translation key or the server's own text) in the interface language. */
const inInterfaceLanguage = (translate: TranslateFunction, message: string) => translate(message, { _: message });

/** Unique, non-empty. */
const distinct = (messages: string[]) => [...new Set(messages.filter(Boolean))];

/**
 * `errors` (API names) in the form's names, each message as sent (react-admin's inputs translate
 * a key), and `root.serverError` rebuilt with the reasons in the interface language.
 */
export function toFormErrors(errors: SubmissionErrors, formNameOf: FormNameOf, translate: TranslateFunction): SubmissionErrors {
  const formErrors: SubmissionErrors = {};
  const reasons: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    if (name === 'root' || typeof message !== 'string') continue;
    reasons.push(inInterfaceLanguage(translate, message));
    const formName = formNameOf(name);
    if (formName && !(formName in formErrors)) formErrors[formName] = message;
  }
  const title = errors.root?.serverError.split('\n')[0] || GENERIC_ERROR.title;
  formErrors.root = { serverError: `${title}\n${distinct(reasons).join(', ')}` };
  return formErrors;
}

/**
 * The toast of a failed call in the interface language: the catalogue's title, then the API's
 * reasons, each translated where a translation says it (else as the server sent it).
 */
export function localisedToastText(error: unknown, translate: TranslateFunction): string {
  const wrapped = toCatalogueError(error);
  if (!(wrapped instanceof CatalogueError)) return inInterfaceLanguage(translate, String((wrapped as Error)?.message ?? wrapped));
  const body = wrapped.original && typeof wrapped.original === 'object' ? (wrapped.original as { body?: unknown }).body : undefined;
  const list = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  const listed = Array.isArray(list)
    ? list.flatMap((item: unknown) => {
        const reason = (item as { reason?: unknown } | null)?.reason;
        return typeof reason === 'string' ? [reason] : [];
      })
    : [];
  const reason = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
  const reasons = listed.length ? listed : typeof reason === 'string' && reason && wrapped.status !== 500 ? [reason] : [];
  const description = reasons.length ? distinct(reasons.map((text) => inInterfaceLanguage(translate, reasonKey(text)))).join(', ') : wrapped.description;
  return `${wrapped.title}\n${description}`;
}

/** The API name of a declared form field (its `writeAs`, else its source). */
const apiNameOf = (field: FieldDeclaration) => field.writeAs ?? field.source;

/**
 * {@link FormNameOf} over declared fields: an API name (or its first segment, for an item of an
 * array field) that is one of `fields`' API names becomes that field's source.
 */
export function declaredFormNames(fields: readonly FieldDeclaration[], prefix = ''): FormNameOf {
  return (apiField) => {
    if (prefix && !apiField.startsWith(prefix)) return null;
    const [head, ...tail] = apiField.slice(prefix.length).split('.');
    const field = fields.find((candidate) => apiNameOf(candidate) === head);
    return field ? [field.source, ...tail].join('.') : null;
  };
}

/** {@link FormNameOf} of a declaration's form on `screen`. */
export function declarationFormNames(declaration: Pick<ResourceDeclaration, 'fields'>, screen: FormScreen): FormNameOf {
  return declaredFormNames(declaration.fields.filter((field) => inForm(field, screen)));
}

/** How the form's toast is shown: by the form (`root.serverError`), or notified here (a form with `disableInvalidFormNotification`). */
export type ToastBy = 'form' | 'notify';

/**
 * A hand-written form's handling of a refused save, in its own field names (`formNameOf`):
 * - `fromAnswer(answer)`: what react-admin's save resolved to (its submission errors) → the
 *   form's submission errors;
 * - `fromError(error)`: a call's rejection (an HttpError or CatalogueError) → the same, or
 *   undefined after notifying when no field is named.
 * With `toastBy: 'notify'` the toast is notified and left out of the errors.
 */
export function useServerErrors(formNameOf: FormNameOf, toastBy: ToastBy = 'form') {
  const translate = useTranslate();
  const notify = useNotify();
  const fromAnswer = useCallback(
    (answer: SubmissionErrors): SubmissionErrors => {
      const errors = toFormErrors(answer, formNameOf, translate);
      if (toastBy === 'form') return errors;
      notify(errors.root!.serverError, { type: 'error', multiLine: true });
      const { root: _root, ...fields } = errors;
      return fields;
    },
    [formNameOf, notify, toastBy, translate],
  );
  const fromError = useCallback(
    (error: unknown): SubmissionErrors | undefined => {
      const body = (toCatalogueError(error) as { body?: unknown }).body;
      const answer = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
      if (isSubmissionErrors(answer)) return fromAnswer(answer);
      notify(localisedToastText(error, translate), { type: 'error', multiLine: true });
      return undefined;
    },
    [fromAnswer, notify, translate],
  );
  return { fromAnswer, fromError };
}

/** Notifies the toast of a failed call in the interface language ({@link localisedToastText}). */
export function useErrorToast(): (error: unknown) => void {
  const translate = useTranslate();
  const notify = useNotify();
  return useCallback((error: unknown) => notify(localisedToastText(error, translate), { type: 'error', multiLine: true }), [notify, translate]);
}
