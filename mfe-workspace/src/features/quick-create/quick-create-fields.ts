import { ESTIMATE_MAX_MINUTES, TASK_TITLE_MAX_LENGTH } from '@stepwise/contracts/rules';
import { composeValidators, maxLength, required, validatorOf } from '@stepwise/shared';
import type { CreateTaskBody } from '../../common/api/work-types';
import { minutesFrom } from '../../common/tasks/minutes';
import { idOrNull } from '../../common/tasks/task-options';

export interface QuickCreateValues {
  title: string;
  assignee: string;
  sphere: string;
  stage: string;
  goal: string;
  project: string;
  estimateHours: string;
  estimateMinutes: string;
  complexity: string;
  due: string;
  another: boolean;
}

export const validateTitle = composeValidators(required('work.quickCreate.titleRequired'), maxLength(TASK_TITLE_MAX_LENGTH, 'validation.tooLong'));

/** The estimate's two fields: whole numbers, together at most the longest estimate. */
export const validateEstimate = validatorOf(['work.estimate.invalid', 'work.estimate.tooLong'], (_value, allValues) => {
  const values = allValues as Partial<QuickCreateValues> | undefined;
  const total = minutesFrom(values?.estimateHours ?? '', values?.estimateMinutes ?? '');
  if (Number.isNaN(total)) return 'work.estimate.invalid';
  if (total !== null && total > ESTIMATE_MAX_MINUTES) return 'work.estimate.tooLong';
  return undefined;
});

/** The request body: only what was given, so the API applies its defaults (first sphere, its first stage). */
export function createTaskBody(values: QuickCreateValues): CreateTaskBody {
  const body: CreateTaskBody = { title: values.title.trim(), assignee_id: idOrNull(values.assignee) };
  if (values.sphere) body.sphere_id = Number(values.sphere);
  if (values.stage) body.stage_id = Number(values.stage);
  if (values.goal) body.goal_id = Number(values.goal);
  if (values.project) body.project_id = Number(values.project);
  const estimate = minutesFrom(values.estimateHours ?? '', values.estimateMinutes ?? '');
  if (estimate !== null) body.estimate_minutes = estimate;
  if (values.complexity) body.complexity = Number(values.complexity);
  if (values.due) body.due_on = values.due;
  return body;
}
