// The feedback feature's public surface: the contacts and landing pages embed the same form.
export { FeedbackForm } from './feedback-form';
export { LocalizedFeedbackForm } from './localized-feedback-form';
