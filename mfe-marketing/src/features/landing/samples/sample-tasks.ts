import type { TaskStatus } from './task-status';

export interface SampleTask {
  status: TaskStatus;
  title: string;
  assignee: string;
  /** Estimate in hours; none for a task not scored yet. */
  hours?: number;
  /** The date line: its message and the working-day offset of its date from today. */
  when: { id: string; days?: number };
}

/** One example task in every status, as they appear in a workspace. */
export const SAMPLE_TASKS: readonly SampleTask[] = [
  {
    status: 'open',
    title: 'marketing.landing.samples.task.open',
    assignee: 'marketing.landing.samples.person.igor',
    hours: 8,
    when: { id: 'marketing.landing.samples.forecast', days: 4 },
  },
  {
    status: 'in_progress',
    title: 'marketing.landing.samples.task.inProgress',
    assignee: 'marketing.landing.samples.person.anna',
    hours: 6,
    when: { id: 'marketing.landing.samples.forecast', days: 1 },
  },
  {
    status: 'finished',
    title: 'marketing.landing.samples.task.finished',
    assignee: 'marketing.landing.samples.person.maria',
    hours: 3,
    when: { id: 'marketing.landing.samples.finishedOn', days: -1 },
  },
  {
    status: 'paused',
    title: 'marketing.landing.samples.task.paused',
    assignee: 'marketing.landing.samples.person.dmitry',
    hours: 5,
    when: { id: 'marketing.landing.samples.onHold' },
  },
  {
    status: 'overdue',
    title: 'marketing.landing.samples.task.overdue',
    assignee: 'marketing.landing.samples.person.igor',
    hours: 4,
    when: { id: 'marketing.landing.samples.wasDue', days: -2 },
  },
  {
    status: 'not_scored',
    title: 'marketing.landing.samples.task.notScored',
    assignee: 'marketing.landing.samples.person.maria',
    when: { id: 'marketing.landing.samples.needsEstimate' },
  },
];
