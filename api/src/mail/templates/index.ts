export { activationCodeMail } from './activation-code.js';
export { feedbackMail, type FeedbackMailData } from './feedback.js';
export { renderMail, type RenderedMail } from './layout.js';
export { passwordChangedMail } from './password-changed.js';
export { passwordResetMail, restoreUrl } from './password-reset.js';
export type { MailBlock, MailContent, MailContext, MailTemplate } from './types.js';
export { welcomeMail } from './welcome.js';
