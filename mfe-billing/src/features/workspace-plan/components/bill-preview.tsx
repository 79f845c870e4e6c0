import { FormattedMessage } from 'react-intl';
import { Notice, useGetWorkspaceBillingQuery } from '@stepwise/shared';
import { LocalDate } from '../../../common/format/local-date';
import { useRub } from '../../../common/format/money';
import { useSilentFailure } from '../../../common/hooks/use-silent-failure';

/** A per-member plan's next bill as it stands: the period's peak of active members and what it costs. */
export function BillPreview({ workspaceId }: { workspaceId: number }) {
  const rub = useRub();
  const { data: preview, error } = useGetWorkspaceBillingQuery(workspaceId);
  useSilentFailure(error, 'loading the bill preview');
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
