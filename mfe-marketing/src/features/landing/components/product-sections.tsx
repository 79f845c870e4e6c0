import { IllustratedSection } from '../../../common/components/illustrated-section';
import { AiEstimateIllustration } from '../../../common/illustrations/ai-estimate-illustration';
import { ScheduleIllustration } from '../../../common/illustrations/schedule-illustration';
import { SpheresIllustration } from '../../../common/illustrations/spheres-illustration';
import { SprintBoardIllustration } from '../../../common/illustrations/sprint-board-illustration';
import { TimeChartIllustration } from '../../../common/illustrations/time-chart-illustration';

/** The ordered task flow: one active task each, schedules with weekends and holidays. */
export function TasksSection() {
  return (
    <IllustratedSection
      id="landing-tasks"
      titleId="marketing.landing.tasks.title"
      textId="marketing.landing.tasks.text"
      pointIds={['marketing.landing.tasks.point1', 'marketing.landing.tasks.point2', 'marketing.landing.tasks.point3']}
      Illustration={ScheduleIllustration}
      link={{ to: 'features-taskflow', labelId: 'marketing.landing.tasks.link' }}
    />
  );
}

/** The AI estimation helper. */
export function AiScoringSection() {
  return (
    <IllustratedSection
      id="landing-ai"
      titleId="marketing.landing.ai.title"
      textId="marketing.landing.ai.text"
      pointIds={['marketing.landing.ai.point1', 'marketing.landing.ai.point2', 'marketing.landing.ai.point3']}
      Illustration={AiEstimateIllustration}
      link={{ to: 'features-taskflow', labelId: 'marketing.landing.ai.link' }}
      reverse
    />
  );
}

export function TimeTrackingSection() {
  return (
    <IllustratedSection
      id="landing-time"
      titleId="marketing.landing.time.title"
      textId="marketing.landing.time.text"
      pointIds={['marketing.landing.time.point1', 'marketing.landing.time.point2', 'marketing.landing.time.point3']}
      Illustration={TimeChartIllustration}
      link={{ to: 'features-time-tracking', labelId: 'marketing.landing.time.link' }}
    />
  );
}

/** Goals, spheres of responsibility and custom stages per sphere. */
export function SpheresSection() {
  return (
    <IllustratedSection
      id="landing-spheres"
      titleId="marketing.landing.spheres.title"
      textId="marketing.landing.spheres.text"
      pointIds={['marketing.landing.spheres.point1', 'marketing.landing.spheres.point2', 'marketing.landing.spheres.point3']}
      Illustration={SpheresIllustration}
      link={{ to: 'features-workflow', labelId: 'marketing.landing.spheres.link' }}
      reverse
    />
  );
}

export function SprintsSection() {
  return (
    <IllustratedSection
      id="landing-sprints"
      titleId="marketing.landing.sprints.title"
      textId="marketing.landing.sprints.text"
      pointIds={['marketing.landing.sprints.point1', 'marketing.landing.sprints.point2', 'marketing.landing.sprints.point3']}
      Illustration={SprintBoardIllustration}
      link={{ to: 'features-sprints', labelId: 'marketing.landing.sprints.link' }}
    />
  );
}
