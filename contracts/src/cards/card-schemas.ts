import { Type, type Static } from 'typebox';
import { cardBrands } from './card-enums.js';

export const CardSubscriptionResponse = Type.Object(
  { uuid: Type.String({ format: 'uuid' }), workspace_id: Type.Integer(), workspace_name: Type.String() },
  { title: 'CardSubscription' },
);

export const CardResponse = Type.Object(
  {
    uuid: Type.String({ format: 'uuid' }),
    brand: Type.Enum(cardBrands),
    last4: Type.String({ description: 'The last four digits of the card number' }),
    exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
    exp_year: Type.Integer({ description: 'Four digits' }),
    subscriptions: Type.Array(CardSubscriptionResponse, {
      description: 'Workspace subscriptions paid with this card (they cannot renew automatically once it is unlinked)',
    }),
  },
  { title: 'Card' },
);

export type CardResponse = Static<typeof CardResponse>;

export const CardList = Type.Object({ data: Type.Array(CardResponse) }, { title: 'CardList' });
export type CardList = Static<typeof CardList>;

export const CardUuidParams = Type.Object({ uuid: Type.String({ description: 'Card uuid' }) });
