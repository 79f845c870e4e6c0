import { useTheme } from '@emotion/react';
import { visuallyHidden } from '@stepwise/shared';

export interface StepIndicatorProps {
  /** The list's accessible name ("Payment steps"). */
  label: string;
  /** The steps' titles in order, already in the user's language. */
  steps: readonly string[];
  /** Index of the current step in `steps`; the ones before it are done. */
  current: number;
  /** Said after a done step's title by screen readers ("(done)"). */
  doneLabel: string;
}

/** Where the user is in a sequence of steps: an ordered list, the current step marked with aria-current="step". */
export function StepIndicator({ label, steps, current, doneLabel }: StepIndicatorProps) {
  const theme = useTheme();
  return (
    <ol aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
      {steps.map((title, index) => {
        const isCurrent = index === current;
        const done = index < current;
        return (
          <li
            key={title}
            aria-current={isCurrent ? 'step' : undefined}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: theme.space.xs,
              padding: `${theme.space.xs} ${theme.space.sm}`,
              borderRadius: theme.radii.round,
              border: `1px solid ${isCurrent ? theme.colors.primary : theme.colors.border}`,
              fontWeight: isCurrent ? 700 : 400,
              color: done || isCurrent ? theme.colors.text : theme.colors.textMuted,
            }}
          >
            <span aria-hidden="true">{done ? '✓' : index + 1}</span>
            {title}
            {done && <span css={visuallyHidden}>{doneLabel}</span>}
          </li>
        );
      })}
    </ol>
  );
}
