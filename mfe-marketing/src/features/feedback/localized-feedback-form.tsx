import { PageMessages } from '../../common/i18n/page-messages';
import { feedbackMessages } from './feedback-messages';
import { FeedbackForm } from './feedback-form';

/** The form with its own copy, for a page whose catalogue does not carry it (the landing page loads the form later). */
export function LocalizedFeedbackForm() {
  return (
    <PageMessages loaders={feedbackMessages}>
      <FeedbackForm />
    </PageMessages>
  );
}
