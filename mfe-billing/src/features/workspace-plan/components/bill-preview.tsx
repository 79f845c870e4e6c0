import { FormattedMessage } from 'react-intl';
import { Notice, useSilentFailure } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { useGetWorkspaceBillingQuery } from '@stepwise/shared/api';
import { useRub } from '../../../common/format/money';

/** A per-member plan's next bill as it stands: the period's peak of active members and what it costs. */
export function BillPreview({ workspaceId }: { workspaceId: number }) {
  const rub = useRub();
  const { data: preview, error } = useGetWorkspaceBillingQuery(workspaceId);
  useSilentFailure('mfe_billing', error, 'loading the bill preview');
  if (!preview) return null;
  return (
    <Notice>
      <FormattedMessage
        id="billing.plan.preview"
        values={{ count: preview.peak_active_members, amount: rub(preview.amount), date: <LocalDate value={preview.billing_date} /> }}
      />
    </Notice>
  );
}
