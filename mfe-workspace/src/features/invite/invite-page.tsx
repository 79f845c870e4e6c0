import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** invite: Workspace invitation. */
export default function InvitePage() {
  return (
    <WorkPage titleId="work.invite.title">
      <EmptyState titleId="work.invite.empty.title" textId="work.invite.empty.text" />
    </WorkPage>
  );
}
