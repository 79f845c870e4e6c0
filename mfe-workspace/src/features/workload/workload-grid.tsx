import type { KeyboardEvent } from 'react';
import { useTheme } from '@emotion/react';
import type { WorkloadMember } from '@stepwise/contracts';
import { fullName } from '@stepwise/shared';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Member } from '../../common/api/work-types';
import { WorkloadCell } from './workload-cell';

export interface WorkloadGridProps {
  rows: ReadonlyArray<{ member: Member; workload: WorkloadMember }>;
  days: readonly string[];
  today: string;
  hintId: string;
  movingTaskId: number | null;
  /** Whether the viewer may move this member's tasks. */
  canMove(userId: number): boolean;
  onChipKeyDown(userId: number, taskId: number, title: string, event: KeyboardEvent<HTMLButtonElement>): void;
  onOpen(taskId: number): void;
}

/** Members by days: a table with a caption, a header per day and a row header per member. */
export function WorkloadGrid({ rows, days, today, hintId, movingTaskId, canMove, onChipKeyDown, onOpen }: WorkloadGridProps) {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'work.workload.caption' })}
      tabIndex={0}
      css={{ overflow: 'auto', maxHeight: 'max(20rem, calc(100vh - 18rem))', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
    >
      <table css={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}>
        <caption css={{ textAlign: 'left', padding: theme.space.xs, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
          <FormattedMessage id="work.workload.caption" />
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              css={{ position: 'sticky', left: 0, top: 0, zIndex: 2, background: theme.colors.background, textAlign: 'left', padding: theme.space.xs }}
            >
              <FormattedMessage id="work.workload.member" />
            </th>
            {days.map((date) => (
              <th
                key={date}
                scope="col"
                aria-current={date === today ? 'date' : undefined}
                css={{
                  position: 'sticky',
                  top: 0,
                  zIndex: 1,
                  background: theme.colors.background,
                  padding: theme.space.xs,
                  fontSize: theme.fontSizes.sm,
                  whiteSpace: 'nowrap',
                  textAlign: 'left',
                }}
              >
                <FormattedDate value={`${date}T12:00:00Z`} timeZone="UTC" weekday="short" day="numeric" month="short" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ member, workload }) => (
            <tr key={member.user_id} data-member={member.user_id}>
              <th
                scope="row"
                css={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  background: theme.colors.background,
                  textAlign: 'left',
                  padding: theme.space.xs,
                  verticalAlign: 'top',
                  borderBottom: `1px solid ${theme.colors.border}`,
                  whiteSpace: 'nowrap',
                }}
              >
                {fullName(member)}
              </th>
              {workload.days.map((day) => (
                <WorkloadCell
                  key={day.date}
                  userId={member.user_id}
                  day={day}
                  today={today}
                  hintId={hintId}
                  movingTaskId={movingTaskId}
                  movable={canMove(member.user_id)}
                  onChipKeyDown={onChipKeyDown}
                  onOpen={onOpen}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
