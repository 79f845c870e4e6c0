/** The period a payment pays for. */
export const paymentTypes = ['annual', 'monthly'] as const;

export type PaymentType = (typeof paymentTypes)[number];
