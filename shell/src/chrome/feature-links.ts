import type { RouteName } from '@stepwise/shared';

/** The features dropdown, in the order of the specification. */
export const FEATURE_LINKS: Array<{ route: RouteName; label: string }> = [
  { route: 'features-taskflow', label: 'shell.features.taskFlow' },
  { route: 'features-sprints', label: 'shell.features.sprints' },
  { route: 'features-knowledge', label: 'shell.features.knowledge' },
  { route: 'features-time-tracking', label: 'shell.features.timeTracking' },
  { route: 'features-workflow', label: 'shell.features.workflow' },
];
