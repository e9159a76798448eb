/**
 * CSV export of a declared list (react-admin's `ExportButton` fetches the rows of the current
 * filter and sort, this exporter turns them into a file): the id and the list columns, headed by
 * their translated labels, lists of `{id, name}` as names, a column made from the record as its
 * declared `text`, and "deleted at" for soft-deletable resources.
 */
import { downloadCSV, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import { useMemo } from 'react';
import { fieldLabel, plainValue } from './fieldText';
import type { FieldDeclaration, ResourceDeclaration } from './types';

/**
 * Rows of cells → CSV text by papaparse's `unparse` (comma separated, CRLF line ends and quoting as
 * RFC 4180 has it). `escapeFormulae` neutralises a cell starting with `= + - @`, a tab or a
 * carriage return with a leading apostrophe (CSV injection, OWASP). papaparse is loaded on the
 * first export, not with the list screens.
 */
export async function toCsv(rows: readonly (readonly string[])[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(rows as string[][], { escapeFormulae: true, newline: '\r\n' });
}

/** The exported columns of a declaration. */
export function exportColumns(declaration: ResourceDeclaration): FieldDeclaration[] {
  const listed = declaration.fields.filter((field) => field.list && field.source !== 'id');
  const columns: FieldDeclaration[] = [{ source: 'id', type: 'number', label: 'crud.fields.id' }, ...listed];
  if (declaration.capabilities?.softDelete) columns.push({ source: 'deletedAt', type: 'datetime', label: 'crud.fields.deletedAt' });
  return columns;
}

/** The CSV text of `records` under `columns`, headers translated. */
export function recordsToCsv(
  resource: string,
  columns: readonly FieldDeclaration[],
  records: readonly RaRecord[],
  translate: (key: string, options?: Record<string, unknown>) => string,
): Promise<string> {
  const header = columns.map((field) => translate(fieldLabel(resource, field), { _: fieldLabel(resource, field) }));
  const rows = records.map((record) => columns.map((field) => (field.text ? field.text(record, translate) : plainValue(field, record[field.source], translate))));
  return toCsv([header, ...rows]);
}

/** react-admin exporter of a declared resource (file `<resource>.csv`). */
export function useDeclaredExporter(declaration: ResourceDeclaration): Exporter {
  const translate = useTranslate();
  return useMemo(() => {
    const columns = exportColumns(declaration);
    return async (records: RaRecord[]) => downloadCSV(await recordsToCsv(declaration.name, columns, records, translate), declaration.name);
  }, [declaration, translate]);
}
