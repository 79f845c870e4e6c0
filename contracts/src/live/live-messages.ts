import { Type, type Static } from 'typebox';

/**
 * What a client may send on the live channel (live-protocol.ts), checked by the API. A workspace id
 * may be any integer here: whether it names a workspace is the id rule's to say (`isId`), and one
 * that cannot is answered `unsubscribed` / `not_found`, like a workspace the user is not a member of.
 */
export const LiveAuthMessage = Type.Object(
  { type: Type.Literal('auth'), token: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

export const LiveSubscribeMessage = Type.Object(
  {
    type: Type.Literal('subscribe'),
    workspace_id: Type.Integer(),
    /** The last event number the client has applied; absent = only events from now on. */
    after: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

export const LiveUnsubscribeMessage = Type.Object({ type: Type.Literal('unsubscribe'), workspace_id: Type.Integer() }, { additionalProperties: false });

export const LivePingMessage = Type.Object({ type: Type.Literal('ping') }, { additionalProperties: false });

export const LiveClientMessage = Type.Union([LiveAuthMessage, LiveSubscribeMessage, LiveUnsubscribeMessage, LivePingMessage]);
export type LiveClientMessage = Static<typeof LiveClientMessage>;
