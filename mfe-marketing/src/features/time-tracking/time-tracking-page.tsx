import { FeaturePage, type FeatureSectionConfig } from '../../common/components/feature-page';
import { ReportIllustration } from '../../common/illustrations/report-illustration';
import { TimeChartIllustration } from '../../common/illustrations/time-chart-illustration';
import { TimerIllustration } from '../../common/illustrations/timer-illustration';

const SECTIONS: readonly FeatureSectionConfig[] = [
  {
    id: 'time-timer',
    titleId: 'marketing.timeTracking.timer.title',
    textId: 'marketing.timeTracking.timer.text',
    pointIds: ['marketing.timeTracking.timer.point1', 'marketing.timeTracking.timer.point2', 'marketing.timeTracking.timer.point3'],
    Illustration: TimerIllustration,
  },
  {
    id: 'time-accuracy',
    titleId: 'marketing.timeTracking.accuracy.title',
    textId: 'marketing.timeTracking.accuracy.text',
    pointIds: ['marketing.timeTracking.accuracy.point1', 'marketing.timeTracking.accuracy.point2', 'marketing.timeTracking.accuracy.point3'],
    Illustration: TimeChartIllustration,
  },
  {
    id: 'time-reports',
    titleId: 'marketing.timeTracking.reports.title',
    textId: 'marketing.timeTracking.reports.text',
    pointIds: ['marketing.timeTracking.reports.point1', 'marketing.timeTracking.reports.point2', 'marketing.timeTracking.reports.point3'],
    Illustration: ReportIllustration,
  },
];

/** features-time-tracking: the timer, estimates against reality and reports. */
export default function TimeTrackingPage() {
  return <FeaturePage route="features-time-tracking" titleId="marketing.timeTracking.title" leadId="marketing.timeTracking.lead" sections={SECTIONS} />;
}
