import { useTheme } from '@emotion/react';

/** A determinate progress bar (0–100) with an accessible name. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const theme = useTheme();
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      css={{ height: 8, borderRadius: theme.radii.round, background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, overflow: 'hidden' }}
    >
      <div css={{ width: `${clamped}%`, height: '100%', background: theme.colors.primary, transition: 'width 120ms linear' }} />
    </div>
  );
}
