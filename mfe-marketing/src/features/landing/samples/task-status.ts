/** The statuses of the sample tasks on the landing page (spec §3 Task sample statuses). */
export const TASK_STATUSES = ['open', 'in_progress', 'finished', 'paused', 'overdue', 'not_scored'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface StatusLook {
  /** Message id of the localized label. */
  label: string;
  /** Text and icon colour; at least 4.5:1 against the background (WCAG AA). */
  color: string;
  background: string;
}

/** Each status has its own label and icon shape as well as its colour, so colour is never the only cue. */
export const STATUS_LOOK: Readonly<Record<TaskStatus, StatusLook>> = {
  open: { label: 'marketing.landing.status.open', color: '#1d39c4', background: '#eef2ff' },
  in_progress: { label: 'marketing.landing.status.in_progress', color: '#0b6470', background: '#e3fafc' },
  finished: { label: 'marketing.landing.status.finished', color: '#1f6f32', background: '#ebfbee' },
  paused: { label: 'marketing.landing.status.paused', color: '#4a5560', background: '#f1f3f5' },
  overdue: { label: 'marketing.landing.status.overdue', color: '#a61e1e', background: '#fff0f0' },
  not_scored: { label: 'marketing.landing.status.not_scored', color: '#7a1f8f', background: '#f8f0fc' },
};
