/**
 * `resourcePropsOf`: a declaration (plus hand-written screens where the requirements demand
 * them) as the props of a react-admin `<Resource>` whose routes are exactly docs/requirements.md#r2's.
 * Each resource's `screens.ts` default-exports them; the registry loads that module on first use.
 *
 * react-admin's `create`/`edit`/`show` props would register `/create`, `/:id` (edit) and
 * `/:id/show`; instead those screens are child routes `add` (or the declared name), `:id/edit`
 * and `:id/*` (details, with its tabs below it), and the `has*` flags tell react-admin they
 * exist (menus, canAccess-driven links). Children of a details tab get `:id/<tab>/add` and
 * `:id/<tab>/:childId/edit`; a resource may declare more child routes (`:id/modules/add`).
 * Ids are numeric: any other path below the resource shows the admin's not-found page.
 *
 * The other spelling of each create screen's segment (react-admin's `/create` where the spec
 * says `/add`, `/add` for `/admin/emails/create`, `…/<tab>/create` for a child) redirects to it.
 * Every screen but the list has breadcrumbs above it (./Breadcrumbs.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import { Route, useParams } from 'react-router-dom';
import type { RaRecord, ResourceProps } from 'react-admin';
import type { ResourcePermissionRule } from '../authProvider';
import type { ResourceApiCapabilities } from '../dataProvider';
import { GeneratedCreate } from './GeneratedCreate';
import { GeneratedEdit } from './GeneratedEdit';
import { GeneratedList } from './GeneratedList';
import { GeneratedShow } from './GeneratedShow';
import { ScreenBreadcrumbs, type BreadcrumbScreen } from './Breadcrumbs';
import { CREATE_PATH_SPELLINGS, createPathAliases, DEFAULT_CREATE_PATH, type ResourcePathOptions } from './paths';
import { ParentLinkContext } from './parentLink';
import { CreatePathRedirect, DetailsRouteGuard, ListRouteGuard, NotFoundPage, RecordIdGuard } from './routing';
import type { CustomTabDeclaration, ReferenceManyTabDeclaration, ResourceDeclaration } from './types';

/** A child route of the resource besides its screens (`:id/modules/add` → a component). */
export interface ExtraRoute {
  /** Relative to `/admin/<resource>/`; `:id` and other `…Id` params must be numeric. */
  path: string;
  component: ComponentType;
  /** i18n key of the screen's name, the last of its breadcrumbs (`users.invite.title`). */
  label?: string;
}

/** Hand-written screens replacing generated ones, and extra child routes. */
export interface ScreenOverrides {
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  /** More child routes under `/admin/<resource>/` (docs/decisions.md#organisations: `:id/modules/add`, `:id/modules/:moduleId/edit`). */
  routes?: readonly ExtraRoute[];
}

/** `<Resource>` props plus what the admin needs to know about the resource. */
export interface AdminResource extends ResourceProps {
  /** Permission prefix of the resource (`<prefix>.read`, …). */
  permission: string;
  declaration: ResourceDeclaration;
}

function screen(
  declaration: ResourceDeclaration,
  present: boolean | undefined,
  override: ComponentType | undefined,
  Generated: ComponentType<{ declaration: ResourceDeclaration }>,
): ComponentType | undefined {
  if (!present) return undefined;
  if (override) return override;
  const GeneratedScreen = () => <Generated declaration={declaration} />;
  GeneratedScreen.displayName = `${Generated.name}(${declaration.name})`;
  return GeneratedScreen;
}

function representation<R extends RaRecord>(declaration: ResourceDeclaration<R>) {
  const { recordRepresentation } = declaration;
  if (typeof recordRepresentation === 'function') return (record: RaRecord) => recordRepresentation(record as R);
  return recordRepresentation;
}

