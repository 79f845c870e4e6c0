import type { SelectOption } from '@stepwise/shared';
import { COMPLEXITY_MAX, COMPLEXITY_MIN } from '@stepwise/contracts/rules';
import type { WorkLookups } from '../hooks/use-work-lookups';
import { memberName } from '../components/member-avatar';

/** The choices of a task's fields, as select options (values are ids as text; '' is "none"). */

export function memberOptions(lookups: WorkLookups): SelectOption[] {
  return lookups.members.map((member) => ({ value: String(member.user_id), label: memberName(member) }));
}

export function goalOptions(lookups: WorkLookups): SelectOption[] {
  return lookups.goals.map((goal) => ({ value: String(goal.id), label: goal.title }));
}

export function projectOptions(lookups: WorkLookups): SelectOption[] {
  return lookups.projects.map((project) => ({ value: String(project.id), label: `${project.key} · ${project.name}` }));
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
  return Array.from({ length: COMPLEXITY_MAX - COMPLEXITY_MIN + 1 }, (_, index) => ({ value: String(COMPLEXITY_MIN + index), label: String(COMPLEXITY_MIN + index) }));
}

/** An id from a select's value ('' is none). */
export function idOrNull(value: string | undefined): number | null {
  return value === undefined || value === '' ? null : Number(value);
}
