import { addDays, WEEKDAYS, weekdayOf, type DayKey, type Weekday } from '../dates/day-key.js';

/** How a workspace cuts time into sprints. */
export interface SprintSettings {
  /** 1–4 weeks. */
  lengthWeeks: number;
  /** The weekday a sprint starts on. */
  startWeekday: Weekday;
}

export const DEFAULT_SPRINT_SETTINGS: SprintSettings = { lengthWeeks: 2, startWeekday: 'mon' };

/** A sprint's place in the sequence and its calendar dates, both included, in the workspace's zone. */
export interface SprintDates {
  number: number;
  startsOn: DayKey;
  endsOn: DayKey;
}

export type SprintStatus = 'past' | 'current' | 'future';

/** The latest day on or before `day` that falls on `weekday`. */
export function weekdayOnOrBefore(day: DayKey, weekday: Weekday): DayKey {
  const back = (weekdayOf(day) - WEEKDAYS.indexOf(weekday) + 7) % 7;
  return addDays(day, -back);
}

/** Sprint 1: the one containing the day the workspace was created, starting on the start weekday on or before it. */
export function firstSprint(createdOn: DayKey, settings: SprintSettings): SprintDates {
  const startsOn = weekdayOnOrBefore(createdOn, settings.startWeekday);
  return { number: 1, startsOn, endsOn: addDays(startsOn, settings.lengthWeeks * 7 - 1) };
}

/**
 * The sprint after `previous`: it starts the next day and lasts the set length. When the start
 * weekday has changed since `previous` began, it is stretched to the day before the next start
 * weekday (up to six days longer), so that the sprints after it start on that weekday again.
 */
export function nextSprint(previous: SprintDates, settings: SprintSettings): SprintDates {
  const startsOn = addDays(previous.endsOn, 1);
  let endsOn = addDays(startsOn, settings.lengthWeeks * 7 - 1);
  const startDay = WEEKDAYS.indexOf(settings.startWeekday);
  while (weekdayOf(addDays(endsOn, 1)) !== startDay) endsOn = addDays(endsOn, 1);
  return { number: previous.number + 1, startsOn, endsOn };
}

export function sprintStatus(sprint: Pick<SprintDates, 'startsOn' | 'endsOn'>, today: DayKey): SprintStatus {
  if (sprint.endsOn < today) return 'past';
  return sprint.startsOn <= today ? 'current' : 'future';
}

/**
 * The sprints missing after `last` (the latest one there is; none yet: from sprint 1) until the one
 * after the sprint containing `today` exists: the current and the next are always there. Sprints 1
 * and 2 exist even while `today` is before the first.
 */
export function missingSprints(last: SprintDates | undefined, createdOn: DayKey, settings: SprintSettings, today: DayKey): SprintDates[] {
  const added: SprintDates[] = [];
  let latest = last;
  if (!latest) {
    latest = firstSprint(createdOn, settings);
    added.push(latest);
  }
  while (latest.number < 2 || latest.startsOn <= today) {
    latest = nextSprint(latest, settings);
    added.push(latest);
  }
  return added;
}

/**
 * New dates for sprints that have not started, after a settings change: each follows the one before
 * it, the first of them `fixed` (the latest sprint that keeps its dates). Without one (sprint 1 has
 * not started yet) sprint 1 is placed again from the creation day. Numbers stay.
 */
export function redatedSprints(fixed: SprintDates | undefined, createdOn: DayKey, upcoming: readonly SprintDates[], settings: SprintSettings): SprintDates[] {
  const result: SprintDates[] = [];
  let previous = fixed;
  for (const sprint of upcoming) {
    const dates = previous ? nextSprint(previous, settings) : firstSprint(createdOn, settings);
    previous = { ...dates, number: sprint.number };
    result.push(previous);
  }
  return result;
}
