import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

export type NoticeTone = 'success' | 'info';

/** A non-error notice box (a code was sent, a password was changed). */
export function Notice({ children, tone = 'success' }: { children: ReactNode; tone?: NoticeTone }) {
  const theme = useTheme();
  const color = tone === 'success' ? theme.colors.success : theme.colors.text;
  return (
    <p css={{ padding: theme.space.sm, margin: `0 0 ${theme.space.md}`, border: `1px solid ${color}`, color, borderRadius: theme.radii.sm }}>{children}</p>
  );
}

/**
 * A polite live region. Render it from the start and change what is inside: screen readers
 * announce changes of a region they already know, not always a region that appears with its text.
 */
export function StatusRegion({ children }: { children?: ReactNode }) {
  return <div role="status">{children}</div>;
}

/** A notice shown together with the page (it is read with the page, the region is for later changes). */
export function StatusMessage({ children, tone = 'success' }: { children: ReactNode; tone?: NoticeTone }) {
  return (
    <StatusRegion>
      <Notice tone={tone}>{children}</Notice>
    </StatusRegion>
  );
}
