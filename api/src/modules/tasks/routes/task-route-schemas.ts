import { Type } from 'typebox';
import { TaskBlockedDetails } from '@stepwise/contracts';
import { ErrorResponse } from '../../../errors/error-response.js';

/** 409: task_blocked (with the unfinished blockers), or illegal_transition / task_cycle / conflict (without). */
export const TaskBlockedError = Type.Object(
  { ...ErrorResponse.properties, waiting_for: Type.Optional(TaskBlockedDetails.properties.waiting_for) },
  {
    title: 'TaskConflictError',
    description:
      'task_blocked: the task waits for unfinished tasks (waiting_for), confirm to start it; illegal_transition: not from its current state; ' +
      'task_cycle: the dependencies would make it wait for itself',
  },
);
