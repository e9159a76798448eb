/**
 * Breadcrumbs above every screen of a resource except its list (docs/decisions.md#admin-paths):
 * Dashboard › the resource's list › the record › its tab, or what is being done (Edit, Add, a
 * resource's own screen). `resourcePropsOf` mounts them on each route, so generated and
 * hand-written screens alike get them. Every crumb but the last is a link to the spec's path;
 * the last is the page the user is on (`aria-current="page"`).
 *
 * On phones the trail stays within the window: the dashboard shows as its icon, long names end
 * in an ellipsis, and a trail of five crumbs folds the list's into MUI's expand button (the
 * record, its tab and the action stay).
 */
import type { ReactNode } from 'react';
import { Box, Breadcrumbs as MuiBreadcrumbs, Typography, useMediaQuery, type Theme } from '@mui/material';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import {
  Link,
  useCanAccess,
  useGetOne,
  useGetRecordRepresentation,
  useResourceDefinitions,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { isRecordId, useSpecPaths, type SpecPaths } from './paths';
import { tabLabel } from './ReferenceManyTab';
import type { ParentLink, ResourceDeclaration } from './types';

/** Which screen of the resource the trail leads to (the ids come from the URL). */
export type BreadcrumbScreen =
  /** Details, or one of its tabs (`/admin/users/5/claims`). */
  | { kind: 'show' }
  | { kind: 'edit' }
  | { kind: 'create' }
  /** A child added from a details tab (`/admin/organisations/5/modules/add`). */
  | { kind: 'child-create'; tab: string }
  /** A child edited from a details tab (`/admin/organisations/5/modules/3/edit`). */
  | { kind: 'child-edit'; tab: string }
  /** A resource's own screen (`/admin/users/invite`); `label` is its i18n key. */
  | { kind: 'extra'; label?: string };

/** One crumb: its text and, except for the current page, where it leads. */
export interface Breadcrumb {
  label: ReactNode;
  to?: string;
  /** The dashboard's crumb (shown as an icon on phones). */
  home?: boolean;
}

/** What {@link buildBreadcrumbs} needs besides the screen. */
export interface BreadcrumbInput {
  resource: string;
  screen: BreadcrumbScreen;
  /** The record's id (`:id` of the URL), when the screen belongs to one. */
  id?: Identifier;
  /** The details tab open (`claims`), on a details screen. */
  tab?: string;
  /** The record's name (its representation); default `#<id>`. */
  recordName?: ReactNode;
  /** i18n key of a details tab's label. */
  tabLabelOf: (tab: string) => string;
  /** Whether the resource has a list to link to. */
  hasList: boolean;
  paths: SpecPaths;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

/**
 * The crumbs of a screen, first to last: Dashboard, the resource's list (plural name; a link when
 * the resource has one), then on a record's screens the record (its name), then the tab open or
 * the child's tab, then the action (Edit, Add, an own screen's title). The last crumb has no link.
 */
export function buildBreadcrumbs(input: BreadcrumbInput): Breadcrumb[] {
  const { resource, screen, id, tab, paths, translate, hasList } = input;
  const crumbs: Breadcrumb[] = [
    { label: translate('ra.page.dashboard'), to: paths.home(), home: true },
    { label: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }), to: hasList ? paths.list(resource) : undefined },
  ];
  const record = id == null ? undefined : { label: input.recordName ?? `#${id}`, to: paths.show(resource, id) };
  switch (screen.kind) {
    case 'show':
      if (record) crumbs.push(record);
      if (record && tab) crumbs.push({ label: translate(input.tabLabelOf(tab)), to: paths.tab(resource, id!, tab) });
      break;
    case 'edit':
      if (record) crumbs.push(record);
      crumbs.push({ label: translate('ra.action.edit') });
      break;
    case 'create':
      crumbs.push({ label: translate('ra.action.create') });
      break;
    case 'child-create':
    case 'child-edit':
      if (record) crumbs.push(record, { label: translate(input.tabLabelOf(screen.tab)), to: paths.tab(resource, id!, screen.tab) });
      crumbs.push({ label: translate(screen.kind === 'child-create' ? 'ra.action.add' : 'ra.action.edit') });
      break;
    case 'extra':
      if (record) crumbs.push(record);
      if (screen.label) crumbs.push({ label: translate(screen.label) });
      break;
  }
  // The page the user is on is no link.
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { ...last, to: undefined };
  return crumbs;
}

