import { Type, type Static } from 'typebox';

export const ActivateBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) });
export type ActivateBody = Static<typeof ActivateBody>;

export const SendCodeResponse = Type.Object({
  resend_available_in: Type.Integer({ description: 'Seconds until another code can be requested' }),
});
export type SendCodeResponse = Static<typeof SendCodeResponse>;
