import { Type, type Static } from 'typebox';
import { EmailField } from '../common/schemas.js';
import { memberRoles } from '../workspaces/enums.js';
import { WorkspaceResponse } from '../workspaces/schemas.js';
import { InstantField } from './common-work-schemas.js';
import { invitationStatuses } from './work-enums.js';

export const InvitationResponse = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    role: Type.Enum(memberRoles),
    status: Type.Enum(invitationStatuses),
    invited_by: Type.Union([Type.Integer(), Type.Null()]),
    created_at: InstantField,
    /** When the link was last emailed; the next resend is allowed INVITATION_RESEND_COOLDOWN_SECONDS later. */
    sent_at: InstantField,
    expires_at: InstantField,
  },
  { title: 'Invitation' },
);
export type InvitationResponse = Static<typeof InvitationResponse>;

export const InvitationEnvelope = Type.Object({ data: InvitationResponse }, { title: 'InvitationEnvelope' });
export const InvitationListResponse = Type.Object({ data: Type.Array(InvitationResponse) }, { title: 'InvitationList' });
export type InvitationListResponse = Static<typeof InvitationListResponse>;

export const CreateInvitationBody = Type.Object({ email: EmailField, role: Type.Enum(memberRoles) }, { additionalProperties: false });
export type CreateInvitationBody = Static<typeof CreateInvitationBody>;

export const InvitationParams = Type.Object({ id: Type.String(), invitation_id: Type.String() });
export type InvitationParams = Static<typeof InvitationParams>;

/** The token from the emailed link (`/invite/<token>`). */
export const InvitationTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type InvitationTokenBody = Static<typeof InvitationTokenBody>;

/** What the acceptance page shows before the visitor signs in (`GET /api/invitations/preview?token=`). */
export const InvitationPreviewResponse = Type.Object(
  {
    data: Type.Object({
      workspace_name: Type.String(),
      inviter_name: Type.Union([Type.String(), Type.Null()]),
      email: Type.String(),
      role: Type.Enum(memberRoles),
      status: Type.Enum(invitationStatuses),
      expires_at: InstantField,
    }),
  },
  { title: 'InvitationPreview' },
);
export type InvitationPreviewResponse = Static<typeof InvitationPreviewResponse>;

/** `GET /api/invitations/preview?token=`. */
export const InvitationPreviewQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type InvitationPreviewQuery = Static<typeof InvitationPreviewQuery>;

/** `POST /api/invitations/accept`: the workspace joined, as `GET /api/workspaces` lists it. */
export const AcceptInvitationResponse = Type.Object({ data: WorkspaceResponse }, { title: 'AcceptedInvitation' });
export type AcceptInvitationResponse = Static<typeof AcceptInvitationResponse>;
