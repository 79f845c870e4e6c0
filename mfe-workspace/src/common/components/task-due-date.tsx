import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { DueDate } from './due-date';

/** A task's due date among its facts ("due March 12, 2026"), red when the task is overdue. */
export function TaskDueDate({ value, overdue = false }: { value: string; overdue?: boolean }) {
  const theme = useTheme();
  return (
    <span css={{ color: overdue ? theme.colors.danger : theme.colors.textMuted, whiteSpace: 'nowrap' }}>
      <FormattedMessage id="work.dueDate.value" values={{ date: <DueDate value={value} /> }} />
    </span>
  );
}
