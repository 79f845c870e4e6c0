import { EmptyState } from '@stepwise/shared';
import { WorkPage } from '../../common/components/work-page';

/** workspace-projects: Projects. */
export default function ProjectsPage() {
  return (
    <WorkPage titleId="work.projects.title">
      <EmptyState titleId="work.projects.empty.title" textId="work.projects.empty.text" />
    </WorkPage>
  );
}
