/**
 * Turns field declarations into react-admin fields (list, show) and inputs (forms).
 * Returned as elements (not wrapper components) so SimpleShowLayout and DataTable read
 * their `source` and `label`. Empty values read "—"; dates follow the admin's language.
 */
import type { ReactElement } from 'react';
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import {
  ArrayField,
  ArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  DateTimeInput,
  EmailField,
  NumberField,
  NumberInput,
  ReferenceArrayField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SearchInput,
  SelectInput,
  SingleFieldList,
  ChipField,
  DataTable,
  SimpleFormIterator,
  TextField,
  TextInput,
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  useChoicesContext,
  useFieldValue,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { MAX_PAGE_SIZE } from '../../contract/api';
import { ChecklistInput } from './ChecklistInput';
import { useParentLink } from './parentLink';
import { useSpecPaths } from './paths';
import { StatusToggleField } from './StatusToggle';
import type { FieldBadge, FieldDeclaration, FilterDeclaration, ResourceDeclaration } from './types';
import { useIntlLocale } from '../useIntlLocale';

/** What an empty value reads in lists and details. */
export const EMPTY_VALUE = '—';

/** Picker page size (docs/requirements.md#r9: pickers fetch up to 100 items on page 1). */
export const PICKER_PAGE_SIZE = MAX_PAGE_SIZE;

/** Pickers list their choices by name. */
const PICKER_SORT = { field: 'name', order: 'ASC' } as const;

/** The i18n key of a field's label (react-admin's `resources.<name>.fields.<source>`). */
export function fieldLabel(resource: string, field: Pick<FieldDeclaration, 'source' | 'label'>): string {
  return field.label ?? `resources.${resource}.fields.${field.source}`;
}

interface DisplayProps {
  source: string;
  label?: string;
  emptyText?: string;
}

/** A date (or date and time) in the admin's current language (Serbian: 17. 5. 1990.). */
export function LocalizedDateField({ showTime, ...props }: DisplayProps & { showTime?: boolean }) {
  const locale = useIntlLocale();
  return <DateField {...props} locales={locale} showTime={showTime} />;
}

/** `{id, name}` objects (or plain values) as chips; "—" when there are none. */
export function NamedChipsField({ source, optionText = 'name', emptyText = EMPTY_VALUE }: DisplayProps & { optionText?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source });
  const items: unknown[] = Array.isArray(value) ? value : [];
  if (items.length === 0) {
    return (
      <Typography component="span" variant="body2">
        {translate(emptyText, { _: emptyText })}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map((item, index) => {
        const text = item && typeof item === 'object' ? String((item as Record<string, unknown>)[optionText] ?? '') : String(item);
        const key = item && typeof item === 'object' ? String((item as { id?: unknown }).id ?? index) : String(item);
        return <Chip key={key} label={text} size="small" />;
      })}
    </Stack>
  );
}

/** A reference-array value: embedded `{id, name}` objects as chips, plain ids through the reference. */
function ReferenceArrayDisplay({ source, reference, optionText, emptyText }: DisplayProps & { reference: string; optionText: string }) {
  const value = useFieldValue({ source });
  const embedded = Array.isArray(value) && value.some((item) => item && typeof item === 'object');
  if (!Array.isArray(value) || value.length === 0 || embedded) {
    return <NamedChipsField source={source} optionText={optionText} emptyText={emptyText} />;
  }
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={false}>
        <ChipField source={optionText} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/** A reference field whose link goes to the target's docs/requirements.md#r2 details page. */
function SpecReferenceField({ source, reference, optionText, label, emptyText }: DisplayProps & { reference: string; optionText: string }) {
  const paths = useSpecPaths();
  return (
    <ReferenceField source={source} reference={reference} label={label} emptyText={emptyText} link={(record: RaRecord) => paths.show(reference, record.id)}>
      <TextField source={optionText} />
    </ReferenceField>
  );
}

/** A field's value with a chip beside it while the record's `badge.source` is true ("Expired"). */
export function BadgedField({ badge, children }: { source: string; label?: string; badge: FieldBadge; children: ReactElement }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
      {record?.[badge.source] ? <Chip size="small" color={badge.color ?? 'warning'} label={translate(badge.label)} /> : null}
    </Stack>
  );
}

