import { useState } from 'react';
import { Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Show, SimpleShowLayout, TabbedShowLayout, TabbedShowLayoutTabs, TopToolbar, useCanAccessResources } from 'react-admin';
import { useCustomTabsAccess } from './customTabs';
import { ACTIVITY_RESOURCE, ActivityTab } from './ActivityTab';
import { DetailsSections } from './DetailsSections';
import { EditRecordButton, ListLinkButton } from './buttons';
import { renderField } from './fieldDisplays';
import { ReferenceManyTab, tabLabel } from './ReferenceManyTab';
import { ActiveStatusButton, DeleteRecordButton, DeletedBanner } from './recordActions';
import { NotFoundPage } from './routing';
import { useRecordQueryErrorHandler } from './screenParts';
import type { ResourceDeclaration, TabDeclaration } from './types';

/**
 * Actions of a details page: list, edit, activate/deactivate, delete, each when allowed. A
 * deleted record's Restore is the one in its banner (DeletedBanner), not a second one here.
 */
export function ShowActions({ declaration }: { declaration: ResourceDeclaration }) {
  const { capabilities = {} } = declaration;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListLinkButton />
      {declaration.screens.edit ? <EditRecordButton /> : null}
      {capabilities.activeState ? <ActiveStatusButton /> : null}
      {(declaration.showActions ?? []).map((Action, index) => (
        <Action key={index} />
      ))}
      <Box sx={{ flex: 1 }} />
      {capabilities.softDelete || capabilities.hardDelete ? <DeleteRecordButton /> : null}
    </TopToolbar>
  );
}

/**
 * The page keeps to the window's width on phones: the card's content does not size the page
 * (inline-size containment; tables scroll inside their own box) and the tabs scroll sideways.
 */
const showSx = { minWidth: 0, '& .RaShow-main': { minWidth: 0 }, '& .RaShow-card': { minWidth: 0, contain: 'inline-size' } } as const;

/** The resource a tab lists (the activity log for the History tab; a custom tab's parent). */
const tabResource = (parent: string, tab: TabDeclaration) =>
  tab.type === 'activity' ? ACTIVITY_RESOURCE : tab.type === 'custom' ? parent : tab.reference.name;

/** The content of one declared tab (`label={false}`: the tab's `Labeled` wrapper adds no label). */
function TabContent({ declaration, tab }: { declaration: ResourceDeclaration; tab: TabDeclaration; label: false }) {
  if (tab.type === 'activity') return <ActivityTab parent={declaration.name} tab={tab} fields={declaration.fields} label={false} />;
  if (tab.type === 'custom') {
    const Content = tab.component;
    return <Content />;
  }
  return <ReferenceManyTab parent={declaration.name} tab={tab} label={false} />;
}

/**
 * Details screen (`/admin/<resource>/{id}`) generated from a declaration: the record's fields,
 * then the declared tabs at `/admin/<resource>/{id}/<tab>` (react-admin's `TabbedShowLayout`
 * synchronised with the URL), each shown when the user may list what it lists; the fields in
 * the declared sections' cards (./DetailsSections.tsx) or one column; a banner with
 * restore on a deleted record. A record the API answers 404 for shows the not-found page.
 */
export function GeneratedShow({ declaration }: { declaration: ResourceDeclaration }) {
  // The id the API answered 404 for (another id opened later is read again).
  const { id } = useParams();
  const [missingId, setMissingId] = useState<string | undefined>();
  const onError = useRecordQueryErrorHandler(undefined, () => setMissingId(id));
  const { canAccess: canList } = useCanAccessResources({ action: 'list', resources: (declaration.tabs ?? []).map((tab) => tabResource(declaration.name, tab)) });
  const customAccess = useCustomTabsAccess(declaration.tabs ?? []);
  // A record the API does not have for this reader (404) is a page that does not exist.
  if (missingId !== undefined && missingId === id) return <NotFoundPage />;
  const mayOpen = (tab: TabDeclaration) => (tab.type === 'custom' ? !!customAccess[tab.path] : !!canList?.[tabResource(declaration.name, tab)]);
  const fields = declaration.fields.filter((field) => field.show).map((field) => renderField(declaration.name, field));
  // Declared sections are cards in a grid; otherwise one label/value column.
  const sections = declaration.sections?.length ? <DetailsSections declaration={declaration} label={false} /> : null;
  return (
    <Show resource={declaration.name} queryOptions={{ onError }} actions={<ShowActions declaration={declaration} />} sx={showSx}>
      <Box sx={{ px: 2, pt: 2, '&:empty': { display: 'none' } }}>
        <DeletedBanner />
      </Box>
      {declaration.tabs?.length ? (
        <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
          <TabbedShowLayout.Tab label="crud.tabs.details">{sections ?? fields}</TabbedShowLayout.Tab>
          {declaration.tabs.map((tab) =>
            mayOpen(tab) ? (
              <TabbedShowLayout.Tab key={tab.path} label={tabLabel(declaration.name, tab)} path={tab.path}>
                <TabContent declaration={declaration} tab={tab} label={false} />
              </TabbedShowLayout.Tab>
            ) : null,
          )}
        </TabbedShowLayout>
      ) : (
        (sections ?? <SimpleShowLayout>{fields}</SimpleShowLayout>)
      )}
    </Show>
  );
}
