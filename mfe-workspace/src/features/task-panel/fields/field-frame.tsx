import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FieldHelp } from '@stepwise/shared/forms';

/** An inline-edited field: its label above, the control, and a message line that keeps its height. */
export function FieldFrame({
  id,
  label,
  error,
  messageIds,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  messageIds?: readonly string[];
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.xs }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: theme.fontSizes.sm }}>
        {label}
      </label>
      {children}
      <FieldHelp id={id} error={error} messageIds={messageIds} />
    </div>
  );
}

/** The box of an inline-edited control. */
export function inlineControlStyle(theme: import('@emotion/react').Theme, invalid = false) {
  return {
    font: 'inherit',
    width: '100%',
    minHeight: 44,
    padding: theme.space.sm,
    border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radii.sm,
    background: theme.colors.background,
    color: theme.colors.text,
  } as const;
}
