import type { CreateTimeEntryBody, UpdateTimeEntryBody } from '@stepwise/contracts';
import { TIME_ENTRY_MINUTES_MAX, TIME_ENTRY_NOTE_MAX_LENGTH, isSupportedDate } from '@stepwise/contracts/rules';
import { maxLength, required, validatorOf, type Validator } from '@stepwise/shared';
import type { TimeEntry } from '../time-api';
import { zonedInstant, zonedParts } from '../../../common/time/zoned-time';
import { minutesFrom, splitMinutes } from '../../../common/tasks/minutes';

/** How the span is given: its start and end, or its start and how long it lasted. */
export type EntryMode = 'end' | 'duration';

export interface EntryValues {
  taskId: string;
  date: string;
  start: string;
  mode: EntryMode;
  end: string;
  hours: string;
  minutes: string;
  note: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const values = (all: object | undefined) => (all ?? {}) as Partial<EntryValues>;

/** The form's values: a new entry on `today`, or `entry`'s, in the member's time zone. */
export function initialEntryValues(timeZone: string, today: string, taskId: number | null, entry?: TimeEntry): EntryValues {
  if (!entry)
    return { taskId: taskId === null ? '' : String(taskId), date: today, start: '09:00', mode: 'end', end: '10:00', hours: '', minutes: '', note: '' };
  const start = zonedParts(timeZone, entry.started_at);
  const { hours, minutes } = splitMinutes(entry.minutes);
  return {
    taskId: String(entry.task_id),
    date: start.date,
    start: start.time,
    mode: entry.ended_at === null ? 'duration' : 'end',
    end: entry.ended_at === null ? '' : zonedParts(timeZone, entry.ended_at).time,
    hours: String(hours),
    minutes: String(minutes),
    note: entry.note ?? '',
  };
}

export const validateTask = required('work.time.error.task');

export const validateDate = validatorOf(['work.time.error.date'], (value) =>
  typeof value === 'string' && isSupportedDate(value) ? undefined : 'work.time.error.date',
);

const time = (value: unknown) => (typeof value === 'string' && TIME.test(value) ? undefined : 'work.time.error.time');

export const validateStart = validatorOf(['work.time.error.time'], time);

/** The end: a time after the start (an entry past midnight is two entries, or a duration). */
export const validateEnd = validatorOf(['work.time.error.time', 'work.time.error.endBeforeStart'], (value, all) => {
  const form = values(all);
  if (form.mode !== 'end') return undefined;
  const wrong = time(value);
  if (wrong) return wrong;
  return typeof form.start === 'string' && TIME.test(form.start) && (value as string) <= form.start ? 'work.time.error.endBeforeStart' : undefined;
});

/** The duration, in the hours field: whole hours and minutes, from a minute to a day. */
export const validateDuration = validatorOf(['work.time.error.duration'], (_value, all) => {
  const form = values(all);
  if (form.mode !== 'duration') return undefined;
  const total = minutesFrom(form.hours ?? '', form.minutes ?? '');
  return total === null || Number.isNaN(total) || total > TIME_ENTRY_MINUTES_MAX ? 'work.time.error.duration' : undefined;
});

export const validateNote: Validator = maxLength(TIME_ENTRY_NOTE_MAX_LENGTH, 'work.time.error.noteTooLong');

/** The span the form describes (wall times in the member's zone), as the API takes it: start and end, or start and minutes. */
function span(form: EntryValues, timeZone: string): Pick<CreateTimeEntryBody, 'started_at' | 'ended_at' | 'minutes'> {
  const started_at = zonedInstant(timeZone, form.date, form.start);
  if (form.mode === 'duration') return { started_at, minutes: minutesFrom(form.hours, form.minutes) ?? 0 };
  return { started_at, ended_at: zonedInstant(timeZone, form.date, form.end) };
}

export function createEntryBody(form: EntryValues, timeZone: string, userId?: number): CreateTimeEntryBody {
  const note = form.note.trim();
  return { task_id: Number(form.taskId), ...span(form, timeZone), ...(note !== '' && { note }), ...(userId !== undefined && { user_id: userId }) };
}

export function updateEntryBody(form: EntryValues, timeZone: string): UpdateTimeEntryBody {
  const note = form.note.trim();
  return { task_id: Number(form.taskId), ...span(form, timeZone), note: note === '' ? null : note };
}

/** The API's field names on the form's fields. */
export const FIELD_OF_API: Readonly<Record<string, keyof EntryValues>> = {
  task_id: 'taskId',
  started_at: 'start',
  ended_at: 'end',
  minutes: 'hours',
  note: 'note',
};

/** The API's field codes as messages of the form's fields. */
export const FIELD_MESSAGES = {
  taskId: { invalid: 'work.time.error.task', required: 'work.time.error.task' },
  start: { invalid: 'work.time.error.startInvalid' },
  end: { invalid: 'work.time.error.endInvalid', too_long: 'work.time.error.tooLong' },
  hours: { invalid: 'work.time.error.endInvalid', too_long: 'work.time.error.tooLong' },
  note: { max_length: 'work.time.error.noteTooLong', too_long: 'work.time.error.noteTooLong' },
};
