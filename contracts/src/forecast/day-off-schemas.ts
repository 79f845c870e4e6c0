import { Type, type Static } from 'typebox';
import { DateField, InstantField } from '../work/common-work-schemas.js';
import { DAY_OFF_KINDS } from './forecast-limits.js';
import { WorkInterval } from './schedule-schemas.js';

export const DayOffKindField = Type.Enum(DAY_OFF_KINDS);

export const CreateDayOffBody = Type.Object(
  {
    from: DateField,
    to: DateField,
    kind: DayOffKindField,
    /** Only this interval of each day (local wall time), e.g. a doctor's appointment; omitted or null = whole days. */
    part: Type.Optional(Type.Union([WorkInterval, Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateDayOffBody = Static<typeof CreateDayOffBody>;

export const DayOffResponse = Type.Object(
  {
    id: Type.Integer(),
    user_id: Type.Integer(),
    from: DateField,
    to: DateField,
    kind: DayOffKindField,
    part: Type.Union([WorkInterval, Type.Null()]),
    created_at: InstantField,
  },
  { title: 'DayOff' },
);
export type DayOffResponse = Static<typeof DayOffResponse>;
export const DayOffEnvelope = Type.Object({ data: DayOffResponse }, { title: 'DayOffEnvelope' });
export const DayOffListResponse = Type.Object({ data: Type.Array(DayOffResponse) }, { title: 'DayOffList' });

export const DayOffParams = Type.Object({ id: Type.String(), user_id: Type.String(), day_off_id: Type.String() });
export type DayOffParams = Static<typeof DayOffParams>;
