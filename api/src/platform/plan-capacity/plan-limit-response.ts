import { Type } from 'typebox';
import { PlanLimitDetails } from '@stepwise/contracts';
import { ErrorResponse } from '../../errors/error-response.js';

/**
 * The 409 of a route that may refuse with plan_limit: the error body, with the capacity's details
 * when the code is plan_limit. `description` says which other 409 codes the route has.
 */
export function planLimitErrorResponse(description: string) {
  return Type.Object(
    {
      ...ErrorResponse.properties,
      limit: Type.Optional(PlanLimitDetails.properties.limit),
      capacity: Type.Optional(PlanLimitDetails.properties.capacity),
      plan: Type.Optional(PlanLimitDetails.properties.plan),
    },
    { title: 'PlanLimitError', additionalProperties: false, description },
  );
}
