import { useTheme } from '@emotion/react';
import { Button, fullName } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Member } from '../../common/api/work-types';
import type { WorkloadMove } from './use-workload-move';

/** Where the moved task would go and its new dates, with the buttons that save or drop the move; a live region. */
export function WorkloadMovePanel({ move, members }: { move: WorkloadMove; members: readonly Member[] }) {
  const theme = useTheme();
  const intl = useIntl();
  const { draft, plan, preview, failed } = move;
  const parts: string[] = [];
  if (draft) {
    const target = members.find((member) => member.user_id === draft.toUser);
    if (plan && target)
      parts.push(
        intl.formatMessage({ id: 'work.workload.moving' }, { title: draft.title, name: fullName(target), position: plan.position + 1, count: plan.count }),
      );
    if (!plan) parts.push(intl.formatMessage({ id: 'work.workload.preview.loading' }));
    else if (!plan.changed) parts.push(intl.formatMessage({ id: 'work.workload.preview.unchanged' }));
    else if (failed) parts.push(intl.formatMessage({ id: 'work.workload.preview.failed' }));
    else if (!preview) parts.push(intl.formatMessage({ id: 'work.workload.preview.loading' }));
    else {
      const dates = preview.tasks.find((task) => task.task_id === draft.taskId);
      const day = (instant: string) => intl.formatDate(instant, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
      if (dates) parts.push(intl.formatMessage({ id: 'work.workload.preview.dates' }, { start: day(dates.start_at), finish: day(dates.finish_p50) }));
      parts.push(intl.formatMessage({ id: 'work.workload.preview.others' }, { count: preview.tasks.filter((task) => task.task_id !== draft.taskId).length }));
    }
    parts.push(intl.formatMessage({ id: 'work.workload.preview.keys' }));
  }
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm, minHeight: '2.5rem' }}>
      <p role="status" data-workload-status="" css={{ margin: 0, flex: '1 1 20rem', fontSize: theme.fontSizes.sm }}>
        {parts.join(' ')}
      </p>
      {draft && (
        <>
          <Button onClick={() => void move.commit()} disabled={!plan?.changed}>
            <FormattedMessage id="work.workload.confirm" />
          </Button>
          <Button variant="secondary" onClick={move.cancel}>
            <FormattedMessage id="work.workload.cancel" />
          </Button>
        </>
      )}
    </div>
  );
}
