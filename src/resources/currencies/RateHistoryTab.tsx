import { lazy, Suspense } from 'react';
import { Box, Skeleton, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, SimpleList, useGetList, useList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { Currency, CurrencyRate } from '../../shared/api';
import type { SubCollectionMeta } from '../../admin/dataProviderTypes';
import { EMPTY_VALUE, LocalizedDateField } from '../../admin/crud';
import { useIntlLocale } from '../../admin/useIntlLocale';
import { formatRate } from './InlineRateField';

const RateHistoryChart = lazy(() => import('./RateHistoryChart'));

type RateRecord = CurrencyRate & RaRecord;

/**
 * The currency's rate history (`GET /currencies/{id}/rates`, newest first): a chart of the rate
 * over time and the table of changes with who made each (below `sm` a compact list: the rate,
 * who changed it and the day); the base currency says it has none.
 */
export function RateHistoryTab() {
  const record = useRecordContext<Currency>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const meta: SubCollectionMeta | undefined = record ? { subCollectionOf: { resource: 'currencies', id: record.id, path: 'rates' } } : undefined;
  const { data, isPending, error } = useGetList<RateRecord>('currency-rates', { pagination: { page: 1, perPage: 1000 }, meta }, { enabled: !!record });
  const listContext = useList<RateRecord>({ data: data ?? [], perPage: 10 });
  if (!record) return null;
  if (isPending) return <Skeleton variant="rounded" height={240} />;
  if (error) return <Typography color="error">{translate('resources.currencies.rates.loadFailed')}</Typography>;
  if (!data?.length) return <Typography color="text.secondary" sx={{ py: 2 }}>{translate('resources.currencies.rates.none')}</Typography>;
  const points = [...data].reverse().map(({ rateDate, rateToRsd }) => ({ rateDate, rateToRsd }));
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('resources.currencies.rates.title', { code: record.code })}
      </Typography>
      {points.length > 1 ? (
        <Box role="img" aria-label={translate('resources.currencies.rates.title', { code: record.code })} sx={{ mb: 2 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <RateHistoryChart points={points} locale={locale} seriesName={translate('resources.currencies.fields.rateToRsd')} />
          </Suspense>
        </Box>
      ) : null}
      <ListContextProvider value={listContext}>
        {isPhone ? (
          <SimpleList<RateRecord>
            data-testid="rate-history"
            rowClick={false}
            primaryText={(rate) => formatRate(rate.rateToRsd, locale)}
            secondaryText={(rate) => rate.changedByName ?? EMPTY_VALUE}
            tertiaryText={(rate) => new Date(`${rate.rateDate}T00:00:00`).toLocaleDateString(locale)}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} data-testid="rate-history">
            <DataTable.Col source="rateDate" label="resources.currencies.fields.rateDate" disableSort>
              <LocalizedDateField source="rateDate" />
            </DataTable.Col>
            <DataTable.Col source="rateToRsd" label="resources.currencies.fields.rateToRsd" disableSort render={(rate: RateRecord) => formatRate(rate.rateToRsd, locale)} />
            <DataTable.Col source="changedByName" label="resources.currencies.rates.changedBy" disableSort render={(rate: RateRecord) => rate.changedByName ?? EMPTY_VALUE} />
            <DataTable.Col source="createdAt" label="resources.currencies.rates.recordedAt" disableSort>
              <LocalizedDateField source="createdAt" showTime />
            </DataTable.Col>
          </DataTable>
        )}
        {data.length > 10 ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null}
      </ListContextProvider>
    </Box>
  );
}
