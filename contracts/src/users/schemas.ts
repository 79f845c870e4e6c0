import { Type, type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../auth/limits.js';
import { NameField } from '../common/schemas.js';
import { userLangs, userStatuses } from './enums.js';

export const UserResponse = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    status: Type.Enum(userStatuses, { description: "'new' until the emailed code is entered" }),
    lang: Type.Enum(userLangs),
    photo_sm: Type.Union([Type.String(), Type.Null()], { description: 'URL of the 64×64 photo, or null' }),
    photo_lg: Type.Union([Type.String(), Type.Null()], { description: 'URL of the 256×256 photo, or null' }),
  },
  { title: 'User' },
);

export type UserResponse = Static<typeof UserResponse>;

export const UpdateMeBody = Type.Object({
  first_name: Type.Optional(NameField),
  last_name: Type.Optional(NameField),
  lang: Type.Optional(Type.Enum(userLangs)),
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: 'Required with new_password' })),
  new_password: Type.Optional(
    Type.String({
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'At least 8 characters; empty or absent leaves the password as it is',
    }),
  ),
});
export type UpdateMeBody = Static<typeof UpdateMeBody>;
