/**
 * API contract shared by the browser and the server (types only; nothing here ships code).
 * Shapes follow docs/requirements.md#r3, #r7 and docs/architecture.md#api-conventions.
 * The main API is mounted at {@link API_BASE}.
 */

import type { Static } from '@fastify/type-provider-typebox';
// Entity types are derived from the API's TypeBox schemas (src/shared/schemas, one definition
// the server validates with); type-only imports, so no TypeBox code reaches the browser.
import type { ActivityChanges as ActivityChangesSchema } from './schemas/activity';
import type { BulkImportResult as BulkImportResultSchema, UploadResult as UploadResultSchema } from './schemas/crawled-organisations';
import type { crawledOrganisationsDefinition } from './resources/crawled-organisations';
import type { CurrencyRate as CurrencyRateSchema } from './schemas/currencies';
import type { EntityOf, WriteOf } from './resource';
import type { activityDefinition } from './resources/activity';
import type { currenciesDefinition } from './resources/currencies';
import type { emailsDefinition } from './resources/emails';
import type { Dashboard as DashboardSchema } from './schemas/dashboard';
import type { EmailSendResult as EmailSendResultSchema } from './schemas/emails';
import type { featuresDefinition } from './resources/features';
import type { modulesDefinition } from './resources/modules';
import type { organisationFeaturesDefinition } from './resources/organisation-features';
import type { organisationModulesDefinition } from './resources/organisation-modules';
import type { organisationsDefinition } from './resources/organisations';
import type { permissionsDefinition } from './resources/permissions';
import type { rolesDefinition } from './resources/roles';
import type { Session as SessionSchema, SessionUser as SessionUserSchema } from './schemas/sessions';
import type { RenderQueueRetried as RenderQueueRetriedSchema, SystemStatus as SystemStatusSchema } from './schemas/system';
import type { userClaimsDefinition } from './resources/user-claims';
import type { usersDefinition } from './resources/users';

/** Base path of the main (versioned) API. */
export const API_BASE = '/api/1.0';

/**
 * Largest `page_size` a `/{resource}/paged` endpoint accepts (docs/architecture.md: above is 400); also
 * the size of every picker request (docs/requirements.md#r7, #r9: page 1, up to 100 items).
 */
export const MAX_PAGE_SIZE = 100;

/** Query parameters every `/{resource}/paged` endpoint accepts (docs/architecture.md). */
export interface PagedQuery {
  current_page?: number;
  /** 1..{@link MAX_PAGE_SIZE}; above is 400. */
  page_size?: number;
  search_term?: string;
  sort_by?: string;
  sort_order?: 'asc' | 'desc';
  include_deleted?: boolean;
  isActive?: boolean;
}

/** Body of every `/{resource}/paged` answer. */
export interface Paged<T> {
  items: T[];
  current_page: number;
  page_size: number;
  /** Exact when `total_exact`; otherwise the database planner's estimate (large lists, docs/decisions.md#list-totals). */
  total_count: number;
  total_pages: number;
  /** false: `total_count` is an estimate ("about"), and paging goes on while pages come back full. */
  total_exact: boolean;
}

/** Error body of every 4xx/5xx answer (docs/requirements.md#r3, docs/architecture.md). */
export interface ErrorBody {
  message: string;
  reason?: string;
  errors?: { field?: string; reason: string }[];
}

/** `{id, name}` reference used by pickers and nested lists. */
export interface NamedRef {
  id: number;
  name: string;
}

/** The signed-in user as the client keeps it (docs/requirements.md#r3). */
export type SessionUser = Static<typeof SessionUserSchema>;

/** `POST /auth/authenticate` body. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** `POST /auth/authenticate` answer. */
export interface LoginResponse {
  bearer_token: string;
  refresh_token: string;
  user: SessionUser;
}

/** `POST /accounts/token` body. */
export interface RefreshRequest {
  bearerToken: string;
  refreshToken: string;
}

/** `POST /accounts/token` answer. */
export interface RefreshResponse {
  data: { bearerToken: string; refreshToken: string };
}

/** A user as `GET /users/{id}` and the lists return it. */
export type User = EntityOf<typeof usersDefinition>;

/**
 * Fields the user form sends on both add and edit (docs/requirements.md#r3 "User form"): role
 * and organisation ids absent when the selection is empty (#r4), `status` for isActive.
 */
