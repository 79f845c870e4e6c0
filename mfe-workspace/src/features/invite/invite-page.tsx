import { useParams } from 'react-router';
import { LoadError, LoadingStatus, toApiError } from '@stepwise/shared';
import { useWorkInvitationPreviewQuery } from './invitation-acceptance-api';
import { WorkPage } from '../../common/components/work-page';
import { DeadEnd } from './components/dead-end';
import { InvitationCard } from './components/invitation-card';
import { previewDeadEnd } from './invitation-outcome';

/** invite (`/invite/:token`, public): the invitation from the emailed link, and joining its workspace. */
export default function InvitePage() {
  const token = useParams().token ?? '';
  const preview = useWorkInvitationPreviewQuery(token);

  let content;
  if (preview.isLoading) content = <LoadingStatus panels={1} />;
  else if (preview.error) {
    const error = toApiError(preview.error);
    content =
      error.status === 404 || error.status === 400 ? <DeadEnd kind="unknown" /> : <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
  } else if (preview.data) {
    const deadEnd = previewDeadEnd(preview.data);
    content = deadEnd ? <DeadEnd kind={deadEnd} workspaceName={preview.data.workspace_name} /> : <InvitationCard token={token} preview={preview.data} />;
  }
  return <WorkPage titleId="work.invite.title">{content}</WorkPage>;
}
