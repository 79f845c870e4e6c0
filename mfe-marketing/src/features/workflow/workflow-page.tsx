import { FeaturePage, type FeatureSectionConfig } from '../../common/components/feature-page';
import { ChatIllustration } from '../../common/illustrations/chat-illustration';
import { GoalsIllustration } from '../../common/illustrations/goals-illustration';
import { SpheresIllustration } from '../../common/illustrations/spheres-illustration';

const SECTIONS: readonly FeatureSectionConfig[] = [
  {
    id: 'workflow-goals',
    titleId: 'marketing.workflow.goals.title',
    textId: 'marketing.workflow.goals.text',
    pointIds: ['marketing.workflow.goals.point1', 'marketing.workflow.goals.point2', 'marketing.workflow.goals.point3'],
    Illustration: GoalsIllustration,
  },
  {
    id: 'workflow-spheres',
    titleId: 'marketing.workflow.spheres.title',
    textId: 'marketing.workflow.spheres.text',
    pointIds: ['marketing.workflow.spheres.point1', 'marketing.workflow.spheres.point2', 'marketing.workflow.spheres.point3'],
    Illustration: SpheresIllustration,
  },
  {
    id: 'workflow-communication',
    titleId: 'marketing.workflow.communication.title',
    textId: 'marketing.workflow.communication.text',
    pointIds: ['marketing.workflow.communication.point1', 'marketing.workflow.communication.point2', 'marketing.workflow.communication.point3'],
    Illustration: ChatIllustration,
  },
];

/** features-workflow: goals, spheres and custom stages, chat and notifications. */
export default function WorkflowPage() {
  return <FeaturePage route="features-workflow" titleId="marketing.workflow.title" leadId="marketing.workflow.lead" sections={SECTIONS} />;
}
