import { memo } from 'react';
import type { CalendarDay } from '@stepwise/contracts';
import { shadeKindOf, useShadeFills } from '../../common/schedule/day-shade';
import { xOfDate, type TimelineRange } from './timeline-range';
import { TIMELINE_CLASS } from './timeline-styles';

/** A member's non-working days in the range, behind the bars. */
export const LaneShading = memo(function LaneShading({ days, range }: { days: readonly CalendarDay[] | undefined; range: TimelineRange }) {
  const fills = useShadeFills();
  if (!days) return null;
  return (
    <>
      {days.map((day) => {
        const kind = shadeKindOf(day);
        if (kind === null) return null;
        return (
          <div
            key={day.date}
            aria-hidden="true"
            data-shade={kind}
            data-date={day.date}
            title={day.name}
            className={TIMELINE_CLASS.shade}
            style={{ left: xOfDate(range, day.date), width: range.dayWidth, background: fills[kind] }}
          />
        );
      })}
    </>
  );
});
