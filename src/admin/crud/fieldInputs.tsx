/**
 * Turns field declarations into react-admin inputs for the create and edit forms, with the
 * validators their declared rules name. Returned as elements so SimpleForm reads their `source`.
 * References are picked with the server's search (pickers.ts): a `reference` in an autocomplete
 * (ReferencePickers.tsx), a `reference-array` in a searchable checklist that loads more rows
 * as it scrolls (ChecklistInput.tsx) or, with `autocomplete`, in an autocomplete with chips; a
 * reference limited to a parent's sub-collection (`choicesFrom`, an unpaged list) in a select.
 * Each is named by the field's `optionText`, else the target's record representation. A number's
 * bounds are its definition's rules (the validators), dates use the picker in the interface
 * language (dateInputs.tsx), Markdown is edited beside its preview (markdownFields.tsx, lazy).
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { Skeleton } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  TranslatableInputs,
  email,
  useWrappedSource,
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  type Validator,
} from 'react-admin';
import { LANGUAGE_CODES } from '../../shared/languages';
import type { FieldDefinition } from '../../shared/resource';
import { relativeRuleViolation, ruleViolation } from '../../shared/validation';
import { ChecklistInput } from './ChecklistInput';
import { LocalizedDateInput } from './dateInputs';
import { fieldLabel } from './fieldText';
import { useParentLink } from './parentLink';
import { PICKER_PAGE_SIZE, PICKER_SORT } from './pickers';
import { ReferenceArrayPicker, ReferencePicker } from './ReferencePickers';
import type { FieldDeclaration } from './types';

/**
 * The validator of a defined field's rules (src/shared/validation.ts), its `after` rule read
 * against the form's other values: the definition's message key with the rule's bounds, the key
 * the API's 422 is worded from.
 */
const definitionRules = (definition: FieldDefinition): Validator => (value: unknown, values: Record<string, unknown> = {}) => {
  const broken = ruleViolation(definition, value) ?? relativeRuleViolation(definition, value, values);
  return broken ? { message: broken.message, args: broken.values ?? {} } : undefined;
};

/** react-admin validators of a declared field. */
export function validatorsOf(field: FieldDeclaration): Validator[] {
  const rules = field.validation ?? {};
  const validators: Validator[] = [];
  if (rules.required) validators.push(required());
  // The definition's rules and named validators (src/shared/validators.ts), each failure a key.
  if (field.definition?.rules?.message || field.definition?.rules?.validate?.length) {
    validators.push(definitionRules(field.definition));
    if (rules.custom) validators.push(...rules.custom);
    return validators;
  }
  if (rules.minLength !== undefined) validators.push(minLength(rules.minLength));
  if (rules.maxLength !== undefined) validators.push(maxLength(rules.maxLength));
  if (rules.min !== undefined) validators.push(minValue(rules.min));
  if (rules.max !== undefined) validators.push(maxValue(rules.max));
  if (rules.pattern) validators.push(regex(rules.pattern, rules.patternMessage ?? 'ra.validation.regex'));
  if (field.type === 'email') validators.push(email());
  if (rules.custom) validators.push(...rules.custom);
  return validators;
}

/** The Markdown editor with its preview, loaded the first time a form shows one (./markdownFields.tsx). */
const MarkdownInput = lazy(() => import('./markdownFields').then(({ MarkdownInput }) => ({ default: MarkdownInput })));

/**
 * A reference picker whose choices are the parent's sub-collection (`choicesFrom`, e.g. the
 * organisation's `available-modules`, one unpaged list) in a select on a nested child screen;
 * elsewhere the whole target in the searching autocomplete.
 */
