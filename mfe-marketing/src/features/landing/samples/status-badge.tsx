import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { STATUS_LOOK, type TaskStatus } from './task-status';

/** A distinct shape per status: circle, half circle, check, pause bars, warning triangle, dashed circle. */
function StatusIcon({ status }: { status: TaskStatus }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 };
  let shape;
  switch (status) {
    case 'open':
      shape = <circle cx={7} cy={7} r={5.2} {...common} />;
      break;
    case 'in_progress':
      shape = (
        <>
          <circle cx={7} cy={7} r={5.2} {...common} />
          <path d="M7 1.8 A5.2 5.2 0 0 1 7 12.2 Z" fill="currentColor" />
        </>
      );
      break;
    case 'finished':
      shape = (
        <>
          <circle cx={7} cy={7} r={6} fill="currentColor" />
          <path d="M4.2 7.2 l2 2 l3.8 -4" fill="none" stroke="#fff" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
        </>
      );
      break;
    case 'paused':
      shape = (
        <>
          <rect x={3.5} y={2.5} width={2.5} height={9} rx={1} fill="currentColor" />
          <rect x={8} y={2.5} width={2.5} height={9} rx={1} fill="currentColor" />
        </>
      );
      break;
    case 'overdue':
      shape = (
        <>
          <path d="M7 1.5 L12.8 12 H1.2 Z" fill="currentColor" />
          <path d="M7 5.2 v3.4 M7 10.2 v0.2" stroke="#fff" strokeWidth={1.6} strokeLinecap="round" />
        </>
      );
      break;
    case 'not_scored':
      shape = <circle cx={7} cy={7} r={5.2} {...common} strokeDasharray="2.4 2" />;
      break;
  }
  return (
    <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true" focusable="false" css={{ flex: 'none' }}>
      {shape}
    </svg>
  );
}

/** The status of a task: icon and text, in colours with AA contrast. */
export function StatusBadge({ status }: { status: TaskStatus }) {
  const theme = useTheme();
  const look = STATUS_LOOK[status];
  return (
    <span
      data-status={status}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.xs,
        padding: `2px ${theme.space.sm}`,
        borderRadius: theme.radii.round,
        fontSize: theme.fontSizes.sm,
        fontWeight: 600,
        color: look.color,
        background: look.background,
        border: `1px solid ${look.color}33`,
      }}
    >
      <StatusIcon status={status} />
      <FormattedMessage id={look.label} />
    </span>
  );
}
