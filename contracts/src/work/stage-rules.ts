import type { BaseState } from './work-enums.js';

/**
 * Base states every sphere's stage list must cover: a task starts in an `open` stage and ends in a
 * `finished` one. A sphere may do without `in_progress` or `paused` stages.
 */
export const REQUIRED_STAGE_STATES: readonly BaseState[] = ['open', 'finished'];

/** The required base states a stage list lacks (empty when it is complete). */
export function missingStageStates(stages: ReadonlyArray<{ state: BaseState }>): BaseState[] {
  return REQUIRED_STAGE_STATES.filter((state) => !stages.some((stage) => stage.state === state));
}
