/**
 * The back office's date and date-time picker (docs/decisions.md#date-inputs): MUI X's
 * `DatePicker` / `DateTimePicker` on dayjs, in the interface language: the field in the
 * language's order (./dateFormats.ts: Serbian 17.05.1990, English 05/17/1990), the calendar's
 * month and weekday names and first day of the week from dayjs's locale, and the picker's own
 * texts from `crud.datePicker.*` in `locales/<lng>/admin.json`. Values stay as the API keeps
 * them: `yyyy-mm-dd` for a date, the wall-clock `yyyy-mm-ddTHH:mm` for a date-time ('' when
 * empty or not yet a whole date).
 *
 * Heavy (the pickers and dayjs): only ./dateInputs.tsx imports it, lazily, so it loads with the
 * first form or filter that shows a date, never with the admin's first screen.
 */
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
// The six languages besides dayjs's own English (about 5 kB gz together, in this lazy chunk):
// importing them here registers them before any picker renders.
import 'dayjs/locale/sr';
import 'dayjs/locale/it';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/ru';
import 'dayjs/locale/nl';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../../shared/languages';
import { DAYJS_LOCALES, pickerDateFormat, pickerDateTimeFormat, pickerLanguage } from './dateFormats';

/** What a date input shows and does (shared with the light ./dateInputs.tsx). */
export interface PickerProps {
  /** `date`: a day (`yyyy-mm-dd`); `datetime`: a day and a time (`yyyy-mm-ddTHH:mm`, the user's wall clock). */
  kind: 'date' | 'datetime';
  /** The value in the API's format, '' when empty. */
  value: string;
  /** Called with the new value, '' when cleared or while the typed date is not whole. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  label?: ReactNode;
  name?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  /** Earliest and latest day offered, in the value's format. */
  min?: string;
  max?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
  variant?: 'filled' | 'outlined' | 'standard';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  className?: string;
  /** A test id on the field's hidden input (which holds the formatted value). */
  testId?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const K = 'crud.datePicker';

/** MUI X's texts from `crud.datePicker.*` (the seven languages of locales/, where MUI X has no Serbian). */
export function pickerTexts(translate: Translate): Partial<PickersLocaleText> {
  const view = (name: string) => translate(`${K}.views.${name}`, { _: name });
  const placeholder = (key: string, repeat = 1) => translate(`${K}.placeholders.${key}`).repeat(repeat);
  return {
    previousMonth: translate(`${K}.previousMonth`),
    nextMonth: translate(`${K}.nextMonth`),
    openPreviousView: translate(`${K}.openPreviousView`),
    openNextView: translate(`${K}.openNextView`),
    calendarViewSwitchingButtonAriaLabel: (current) => translate(current === 'year' ? `${K}.yearViewOpen` : `${K}.calendarViewOpen`),
    cancelButtonLabel: translate('ra.action.cancel'),
    clearButtonLabel: translate(`${K}.clear`),
    okButtonLabel: translate(`${K}.ok`),
    todayButtonLabel: translate(`${K}.today`),
    nextStepButtonLabel: translate(`${K}.next`),
    datePickerToolbarTitle: translate(`${K}.dateTitle`),
    dateTimePickerToolbarTitle: translate(`${K}.dateTimeTitle`),
    timePickerToolbarTitle: translate(`${K}.timeTitle`),
    clockLabelText: (current, time) => translate(time ? `${K}.clockLabelSelected` : `${K}.clockLabel`, { view: view(current), time }),
    hoursClockNumberText: (hours) => translate(`${K}.hoursValue`, { value: hours }),
    minutesClockNumberText: (minutes) => translate(`${K}.minutesValue`, { value: minutes }),
    secondsClockNumberText: (seconds) => translate(`${K}.secondsValue`, { value: seconds }),
    selectViewText: (current) => translate(`${K}.selectView`, { view: view(current) }),
    openDatePickerDialogue: (date) => (date ? translate(`${K}.chooseDateSelected`, { date }) : translate(`${K}.chooseDate`)),
    openTimePickerDialogue: (time) => (time ? translate(`${K}.chooseTimeSelected`, { time }) : translate(`${K}.chooseTime`)),
    fieldClearLabel: translate(`${K}.clear`),
    timeTableLabel: translate(`${K}.timeTable`),
    dateTableLabel: translate(`${K}.dateTable`),
    fieldYearPlaceholder: ({ digitAmount }) => placeholder('year', digitAmount),
    fieldMonthPlaceholder: () => placeholder('month', 2),
    fieldDayPlaceholder: () => placeholder('day', 2),
    fieldHoursPlaceholder: () => placeholder('hours', 2),
    fieldMinutesPlaceholder: () => placeholder('minutes', 2),
    fieldMeridiemPlaceholder: () => 'aa',
    year: view('year'),
    month: view('month'),
    day: view('day'),
    hours: view('hours'),
    minutes: view('minutes'),
    meridiem: view('meridiem'),
    empty: translate(`${K}.empty`),
  };
}

const VALUE_FORMAT = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm' } as const;
const VALUE_PATTERN = { date: /^\d{4}-\d{2}-\d{2}$/, datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/ } as const;

/** The picker's value of a value in the API's format (null when empty or not a date). */
function toDayjs(value: string, kind: PickerProps['kind']): Dayjs | null {
  if (!value || !VALUE_PATTERN[kind].test(value)) return null;
  // ISO 8601 without an offset: dayjs reads it in the user's time zone, as the API's day means.
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** A picked value in the API's format; '' while it is empty or not a whole, valid date. */
function fromDayjs(value: Dayjs | null, kind: PickerProps['kind']): string {
  return value && value.isValid() ? value.format(VALUE_FORMAT[kind]) : '';
}

/** The date or date-time picker of `props.kind` in the interface language. */
export default function LocalizedPicker(props: PickerProps) {
  const { kind, value, onChange, onBlur, label, name, id, inputRef, error, helperText, min, max, disabled, readOnly, autoFocus, size, margin, variant, fullWidth, sx, className, testId } = props;
  const [locale] = useLocaleState();
  const language = pickerLanguage(locale);
  const translate = useTranslate();
  // MUI X's field reads its own theme entry: take the variant and margin react-admin's theme
  // gives every text field, so a date sits among the other inputs alike.
  const textFieldDefaults = useTheme().components?.MuiTextField?.defaultProps;
  const localeText = useMemo(() => pickerTexts(translate), [translate]);
  const intl = intlLocale(language);
  const format = kind === 'date' ? pickerDateFormat(intl) : pickerDateTimeFormat(intl);
  const given = useMemo(() => toDayjs(value, kind), [value, kind]);
  // What the user is typing: kept while the form holds its value, so a date typed half-way
  // (the form has '' meanwhile) is not wiped by the value coming back.
  const [draft, setDraft] = useState<Dayjs | null>(given);
  const shown = fromDayjs(draft, kind) === (value ?? '') ? draft : given;
  const change = (next: Dayjs | null) => {
    setDraft(next);
    const written = fromDayjs(next, kind);
    if (written !== value) onChange(written);
  };
  const common = {
    value: shown,
    onChange: change,
    format,
    label,
    disabled,
    readOnly,
    autoFocus,
    inputRef,
    minDate: min ? (toDayjs(min, kind) ?? undefined) : undefined,
    maxDate: max ? (toDayjs(max, kind) ?? undefined) : undefined,
    className,
    sx,
    slotProps: {
      textField: {
        name,
        id,
        onBlur,
        size,
        margin: margin ?? textFieldDefaults?.margin,
        variant: variant ?? textFieldDefaults?.variant,
        fullWidth,
        helperText,
        // A validation error of the form wins; otherwise the picker marks a date out of range.
        ...(error ? { error: true } : {}),
        inputProps: testId ? { 'data-testid': testId } : undefined,
      },
      field: { clearable: !readOnly && !disabled },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALES[language]} localeText={localeText}>
      {kind === 'date' ? <DatePicker {...common} /> : <DateTimePicker {...common} ampm={format.endsWith('A')} />}
    </LocalizationProvider>
  );
}
