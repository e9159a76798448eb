/**
 * The crawled organisations resource (docs/requirements.md#r2 `/admin/crawl-organisations`, `/add`, `/{id}`,
 * `/{id}/edit`): generated from its declaration, plus the register upload screen
 * (`/admin/crawl-organisations/upload`).
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { crawledOrganisationDeclaration } from './declaration';
import { RegisterUpload } from './RegisterUpload';
import { UPLOAD_PATH } from './actions';

export { crawledOrganisationDeclaration, REGISTER_STATUS_CHOICES } from './declaration';

export default resourcePropsOf(crawledOrganisationDeclaration, { routes: [{ path: UPLOAD_PATH, component: RegisterUpload, label: 'resources.crawl-organisations.upload.title' }] });
