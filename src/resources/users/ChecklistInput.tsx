import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { Box, Checkbox, FormControl, FormControlLabel, FormLabel, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { NamedRef } from '../../contract/api';

/** Picker request of SPEC §7/§9: page 1, up to 100 items, empty search. */
export const PICKER_QUERY = { pagination: { page: 1, perPage: 100 }, filter: { q: '' } } as const;

interface ChecklistInputProps {
  /** Form field holding the selected ids. */
  source: string;
  /** Resource listed (`organisations`, `roles`). */
  resource: string;
  /** i18n key of the group label. */
  label: string;
  /** i18n key of the loading text. */
  loadingText: string;
  /** i18n key shown when there is nothing to choose. */
  emptyText: string;
}

/**
 * A checklist of `{id, name}` items in a scroll box (SPEC §2), fetched once through the
 * dataProvider with the picker parameters; shows its loading text meanwhile.
 */
export function ChecklistInput({ source, resource, label, loadingText, emptyText }: ChecklistInputProps) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const { field } = useController({ name: source });
  const [items, setItems] = useState<NamedRef[] | null>(null);

  useEffect(() => {
    let live = true;
    dataProvider
      .getList<NamedRef & { id: number }>(resource, { ...PICKER_QUERY, pagination: { ...PICKER_QUERY.pagination } })
      .then(({ data }) => live && setItems(data.map(({ id, name }) => ({ id, name }))))
      .catch((error: unknown) => {
        if (!live) return;
        setItems([]);
        notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
      });
    return () => {
      live = false;
    };
  }, [dataProvider, notify, resource]);

  const selected: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (id: number, checked: boolean) => {
    field.onChange(checked ? [...selected, id] : selected.filter((value) => value !== id));
  };
  const groupLabel = translate(label);

  return (
    <FormControl component="fieldset" fullWidth margin="dense">
      <FormLabel component="legend">{groupLabel}</FormLabel>
      <Box
        role="group"
        aria-label={groupLabel}
        sx={{ maxHeight: 200, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
      >
        {items === null ? (
          <Typography variant="body2" color="text.secondary">
            {translate(loadingText)}
          </Typography>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(emptyText)}
          </Typography>
        ) : (
          items.map((item) => (
            <FormControlLabel
              key={item.id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={item.name}
            />
          ))
        )}
      </Box>
    </FormControl>
  );
}
