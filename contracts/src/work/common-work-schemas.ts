import { Type, type Static } from 'typebox';
import { DateField, IdField } from '../common/value-fields.js';

export { DateField, IdField, InstantField } from '../common/value-fields.js';
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
