import { Type, type Static } from 'typebox';
import { ID_MAX, ID_MIN } from '../rules/identifiers.js';

/** A calendar date, `YYYY-MM-DD`. */
export const DateField = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
export const InstantField = Type.String({ format: 'date-time' });
/** An id: a positive 32-bit integer (`ID_MIN`…`ID_MAX`, the database's `integer`). */
export const IdField = Type.Integer({ minimum: ID_MIN, maximum: ID_MAX });
export const NullableId = Type.Union([IdField, Type.Null()]);
export const NullableDate = Type.Union([DateField, Type.Null()]);

/** Path parameters are strings; a non-number id is answered 404, like an unknown one. */
export const ObjectIdParams = Type.Object({ id: Type.String({ description: 'Id (digits)' }) });
export type ObjectIdParams = Static<typeof ObjectIdParams>;

/** The body of a `plan_limit` refusal (409): the capacity, the plan's number and the plan. */
export const PlanLimitDetails = Type.Object(
  {
    limit: Type.Union([Type.Literal('members'), Type.Literal('projects')]),
    capacity: Type.Integer({ minimum: 0 }),
    plan: Type.String(),
  },
  { title: 'PlanLimitDetails' },
);
export type PlanLimitDetails = Static<typeof PlanLimitDetails>;
