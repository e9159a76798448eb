/**
 * The user-claims resource: no screens of its own (they live on the user's Claims tab).
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { userClaimDeclaration } from './declaration';

export { userClaimDeclaration };

export default resourcePropsOf(userClaimDeclaration);