/** The name of record `id` of `resource` (its representation), when the user may see it; undefined meanwhile. */
export function useRecordName(resource: string, id: Identifier | undefined): ReactNode {
  const { canAccess } = useCanAccess({ resource, action: 'show' });
  const valid = id != null && isRecordId(String(id));
  // The screen itself reads the same record: react-query answers both from one request.
  const { data } = useGetOne<RaRecord>(resource, { id: String(id) }, { enabled: valid && !!canAccess });
  const represent = useGetRecordRepresentation(resource);
  return data ? represent(data) : undefined;
}

/** Each crumb keeps to one line; on phones a long name ends in an ellipsis. */
const crumbSx = { display: 'block', maxWidth: { xs: '42vw', sm: 320 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function CrumbText({ crumb }: { crumb: Breadcrumb }) {
  if (!crumb.home) return <>{crumb.label}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <HomeOutlinedIcon fontSize="small" aria-hidden />
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {crumb.label}
      </Box>
    </Box>
  );
}

/** The trail as MUI Breadcrumbs (a `nav` named for screen readers). */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Breadcrumb[] }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <MuiBreadcrumbs
      aria-label={translate('crud.breadcrumbs.label')}
      maxItems={phone ? 4 : 8}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={3}
      expandText={translate('crud.breadcrumbs.expand')}
      data-testid="breadcrumbs"
      sx={{ flex: '0 0 auto', minWidth: 0, pt: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 0 }, typography: 'body2', '& .MuiBreadcrumbs-separator': { mx: 0.5 } }}
    >
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Link key={index} to={crumb.to} underline="hover" color="inherit" sx={crumbSx} aria-label={crumb.home ? String(crumb.label) : undefined}>
            <CrumbText crumb={crumb} />
          </Link>
        ) : (
          <Typography key={index} variant="body2" color="text.primary" aria-current="page" sx={crumbSx}>
            <CrumbText crumb={crumb} />
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}

/**
 * The breadcrumbs of one screen of `declaration`'s resource (see the module comment): ids and
 * the tab open come from the route's params, names from the records.
 */
export function ScreenBreadcrumbs({ declaration, screen }: { declaration: ResourceDeclaration; screen: BreadcrumbScreen }) {
  const params = useParams();
  const translate = useTranslate();
  const paths = useSpecPaths();
  const definitions = useResourceDefinitions();
  const resource = declaration.name;
  const id = isRecordId(params.id) ? params.id : undefined;
  const recordName = useRecordName(resource, id);
  const tab = screen.kind === 'show' ? (params['*'] ?? '').replace(/\/+$/, '') || undefined : undefined;
  const tabLabelOf = (path: string) => {
    const declared = declaration.tabs?.find((candidate) => candidate.path === path);
    return declared ? tabLabel(resource, declared) : `resources.${resource}.tabs.${path}`;
  };
  const crumbs = buildBreadcrumbs({
    resource,
    screen,
    id,
    tab,
    recordName,
    tabLabelOf,
    hasList: definitions[resource]?.hasList ?? !!declaration.screens.list,
    paths,
    translate,
  });
  return <BreadcrumbTrail crumbs={crumbs} />;
}

/**
 * The title of a child's create screen naming its parent ("Add module to Dunav Soft d.o.o."):
 * `resources.<parent>.addTo.<tab>` with the parent's name as `parent`, else `crud.nested.addTo`.
 * Until the parent has loaded (or when the user may not see it), its name is `#<id>`.
 */
export function useChildCreateTitle(parent: ParentLink): string {
  const translate = useTranslate();
  const name = useRecordName(parent.resource, parent.id);
  const parentName = typeof name === 'string' || typeof name === 'number' ? String(name) : `#${parent.id}`;
  return translate(`resources.${parent.resource}.addTo.${parent.tab}`, {
    parent: parentName,
    _: translate('crud.nested.addTo', { parent: parentName }),
  });
}
