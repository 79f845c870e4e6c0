import { useTheme } from '@emotion/react';
import type { ScheduleResponse } from '@stepwise/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { utcOffsetLabel } from './time-zones';
import { useWeekdayNames } from './use-weekday-names';
import { draftOf, weekMinutes, WEEKDAYS } from './week-draft';

/** A schedule to read: its zone, each weekday's hours (or a day off) and the week's total. */
export function ScheduleView({ schedule }: { schedule: ScheduleResponse }) {
  const theme = useTheme();
  const intl = useIntl();
  const dayNames = useWeekdayNames();
  const offset = utcOffsetLabel(schedule.time_zone, new Date());
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.schedule.zoneIs" values={{ zone: schedule.time_zone, offset: offset ?? '' }} />
      </p>
      <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', gap: `${theme.space.xs} ${theme.space.md}` }}>
        {WEEKDAYS.map((day) => (
          <div key={day} css={{ display: 'contents' }}>
            <dt css={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>{dayNames[day]}</dt>
            <dd css={{ margin: 0 }}>
              {schedule.week[day].length === 0 ? (
                <span css={{ color: theme.colors.textMuted }}>
                  <FormattedMessage id="work.schedule.dayOff" />
                </span>
              ) : (
                intl.formatList(schedule.week[day].map(([start, end]) => `${start}–${end}`))
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p css={{ margin: 0 }}>
        <FormattedMessage id="work.schedule.total" values={{ hours: intl.formatNumber(weekMinutes(draftOf(schedule)) / 60, { maximumFractionDigits: 2 }) }} />
      </p>
    </div>
  );
}
