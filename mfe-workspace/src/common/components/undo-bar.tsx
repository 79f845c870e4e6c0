import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import { TOAST_DURATION_MS } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';

export interface UndoBarProps {
  /** What was done, in the user's language ("The goal «Beta» is archived"). */
  text: string;
  onUndo: () => void;
  onDismiss: () => void;
}

/**
 * Says what was just done, with a way back: stays as long as a toast, announced politely, and its
 * Undo button is reachable by keyboard (a toast's text alone would not be).
 */
export function UndoBar({ text, onUndo, onDismiss }: UndoBarProps) {
  const theme = useTheme();
  useEffect(() => {
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss, text]);
  return (
    <div
      role="status"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space.sm,
        padding: theme.space.sm,
        paddingLeft: theme.space.md,
        borderLeft: `4px solid ${theme.colors.success}`,
        background: theme.colors.surface,
        borderRadius: theme.radii.sm,
      }}
    >
      <span>{text}</span>
      <button
        type="button"
        onClick={onUndo}
        css={{
          font: 'inherit',
          fontWeight: 600,
          minHeight: 44,
          padding: `0 ${theme.space.md}`,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.sm,
          background: theme.colors.background,
          color: theme.colors.primary,
          cursor: 'pointer',
        }}
      >
        <FormattedMessage id="work.common.undo" />
      </button>
    </div>
  );
}
