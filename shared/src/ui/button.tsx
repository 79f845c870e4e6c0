import type { ButtonHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  /** Work in progress: announced as busy and not clickable, but keeps keyboard focus (unlike disabled). */
  busy?: boolean;
}

export function Button({ variant = 'primary', type = 'button', busy = false, onClick, ...props }: ButtonProps) {
  const theme = useTheme();
  const filled = variant !== 'secondary';
  const fill = variant === 'danger' ? theme.colors.danger : theme.colors.primary;
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
      css={{
        font: 'inherit',
        fontWeight: 600,
        minHeight: '44px',
        padding: `${theme.space.sm} ${theme.space.lg}`,
        borderRadius: theme.radii.sm,
        border: filled ? 0 : `1px solid ${theme.colors.border}`,
        background: filled ? fill : theme.colors.background,
        color: filled ? theme.colors.primaryText : theme.colors.text,
        cursor: busy ? 'progress' : 'pointer',
        opacity: busy ? 0.7 : 1,
        '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
        '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      }}
    />
  );
}
