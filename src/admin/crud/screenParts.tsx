/**
 * Small parts shared by the generated screens and by hand-written ones that override them.
 */
import { Box, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  ExportButton,
  TopToolbar,
  Button,
  FilterButton,
  useCanAccess,
  useListContext,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { AddButton } from './buttons';
import { redirectToShow } from './paths';
import type { ResourceDeclaration } from './types';

/**
 * List toolbar: filter button when some filters are not always on, create button, the
 * resource's own buttons (`listActions`) and CSV export of the current filter when allowed.
 */
export function ListToolbar({ declaration }: { declaration: ResourceDeclaration }) {
  const resource = useResourceContext() ?? declaration.name;
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {declaration.filters?.some((filter) => !filter.alwaysOn) ? <FilterButton /> : null}
      {declaration.screens.create ? <AddButton /> : null}
      {(declaration.listActions ?? []).map((Action, index) => (
        <Action key={index} />
      ))}
      {canExport ? <ExportButton /> : null}
    </TopToolbar>
  );
}

/**
 * Empty list: a message, (when allowed) the SPEC §2 create link, and for soft-deletable
 * resources a way to the deleted records (the filters are not shown on an empty list).
 */
export function EmptyList({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? declaration.name;
  const { setFilters } = useListContext();
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" color="text.secondary">
        {translate('ra.page.empty', { name })}
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {declaration.screens.create ? <AddButton /> : null}
        {declaration.capabilities?.softDelete ? (
          <Button label="crud.filters.includeDeleted" onClick={() => setFilters({ include_deleted: true }, {})}>
            <VisibilityIcon />
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * Query options for show/edit screens: react-admin would toast a generic "element does not
 * exist"; every failed request must show its SPEC §8 catalogue text instead. Then back to the
 * list, or to `backTo` (a basename-relative path, e.g. the parent's tab).
 */
export function useRecordQueryErrorHandler(backTo?: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    notify(message, { type: 'error', multiLine: true });
    if (backTo) redirect(backTo);
    else redirect('list', resource);
  };
}

export { redirectToShow };
