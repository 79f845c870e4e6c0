import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

/** A polite, non-blocking status message (announced without interrupting). */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' | 'warning' }) {
  const theme = useTheme();
  const color = tone === 'success' ? theme.colors.success : tone === 'warning' ? theme.colors.warning : theme.colors.text;
  return (
    <div
      role="status"
      css={{ padding: theme.space.sm, marginBottom: theme.space.md, borderLeft: `4px solid ${color}`, background: theme.colors.surface, color }}
    >
      {children}
    </div>
  );
}
