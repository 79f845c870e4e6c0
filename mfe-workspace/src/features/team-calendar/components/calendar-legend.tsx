import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { DAY_LOOK_LEGEND } from '../day-look';
import { DAY_LOOK_MARK, dayLookStyle } from '../day-look-style';

/** What the cells' fills and signs mean. */
export function CalendarLegend() {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: theme.space.sm }}>
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <FormattedMessage id="work.teamCalendar.legend" />
      </h2>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: `${theme.space.sm} ${theme.space.lg}`, margin: 0, padding: 0, listStyle: 'none' }}>
        {DAY_LOOK_LEGEND.map(({ look, messageId }) => (
          <li key={look} css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm, fontSize: theme.fontSizes.sm }}>
            <span
              aria-hidden="true"
              css={{
                ...dayLookStyle(theme, look),
                display: 'inline-grid',
                placeItems: 'center',
                width: '1.5rem',
                height: '1.5rem',
                fontSize: '0.75rem',
                border: `1px solid ${theme.colors.border}`,
                color: look === 'shortened' ? theme.colors.warning : theme.colors.text,
              }}
            >
              {look === 'shortened' ? '7' : DAY_LOOK_MARK[look]}
            </span>
            <FormattedMessage id={messageId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
