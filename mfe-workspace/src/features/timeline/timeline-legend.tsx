import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { useShadeFills, type ShadeKind } from '../../common/schedule/day-shade';

const KIND_MESSAGES: Record<ShadeKind, string> = {
  weekend: 'work.timeline.legend.weekend',
  holiday: 'work.timeline.legend.holiday',
  dayOff: 'work.timeline.legend.dayOff',
};
const KINDS: readonly ShadeKind[] = ['weekend', 'holiday', 'dayOff'];

/** What the fills and marks of the lanes mean. */
export function TimelineLegend() {
  const theme = useTheme();
  const fills = useShadeFills();
  const swatch = { display: 'inline-block', width: 16, height: 16, border: `1px solid ${theme.colors.border}`, borderRadius: 2, flex: 'none' } as const;
  return (
    <ul
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${theme.space.xs} ${theme.space.md}`,
        margin: 0,
        padding: 0,
        listStyle: 'none',
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
      }}
    >
      {KINDS.map((kind) => (
        <li key={kind} css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
          <span aria-hidden="true" css={swatch} style={{ background: fills[kind] }} />
          <FormattedMessage id={KIND_MESSAGES[kind]} />
        </li>
      ))}
      <li css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
        <span
          aria-hidden="true"
          css={{ ...swatch, border: 'none', background: `linear-gradient(90deg, ${theme.colors.primary} 60%, ${theme.colors.primary}4d 60%)` }}
        />
        <FormattedMessage id="work.timeline.legend.bar" />
      </li>
      <li css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
        <span aria-hidden="true" css={{ ...swatch, width: 0, border: 'none', borderLeft: `2px dotted ${theme.colors.text}` }} />
        <FormattedMessage id="work.timeline.legend.due" />
      </li>
      <li css={{ display: 'flex', alignItems: 'center', gap: theme.space.xs }}>
        <span aria-hidden="true" css={{ ...swatch, width: 0, border: 'none', borderLeft: `2px solid ${theme.colors.focus}` }} />
        <FormattedMessage id="work.timeline.legend.today" />
      </li>
    </ul>
  );
}
