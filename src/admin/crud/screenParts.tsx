/**
 * Small parts shared by the generated screens and by hand-written ones that override them.
 */
import type { ReactElement, ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  ExportButton,
  TopToolbar,
  Title,
  Button,
  FilterButton,
  useCanAccess,
  useListContext,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { AddButton, ListLinkButton } from './buttons';
import { FiltersDrawerButton } from './FilterSidebar';
import { redirectToShow } from './paths';
import type { ResourceDeclaration } from './types';

/**
 * List toolbar: filter button when some filters are not always on (on phones, given
 * `drawerFilters`, the button of the filters drawer instead), create button, the resource's own
 * buttons (`listActions`) and CSV export of the current filter when allowed.
 */
export function ListToolbar({ declaration, drawerFilters }: { declaration: ResourceDeclaration; drawerFilters?: readonly ReactElement[] }) {
  const resource = useResourceContext() ?? declaration.name;
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {drawerFilters ? (
        <FiltersDrawerButton declaration={declaration} filters={drawerFilters} />
      ) : declaration.filters?.some((filter) => !filter.alwaysOn) ? (
        <FilterButton />
      ) : null}
      {declaration.screens.create ? <AddButton /> : null}
      {(declaration.listActions ?? []).map((Action, index) => (
        <Action key={index} />
      ))}
      {canExport ? <ExportButton /> : null}
    </TopToolbar>
  );
}

/**
 * Empty list: a message, (when allowed) the docs/requirements.md#r2 create link and the resource's
 * own toolbar buttons (`listActions`: the first image is uploaded from here), and for
 * soft-deletable resources a way to the deleted records (the filters are not shown on an empty
 * list).
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
        {(declaration.listActions ?? []).map((Action, index) => (
          <Action key={index} />
        ))}
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
 * exist"; every failed request must show its docs/requirements.md#r8 catalogue text instead. Then back to the
 * list, or to `backTo` (a basename-relative path, e.g. the parent's tab). With `onMissing`, a 404
 * calls it instead, without a toast (the screen then shows the admin's not-found page).
 */
export function useRecordQueryErrorHandler(backTo?: string, onMissing?: () => void) {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (error: unknown) => {
    // No such record for this reader (docs/decisions.md#organisation-roles: another
    // organisation's record is a 404 too): the screen shows the not-found page instead.
    if (onMissing && (error as { status?: unknown } | null)?.status === 404) {
      onMissing();
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    notify(message, { type: 'error', multiLine: true });
    if (backTo) redirect(backTo);
    else redirect('list', resource);
  };
}

export { redirectToShow };

/**
 * A screen of a resource beside its generated ones (invite, CSV import, register upload): the
 * app bar's title, a way back to the list, and a card with the page's h1 and an explanation.
 */
export function ToolScreen({ resource, title, explanation, children }: { resource: string; title: string; explanation?: string; children: ReactNode }) {
  return (
    <Box>
      <Title title={title} />
      <TopToolbar>
        <ListLinkButton resource={resource} />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {explanation ? (
            <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
              {explanation}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
