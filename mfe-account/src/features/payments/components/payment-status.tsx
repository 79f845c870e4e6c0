import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { PaymentStatus } from '../../../common/api/account-types';
import { PAYMENT_STATUS_LABELS } from '../payment-labels';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const theme = useTheme();
  const label = PAYMENT_STATUS_LABELS[status] ?? PAYMENT_STATUS_LABELS.pending;
  const color = { success: theme.colors.success, danger: theme.colors.danger, warning: theme.colors.warning, neutral: theme.colors.textMuted }[label.tone];
  return (
    <span
      data-status={status}
      css={{
        display: 'inline-flex',
        gap: theme.space.xs,
        alignItems: 'center',
        padding: `0 ${theme.space.sm}`,
        border: `1px solid ${color}`,
        borderRadius: theme.radii.round,
        color,
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden="true">{label.symbol}</span>
      <FormattedMessage id={label.id} />
    </span>
  );
}
