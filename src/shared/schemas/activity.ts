/**
 * What an activity-log row's `changes` holds (docs/decisions.md#accounts); the row itself is its
 * definition's entity (src/shared/resources/activity.ts), this being its one `custom` field.
 */
import { Type } from '@fastify/type-provider-typebox';
import { Nullable } from './common';

/** `{field: [before, after]}`, or null. */
export const ActivityChanges = Nullable(Type.Record(Type.String(), Type.Array(Type.Unknown(), { minItems: 2, maxItems: 2 })));
