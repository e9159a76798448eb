import { useState, type FormEvent, type MouseEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button as MuiButton, IconButton, Popover, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Currency } from '../../shared/api';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction, type DeclaredDisplayProps } from '../../admin/crud';
import { LocalizedDatePicker } from '../../admin/crud/dateInputs';
import { useIntlLocale } from '../../admin/useIntlLocale';
import { formatRate } from './rate';

export { formatRate };

/** The base currency: its rate is always 1 and is not edited. */
export const BASE_CURRENCY = 'RSD';

/** Today in the user's time zone as `yyyy-mm-dd` (the default date of a new rate). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}


/**
 * A currency's rate to the dinar with an edit button (`currencies.update`): a small form (rate,
 * date, default today) that saves with `PUT /currencies/{id}/rate`, which also writes the rate
 * history; the list and details refresh. The base currency and inactive ones are shown only.
 */
export function InlineRateField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<Currency>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'currencies', action: 'edit' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [rate, setRate] = useState('');
  const [date, setDate] = useState(today());
  const { pending: saving, run } = usePendingAction();
  if (!record) return null;
  const editable = canAccess && record.code !== BASE_CURRENCY;
  const parsed = Number(rate.replace(',', '.'));
  const valid = rate.trim() !== '' && Number.isFinite(parsed) && parsed >= 0.000001 && parsed < 1_000_000_000;

  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setRate(String(record.rateToRsd));
    setDate(today());
    setAnchor(event.currentTarget);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    void run(async () => {
      await dataProvider.putTo(`/currencies/${record.id}/rate`, { rateToRsd: parsed, rateDate: date });
      notify('resources.currencies.rate.saved', { type: 'success', messageArgs: { code: record.code } });
      setAnchor(null);
      refresh();
    });
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} onClick={(event) => anchor && event.stopPropagation()}>
      <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatRate(record.rateToRsd, locale)}
      </Typography>
      {editable ? (
        <Tooltip title={translate('resources.currencies.rate.edit', { code: record.code })}>
          <IconButton size="small" onClick={open} aria-label={translate('resources.currencies.rate.edit', { code: record.code })}>
            <EditIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} onClick={(event) => event.stopPropagation()}>
        <Box component="form" onSubmit={save} sx={{ p: 2, width: 280 }} noValidate>
          <Typography variant="subtitle2" gutterBottom>
            {translate('resources.currencies.rate.title', { code: record.code })}
          </Typography>
          <Stack spacing={2}>
            <TextField
              label={translate('resources.currencies.fields.rateToRsd')}
              value={rate}
              onChange={(event) => setRate(event.target.value)}
              inputMode="decimal"
              autoFocus
              size="small"
              error={rate !== '' && !valid}
              helperText={rate !== '' && !valid ? translate('resources.currencies.validation.rate') : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'inline-rate' } }}
            />
            <LocalizedDatePicker kind="date" label={translate('resources.currencies.fields.rateDate')} value={date} onChange={setDate} size="small" margin="none" testId="inline-rate-date" />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <MuiButton onClick={() => setAnchor(null)}>{translate('ra.action.cancel')}</MuiButton>
              <MuiButton type="submit" variant="contained" disabled={!valid || !date || saving}>
                {translate('ra.action.save')}
              </MuiButton>
            </Stack>
          </Stack>
        </Box>
      </Popover>
    </Box>
  );
}
