/**
 * A currency's rate history as `GET /currencies/{id}/rates` answers it (docs/decisions.md#currencies);
 * the currency itself is its definition's entity (src/shared/resources/currencies.ts).
 */
import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable, Timestamp } from './common';

/** One row of a currency's rate history (`GET /currencies/{id}/rates`). */
export const CurrencyRate = Type.Object({
  id: Id,
  rateToRsd: Type.Number(),
  rateDate: Type.String({ format: 'date' }),
  changedBy: Nullable(Id),
  /** "First Last" of the user who set it; null for seeded rates or a removed user. */
  changedByName: Nullable(Type.String()),
  createdAt: Timestamp,
});
