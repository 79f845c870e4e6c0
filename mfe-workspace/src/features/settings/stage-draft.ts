import { missingStageStates, STAGE_NAME_MAX_LENGTH, STAGES_PER_SPHERE_MAX, type BaseState } from '@stepwise/contracts/rules';
import type { Sphere, UpdateSphereBody } from '../../common/api/work-types';

/** A stage as the editor holds it: `key` identifies it in the list (its id, or a temporary key for a new one). */
export interface DraftStage {
  key: string;
  id?: number;
  name: string;
  state: BaseState;
}

/** A sphere being edited: its name, stages in order, and where the tasks of deleted stages go. */
export interface SphereDraft {
  name: string;
  stages: DraftStage[];
  /** Deleted stage id → the kept stage id its tasks move to. */
  moves: Record<string, number>;
}

export function draftOf(sphere: Sphere): SphereDraft {
  return {
    name: sphere.name,
    stages: [...sphere.stages]
      .sort((a, b) => a.position - b.position)
      .map((stage) => ({ key: `stage-${stage.id}`, id: stage.id, name: stage.name, state: stage.state })),
    moves: {},
  };
}

/** Moves the stage at `from` to `to` (both indexes of the list). */
export function moveStage(draft: SphereDraft, from: number, to: number): SphereDraft {
  if (to < 0 || to >= draft.stages.length || from === to) return draft;
  const stages = [...draft.stages];
  const [moved] = stages.splice(from, 1);
  stages.splice(to, 0, moved!);
  return { ...draft, stages };
}

export function renameStage(draft: SphereDraft, key: string, name: string): SphereDraft {
  return { ...draft, stages: draft.stages.map((stage) => (stage.key === key ? { ...stage, name } : stage)) };
}

export function changeStageState(draft: SphereDraft, key: string, state: BaseState): SphereDraft {
  return { ...draft, stages: draft.stages.map((stage) => (stage.key === key ? { ...stage, state } : stage)) };
}

export function addStage(draft: SphereDraft, key: string, name: string): SphereDraft {
  return { ...draft, stages: [...draft.stages, { key, name, state: 'open' }] };
}

/**
 * Removes a stage. A saved one's tasks go to `moveTo` (a kept saved stage); whatever was moving to the
 * removed stage goes there too.
 */
export function removeStage(draft: SphereDraft, key: string, moveTo?: number): SphereDraft {
  const removed = draft.stages.find((stage) => stage.key === key);
  if (!removed) return draft;
  const moves = { ...draft.moves };
  if (removed.id !== undefined && moveTo !== undefined) {
    moves[String(removed.id)] = moveTo;
    for (const [from, to] of Object.entries(moves)) if (to === removed.id) moves[from] = moveTo;
  }
  return { ...draft, stages: draft.stages.filter((stage) => stage.key !== key), moves };
}

/** Saved stages a deleted stage's tasks may go to (the API accepts only kept stages of the same sphere). */
export function moveTargets(draft: SphereDraft, except: string): DraftStage[] {
  return draft.stages.filter((stage) => stage.key !== except && stage.id !== undefined);
}

/** The target offered first: a kept stage with the same base state, else the first kept stage. */
export function defaultMoveTarget(draft: SphereDraft, removed: DraftStage): number | undefined {
  const targets = moveTargets(draft, removed.key);
  return (targets.find((stage) => stage.state === removed.state) ?? targets[0])?.id;
}

export type DraftProblem = { kind: 'missingStates'; states: BaseState[] } | { kind: 'emptyName' } | { kind: 'nameTooLong' } | { kind: 'sphereNameEmpty' };

/** What keeps the draft from being saved (the contract's rules), or null. */
export function draftProblem(draft: SphereDraft): DraftProblem | null {
  if (!draft.name.trim()) return { kind: 'sphereNameEmpty' };
  if (draft.stages.some((stage) => !stage.name.trim())) return { kind: 'emptyName' };
  if (draft.stages.some((stage) => [...stage.name.trim()].length > STAGE_NAME_MAX_LENGTH)) return { kind: 'nameTooLong' };
  const missing = missingStageStates(draft.stages);
  return missing.length > 0 ? { kind: 'missingStates', states: missing } : null;
}

export function canAddStage(draft: SphereDraft): boolean {
  return draft.stages.length < STAGES_PER_SPHERE_MAX;
}

/** The PATCH body: the name when it changed, the whole stage list in order, and the moves. */
export function updateBody(sphere: Sphere, draft: SphereDraft): UpdateSphereBody {
  const name = draft.name.trim();
  return {
    ...(name !== sphere.name ? { name } : {}),
    stages: draft.stages.map((stage) => ({ ...(stage.id !== undefined ? { id: stage.id } : {}), name: stage.name.trim(), state: stage.state })),
    ...(Object.keys(draft.moves).length > 0 ? { moves: draft.moves } : {}),
  };
}

export function sameDraft(a: SphereDraft, b: SphereDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
