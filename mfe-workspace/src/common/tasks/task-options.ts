import { fullName } from '@stepwise/shared';
import type { SelectOption } from '@stepwise/shared/forms';
import { COMPLEXITY_MAX, COMPLEXITY_MIN } from '@stepwise/contracts/rules';
import type { WorkLookups } from '../hooks/use-work-lookups';

/** The choices of a task's fields, as select options (values are ids as text; '' is "none"). */

export function memberOptions(lookups: WorkLookups): SelectOption[] {
  return [...lookups.members.values()].map((member) => ({ value: String(member.user_id), label: fullName(member) }));
}

/** Goals to choose from: the archived ones only when the task already has it (`current`). */
export function goalOptions(lookups: WorkLookups, current: number | null = null): SelectOption[] {
  return [...lookups.goals.values()].filter((goal) => !goal.archived || goal.id === current).map((goal) => ({ value: String(goal.id), label: goal.title }));
}

/** Projects to choose from: the archived ones only when the task already has it (`current`). */
export function projectOptions(lookups: WorkLookups, current: number | null = null): SelectOption[] {
  return [...lookups.projects.values()]
    .filter((project) => !project.archived || project.id === current)
    .map((project) => ({ value: String(project.id), label: `${project.key} · ${project.name}` }));
}

export function sphereOptions(lookups: WorkLookups): SelectOption[] {
  return lookups.spheres.map((sphere) => ({ value: String(sphere.id), label: sphere.name }));
}

/** The stages of one sphere, in their order. */
export function stageOptions(lookups: WorkLookups, sphereId: number | null): SelectOption[] {
  const sphere = lookups.spheres.find((candidate) => candidate.id === sphereId);
  return [...(sphere?.stages ?? [])].sort((a, b) => a.position - b.position).map((stage) => ({ value: String(stage.id), label: stage.name }));
}

export function complexityOptions(): SelectOption[] {
  return Array.from({ length: COMPLEXITY_MAX - COMPLEXITY_MIN + 1 }, (_, index) => ({
    value: String(COMPLEXITY_MIN + index),
    label: String(COMPLEXITY_MIN + index),
  }));
}

/** An id from a select's value ('' is none). */
export function idOrNull(value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value);
}
