/**
 * The lists' pagination: react-admin's own, with the range reading "1–25 of about 100 000" when
 * the API answered an estimated total (`meta.totalExact` false, see ListMeta in
 * src/admin/dataProviderTypes.ts; docs/decisions.md#list-totals). Paging works as with an exact
 * total; the API keeps a next page reachable while pages come back full.
 */
import { useCallback } from 'react';
import type { LabelDisplayedRowsArgs } from '@mui/material';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import type { ListMeta } from '../dataProviderTypes';
import { useIntlLocale } from '../useIntlLocale';

/** `<Pagination>` that says "about" before an estimated total. */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext() as { meta?: Partial<ListMeta> };
  const translate = useTranslate();
  const locale = useIntlLocale();
  const estimated = meta?.totalExact === false;
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: LabelDisplayedRowsArgs) => {
      const format = (value: number) => new Intl.NumberFormat(locale).format(value);
      return translate('crud.pagination.estimatedRange', { from: format(from), to: format(to), total: format(count) });
    },
    [translate, locale],
  );
  return <Pagination {...props} {...(estimated ? { labelDisplayedRows } : {})} />;
}
