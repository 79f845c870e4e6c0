import { useSyncExternalStore } from 'react';
import { prerenderedDay } from '@stepwise/shared';
import { startOfDay } from './working-days';

export interface PageDays {
  /** Today at midnight: one object for the life of the page (`useSyncExternalStore` compares by identity). */
  today(): Date;
  /** The day the page's HTML was rendered: the build day of a prerendered page, else today. */
  rendered(): Date;
}

/** Both days, read once and kept; when they are the same day they are the same object. */
export function createPageDays(now: () => Date = () => new Date(), htmlDay: () => Date | null = () => prerenderedDay()): PageDays {
  let days: { today: Date; rendered: Date } | undefined;
  const read = () => {
    if (!days) {
      const today = startOfDay(now());
      const rendered = htmlDay();
      days = !rendered || rendered.getTime() === today.getTime() ? { today, rendered: today } : { today, rendered };
    }
    return days;
  };
  return { today: () => read().today, rendered: () => read().rendered };
}

const pageDays = createPageDays();

function noChanges() {
  return () => undefined;
}

/**
 * Today at midnight, fixed for the life of the page (examples are dated from it). A page hydrated
 * from build-time HTML first renders the day that HTML was made, so React matches it, and then
 * moves the examples to today.
 */
export function useToday(): Date {
  return useSyncExternalStore(noChanges, pageDays.today, pageDays.rendered);
}
