import { memo } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { TimelineRange } from './timeline-range';

export const AXIS_HEIGHT = 40;

/** The day axis above the lanes: a date per day at two weeks, per Monday when zoomed out; sticks to the top. */
export const TimelineAxis = memo(function TimelineAxis({ range, nowX }: { range: TimelineRange; nowX: number }) {
  const theme = useTheme();
  const intl = useIntl();
  const everyDay = range.dayWidth >= 40;
  return (
    <div
      aria-hidden="true"
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 3,
        display: 'flex',
        height: AXIS_HEIGHT,
        background: theme.colors.background,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <div
        css={{
          position: 'sticky',
          left: 0,
          zIndex: 1,
          width: 'var(--timeline-label)',
          flex: 'none',
          background: theme.colors.background,
          borderRight: `1px solid ${theme.colors.border}`,
        }}
      />
      <div css={{ position: 'relative', flex: 'none', fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }} style={{ width: range.width }}>
        {range.dayStarts.map((day, index) =>
          everyDay || day.getDay() === 1 || index === 0 ? (
            <span
              key={day.getTime()}
              css={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                display: 'flex',
                alignItems: 'end',
                paddingBottom: 4,
                paddingLeft: 3,
                borderLeft: `1px solid ${theme.colors.border}`,
                whiteSpace: 'nowrap',
              }}
              style={{ left: index * range.dayWidth }}
            >
              {intl.formatDate(day, everyDay ? { weekday: 'short', day: 'numeric' } : { day: 'numeric', month: 'short' })}
            </span>
          ) : null,
        )}
        <div css={{ position: 'absolute', top: 0, bottom: 0, width: 2, background: theme.colors.focus }} style={{ left: nowX }} />
      </div>
    </div>
  );
});
