import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { FeedbackForm } from '../../feedback';

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
