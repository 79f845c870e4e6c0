export { default as InvitePage } from './invite-page';
