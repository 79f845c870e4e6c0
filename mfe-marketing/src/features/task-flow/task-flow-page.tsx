import { FeaturePage, type FeatureSectionConfig } from '../../common/components/feature-page';
import { AiEstimateIllustration } from '../../common/illustrations/ai-estimate-illustration';
import { ScheduleIllustration } from '../../common/illustrations/schedule-illustration';
import { TaskFlowIllustration } from '../../common/illustrations/task-flow-illustration';
import { WorkloadIllustration } from '../../common/illustrations/workload-illustration';

const SECTIONS: readonly FeatureSectionConfig[] = [
  {
    id: 'task-flow-forecast',
    titleId: 'marketing.taskFlow.forecast.title',
    textId: 'marketing.taskFlow.forecast.text',
    pointIds: ['marketing.taskFlow.forecast.point1', 'marketing.taskFlow.forecast.point2', 'marketing.taskFlow.forecast.point3'],
    Illustration: TaskFlowIllustration,
  },
  {
    id: 'task-flow-active',
    titleId: 'marketing.taskFlow.active.title',
    textId: 'marketing.taskFlow.active.text',
    pointIds: ['marketing.taskFlow.active.point1', 'marketing.taskFlow.active.point2', 'marketing.taskFlow.active.point3'],
    Illustration: WorkloadIllustration,
  },
  {
    id: 'task-flow-schedules',
    titleId: 'marketing.taskFlow.schedules.title',
    textId: 'marketing.taskFlow.schedules.text',
    pointIds: ['marketing.taskFlow.schedules.point1', 'marketing.taskFlow.schedules.point2', 'marketing.taskFlow.schedules.point3'],
    Illustration: ScheduleIllustration,
  },
  {
    id: 'task-flow-ai',
    titleId: 'marketing.taskFlow.ai.title',
    textId: 'marketing.taskFlow.ai.text',
    pointIds: ['marketing.taskFlow.ai.point1', 'marketing.taskFlow.ai.point2', 'marketing.taskFlow.ai.point3'],
    Illustration: AiEstimateIllustration,
  },
];

/** features-taskflow: the ordered task flow and deadline forecasts. */
export default function TaskFlowPage() {
  return <FeaturePage route="features-taskflow" titleId="marketing.taskFlow.title" leadId="marketing.taskFlow.lead" sections={SECTIONS} />;
}
