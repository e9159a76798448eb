/**
 * Every date input of the back office (docs/decisions.md#date-inputs): a picker in the
 * interface language instead of the browser's native `<input type="date">`, which follows the
 * browser's locale (a Serbian interface showed mm/dd/yyyy). The picker (./LocalizedPickers.tsx,
 * MUI X on dayjs) is a chunk of its own, loaded when the first date input renders; meanwhile
 * a disabled field of the same size holds its place.
 *
 * - `LocalizedDatePicker`: a controlled picker (`value`/`onChange` in the API's format), for
 *   screens' own forms (the inline rate, the user form, the article schedule).
 * - `LocalizedDateInput`: the react-admin input of generated forms and list filters (`source`,
 *   `validate`, `format`/`parse` like react-admin's `DateInput`).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { localDateTimeToIso, toDay, toLocalDateTime } from './dateFormats';
import type { PickerProps } from './LocalizedPickers';

export type { PickerProps } from './LocalizedPickers';

const LocalizedPicker = lazy(() => import('./LocalizedPickers'));

/** A picker's place while its code loads: the same field, empty and disabled. */
function PickerPlaceholder({ label, size, margin, variant, fullWidth, sx, className, helperText }: PickerProps) {
  return (
    <TextField
      label={label}
      size={size}
      margin={margin}
      variant={variant}
      fullWidth={fullWidth}
      sx={sx}
      className={className}
      helperText={helperText}
      disabled
      value=""
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A date (`kind: 'date'`) or date-time picker in the interface language; see `PickerProps`. */
export function LocalizedDatePicker(props: PickerProps) {
  return (
    <Suspense fallback={<PickerPlaceholder {...props} />}>
      <LocalizedPicker {...props} />
    </Suspense>
  );
}

export interface LocalizedDateInputProps extends Omit<InputProps, 'label' | 'helperText'> {
  /** i18n key or text; false for none. */
  label?: ReactNode | false;
  helperText?: ReactNode | false;
  kind?: PickerProps['kind'];
  size?: PickerProps['size'];
  margin?: PickerProps['margin'];
  variant?: PickerProps['variant'];
  fullWidth?: boolean;
  min?: string;
  max?: string;
  className?: string;
  sx?: PickerProps['sx'];
  /** Read by react-admin's filter form: shown without the user adding it. */
  alwaysOn?: boolean;
}

/** A react-admin date-time value: the wall-clock time read in the user's time zone as an ISO time, null when cleared. */
const parseDateTime = (value: string) => localDateTimeToIso(value);
const keepDay = (value: string) => value;

/**
 * The react-admin input of a `date` / `datetime` field or filter: the form value is
 * `yyyy-mm-dd` (a date; '' when cleared, as react-admin's `DateInput` leaves it) or an ISO
 * date-time (null when cleared), unless `format`/`parse` say otherwise (a filter's day sent as
 * the start or end of that day). Label, required mark and errors as react-admin's inputs show them.
 */
export function LocalizedDateInput({
  source,
  label,
  helperText,
  validate,
  defaultValue,
  resource,
  format,
  parse,
  disabled,
  readOnly,
  kind = 'date',
  size = 'small',
  margin,
  variant,
  fullWidth,
  min,
  max,
  className,
  sx,
}: LocalizedDateInputProps) {
  const { field, fieldState, id, isRequired } = useInput({
    source,
    resource,
    validate,
    defaultValue,
    disabled,
    readOnly,
    format: format ?? (kind === 'date' ? toDay : toLocalDateTime),
    parse: parse ?? (kind === 'date' ? keepDay : parseDateTime),
  });
  const { error, invalid } = fieldState;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <LocalizedDatePicker
      kind={kind}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      id={id}
      inputRef={field.ref}
      label={label === false || label === '' ? undefined : <FieldTitle label={label as string | undefined} source={source} resource={resource} isRequired={isRequired} />}
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText === false ? undefined : (helperText as string | undefined)} /> : undefined}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      margin={margin}
      variant={variant}
      fullWidth={fullWidth}
      min={min}
      max={max}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      sx={sx}
    />
  );
}