/** The numeric params of a route path (`:id`, `:moduleId`). */
const idParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** Renders `children` only when every param named is a record id. */
function IdParamsGuard({ params, children }: { params: readonly string[]; children: ReactNode }) {
  return <>{params.reduceRight<ReactNode>((inner, param) => <RecordIdGuard param={param}>{inner}</RecordIdGuard>, children)}</>;
}

/** A tab with nested child screens: a reference-many tab, or a custom tab declaring its own. */
type NestedTab = ReferenceManyTabDeclaration | (CustomTabDeclaration & { reference?: undefined });

/** A tab's child declaration for the generic screens (which never read its record type). */
const childOf = (tab: ReferenceManyTabDeclaration) => tab.reference as unknown as ResourceDeclaration;

/** The child's create screen under the parent's tab (the tab's own or generated), with the parent id from the URL. */
function NestedCreate({ parent, tab }: { parent: string; tab: NestedTab }) {
  const { id = '' } = useParams();
  const link = { resource: parent, id, target: tab.target ?? '', tab: tab.path };
  if (tab.create) {
    const Create = tab.create;
    return (
      <ParentLinkContext.Provider value={link}>
        <Create parent={link} />
      </ParentLinkContext.Provider>
    );
  }
  return tab.type === 'reference-many' ? <GeneratedCreate declaration={childOf(tab)} parent={link} /> : <NotFoundPage />;
}

/** The child's edit screen under the parent's tab (the tab's own or generated). */
function NestedEdit({ parent, tab }: { parent: string; tab: NestedTab }) {
  const { id = '', childId = '' } = useParams();
  const link = { resource: parent, id, target: tab.target ?? '', tab: tab.path };
  if (tab.edit) {
    const Edit = tab.edit;
    return (
      <ParentLinkContext.Provider value={link}>
        <Edit parent={link} childId={childId} />
      </ParentLinkContext.Provider>
    );
  }
  return tab.type === 'reference-many' ? <GeneratedEdit declaration={childOf(tab)} id={childId} parent={link} /> : <NotFoundPage />;
}

/** `element` with the breadcrumbs of `screen` above it. */
function withBreadcrumbs(declaration: ResourceDeclaration, screen: BreadcrumbScreen, element: ReactNode): ReactNode {
  return (
    <>
      <ScreenBreadcrumbs declaration={declaration} screen={screen} />
      {element}
    </>
  );
}

/**
 * Routes at the other spellings of a create segment: `path` is the canonical route path
 * (`add`, `create`, `:id/claims/add`); one redirect per other spelling of its last segment,
 * its id params checked as on the screen's own route.
 */
function createAliasRoutes(path: string): ReactNode[] {
  const segments = path.split('/');
  const canonical = segments.pop() ?? '';
  // Only a create screen has other spellings (an extra route `invite` has none).
  if (!CREATE_PATH_SPELLINGS.includes(canonical)) return [];
  return createPathAliases(canonical).map((alias) => (
    <Route
      key={`${path}→${alias}`}
      path={[...segments, alias].join('/')}
      element={
        <IdParamsGuard params={idParams(path)}>
          <CreatePathRedirect canonical={canonical} />
        </IdParamsGuard>
      }
    />
  ));
}

/**
 * Child routes of the tabs whose children are added and edited under the parent's URL: nested
 * reference-many tabs, and custom tabs declaring their nested screens.
 */
function nestedTabRoutes(declaration: ResourceDeclaration) {
  return (declaration.tabs ?? [])
    .filter(
      (tab): tab is NestedTab =>
        (tab.type === 'reference-many' && (tab.screens ?? 'nested') === 'nested') || (tab.type === 'custom' && !!(tab.create || tab.edit)),
    )
    .flatMap((tab) => [
      <Route
        key={`${tab.path}-add`}
        path={`:id/${tab.path}/${DEFAULT_CREATE_PATH}`}
        element={<RecordIdGuard>{withBreadcrumbs(declaration, { kind: 'child-create', tab: tab.path }, <NestedCreate parent={declaration.name} tab={tab} />)}</RecordIdGuard>}
      />,
      ...createAliasRoutes(`:id/${tab.path}/${DEFAULT_CREATE_PATH}`),
      <Route
        key={`${tab.path}-edit`}
        path={`:id/${tab.path}/:childId/edit`}
        element={
          <IdParamsGuard params={['id', 'childId']}>
            {withBreadcrumbs(declaration, { kind: 'child-edit', tab: tab.path }, <NestedEdit parent={declaration.name} tab={tab} />)}
          </IdParamsGuard>
        }
      />,
    ]);
}

