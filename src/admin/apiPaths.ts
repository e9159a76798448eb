/**
 * Admin resource names and the API's (docs/requirements.md#r2 URL vs docs/requirements.md#r7 path),
 * from the resource definitions (src/shared/resources). It imports only the shared layer: the
 * crud machinery reads it while the resources are still being declared, so it must not pull in
 * the dataProvider (which reads the resources' capabilities).
 */
import { API_PATHS } from '../shared/resources';

export { API_PATHS };

/** The API's name of an admin resource (`crawl-organisations` → `crawled-organisations`; the activity log records this one). */
export const apiResourceOf = (resource: string): string => API_PATHS[resource] ?? resource;

/** The admin resource of an API name (`crawled-organisations` → `crawl-organisations`), for labels and links. */
export const adminResourceOf = (apiResource: string): string =>
  Object.entries(API_PATHS).find(([, path]) => path === apiResource)?.[0] ?? apiResource;