/** The items of an `array` field as a small table of its item fields. */
function ArrayItemsField({ resource, field }: { resource: string; field: FieldDeclaration; source: string; label?: string }) {
  const items = (field.itemFields ?? []).filter((item) => item.show !== false && item.source !== 'id');
  return (
    <ArrayField source={field.source}>
      <DataTable bulkActionButtons={false} rowClick={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
        {items.map((item) => (
          <DataTable.Col key={item.source} source={item.source} label={fieldLabel(resource, item)} disableSort>
            {renderField(resource, item)}
          </DataTable.Col>
        ))}
      </DataTable>
    </ArrayField>
  );
}

/** The display element of one declared field (with its badge when declared). */
export function renderField(resource: string, field: FieldDeclaration): ReactElement {
  const element = renderPlainField(resource, field);
  if (!field.badge) return element;
  return (
    <BadgedField key={field.source} source={field.source} label={fieldLabel(resource, field)} badge={field.badge}>
      {element}
    </BadgedField>
  );
}

function renderPlainField(resource: string, field: FieldDeclaration): ReactElement {
  const label = fieldLabel(resource, field);
  const common = { source: field.source, label, emptyText: field.emptyText ?? EMPTY_VALUE };
  const key = field.source;
  if (field.display) {
    const Display = field.display;
    return <Display key={key} source={field.source} label={label} field={field} />;
  }
  if (field.type === 'boolean' && field.toggle) return <StatusToggleField key={key} source={field.source} label={label} />;
  switch (field.type) {
    case 'email':
      // An address breaks anywhere: unbroken, the longest one set the table's minimum width
      // (Users at 1024 px pushed the Roles column out of view).
      return <EmailField key={key} {...common} sx={{ overflowWrap: 'anywhere' }} />;
    case 'number':
      return <NumberField key={key} {...common} />;
    case 'boolean':
      return <BooleanField key={key} {...common} />;
    case 'date':
      return <LocalizedDateField key={key} {...common} />;
    case 'datetime':
      return <LocalizedDateField key={key} {...common} showTime />;
    case 'select':
      return <SelectField key={key} {...common} choices={[...(field.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      return <SpecReferenceField key={key} {...common} reference={field.reference ?? ''} optionText={field.optionText ?? 'name'} />;
    case 'reference-array':
      return <ReferenceArrayDisplay key={key} {...common} reference={field.reference ?? ''} optionText={field.optionText ?? 'name'} />;
    case 'named-list':
      return <NamedChipsField key={key} {...common} optionText={field.optionText ?? 'name'} />;
    case 'array':
      return <ArrayItemsField key={key} source={field.source} label={label} resource={resource} field={field} />;
    default:
      return <TextField key={key} {...common} />;
  }
}

/** The text of a field value for exports and compact rows (no markup). */
export function plainValue(field: FieldDeclaration | undefined, value: unknown, translate: (key: string) => string): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    const optionText = field?.optionText ?? 'name';
    return value.map((item) => (item && typeof item === 'object' ? String((item as Record<string, unknown>)[optionText] ?? '') : String(item))).join(', ');
  }
  if (field?.type === 'select') {
    const choice = field.choices?.find((option) => option.id === value);
    if (choice) return translate(choice.label);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** react-admin validators of a declared field. */
export function validatorsOf(field: FieldDeclaration): Validator[] {
  const rules = field.validation ?? {};
  const validators: Validator[] = [];
  if (rules.required) validators.push(required());
  if (rules.minLength !== undefined) validators.push(minLength(rules.minLength));
  if (rules.maxLength !== undefined) validators.push(maxLength(rules.maxLength));
  if (rules.min !== undefined) validators.push(minValue(rules.min));
  if (rules.max !== undefined) validators.push(maxValue(rules.max));
  if (rules.pattern) validators.push(regex(rules.pattern, rules.patternMessage ?? 'ra.validation.regex'));
  if (field.type === 'email') validators.push(email());
  if (rules.custom) validators.push(...rules.custom);
  return validators;
}

/**
 * A reference picker whose choices are the parent's sub-collection (`choicesFrom`, e.g. the
 * organisation's `available-modules`) on a nested child screen; the whole target elsewhere.
 */
function SubCollectionReferenceInput({ field, label, validate }: { field: FieldDeclaration; label: string; validate: Validator[] }) {
  const parent = useParentLink();
  const meta = parent && field.choicesFrom ? { subCollectionOf: { resource: parent.resource, id: parent.id, path: field.choicesFrom } } : undefined;
  return (
    <ReferenceInput source={field.source} reference={field.reference ?? ''} perPage={PICKER_PAGE_SIZE} sort={PICKER_SORT} queryOptions={{ meta }}>
      <SelectInput label={label} optionText={field.optionText ?? 'name'} validate={validate} sx={{ minWidth: 280 }} />
    </ReferenceInput>
  );
}

/**
 * The inline rows: the item inputs share the row (the last, often a description, twice as
 * wide), and the remove buttons stay visible (react-admin shows them on hover only, out of
 * keyboard reach).
 */
const arrayInputSx = {
  width: '100%',
  '& .RaSimpleFormIterator-line > .RaSimpleFormIterator-action': { visibility: 'visible !important' },
  '& .RaSimpleFormIterator-form > .MuiFormControl-root': { flex: '1 1 0', minWidth: 0 },
  '& .RaSimpleFormIterator-form > .MuiFormControl-root:last-of-type': { flex: '2 1 0' },
} as const;

/** An `array` field edited inline: react-admin's `ArrayInput` with one row of item inputs per item. */
function ArrayItemsInput({ resource, field, label, validate }: { resource: string; field: FieldDeclaration; label: string; validate: Validator[] }) {
  const items = (field.itemFields ?? []).filter((item) => item.form !== false && item.source !== 'id');
  return (
    <ArrayInput source={field.source} label={label} validate={validate} sx={arrayInputSx}>
      <SimpleFormIterator inline disableReordering>
        {items.map((item) => renderInput(resource, { ...item, form: true }))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** The input element of one declared field (null for read-only types). */
export function renderInput(resource: string, field: FieldDeclaration): ReactElement | null {
  const label = fieldLabel(resource, field);
  const validate = validatorsOf(field);
  const declared = { source: field.source, label, validate, ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}) };
  const key = field.source;
  if (field.input) {
    const Input = field.input;
    return <Input key={key} {...declared} field={field} />;
  }
  // react-admin translates a helper text that is a key.
  const common = { ...declared, ...(field.helperText ? { helperText: field.helperText } : {}) };
  switch (field.type) {
    case 'textarea':
      return <TextInput key={key} {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput key={key} {...common} type="email" />;
    case 'number':
      return <NumberInput key={key} {...common} />;
    case 'boolean':
      return <BooleanInput key={key} {...common} />;
    case 'date':
      return <DateInput key={key} {...common} />;
    case 'datetime':
      return <DateTimeInput key={key} {...common} />;
    case 'select':
      return <SelectInput key={key} {...common} choices={[...(field.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      if (field.choicesFrom) return <SubCollectionReferenceInput key={key} field={field} label={label} validate={validate} />;
      return (
        <ReferenceInput key={key} source={field.source} reference={field.reference ?? ''} perPage={PICKER_PAGE_SIZE} sort={PICKER_SORT}>
          <AutocompleteInput label={label} optionText={field.optionText ?? 'name'} validate={validate} />
        </ReferenceInput>
      );
    case 'reference-array':
      return (
        <ChecklistInput
          key={key}
          source={field.source}
          reference={field.reference ?? ''}
          label={label}
          loadingText={field.loadingText}
          optionText={field.optionText}
          validate={validate}
        />
      );
    case 'named-list':
      return null;
    case 'array':
      return <ArrayItemsInput key={key} resource={resource} field={field} label={label} validate={validate} />;
    default:
      return <TextInput key={key} {...common} />;
  }
}

/** The `include_deleted` filter of soft-deletable resources. */
export const INCLUDE_DELETED = 'include_deleted';

/** The list filter inputs of a declaration: the search box first, then declared filters, then "show deleted". */
export function renderFilters(declaration: ResourceDeclaration): ReactElement[] {
  const filters: ReactElement[] = [];
  if (declaration.searchable) {
    filters.push(<SearchInput key="q" source="q" alwaysOn />);
  }
  for (const filter of declaration.filters ?? []) filters.push(renderFilter(declaration.name, filter));
  if (declaration.capabilities?.softDelete) {
    // On phones the filters wrap to the column's edge: without MUI's -11 px the switch lines
    // up with the search box instead of sticking out of the window.
    filters.push(
      <BooleanInput
        key={INCLUDE_DELETED}
        source={INCLUDE_DELETED}
        label="crud.filters.includeDeleted"
        alwaysOn
        sx={{ '& .MuiFormControlLabel-root': { marginLeft: { xs: 0, sm: '-11px' } } }}
      />,
    );
  }
  return filters;
}

/** The filter's label key (`resources.<resource>.filters.<source>` unless declared). */
export function filterLabel(resource: string, filter: FilterDeclaration): string {
  return filter.label ?? `resources.${resource}.filters.${filter.source}`;
}

/**
 * An autocomplete over the reference's choices whose chosen name, when the box cuts it, is
 * readable in a tooltip.
 */
function FilterAutocomplete({ label, optionText }: { label: string; optionText: string | ((record: RaRecord) => string) }) {
  const { selectedChoices } = useChoicesContext();
  const chosen = selectedChoices?.[0] as RaRecord | undefined;
  const text = !chosen ? '' : typeof optionText === 'function' ? optionText(chosen) : String(chosen[optionText] ?? '');
  return (
    <Tooltip title={text} disableHoverListener={!text} disableFocusListener disableTouchListener={!text} placement="bottom-start">
      <span>
        <AutocompleteInput label={label} optionText={optionText} sx={{ minWidth: 220, maxWidth: 320 }} />
      </span>
    </Tooltip>
  );
}

function renderFilter(resource: string, filter: FilterDeclaration): ReactElement {
  const label = filterLabel(resource, filter);
  const common = { source: filter.source, label, alwaysOn: filter.alwaysOn };
  switch (filter.type) {
    case 'boolean':
      return (
        <SelectInput
          key={common.source}
          {...common}
          choices={[
            { id: 'true', name: 'ra.boolean.true' },
            { id: 'false', name: 'ra.boolean.false' },
          ]}
        />
      );
    case 'select':
      return <SelectInput key={common.source} {...common} choices={[...(filter.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      // The label sits on ReferenceInput too: the "Add filter" menu reads it there.
      return (
        <ReferenceInput
          key={filter.source}
          source={filter.source}
          label={label}
          reference={filter.reference ?? ''}
          perPage={PICKER_PAGE_SIZE}
          sort={filter.sort ?? PICKER_SORT}
          alwaysOn={filter.alwaysOn}
        >
          <FilterAutocomplete label={label} optionText={filter.optionText ?? 'name'} />
        </ReferenceInput>
      );
    case 'date':
      return <DateInput key={common.source} {...common} format={localDayOf} parse={filter.bound === 'end' ? endOfDay : startOfDay} />;
    case 'number':
      return <NumberInput key={common.source} {...common} min={1} step={1} sx={{ maxWidth: 160 }} />;
    case 'text':
      return <TextInput key={common.source} {...common} sx={{ maxWidth: 200 }} />;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The user's local day (`yyyy-mm-dd`) of an ISO date-time filter value, for the date picker. */
export function localDayOf(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A picked day (`yyyy-mm-dd`) as the ISO date-time of its first moment in the user's time zone ('' when cleared). */
export function startOfDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Date(`${day}T00:00:00`).toISOString();
}

/** A picked day (`yyyy-mm-dd`) as the ISO date-time of its last millisecond in the user's time zone ('' when cleared). */
export function endOfDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Date(`${day}T23:59:59.999`).toISOString();
}
