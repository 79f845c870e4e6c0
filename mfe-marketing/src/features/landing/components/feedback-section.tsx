import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { hydrateWhenReached } from '../../../common/components/hydrate-when-reached';

// Near the end of a long page: its form's code and copy (with the forms library) wait until a visitor comes to it.
const FeedbackForm = hydrateWhenReached('landing-feedback', () =>
  import('../../feedback').then(({ LocalizedFeedbackForm }) => ({ default: LocalizedFeedbackForm })),
);

export function FeedbackSection() {
  const theme = useTheme();
  return (
    <section aria-labelledby="landing-feedback" css={{ padding: `${theme.space.xl} 0` }}>
      <h2 id="landing-feedback" css={{ fontSize: theme.fontSizes.xl, marginTop: 0 }}>
        <FormattedMessage id="marketing.landing.feedback.title" />
      </h2>
      <p css={{ maxWidth: '40rem', color: theme.colors.textMuted }}>
        <FormattedMessage id="marketing.landing.feedback.lead" />
      </p>
      <FeedbackForm />
    </section>
  );
}
