/** The user-claims resource: no screens of its own (they live on the user's Claims tab). */
import { defineResource } from '../../admin/crud';
import { userClaimDeclaration } from './declaration';

export { userClaimDeclaration };

export default defineResource(userClaimDeclaration);
