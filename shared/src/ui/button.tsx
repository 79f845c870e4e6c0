import type { ButtonHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
}

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  const theme = useTheme();
  const primary = variant === 'primary';
  return (
    <button
      type={type}
      {...props}
      css={{
        font: 'inherit',
        fontWeight: 600,
        padding: `${theme.space.sm} ${theme.space.lg}`,
        borderRadius: theme.radii.sm,
        border: primary ? 0 : `1px solid ${theme.colors.border}`,
        background: primary ? theme.colors.primary : theme.colors.background,
        color: primary ? theme.colors.primaryText : theme.colors.text,
        cursor: 'pointer',
        '&:hover:not(:disabled)': { background: primary ? theme.colors.primaryHover : theme.colors.surface },
        '&:disabled': { opacity: 0.6, cursor: 'progress' },
      }}
    />
  );
}
