/**
 * Turns field declarations into react-admin fields (list, show) and inputs (forms).
 * Returned as elements (not wrapper components) so SimpleShowLayout and DataTable read
 * their `source` and `label`.
 */
import type { ReactElement } from 'react';
import {
  ArrayField,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  ChipField,
  DateField,
  DateInput,
  DateTimeInput,
  EmailField,
  NumberField,
  NumberInput,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SearchInput,
  SelectInput,
  SingleFieldList,
  TextField,
  TextInput,
  email,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  type RaRecord,
  type Validator,
} from 'react-admin';
import type { FieldDeclaration, FilterDeclaration, ResourceDeclaration } from './types';
import { useSpecPaths } from './paths';

/** Picker page size (SPEC §9: pickers fetch up to 100 items on page 1). */
export const PICKER_PAGE_SIZE = 100;

/** The i18n key of a field's label (react-admin's `resources.<name>.fields.<source>`). */
export function fieldLabel(resource: string, field: Pick<FieldDeclaration, 'source' | 'label'>): string {
  return field.label ?? `resources.${resource}.fields.${field.source}`;
}

/** Whether a field appears on a form screen. */
export function inForm(field: FieldDeclaration, screen: 'create' | 'edit'): boolean {
  return field.form === true || field.form === screen;
}

/** A reference field whose link goes to the target's SPEC §2 details page. */
function SpecReferenceField({ source, reference, optionText, label }: { source: string; reference: string; optionText: string; label: string }) {
  const paths = useSpecPaths();
  return (
    <ReferenceField
      source={source}
      reference={reference}
      label={label}
      link={(record: RaRecord) => paths.show(reference, record.id)}
    >
      <TextField source={optionText} />
    </ReferenceField>
  );
}

/** The display element of one declared field. */
export function renderField(resource: string, field: FieldDeclaration): ReactElement {
  const label = fieldLabel(resource, field);
  const common = { source: field.source, label, emptyText: field.emptyText };
  switch (field.type) {
    case 'email':
      return <EmailField key={common.source} {...common} />;
    case 'number':
      return <NumberField key={common.source} {...common} />;
    case 'boolean':
      return <BooleanField key={common.source} {...common} />;
    case 'date':
      return <DateField key={common.source} {...common} />;
    case 'datetime':
      return <DateField key={common.source} {...common} showTime />;
    case 'select':
      return <SelectField key={common.source} {...common} choices={[...(field.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      return (
        <SpecReferenceField
          key={field.source}
          source={field.source}
          label={label}
          reference={field.reference ?? ''}
          optionText={field.optionText ?? 'name'}
        />
      );
    case 'reference-array':
      return (
        <ReferenceArrayField key={field.source} source={field.source} label={label} reference={field.reference ?? ''}>
          <SingleFieldList linkType={false}>
            <ChipField source={field.optionText ?? 'name'} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      );
    case 'named-list':
      return (
        <ArrayField key={field.source} source={field.source} label={label}>
          <SingleFieldList linkType={false}>
            <ChipField source={field.optionText ?? 'name'} size="small" />
          </SingleFieldList>
        </ArrayField>
      );
    default:
      return <TextField key={common.source} {...common} />;
  }
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
  if (rules.pattern) validators.push(regex(rules.pattern, 'ra.validation.regex'));
  if (field.type === 'email') validators.push(email());
  return validators;
}

/** The input element of one declared field (null for read-only types). */
export function renderInput(resource: string, field: FieldDeclaration): ReactElement | null {
  const label = fieldLabel(resource, field);
  const validate = validatorsOf(field);
  const common = { source: field.source, label, validate };
  switch (field.type) {
    case 'textarea':
      return <TextInput key={common.source} {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput key={common.source} {...common} type="email" />;
    case 'number':
      return <NumberInput key={common.source} {...common} />;
    case 'boolean':
      return <BooleanInput key={common.source} {...common} />;
    case 'date':
      return <DateInput key={common.source} {...common} />;
    case 'datetime':
      return <DateTimeInput key={common.source} {...common} />;
    case 'select':
      return <SelectInput key={common.source} {...common} choices={[...(field.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      return (
        <ReferenceInput key={field.source} source={field.source} reference={field.reference ?? ''} perPage={PICKER_PAGE_SIZE}>
          <AutocompleteInput label={label} optionText={field.optionText ?? 'name'} validate={validate} />
        </ReferenceInput>
      );
    case 'reference-array':
      return (
        <ReferenceArrayInput key={field.source} source={field.source} reference={field.reference ?? ''} perPage={PICKER_PAGE_SIZE}>
          <CheckboxGroupInput label={label} optionText={field.optionText ?? 'name'} validate={validate} />
        </ReferenceArrayInput>
      );
    case 'named-list':
      return null;
    default:
      return <TextInput key={common.source} {...common} />;
  }
}

/** The list filter inputs of a declaration: the search box first, then declared filters. */
export function renderFilters(declaration: ResourceDeclaration): ReactElement[] {
  const filters: ReactElement[] = [];
  if (declaration.searchable) {
    filters.push(<SearchInput key="q" source="q" alwaysOn />);
  }
  for (const filter of declaration.filters ?? []) filters.push(renderFilter(declaration.name, filter));
  return filters;
}

function renderFilter(resource: string, filter: FilterDeclaration): ReactElement {
  const label = filter.label ?? `resources.${resource}.filters.${filter.source}`;
  const common = { source: filter.source, label, alwaysOn: filter.alwaysOn };
  switch (filter.type) {
    case 'boolean':
      return (
        <SelectInput
          key={common.source} {...common}
          choices={[
            { id: 'true', name: 'ra.boolean.true' },
            { id: 'false', name: 'ra.boolean.false' },
          ]}
        />
      );
    case 'select':
      return <SelectInput key={common.source} {...common} choices={[...(filter.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      return (
        <ReferenceInput key={filter.source} source={filter.source} reference={filter.reference ?? ''} perPage={PICKER_PAGE_SIZE} alwaysOn={filter.alwaysOn}>
          <AutocompleteInput label={label} optionText={filter.optionText ?? 'name'} />
        </ReferenceInput>
      );
  }
}
