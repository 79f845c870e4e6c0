import { invitePath, INVITATION_TTL_DAYS, type MemberRole } from '@stepwise/contracts';
import { defineMail, greeting, link, text } from './types.js';

export interface WorkspaceInvitationData {
  /** The raw token of the link (only its hash is stored). */
  token: string;
  workspaceName: string;
  /** The inviting admin's full name; empty when unknown. */
  inviterName: string;
  role: MemberRole;
  expiresAt: Date;
}

/** The link of an invitation: `${PUBLIC_URL}/invite/<token>`. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${invitePath(token)}`;
}

/**
 * An admin invites someone to a workspace. Essential: a person asked for it to be sent to this
 * address, and the recipient may not have an account whose mail settings could apply.
 */
export const workspaceInvitationMail = defineMail<WorkspaceInvitationData>({
  name: 'workspace_invitation',
  essential: true,
  subject: ({ workspaceName }) => ['workspaceInvitation.subject', { workspaceName }],
  blocks: ({ token, workspaceName, inviterName, role, expiresAt }, { publicUrl }) => [
    greeting(''),
    text('workspaceInvitation.body', { hasInviter: inviterName ? 'yes' : 'no', inviterName, workspaceName, role }),
    text('workspaceInvitation.validity', { days: INVITATION_TTL_DAYS, expiresAt }),
    link('workspaceInvitation.button', invitationUrl(publicUrl, token)),
    text('workspaceInvitation.ignore'),
  ],
});
