import { expect } from '@playwright/test';
import { linkIn, Mailbox } from './mailbox';
import type { SignedInPage } from './signed-in-page';
import { StackControl } from './stack-control';

/** Invites `colleague` into the owner's workspace as a member, accepts from the emailed link, and answers the colleague's user id. */
export async function joinWorkspace(owner: SignedInPage, colleague: SignedInPage, workspaceId: number): Promise<number> {
  const mailbox = new Mailbox((await StackControl.fromEnv().state()).urls.mail);
  const invited = await owner.api.call('POST', `workspaces/${workspaceId}/invitations`, { email: colleague.account.email, role: 'member' });
  expect(invited.status).toBe(201);
  const token = new URL(linkIn(await mailbox.waitFor(colleague.account.email, /invited to/), '/invite/')).pathname.split('/').pop();
  expect((await colleague.api.call('POST', 'invitations/accept', { token })).status).toBe(200);
  const members = await owner.api.call<{ data: Array<{ user_id: number; email: string }> }>('GET', `workspaces/${workspaceId}/members`);
  return members.body.data.find((member) => member.email === colleague.account.email)!.user_id;
}
