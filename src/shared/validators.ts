/**
 * Named validators shared by the admin's forms and the API (docs/decisions.md#resource-definitions):
 * a definition field names them in `rules.validate` (src/shared/resource.ts FieldRules) for a
 * check its rules cannot hold. Each is `(value, record) => failure | null`: the field's value and
 * the record as it will be (a form's values; on the API the write's body over the stored
 * record), and on failure the translation key (`locales/<lng>/admin.json`) with its values,
 * which the form shows on the field and the API's 422 words in the caller's language. They run
 * in the browser too, so they are synchronous and read nothing but their arguments; checks that
 * need the database are the server's own named validators (server/routes/write-validators.ts).
 */
import { PIB_CHECK_DIGIT_MESSAGE } from './resources/organisations';
import { mod11_10CheckDigit, pibProblem } from './serbianIdentifiers';

/** A failed check: the translation key of its message and the key's interpolation values. */
export interface ValidatorFailure {
  message: string;
  values?: Readonly<Record<string, string | number>>;
}

/** A shared named validator: null when `value` passes. */
export type SharedValidator = (value: unknown, record: Readonly<Record<string, unknown>>) => ValidatorFailure | null;

/** The shared validators by name. */
export const SHARED_VALIDATORS: Readonly<Record<string, SharedValidator>> = {
  /**
   * A PIB's last digit is the ISO 7064 MOD 11,10 check digit of the first eight
   * (src/shared/serbianIdentifiers.ts); a value that is not nine digits is the pattern rule's.
   */
  pibCheckDigit: (value) =>
    typeof value === 'string' && pibProblem(value) === 'checkDigit'
      ? { message: PIB_CHECK_DIGIT_MESSAGE, values: { pib: value, digit: mod11_10CheckDigit(value.slice(0, 8)) } }
      : null,
};
