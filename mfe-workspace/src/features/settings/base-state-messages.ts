import type { BaseState } from '@stepwise/contracts/rules';

/** The four base states a stage maps to, as the settings name them. */
export const BASE_STATE_MESSAGES: Readonly<Record<BaseState, string>> = {
  open: 'work.settings.state.open',
  in_progress: 'work.settings.state.inProgress',
  paused: 'work.settings.state.paused',
  finished: 'work.settings.state.finished',
};