/** The API capabilities and permission rule of a declaration, for the dataProvider and authProvider. */
export function apiCapabilitiesOf(declaration: ResourceDeclaration): ResourceApiCapabilities {
  return declaration.capabilities ?? {};
}

/** How canAccess maps the resource's actions to permission names. */
export function permissionRuleOf(declaration: ResourceDeclaration): ResourcePermissionRule {
  const prefix = declaration.permission ?? declaration.name;
  return declaration.permissions ? { prefix, actions: declaration.permissions } : prefix;
}

/**
 * The `<Resource>` props of `declaration` with docs/requirements.md#r2 routes: a generated screen
 * for each of its `screens` unless `overrides` gives the resource's own, and `overrides.routes`
 * as more child routes. Throws nothing; a screen the declaration lacks has no route.
 */
export function resourcePropsOf<R extends RaRecord = RaRecord>(
  declaration: ResourceDeclaration<R>,
  overrides: ScreenOverrides = {},
): AdminResource {
  const decl = declaration as unknown as ResourceDeclaration;
  const { screens } = decl;
  const ListScreen = screen(decl, screens.list, overrides.list, GeneratedList);
  const ShowScreen = screen(decl, screens.show, overrides.show, GeneratedShow);
  const CreateScreen = screen(decl, screens.create, overrides.create, GeneratedCreate);
  const EditScreen = screen(decl, screens.edit, overrides.edit, GeneratedEdit);
  const createPath = decl.paths?.create ?? DEFAULT_CREATE_PATH;
  const tabPaths = (decl.tabs ?? []).map((tab) => tab.path);
  const GuardedList = ListScreen
    ? () => (
        <ListRouteGuard>
          <ListScreen />
        </ListRouteGuard>
      )
    : undefined;
  const options: ResourcePathOptions = { createPath };
  return {
    name: decl.name,
    permission: decl.permission ?? decl.name,
    declaration: decl,
    list: GuardedList,
    hasCreate: !!CreateScreen,
    hasEdit: !!EditScreen,
    hasShow: !!ShowScreen,
    icon: decl.icon,
    options,
    recordRepresentation: representation(declaration),
    children: [
      CreateScreen ? <Route key="create" path={createPath} element={withBreadcrumbs(decl, { kind: 'create' }, <CreateScreen />)} /> : null,
      ...(CreateScreen ? createAliasRoutes(createPath) : []),
      EditScreen ? (
        <Route key="edit" path=":id/edit" element={<RecordIdGuard>{withBreadcrumbs(decl, { kind: 'edit' }, <EditScreen />)}</RecordIdGuard>} />
      ) : null,
      ...nestedTabRoutes(decl),
      ...(overrides.routes ?? []).flatMap(({ path, component: Component, label }) => [
        <Route
          key={path}
          path={path}
          element={<IdParamsGuard params={idParams(path)}>{withBreadcrumbs(decl, { kind: 'extra', label }, <Component />)}</IdParamsGuard>}
        />,
        ...createAliasRoutes(path),
      ]),
      ShowScreen ? (
        <Route
          key="show"
          path=":id/*"
          element={<DetailsRouteGuard tabs={tabPaths}>{withBreadcrumbs(decl, { kind: 'show' }, <ShowScreen />)}</DetailsRouteGuard>}
        />
      ) : null,
      // Reached only by resources without a list (whose `/*` route takes every other path).
      <Route key="not-found" path="*" element={<NotFoundPage />} />,
    ],
  };
}