export type UserWriteBase = WriteOf<typeof usersDefinition, 'update'>;

/** `POST /users` body: the common fields with the password (and its optional confirmation). */
export type UserCreateRequest = WriteOf<typeof usersDefinition, 'create'>;

/** `PUT /users/{id}` body (docs/requirements.md#r7; id must match the path). */
export type UserUpdateRequest = UserWriteBase & { id: number };

/** A permission string `<resource>.<action>` with its row. */
export type Permission = EntityOf<typeof permissionsDefinition>;

/** `POST /permissions` and `PUT /permissions/{id}` body; the name's pattern is the definition's rule. */
export type PermissionWriteRequest = WriteOf<typeof permissionsDefinition, 'create'>;

/** A role (the seeded Administrator has `isSystem`: never renamed, deleted or stripped). */
export type Role = EntityOf<typeof rolesDefinition>;

/** `POST /roles` body; `PUT /roles/{id}` carries the id as well (a mismatch is 400). */
export type RoleWriteRequest = WriteOf<typeof rolesDefinition, 'update'> & { id?: number };

/** A free `type`/`value` pair on a user (`/user-claims`; read `users.read`, write `users.update`). */
export type UserClaim = EntityOf<typeof userClaimsDefinition>;

/** `POST /{resource}/by-ids` body: the entities found come back in this order. */
export interface ByIdsRequest {
  ids: number[];
}

/** `POST /{resource}/change-state` body. */
export interface ChangeStateRequest {
  ids: number[];
  isActive: boolean;
}

/** `POST /{resource}/change-state` answer: the ids actually changed (deleted or unchanged rows are left out). */
export interface ChangeStateResponse {
  ids: number[];
}

/** An organisation (docs/decisions.md#organisations). */
export type Organisation = EntityOf<typeof organisationsDefinition>;
/** A module given to an organisation, with the organisation's and module's names. */
export type OrganisationModule = EntityOf<typeof organisationModulesDefinition>;
/** A feature given to an organisation, with the feature's and its module's names. */
export type OrganisationFeature = EntityOf<typeof organisationFeaturesDefinition>;
/** A module with its features as `{id, code, name, description}` (docs/decisions.md#organisations). */
export type Module = EntityOf<typeof modulesDefinition> & { features: Pick<Feature, 'id' | 'code' | 'name' | 'description'>[] };
/** A feature of a module, with the module's name. */
export type Feature = EntityOf<typeof featuresDefinition>;
/** One append-only activity-log row (docs/decisions.md#accounts). */
export type Activity = EntityOf<typeof activityDefinition> & { changes: Static<typeof ActivityChangesSchema> };
/** One open session (refresh-token family) of `GET /accounts/sessions`. */
export type Session = Static<typeof SessionSchema>;
/** `GET /dashboard`: the tiles the caller may read. */
export type Dashboard = Static<typeof DashboardSchema> & { activity?: Activity[] };
/** `GET /system`: the System screen's figures (docs/decisions.md#system-screen). */
export type SystemStatus = Static<typeof SystemStatusSchema>;
/** `POST /system/render-queue/retry`: how many failed renders were made due again (docs/decisions.md#system-screen). */
export type RenderQueueRetried = Static<typeof RenderQueueRetriedSchema>;
/** A company record from the public business register (docs/decisions.md#organisations). */
export type CrawledOrganisation = EntityOf<typeof crawledOrganisationsDefinition>;
/** `POST /crawled-organisations/upload`: per-row results of a register extract. */
export type UploadResult = Static<typeof UploadResultSchema>;
/** `POST /crawled-organisations/import {ids}`: per-record results. */
export type BulkImportResult = Static<typeof BulkImportResultSchema>;
/** A currency with its rate to the dinar (docs/decisions.md#organisations). */
export type Currency = EntityOf<typeof currenciesDefinition>;
/** One row of a currency's rate history. */
export type CurrencyRate = Static<typeof CurrencyRateSchema>;
/** One outgoing mail of the outbox: one recipient's message. */
export type Email = EntityOf<typeof emailsDefinition>;
/** `POST /emails/send`: the first row, the batch id shared by the send's rows, their count and ids. */
export type EmailSendResult = Static<typeof EmailSendResultSchema>;
