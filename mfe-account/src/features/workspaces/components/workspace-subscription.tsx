import { FormattedMessage } from 'react-intl';
import { useSilentFailure } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { usePlanName } from '@stepwise/shared/api';
import type { SubscriptionStatus, Workspace, WorkspaceSubscription } from '../../../common/api/account-types';
import { useAccountWorkspaceSubscriptionQuery } from '../../../common/api/workspaces-api';

const SUBSCRIPTION_MESSAGES: Record<SubscriptionStatus, string> = {
  trial: 'account.workspaces.subscription.trial',
  active: 'account.workspaces.subscription.active',
  past_due: 'account.workspaces.subscription.pastDue',
  cancelled: 'account.workspaces.subscription.cancelled',
  expired: 'account.workspaces.subscription.expired',
};

function SubscriptionSummary({ subscription }: { subscription: WorkspaceSubscription | null }) {
  const planName = usePlanName('mfe_account');
  if (!subscription) return <FormattedMessage id="account.workspaces.noSubscription" />;
  if (!subscription.ends_at) {
    return <FormattedMessage id="account.workspaces.subscription.openEnded" values={{ plan: <strong>{planName(subscription.plan)}</strong> }} />;
  }
  return (
    <FormattedMessage
      id={SUBSCRIPTION_MESSAGES[subscription.status] ?? SUBSCRIPTION_MESSAGES.active}
      values={{ plan: <strong>{planName(subscription.plan)}</strong>, date: <LocalDate value={subscription.ends_at} /> }}
    />
  );
}

/** A list item without its subscription asks for it; a failure there is only logged (spec §8). */
function FetchedSubscription({ workspaceId }: { workspaceId: number }) {
  const { data, error, isLoading } = useAccountWorkspaceSubscriptionQuery(workspaceId);
  useSilentFailure('mfe_account', error, `loading the subscription of workspace ${workspaceId}`);
  if (isLoading) return <FormattedMessage id="account.loadingShort" />;
  if (data === undefined) return null;
  return <SubscriptionSummary subscription={data} />;
}

/** Plan and end date of a workspace's subscription, or "no subscription". */
export function WorkspaceSubscriptionText({ workspace }: { workspace: Workspace }) {
  if (workspace.subscription === undefined) return <FetchedSubscription workspaceId={workspace.id} />;
  return <SubscriptionSummary subscription={workspace.subscription} />;
}
