/**
 * Many-to-many choices as a checklist in a scroll box (docs/requirements.md#r2: the user form's organisations
 * and roles): react-admin's `ReferenceArrayInput` fetching the docs/requirements.md#r7 picker page (page 1,
 * 100 items, empty search) and `CheckboxGroupInput`, with a loading text meanwhile.
 */
import type { ReactNode } from 'react';
import { Box, FormControl, FormLabel, Typography } from '@mui/material';
import { CheckboxGroupInput, ReferenceArrayInput, useChoicesContext, useTranslate, type SortPayload, type Validator } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../shared/api';

/** The scroll box of a checklist (fixed height: long lists scroll inside, not the page). */
export const checklistBoxSx = {
  maxHeight: 220,
  overflowY: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
} as const;

export interface ChecklistInputProps {
  /** Form field holding the selected ids. */
  source: string;
  /** Resource listed (`organisations`, `roles`). */
  reference: string;
  /** i18n key of the group label. */
  label: string;
  /** i18n key of the loading text (default `crud.checklist.loading`). */
  loadingText?: string;
  /** i18n key shown when there is nothing to choose (default `crud.checklist.empty`). */
  emptyText?: string;
  /** Field of a choice shown beside its checkbox (default `name`). */
  optionText?: string;
  /** Order of the choices (default by name). */
  sort?: SortPayload;
  validate?: Validator | Validator[];
  /** Height of the scroll box (default 220 px). */
  maxHeight?: number;
  /** Replaces the plain checkbox list (e.g. grouped choices); rendered once the choices are there. */
  children?: ReactNode;
}

/** A labelled scroll box around the choices, with the loading / empty / error texts. */
function ChecklistBody({ label, loadingText, emptyText, optionText, validate, maxHeight, children }: Omit<ChecklistInputProps, 'source' | 'reference' | 'sort'>) {
  const translate = useTranslate();
  const { allChoices, isPending, error } = useChoicesContext();
  const groupLabel = translate(label, { _: label });
  let body: ReactNode;
  if (isPending) {
    body = (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate(loadingText ?? 'crud.checklist.loading')}
      </Typography>
    );
  } else if (error) {
    body = (
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'pre-line' }}>
        {error.message}
      </Typography>
    );
  } else if (!allChoices?.length) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {translate(emptyText ?? 'crud.checklist.empty')}
      </Typography>
    );
  } else {
    body = children ?? (
      <CheckboxGroupInput label={false} optionText={optionText ?? 'name'} validate={validate} row={false} helperText={false} sx={{ m: 0 }} />
    );
  }
  return (
    <FormControl component="fieldset" fullWidth margin="dense">
      <FormLabel component="legend">{groupLabel}</FormLabel>
      <Box role="group" aria-label={groupLabel} sx={{ ...checklistBoxSx, ...(maxHeight ? { maxHeight } : {}) }}>
        {body}
      </Box>
    </FormControl>
  );
}

/** A checklist of records of `reference` whose ids the form field `source` holds. */
export function ChecklistInput({ source, reference, sort = { field: 'name', order: 'ASC' }, ...body }: ChecklistInputProps) {
  return (
    <ReferenceArrayInput source={source} reference={reference} perPage={MAX_PAGE_SIZE} sort={sort}>
      <ChecklistBody {...body} />
    </ReferenceArrayInput>
  );
}
