import { FeaturePage, type FeatureSectionConfig } from '../../common/components/feature-page';
import { BurndownIllustration } from '../../common/illustrations/burndown-illustration';
import { SprintBoardIllustration } from '../../common/illustrations/sprint-board-illustration';
import { WorkloadIllustration } from '../../common/illustrations/workload-illustration';

const SECTIONS: readonly FeatureSectionConfig[] = [
  {
    id: 'sprints-automatic',
    titleId: 'marketing.sprints.automatic.title',
    textId: 'marketing.sprints.automatic.text',
    pointIds: ['marketing.sprints.automatic.point1', 'marketing.sprints.automatic.point2', 'marketing.sprints.automatic.point3'],
    Illustration: SprintBoardIllustration,
  },
  {
    id: 'sprints-progress',
    titleId: 'marketing.sprints.progress.title',
    textId: 'marketing.sprints.progress.text',
    pointIds: ['marketing.sprints.progress.point1', 'marketing.sprints.progress.point2', 'marketing.sprints.progress.point3'],
    Illustration: BurndownIllustration,
  },
  {
    id: 'sprints-capacity',
    titleId: 'marketing.sprints.capacity.title',
    textId: 'marketing.sprints.capacity.text',
    pointIds: ['marketing.sprints.capacity.point1', 'marketing.sprints.capacity.point2', 'marketing.sprints.capacity.point3'],
    Illustration: WorkloadIllustration,
  },
];

/** features-sprints: automatic sprints of one to four weeks. */
export default function SprintsPage() {
  return <FeaturePage route="features-sprints" titleId="marketing.sprints.title" leadId="marketing.sprints.lead" sections={SECTIONS} />;
}
