import { useTheme } from '@emotion/react';
import { FormattedDate, FormattedMessage } from 'react-intl';

/** A due date, short ("12 Mar"), red when the task is overdue. Dates are calendar days: shown in UTC so no zone moves them. */
export function DueDate({ value, overdue = false }: { value: string; overdue?: boolean }) {
  const theme = useTheme();
  return (
    <span css={{ color: overdue ? theme.colors.danger : theme.colors.textMuted, whiteSpace: 'nowrap' }}>
      <FormattedMessage
        id="work.dueDate.value"
        values={{
          date: (
            <time dateTime={value}>
              <FormattedDate value={`${value}T00:00:00Z`} timeZone="UTC" day="numeric" month="short" />
            </time>
          ),
        }}
      />
    </span>
  );
}
