import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { StartActions } from './start-actions';

/** The closing call to action of a page: thirty days free on every plan. */
export function CtaBlock({ showPricing = true }: { showPricing?: boolean }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="marketing-cta"
      css={{
        margin: `${theme.space.xxl} 0 0`,
        padding: theme.space.xl,
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <h2 id="marketing-cta" css={{ marginTop: 0, fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id="marketing.cta.title" />
      </h2>
      <p css={{ maxWidth: '40rem', color: theme.colors.textMuted }}>
        <FormattedMessage id="marketing.cta.text" />
      </p>
      <StartActions showPricing={showPricing} />
    </section>
  );
}
