import { paymentTypes } from '@stepwise/contracts';

/** The period a payment pays for (the API contract's list). */
export { paymentTypes };

export type PaymentType = (typeof paymentTypes)[number];
