import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

/** A form-level message (e.g. 'Wrong login or password'), announced to screen readers. */
export function FormAlert({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'success' }) {
  const theme = useTheme();
  const color = tone === 'danger' ? theme.colors.danger : theme.colors.success;
  return (
    <div role="alert" css={{ padding: theme.space.sm, marginBottom: theme.space.md, border: `1px solid ${color}`, color, borderRadius: theme.radii.sm }}>
      {children}
    </div>
  );
}