function SubCollectionReferenceInput({ field, label, validate }: { field: FieldDeclaration; label: string; validate: Validator[] }) {
  const parent = useParentLink();
  const meta = parent && field.choicesFrom ? { subCollectionOf: { resource: parent.resource, id: parent.id, path: field.choicesFrom } } : undefined;
  if (!meta) return <ReferencePicker source={field.source} reference={field.reference ?? ''} label={label} optionText={field.optionText} sort={field.referenceSort} validate={validate} />;
  return (
    <ReferenceInput source={field.source} reference={field.reference ?? ''} perPage={PICKER_PAGE_SIZE} sort={field.referenceSort ?? PICKER_SORT} queryOptions={{ meta }}>
      <SelectInput label={label} optionText={field.optionText} validate={validate} sx={{ minWidth: 280 }} />
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
  // A localized item field (its language tabs) takes the row's wider part beside the others.
  '& .RaSimpleFormIterator-form > .RaTranslatableInputs-root': { flex: '2 1 0', minWidth: 0 },
  '& .RaSimpleFormIterator-form:has(> .RaTranslatableInputs-root) > .MuiFormControl-root': { flex: '1 1 0', alignSelf: 'flex-end' },
} as const;

/** An `array` field edited inline: react-admin's `ArrayInput` with one row of item inputs per item. */
function ArrayItemsInput({ resource, field, label, validate }: { resource: string; field: FieldDeclaration; label: string; validate: Validator[] }) {
  const items = (field.itemFields ?? []).filter((item) => item.form !== false && item.source !== 'id');
  const inputs = items.map((item) => renderInput(resource, { ...item, form: true }));
  return (
    <ArrayInput source={field.source} label={label} validate={validate} sx={arrayInputSx}>
      <SimpleFormIterator inline disableReordering>
        {/* One item field as a single child: react-admin's new-item defaults call Children.only on a lone child, which throws for a one-element array (Add did nothing). */}
        {inputs.length === 1 ? inputs[0] : inputs}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * `validators` for the inputs of a localized field's languages (TranslatableInputs names each
 * `{source}.{lng}`): English as the field says, another language only when it holds a value
 * (left empty, the site shows the English text).
 */
const perLanguage = (validators: Validator[]): Validator[] =>
  validators.length === 0
    ? []
    : [
        (value, values, props) => {
          const source = (props as { finalSource?: string } | undefined)?.finalSource ?? '';
          if (!source.endsWith('.en') && (value === null || value === undefined || value === '')) return undefined;
          for (const validator of validators) {
            const error = validator(value, values, props);
            if (error) return error;
          }
          return undefined;
        },
      ];

/**
 * The input element of one declared field (null for read-only types); a localized field's
 * (FieldDefinition.localized) in a tab per site language, English first (react-admin's
 * TranslatableInputs, whose tabs mark the languages holding an error).
 */
export function renderInput(resource: string, field: FieldDeclaration): ReactElement | null {
  if (!field.definition?.localized) return renderPlainInput(resource, field);
  const validators = perLanguage(validatorsOf(field));
  return (
    <TranslatableInputs key={field.source} locales={[...LANGUAGE_CODES]} defaultLocale="en" fullWidth>
      <InLanguageTab source={field.source} render={(english) => renderPlainInput(resource, field, validators, english && !!field.validation?.required)} />
    </TranslatableInputs>
  );
}

/**
 * A localized field's input in its language's tab, `render(english)`: marked required (the
 * label's asterisk) in the English tab only, since the other languages may stay empty.
 */
function InLanguageTab({ source, render }: { source: string; render: (english: boolean) => ReactElement | null }) {
  return render(useWrappedSource(source).endsWith('.en'));
}

function renderPlainInput(resource: string, field: FieldDeclaration, validators?: Validator[], isRequired = false): ReactElement | null {
  const label = fieldLabel(resource, field);
  const validate = validators ?? validatorsOf(field);
  const declared = { source: field.source, label, validate, ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}) };
  const key = field.source;
  if (field.input) {
    const Input = field.input;
    // A lazily loaded input (React.lazy) waits here, not in the page's boundary, so the rest
    // of the form stays on screen while its code arrives.
    return (
      <Suspense key={key} fallback={<Skeleton variant="rounded" height={56} sx={{ width: '100%', my: 1 }} />}>
        <Input {...declared} field={field} />
      </Suspense>
    );
  }
  // react-admin translates a helper text that is a key.
  const common = { ...declared, ...(field.helperText ? { helperText: field.helperText } : {}), ...(isRequired ? { isRequired } : {}) };
  switch (field.type) {
    case 'textarea':
      return <TextInput key={key} {...common} multiline minRows={3} fullWidth />;
    case 'markdown':
      // Edited beside its rendered preview; the editor loads on first use (./markdownFields.tsx).
      return (
        <Suspense key={key} fallback={<TextInput {...common} multiline minRows={6} fullWidth />}>
          <MarkdownInput {...common} />
        </Suspense>
      );
    case 'email':
      return <TextInput key={key} {...common} type="email" />;
    case 'number':
      // Bounds and whole numbers are the definition's rules, checked by the validators in the
      // interface language (no `min`/`max`/`step` attributes: the browser would refuse the
      // submit with its own message in its own language).
      return <NumberInput key={key} {...common} />;
    case 'boolean':
      return <BooleanInput key={key} {...common} />;
    case 'date':
      // In the interface language (Serbian dd.mm.yyyy), not the browser's: docs/decisions.md#date-inputs.
      return <LocalizedDateInput key={key} {...common} />;
    case 'datetime':
      return <LocalizedDateInput key={key} {...common} kind="datetime" />;
    case 'select':
      return <SelectInput key={key} {...common} choices={[...(field.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'select-array':
      // An `enums` field: some of the values, each once, kept in the definition's order.
      return (
        <SelectArrayInput
          key={key}
          {...common}
          choices={[...(field.choices ?? [])]}
          optionText="label"
          optionValue="id"
          parse={(value: unknown) => (Array.isArray(value) ? (field.choices ?? []).map((choice) => choice.id).filter((id) => value.includes(id)) : value)}
          sx={{ minWidth: 280 }}
        />
      );
    case 'reference':
      if (field.choicesFrom) return <SubCollectionReferenceInput key={key} field={field} label={label} validate={validate} />;
      // An autocomplete searching the server as the user types (any number of records).
      return <ReferencePicker key={key} source={field.source} reference={field.reference ?? ''} label={label} optionText={field.optionText} sort={field.referenceSort} validate={validate} />;
    case 'reference-array':
      if (field.autocomplete) {
        return <ReferenceArrayPicker key={key} source={field.source} reference={field.reference ?? ''} label={label} optionText={field.optionText} sort={field.referenceSort} validate={validate} />;
      }
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
