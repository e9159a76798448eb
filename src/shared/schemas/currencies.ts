/** Currencies and their rate history as the `/currencies` endpoints answer them (docs/decisions.md#currencies). */
import { Type } from '@fastify/type-provider-typebox';
import { Id, Nullable, Timestamp } from './common';

/** A currency as every endpoint answers it; `rateToRsd` is RSD per one unit. */
export const Currency = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  minorUnits: Type.Integer(),
  rateToRsd: Type.Number(),
  rateDate: Type.String({ format: 'date' }),
  isActive: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

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
