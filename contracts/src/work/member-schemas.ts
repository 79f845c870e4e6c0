import { Type, type Static } from 'typebox';
import { memberRoles, memberStatuses } from '../workspaces/enums.js';
import { InstantField } from './common-work-schemas.js';

export const MemberResponse = Type.Object(
  {
    user_id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    role: Type.Enum(memberRoles),
    status: Type.Enum(memberStatuses),
    joined_at: InstantField,
    photo_url: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Member' },
);
export type MemberResponse = Static<typeof MemberResponse>;

export const MemberListResponse = Type.Object({ data: Type.Array(MemberResponse) }, { title: 'MemberList' });
export type MemberListResponse = Static<typeof MemberListResponse>;
export const MemberEnvelope = Type.Object({ data: MemberResponse }, { title: 'MemberEnvelope' });

export const MemberParams = Type.Object({ id: Type.String(), user_id: Type.String() });
export type MemberParams = Static<typeof MemberParams>;

/** `GET /workspaces/{id}/members`: active members by default; `status=all` adds former (inactive) ones. */
export const MemberListQuery = Type.Object(
  { status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('all')], { description: 'active (default) or all' })) },
  { additionalProperties: false },
);
export type MemberListQuery = Static<typeof MemberListQuery>;

export const UpdateMemberBody = Type.Object({ role: Type.Enum(memberRoles) }, { additionalProperties: false });
export type UpdateMemberBody = Static<typeof UpdateMemberBody>;
