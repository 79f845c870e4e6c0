import { useTheme, keyframes } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from './styles';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export interface SkeletonProps {
  width?: string;
  height?: string;
}

/** A grey block where content will be: keeps the page's shape while its data loads. */
export function Skeleton({ width = '100%', height = '1rem' }: SkeletonProps) {
  const theme = useTheme();
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      css={{
        display: 'block',
        width,
        maxWidth: '100%',
        height,
        borderRadius: theme.radii.sm,
        background: theme.colors.border,
        animation: `${pulse} 1.4s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/** A panel of skeleton lines (a card, a list row, a form). */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  const theme = useTheme();
  const widths = ['60%', '90%', '75%', '40%'];
  return (
    <div
      aria-hidden="true"
      css={{ display: 'grid', gap: theme.space.sm, padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={widths[index % widths.length]} height={index === 0 ? '1.25rem' : '1rem'} />
      ))}
    </div>
  );
}

/**
 * While a page's data loads: skeleton panels in the page's frame at once, and a polite status line
 * for screen readers (the blocks themselves are hidden from them).
 */
export function LoadingStatus({ messageId = 'status.loading', panels = 2 }: { messageId?: string; panels?: number }) {
  const theme = useTheme();
  return (
    <div aria-busy="true" data-testid="loading-skeleton" css={{ display: 'grid', gap: theme.space.md }}>
      <p role="status" css={visuallyHidden}>
        <FormattedMessage id={messageId} />
      </p>
      {Array.from({ length: panels }, (_, index) => (
        <SkeletonLines key={index} lines={index === 0 ? 3 : 2} />
      ))}
    </div>
  );
}
