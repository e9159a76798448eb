import type { KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { focusRing } from '../accessibleTheme';

/**
 * A row that opens like a click (react-admin's `rowClick`) reachable and operable by keyboard
 * (WCAG 2.1.1): a tab stop, Enter or Space opens it, and its focus shows as an outline
 * (WCAG 2.4.7). Keys pressed inside the row's own controls (a checkbox, a button) stay theirs.
 */
function KeyboardOpenableRow(props: DataTableRowProps) {
  const open = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return <DataTableRow {...props} tabIndex={0} onKeyDown={open} sx={[props.sx ?? {}, (theme: Theme) => ({ '&:focus-visible': focusRing(theme) })] as DataTableRowProps['sx']} />;
}

/** react-admin's DataTable body with {@link KeyboardOpenableRow}s: for tables whose rows open a record (`<DataTable body>`). */
export function KeyboardOpenableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={KeyboardOpenableRow} />;
}
