import { missingStageStates, type BaseState, type FieldCode } from '@stepwise/contracts';

export interface CurrentStage {
  id: number;
  state: BaseState;
}

export interface WantedStage {
  id?: number;
  name: string;
  state: BaseState;
}

/** What a new stage list does to a sphere's stages. */
export interface StagePlan {
  kept: Array<{ id: number; name: string; state: BaseState; position: number; previousState: BaseState }>;
  added: Array<{ name: string; state: BaseState; position: number }>;
  deleted: number[];
  /** Deleted stage → the kept stage its tasks go to (only those the request named). */
  moves: Map<number, number>;
}

export type StagePlanResult = { plan: StagePlan } | { fields: Record<string, FieldCode> };

/** The problem of a stage list as a whole (create and update alike): a required base state is missing. */
export function stageListProblem(stages: ReadonlyArray<{ state: BaseState }>): FieldCode | undefined {
  return missingStageStates(stages).length > 0 ? 'invalid' : undefined;
}

/**
 * Compares a sphere's stages with the list a request wants (every stage in its new order; an item with
 * an id keeps that stage, one without adds a stage, a stage left out is deleted) and checks the moves:
 * each key a deleted stage, each target a kept one. Field codes name what is wrong (`stages.2.id`,
 * `moves.17`); whether a deleted stage still needs a move depends on its tasks (the service's business).
 */
export function planStages(current: readonly CurrentStage[], wanted: readonly WantedStage[], moves: Readonly<Record<string, number>> = {}): StagePlanResult {
  const fields: Record<string, FieldCode> = {};
  const currentById = new Map(current.map((stage) => [stage.id, stage]));
  const seen = new Set<number>();
  const plan: StagePlan = { kept: [], added: [], deleted: [], moves: new Map() };

  wanted.forEach((stage, position) => {
    if (stage.id === undefined) {
      plan.added.push({ name: stage.name, state: stage.state, position });
      return;
    }
    const existing = currentById.get(stage.id);
    if (!existing || seen.has(stage.id)) {
      fields[`stages.${position}.id`] = 'invalid';
      return;
    }
    seen.add(stage.id);
    plan.kept.push({ id: stage.id, name: stage.name, state: stage.state, position, previousState: existing.state });
  });
  const listProblem = stageListProblem(wanted);
  if (listProblem) fields.stages = listProblem;
  plan.deleted = current.filter((stage) => !seen.has(stage.id)).map((stage) => stage.id);

  const deleted = new Set(plan.deleted);
  for (const [key, target] of Object.entries(moves)) {
    const from = Number(key);
    if (!deleted.has(from) || !seen.has(target)) fields[`moves.${key}`] = 'invalid';
    else plan.moves.set(from, target);
  }
  return Object.keys(fields).length > 0 ? { fields } : { plan };
}
