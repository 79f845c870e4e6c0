import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-settings: Settings. */
export default function SettingsPage() {
  return (
    <WorkPage titleId="work.settings.title">
      <EmptyState titleId="work.settings.empty.title" textId="work.settings.empty.text" />
    </WorkPage>
  );
}
