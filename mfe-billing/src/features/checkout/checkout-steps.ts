export const CHECKOUT_STEPS = ['method', 'details', 'result'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_TITLES: Record<CheckoutStep, string> = {
  method: 'billing.checkout.step.method',
  details: 'billing.checkout.step.details',
  result: 'billing.checkout.step.result',
};
