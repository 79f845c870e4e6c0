import { useId, useMemo, useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { ErrorPanel, fullName, visuallyHidden } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Member } from '../../../common/api/work-types';
import { MemberAvatar } from '../../../common/components/member-avatar';
import { dateValue } from '../calendar-month';
import { useGridNavigation } from '../hooks/use-grid-navigation';
import { useMonthDaysStatus } from '../hooks/use-month-days-status';
import { CalendarRow } from './calendar-row';

export interface MonthGridProps {
  workspaceId: number;
  days: string[];
  /** Active members, in the order of the rows (the workspace default comes first). */
  members: Member[];
  today: string;
}

/**
 * The team's month: a row for the workspace default and one per member, a column per day. One Tab
 * stop; the arrow keys go from cell to cell. The grid scrolls sideways inside itself on a phone.
 */
export function MonthGrid({ workspaceId, days, members, today }: MonthGridProps) {
  const theme = useTheme();
  const intl = useIntl();
  const gridRef = useRef<HTMLTableElement>(null);
  const hintId = useId();
  const [details, setDetails] = useState<string | null>(null);
  const from = days[0];
  const to = days[days.length - 1];
  const rows = useMemo(
    () => [
      { key: 'default', userId: undefined, who: intl.formatMessage({ id: 'work.teamCalendar.defaultRow' }), member: null },
      ...members.map((member) => ({ key: String(member.user_id), userId: member.user_id, who: fullName(member), member })),
    ],
    [intl, members],
  );
  const { status, retry } = useMonthDaysStatus(rows.map((row) => ({ workspaceId, from, to, userId: row.userId })));
  const todayCol = days.indexOf(today);
  const { active, activate, onKeyDown } = useGridNavigation(gridRef, rows.length, days.length, { row: 0, col: Math.max(0, todayCol) });
  const monthName = intl.formatDate(dateValue(from), { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <div css={{ display: 'grid', gap: theme.space.sm, minWidth: 0 }}>
      {status === 'failed' && <ErrorPanel titleId="work.teamCalendar.loadFailed" onRetry={retry} />}
      <div css={{ overflowX: 'auto', maxWidth: '100%', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}>
        <table
          ref={gridRef}
          role="grid"
          aria-label={intl.formatMessage({ id: 'work.teamCalendar.gridLabel' }, { month: monthName })}
          aria-describedby={hintId}
          aria-busy={status === 'loading' || undefined}
          onKeyDown={onKeyDown}
          onMouseLeave={() => setDetails(null)}
          css={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%' }}
        >
          <thead>
            <tr>
              <th
                scope="col"
                css={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  background: theme.colors.background,
                  minWidth: '9rem',
                  [theme.breakpoints.mobile]: { minWidth: '6.5rem' },
                  borderRight: `1px solid ${theme.colors.border}`,
                  borderBottom: `1px solid ${theme.colors.border}`,
                }}
              >
                <span css={visuallyHidden}>
                  <FormattedMessage id="work.teamCalendar.whoColumn" />
                </span>
              </th>
              {days.map((date) => (
                <th
                  key={date}
                  scope="col"
                  aria-current={date === today ? 'date' : undefined}
                  css={{
                    padding: `${theme.space.xs} 0`,
                    fontSize: '0.75rem',
                    fontWeight: date === today ? 700 : 400,
                    color: date === today ? theme.colors.primary : theme.colors.textMuted,
                    borderRight: `1px solid ${theme.colors.border}`,
                    borderBottom: `1px solid ${theme.colors.border}`,
                  }}
                >
                  <span css={{ display: 'block', fontSize: theme.fontSizes.sm, color: date === today ? theme.colors.primary : theme.colors.text }}>
                    {Number(date.slice(8))}
                  </span>
                  <FormattedDate value={dateValue(date)} weekday="short" timeZone="UTC" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <CalendarRow
                key={row.key}
                workspaceId={workspaceId}
                userId={row.userId}
                who={row.who}
                header={row.member ? <MemberAvatar member={row.member} withName /> : <span css={{ fontWeight: 600 }}>{row.who}</span>}
                days={days}
                today={today}
                rowIndex={rowIndex}
                tabStopCol={rowIndex === active.row ? active.col : null}
                onActivate={activate}
                onShow={setDetails}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p id={hintId} css={visuallyHidden}>
        <FormattedMessage id="work.teamCalendar.keyboardHint" />
      </p>
      {/* What the pointed or focused cell is (its holiday's name too), for sighted users; the cell's own name says it to screen readers. */}
      <p
        aria-hidden="true"
        data-testid="calendar-day-details"
        css={{ margin: 0, minHeight: '1.5em', color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}
      >
        {details}
      </p>
    </div>
  );
}
