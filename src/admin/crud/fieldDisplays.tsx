/**
 * Turns field declarations into react-admin fields for lists and details pages. Returned as
 * elements (not wrapper components) so SimpleShowLayout and DataTable read their `source` and
 * `label`. Empty values read "—"; dates follow the admin's language.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { Chip, Link, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  ChipField,
  DataTable,
  DateField,
  EmailField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextField,
  RecordContextProvider,
  useFieldValue,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { localizedTextIn, type LocalizedText } from '../../shared/resource';
import { EMPTY_VALUE, fieldLabel } from './fieldText';
import { useSpecPaths } from './paths';
import { StatusToggleField } from './StatusToggle';
import type { FieldBadge, FieldDeclaration } from './types';
import { withBreakHints } from './breakHints';
import { useIntlLocale } from '../useIntlLocale';

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

/** An absolute web address (`http://`, `https://`). */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * A text field, as a link when its value is a web address (an organisation's website, a crawled
 * record's source URL): opens in a new tab, wraps between the address's parts, and a click on
 * it in a list row opens the address, not the row.
 */
export function TextOrLinkField(props: DisplayProps) {
  const value = useFieldValue({ source: props.source });
  if (typeof value !== 'string' || !WEB_ADDRESS.test(value)) return <TextField {...props} />;
  return (
    <Link href={value} target="_blank" rel="noopener noreferrer" variant="body2" onClick={(event) => event.stopPropagation()}>
      {withBreakHints(value)}
    </Link>
  );
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

/**
 * A reference-array value: embedded `{id, name}` objects as chips, plain ids through the
 * reference, each named by `optionText` or else the target's record representation.
 */
function ReferenceArrayDisplay({ source, reference, optionText, emptyText }: DisplayProps & { reference: string; optionText?: string }) {
  const value = useFieldValue({ source });
  const embedded = Array.isArray(value) && value.some((item) => item && typeof item === 'object');
  if (!Array.isArray(value) || value.length === 0 || embedded) {
    return <NamedChipsField source={source} optionText={optionText} emptyText={emptyText} />;
  }
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={false}>{optionText ? <ChipField source={optionText} size="small" /> : undefined}</SingleFieldList>
    </ReferenceArrayField>
  );
}

/**
 * A reference field whose link goes to the target's docs/requirements.md#r2 details page, named
 * by `optionText` or else the target's record representation.
 */
function SpecReferenceField({ source, reference, optionText, label, emptyText }: DisplayProps & { reference: string; optionText?: string }) {
  const paths = useSpecPaths();
  return (
    <ReferenceField source={source} reference={reference} label={label} emptyText={emptyText} link={(record: RaRecord) => paths.show(reference, record.id)}>
      {optionText ? <TextField source={optionText} /> : undefined}
    </ReferenceField>
  );
}

/** Plain text over several lines, with its line breaks. */
export function MultilineTextField(props: DisplayProps) {
  return <TextField {...props} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} />;
}

/** A Markdown field shown rendered, its renderer loaded on first use (./markdownFields.tsx). */
const RenderedMarkdownField = lazy(() => import('./markdownFields').then(({ RenderedMarkdownField }) => ({ default: RenderedMarkdownField })));

/** A Markdown field shown rendered; its plain text while the renderer loads. */
export function MarkdownField(props: DisplayProps) {
  return (
    <Suspense fallback={<MultilineTextField {...props} />}>
      <RenderedMarkdownField {...props} />
    </Suspense>
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

/** An `enums` field's values as chips with their translated names, in the definition's order. */
function EnumChipsField({ source, choices, emptyText }: DisplayProps & { choices: NonNullable<FieldDeclaration['choices']> }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const held = Array.isArray(value) ? choices.filter((choice) => value.includes(choice.id)) : [];
  if (held.length === 0) return <Typography variant="body2">{emptyText ?? EMPTY_VALUE}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {held.map((choice) => <Chip key={String(choice.id)} size="small" label={translate(choice.label)} />)}
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

/**
 * A localized field's display (FieldDefinition.localized): `children` shown with the record's
 * text in the admin's language, the English one where that language has none.
 */
function InAdminLanguage({ source, children }: { source: string; label?: string; children: ReactElement }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as LocalizedText | null | undefined;
  if (!record || !value || typeof value !== 'object') return children;
  return <RecordContextProvider value={{ ...record, [source]: localizedTextIn(value, locale) }}>{children}</RecordContextProvider>;
}

/** The display element of one declared field (with its badge when declared). */
export function renderField(resource: string, field: FieldDeclaration): ReactElement {
  const plain = renderPlainField(resource, field);
  const element = field.definition?.localized ? (
    <InAdminLanguage key={field.source} source={field.source} label={fieldLabel(resource, field)}>
      {plain}
    </InAdminLanguage>
  ) : (
    plain
  );
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
    case 'select-array':
      return <EnumChipsField key={key} {...common} choices={field.choices ?? []} />;
    case 'textarea':
      return <MultilineTextField key={key} {...common} />;
    case 'markdown':
      return <MarkdownField key={key} {...common} />;
    case 'reference':
      return <SpecReferenceField key={key} {...common} reference={field.reference ?? ''} optionText={field.optionText} />;
    case 'reference-array':
      return <ReferenceArrayDisplay key={key} {...common} reference={field.reference ?? ''} optionText={field.optionText} />;
    case 'named-list':
      return <NamedChipsField key={key} {...common} optionText={field.optionText ?? 'name'} />;
    case 'array':
      return <ArrayItemsField key={key} source={field.source} label={label} resource={resource} field={field} />;
    default:
      return <TextOrLinkField key={key} {...common} />;
  }
}
