import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { lengthOf } from '../../shared/contact';

/** docs/requirements.md#r5 / §9: the product's password minimum. */
export const PASSWORD_MIN = 6;

type Field = 'password' | 'confirmPassword';

/**
 * Each field's error as a translation key of the `account` namespace, with docs/requirements.md#r5's rules
 * (length counted in characters, mismatch shown on the confirmation).
 */
export function passwordErrors(password: string, confirmPassword: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (lengthOf(password) < PASSWORD_MIN) errors.password = 'validation.passwordMin';
  if (!confirmPassword) errors.confirmPassword = 'validation.confirmRequired';
  else if (confirmPassword !== password) errors.confirmPassword = 'validation.passwordsMatch';
  return errors;
}

/**
 * A new password and its confirmation (reset-password, accept-invitation and organisation-invitation
 * pages): state, docs/requirements.md#r5 validation shown once a field was left or the form submitted,
 * and the two fields. `labels` are the already translated field labels; `busy` disables the fields.
 * Returns the values, whether they are valid, `touchAll()` (call on submit), `showServerErrors(errors)`
 * (the API's reasons per field, already in the interface language, each shown under its field until
 * that field is edited, a rule of the page's own taking precedence) and `fields`.
 */
export function useNewPasswordFields(labels: Record<Field, string>, busy: boolean, options: { autoFocus?: boolean } = {}) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const errors = passwordErrors(values.password, values.confirmPassword);
  const shown = (field: Field) => (touched[field] && errors[field] ? t(errors[field]) : serverErrors[field]);

  const field = (name: Field, autoFocus?: boolean) => (
    <TextField
      key={name}
      label={labels[name]}
      type="password"
      name={name}
      autoComplete="new-password"
      required
      fullWidth
      autoFocus={autoFocus}
      value={values[name]}
      onChange={(e) => {
        setValues((current) => ({ ...current, [name]: e.target.value }));
        setServerErrors(({ [name]: _edited, ...others }) => others);
      }}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      error={Boolean(shown(name))}
      // Helper lines always take their room (' '): an error appearing on blur must not move the
      // submit button from under the pointer that caused the blur, or the click is lost.
      helperText={shown(name) ?? ' '}
      disabled={busy}
    />
  );

  return {
    ...values,
    valid: Object.keys(errors).length === 0,
    touchAll: () => setTouched({ password: true, confirmPassword: true }),
    showServerErrors: (found: Partial<Record<Field, string>>) => setServerErrors(found),
    fields: [field('password', options.autoFocus), field('confirmPassword')],
  };
}
