/**
 * API contract shared by the browser and the server (types only; nothing here ships code).
 * Shapes follow SPEC.md §3/§7 and DESIGN.md "API conventions" and "Authentication".
 * The main API is mounted at {@link API_BASE}.
 */

/** Base path of the main (versioned) API. */
export const API_BASE = '/api/1.0';

/** Query parameters every `/{resource}/paged` endpoint accepts (DESIGN.md). */
export interface PagedQuery {
  current_page?: number;
  /** 1..100; above is 400. */
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
  total_count: number;
  total_pages: number;
}

/** Error body of every 4xx/5xx answer (SPEC §3, DESIGN.md). */
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

/** The signed-in user as the client keeps it (SPEC §3). */
export interface SessionUser {
  id: number;
  full_name: string;
  user_name: string;
  email: string;
  roles: string[];
  organisations: NamedRef[];
  permissions: string[];
  requestPasswordChange: boolean;
}

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
export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  /** true male, false female, null unspecified (SPEC §3). */
  gender: boolean | null;
  /** yyyy-mm-dd or null. */
  dateOfBirth: string | null;
  isActive: boolean;
  requestPasswordChange: boolean;
  roles: NamedRef[];
  organisations: NamedRef[];
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Fields the user form sends on both add and edit (SPEC §3 "User form"). */
export interface UserWriteBase {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  gender?: boolean | null;
  dateOfBirth?: string | null;
  /** Absent when the selection is empty (SPEC §4). */
  roleIds?: number[];
  /** Absent when the selection is empty (SPEC §4). */
  organisationIds?: number[];
  requestPasswordChange?: boolean;
  /** Maps to isActive. */
  status?: boolean;
}

/** `POST /users` body. */
export interface UserCreateRequest extends UserWriteBase {
  password: string;
  confirmPassword?: string;
}

/** `PUT /users/{id}` body (SPEC §7; id must match the path). */
export interface UserUpdateRequest extends UserWriteBase {
  id: number;
}

/** A permission string `<resource>.<action>` with its row. */
export interface Permission {
  id: number;
  name: string;
  description: string | null;
}

export interface Role {
  id: number;
  name: string;
  description: string | null;
  permissions: NamedRef[];
}

export interface Organisation {
  id: number;
  name: string;
  taxRegistrationNumber: string;
  nationalIdentificationNumber: string;
  type: 'company' | 'entrepreneur' | 'public-institution' | 'non-profit';
  address: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  isActive: boolean;
  deletedAt: string | null;
}
