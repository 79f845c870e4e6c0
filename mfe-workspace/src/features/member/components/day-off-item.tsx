import { useTheme } from '@emotion/react';
import type { DayOffResponse } from '@stepwise/contracts';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { DAY_OFF_KIND_MESSAGES } from '../day-off-values';

export interface DayOffItemProps {
  dayOff: DayOffResponse;
  dates: string;
  /** Offered to whoever may change the member's days off. */
  onDelete?: (dayOff: DayOffResponse) => void;
}

/** One day off: its kind, its days (and hours), and Delete. */
export function DayOffItem({ dayOff, dates, onDelete }: DayOffItemProps) {
  const theme = useTheme();
  const intl = useIntl();
  const kind = intl.formatMessage({ id: DAY_OFF_KIND_MESSAGES[dayOff.kind] });
  return (
    <li
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space.sm,
        padding: `${theme.space.xs} 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <strong>{kind}</strong> · <time dateTime={dayOff.from}>{dates}</time>
      </span>
      {onDelete && (
        <Button variant="secondary" onClick={() => onDelete(dayOff)} aria-label={intl.formatMessage({ id: 'work.dayOff.deleteOf' }, { kind, dates })}>
          <FormattedMessage id="work.dayOff.delete" />
        </Button>
      )}
    </li>
  );
}
