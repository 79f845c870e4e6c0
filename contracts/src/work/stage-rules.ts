import type { BaseState } from './work-enums.js';

/**
 * Base states every sphere's stage list must cover: a task waits in an `open` stage, is worked on in an
 * `in_progress` one (the member's one active task) and ends in a `finished` one. A sphere may do
 * without a `paused` stage: a paused task then waits in its first `open` stage.
 */
export const REQUIRED_STAGE_STATES: readonly BaseState[] = ['open', 'in_progress', 'finished'];

/** The required base states a stage list lacks (empty when it is complete). */
export function missingStageStates(stages: ReadonlyArray<{ state: BaseState }>): BaseState[] {
  return REQUIRED_STAGE_STATES.filter((state) => !stages.some((stage) => stage.state === state));
}
