/**
 * Small parts shared by the generated screens and by hand-written ones that override them.
 */
import { Box, Typography } from '@mui/material';
import {
  TopToolbar,
  FilterButton,
  useNotify,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { AddButton } from './buttons';
import { redirectToShow } from './paths';
import type { ResourceDeclaration } from './types';

/** List toolbar: filter button when there are extra filters, create button when allowed. */
export function ListToolbar({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <TopToolbar>
      {declaration.filters?.length ? <FilterButton /> : null}
      {declaration.screens.create ? <AddButton /> : null}
    </TopToolbar>
  );
}

/** Empty list: a message and (when allowed) the SPEC §2 create link. */
export function EmptyList({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? declaration.name;
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" color="text.secondary">
        {translate('ra.page.empty', { name })}
      </Typography>
      {declaration.screens.create ? (
        <Box sx={{ mt: 2 }}>
          <AddButton />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Query options for show/edit screens: react-admin would toast a generic "element does not
 * exist"; every failed request must show its SPEC §8 catalogue text instead.
 */
export function useRecordQueryErrorHandler() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    notify(message, { type: 'error', multiLine: true });
    redirect('list', resource);
  };
}

export { redirectToShow };
