import type { CreateDayOffBody } from '@stepwise/contracts';
import { DAY_OFF_MAX_DAYS, isSupportedDate, type DayOffKind } from '@stepwise/contracts/rules';
import { composeValidators, required, validatorOf } from '@stepwise/shared';

export interface DayOffValues {
  kind: DayOffKind;
  from: string;
  to: string;
  partOfDay: boolean;
  partStart: string;
  partEnd: string;
}

export const DAY_OFF_KIND_MESSAGES: Readonly<Record<DayOffKind, string>> = {
  vacation: 'work.dayOff.kind.vacation',
  sick_leave: 'work.dayOff.kind.sick_leave',
  other: 'work.dayOff.kind.other',
};

const DAY_MS = 86_400_000;

export function initialDayOffValues(today: string): DayOffValues {
  return { kind: 'vacation', from: today, to: today, partOfDay: false, partStart: '10:00', partEnd: '12:00' };
}

const date = validatorOf<string>(['work.dayOff.error.date'], (value) => (isSupportedDate(value ?? '') ? undefined : 'work.dayOff.error.date'));

export const validateFrom = composeValidators(required('work.dayOff.error.date'), date as never);

/** The last day: a date, not before the first, at most DAY_OFF_MAX_DAYS days in all (as the API allows). */
export const validateTo = composeValidators(
  required('work.dayOff.error.date'),
  date as never,
  validatorOf(['work.dayOff.error.beforeFrom', 'work.dayOff.error.tooLong'], (value, all) => {
    const from = (all as DayOffValues | undefined)?.from ?? '';
    if (typeof value !== 'string' || !isSupportedDate(from)) return undefined;
    if (value < from) return 'work.dayOff.error.beforeFrom';
    return (Date.parse(value) - Date.parse(from)) / DAY_MS >= DAY_OFF_MAX_DAYS ? 'work.dayOff.error.tooLong' : undefined;
  }),
);

export const validatePartStart = required('work.dayOff.error.time');

export const validatePartEnd = composeValidators(
  required('work.dayOff.error.time'),
  validatorOf(['work.dayOff.error.partOrder'], (value, all) => {
    const start = (all as DayOffValues | undefined)?.partStart ?? '';
    return typeof value === 'string' && start !== '' && value <= start ? 'work.dayOff.error.partOrder' : undefined;
  }),
);

export function dayOffBody(values: DayOffValues): CreateDayOffBody {
  return { from: values.from, to: values.to, kind: values.kind, ...(values.partOfDay && { part: [values.partStart, values.partEnd] as [string, string] }) };
}
