/** Schemas of the sign-in and session endpoints: SessionUser (src/shared/schemas/sessions.ts) and the token strings. */
import { Type } from '@fastify/type-provider-typebox';

export { SessionUser } from '../../src/shared/schemas/sessions';

/** Opaque token strings; the bound keeps hashing and lookups cheap. */
export const TokenString = Type.String({ minLength: 1, maxLength: 2048 });
