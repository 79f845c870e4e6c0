import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useWorkTaskQuery } from '../tasks/task-queries';

function WaitingForItem({ taskId }: { taskId: number }) {
  const { data: task } = useWorkTaskQuery(taskId);
  return <li>{task ? task.title : <FormattedMessage id="work.task.number" values={{ id: taskId }} />}</li>;
}

/** The unfinished tasks a task waits for, by title (each read once and then cached). */
export function WaitingForList({ taskIds }: { taskIds: readonly number[] }) {
  const theme = useTheme();
  return (
    <ul css={{ margin: `${theme.space.sm} 0 0`, paddingLeft: theme.space.lg }}>
      {taskIds.map((id) => (
        <WaitingForItem key={id} taskId={id} />
      ))}
    </ul>
  );
}
