/**
 * The compact list of phone widths (react-admin's `SimpleList`), used by the generated lists and
 * by the details pages' tabs of children: per record its name (or the declared primary field),
 * the declared secondary and tertiary fields (dates in the admin's language), "Deleted" on a
 * deleted record, and, for a tab, the row's switches and actions on a line of their own.
 */
import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mui/material';
import { SimpleList, useGetRecordRepresentation, useLocaleState, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { fieldLabel, plainValue } from './fieldText';
import { isDeleted } from './recordActions';
import { StatusToggleField } from './StatusToggle';
import type { FieldDeclaration, ResourceDeclaration } from './types';
import { useIntlLocale } from '../useIntlLocale';

/** Deleted rows read dimmed and italic (and carry a "Deleted" chip). */
export const deletedRowSx = { opacity: 0.65, fontStyle: 'italic' } as const;

const rowSx = (record: RaRecord) => (isDeleted(record) ? deletedRowSx : {});

/** The text of `source` of a record as the compact list shows it. */
function useCompactText(declaration: ResourceDeclaration) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [language] = useLocaleState();
  return (record: RaRecord, source: string | undefined) => {
    if (!source) return undefined;
    const field = declaration.fields.find((candidate) => candidate.source === source);
    const value = record[source];
    // Dates read in the admin's language, as in the table.
    if ((field?.type === 'date' || field?.type === 'datetime') && value && !Number.isNaN(Date.parse(String(value)))) {
      // A bare day is that day wherever the user is (not midnight UTC).
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? `${String(value)}T00:00:00` : String(value));
      return field.type === 'date' ? date.toLocaleDateString(locale) : date.toLocaleString(locale);
    }
    return plainValue(field, value, translate, language);
  };
}

/** A row's `toggle` switches, each after its label ("Paid" and the switch). */
function RowToggles({ resource, fields }: { resource: string; fields: readonly FieldDeclaration[] }) {
  const translate = useTranslate();
  return (
    <>
      {fields.map((field) => {
        const label = fieldLabel(resource, field);
        return (
          <Box key={field.source} component="span" sx={{ display: 'inline-flex', alignItems: 'center', mr: 1 }}>
            {translate(label, { _: label })}
            <StatusToggleField source={field.source} label={label} />
          </Box>
        );
      })}
    </>
  );
}

/**
 * The compact list of the list context's records. `toggles` are shown as switches and `actions`
 * (elements reading the record from context) on a line under the secondary text.
 */
export function CompactList({
  declaration,
  rowClick,
  toggles = [],
  actions,
}: {
  declaration: ResourceDeclaration;
  rowClick: ((id: Identifier) => string) | false;
  toggles?: readonly FieldDeclaration[];
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(declaration.name);
  const text = useCompactText(declaration);
  const { primary, secondary, tertiary } = declaration.compactList ?? {};
  const hasLine = toggles.length > 0 || !!actions;
  return (
    <SimpleList
      primaryText={(record: RaRecord) => (primary ? text(record, primary) : (represent(record) as string | ReactElement))}
      secondaryText={
        secondary || hasLine
          ? (record: RaRecord) => (
              <>
                {secondary ? text(record, secondary) : null}
                {hasLine ? (
                  <Box component="span" data-testid="compact-row-actions" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, mt: 0.5, color: 'text.primary' }}>
                    <RowToggles resource={declaration.name} fields={toggles} />
                    {actions}
                  </Box>
                ) : null}
              </>
            )
          : undefined
      }
      tertiaryText={(record: RaRecord) => (isDeleted(record) ? translate('crud.deleted') : text(record, tertiary))}
      rowClick={rowClick === false ? false : (id: Identifier) => rowClick(id)}
      rowSx={rowSx}
      data-testid="compact-list"
    />
  );
}
