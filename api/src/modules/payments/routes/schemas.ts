import { Type } from 'typebox';
import { paymentTypes, planCodes } from '../../../db/schema/index.js';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const IdempotencyKey = Type.String({
  minLength: 1,
  maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
  description: 'The client’s key for this checkout (e.g. a UUID); repeating it returns the payment it created',
});

export const CheckoutFields = {
  workspace_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  plan: Type.Enum(planCodes, { description: 'A paid plan (the free one is 422 plan_not_payable)' }),
  price_type: Type.Enum(paymentTypes, { description: 'The period paid for' }),
  idempotency_key: IdempotencyKey,
};

export const UuidParams = Type.Object({ uuid: Type.String({ description: 'Payment uuid' }) });
