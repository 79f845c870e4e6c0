import { localToday } from '../../common/time/local-today';

/** How far the timeline looks ahead, kept in the address as `?range=`. */
export const TIMELINE_ZOOMS = ['2w', '6w', 'quarter'] as const;
export type TimelineZoom = (typeof TIMELINE_ZOOMS)[number];

const ZOOM_DAYS: Record<TimelineZoom, number> = { '2w': 14, '6w': 42, quarter: 91 };
/** Pixels per day: wide enough for a title at two weeks, the whole quarter on a laptop. */
const ZOOM_DAY_WIDTH: Record<TimelineZoom, number> = { '2w': 64, '6w': 24, quarter: 11 };
const DAY_MS = 86_400_000;

export function isTimelineZoom(value: string | null): value is TimelineZoom {
  return TIMELINE_ZOOMS.includes(value as TimelineZoom);
}

/** The days shown: from the viewer's local midnight of today, `days` of `dayWidth` pixels. */
export interface TimelineRange {
  zoom: TimelineZoom;
  /** Local midnight of the first day, in ms. */
  startMs: number;
  endMs: number;
  days: number;
  dayWidth: number;
  width: number;
  /** YYYY-MM-DD of the first and last day (the calendar's `from` / `to`). */
  from: string;
  to: string;
  /** Local midnight of every day shown. */
  dayStarts: readonly Date[];
}

export function timelineRange(zoom: TimelineZoom, now: Date = new Date()): TimelineRange {
  const days = ZOOM_DAYS[zoom];
  const dayWidth = ZOOM_DAY_WIDTH[zoom];
  const dayStarts = Array.from({ length: days + 1 }, (_, index) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + index));
  return {
    zoom,
    startMs: dayStarts[0].getTime(),
    endMs: dayStarts[days].getTime(),
    days,
    dayWidth,
    width: days * dayWidth,
    from: localToday(dayStarts[0]),
    to: localToday(dayStarts[days - 1]),
    dayStarts: dayStarts.slice(0, days),
  };
}

/** The x of an instant on the range (days of 24 h: a DST hour is a pixel or two). */
export function xOf(range: TimelineRange, instantMs: number): number {
  return ((instantMs - range.startMs) / DAY_MS) * range.dayWidth;
}

/** The instant under an x on the range. */
export function instantAt(range: TimelineRange, x: number): number {
  return range.startMs + (x / range.dayWidth) * DAY_MS;
}

/** The x of a local date (YYYY-MM-DD) at the start of its day. */
export function xOfDate(range: TimelineRange, date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return xOf(range, new Date(year, month - 1, day).getTime());
}

/** Whole days between two instants, rounded (a preview's "later by 2 days"). */
export function daysBetween(fromMs: number, toMs: number): number {
  return Math.round((toMs - fromMs) / DAY_MS);
}

/** A span [fromMs, toMs] touches the range: bars outside it are not rendered. */
export function inRange(range: TimelineRange, fromMs: number, toMs: number): boolean {
  return toMs >= range.startMs && fromMs <= range.endMs;
}
