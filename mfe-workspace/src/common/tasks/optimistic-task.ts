import { taskStatus } from '@stepwise/contracts/rules';
import type { BaseState } from '@stepwise/contracts/rules';
import type { Stage, Task, TaskTransition, UpdateTaskBody } from '../api/work-types';

export interface OptimisticContext {
  /** The viewer's date, `YYYY-MM-DD` (the displayed status depends on it). */
  today: string;
  /** The present instant, ISO. */
  now: string;
  /** The stages of the task's sphere, when known: a transition moves the task to the first stage of the new state. */
  stages?: readonly Stage[];
}

const TRANSITION_STATE: Record<TaskTransition, BaseState> = { start: 'in_progress', pause: 'paused', finish: 'finished', reopen: 'open' };

function withState(task: Task, state: BaseState, context: OptimisticContext): Task {
  const stage =
    context.stages?.find((candidate) => candidate.id === task.stage_id && candidate.state === state) ??
    context.stages?.find((candidate) => candidate.state === state);
  return {
    ...task,
    state,
    stage_id: stage?.id ?? task.stage_id,
    status: taskStatus({ state, due_on: task.due_on, estimate_minutes: task.estimate_minutes }, context.today),
  };
}

/**
 * The task as a transition will most likely leave it, shown before the API answers (then replaced
 * by its answer, or undone if it refuses). Time spent and keys are the server's to compute.
 */
export function optimisticTransition(task: Task, transition: TaskTransition, context: OptimisticContext, spentMinutes?: number): Task {
  const next = withState(task, TRANSITION_STATE[transition], context);
  switch (transition) {
    case 'start':
      return { ...next, started_at: task.started_at ?? context.now, finished_at: null };
    case 'pause':
      return { ...next, started_at: null };
    case 'finish':
      return { ...next, started_at: null, finished_at: context.now, flow_rank: null, spent_minutes: spentMinutes ?? task.spent_minutes };
    case 'reopen':
      return { ...next, finished_at: null };
  }
}

/** The task with the fields of a `PATCH /tasks/{id}` applied; a new stage brings its state. */
export function optimisticTaskPatch(task: Task, body: UpdateTaskBody, context: OptimisticContext): Task {
  const { after_task_id: _placement, ...fields } = body;
  const patched: Task = { ...task, ...fields };
  if (body.stage_id !== undefined && body.stage_id !== task.stage_id) {
    const stage = context.stages?.find((candidate) => candidate.id === body.stage_id);
    if (stage) return { ...withState(patched, stage.state, { ...context, stages: [stage] }), stage_id: stage.id };
  }
  return { ...patched, status: taskStatus({ state: patched.state, due_on: patched.due_on, estimate_minutes: patched.estimate_minutes }, context.today) };
}
