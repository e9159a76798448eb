/**
 * Turns a declaration (plus hand-written screens where SPEC demands them) into the props of a
 * react-admin `<Resource>` whose routes are exactly SPEC §2's.
 *
 * react-admin's `create`/`edit`/`show` props would register `/create`, `/:id` (edit) and
 * `/:id/show`; instead those screens are child routes `add`, `:id/edit` and `:id`, and the
 * `has*` flags tell react-admin they exist (menus, canAccess-driven links).
 */
import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { RaRecord, ResourceProps } from 'react-admin';
import { GeneratedCreate } from './GeneratedCreate';
import { GeneratedEdit } from './GeneratedEdit';
import { GeneratedList } from './GeneratedList';
import { GeneratedShow } from './GeneratedShow';
import type { ResourceDeclaration } from './types';

/** Hand-written screens replacing generated ones. */
export interface ScreenOverrides {
  list?: ComponentType;
  show?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
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

/** The `<Resource>` props of a declared resource with SPEC §2 routes. */
export function defineResource<R extends RaRecord = RaRecord>(
  declaration: ResourceDeclaration<R>,
  overrides: ScreenOverrides = {},
): AdminResource {
  const decl = declaration as unknown as ResourceDeclaration;
  const { screens } = decl;
  const List = screen(decl, screens.list, overrides.list, GeneratedList);
  const Show = screen(decl, screens.show, overrides.show, GeneratedShow);
  const Create = screen(decl, screens.create, overrides.create, GeneratedCreate);
  const Edit = screen(decl, screens.edit, overrides.edit, GeneratedEdit);
  return {
    name: decl.name,
    permission: decl.permission ?? decl.name,
    declaration: decl,
    list: List,
    hasCreate: !!Create,
    hasEdit: !!Edit,
    hasShow: !!Show,
    icon: decl.icon,
    recordRepresentation: representation(declaration),
    children: [
      Create ? <Route key="add" path="add" element={<Create />} /> : null,
      Edit ? <Route key="edit" path=":id/edit" element={<Edit />} /> : null,
      Show ? <Route key="show" path=":id" element={<Show />} /> : null,
    ],
  };
}
