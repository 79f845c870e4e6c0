import type { Plan } from '@stepwise/shared';
import { jsonResponse, planChangePreviewFixture, type ApiCall } from '@stepwise/shared/testing';

/**
 * `GET workspaces/{id}/billing/change` of a workspace without a paid plan: the full price of what
 * the query asks for (per-member plans × `members`), nothing credited.
 */
export function fullPricePreview(plans: Plan[], members = 3) {
  return (call: ApiCall) => {
    const plan = plans.find((each) => each.code === call.query.get('plan'))!;
    const annual = call.query.get('price_type') === 'annual';
    const unit = annual ? plan.prices.annual : plan.prices.monthly;
    const price = plan.price_type === 'per_member_month' ? unit * members : unit;
    return jsonResponse(200, planChangePreviewFixture({ plan: plan.code, price_type: annual ? 'annual' : plan.price_type, price, amount_due: price }));
  };
}
