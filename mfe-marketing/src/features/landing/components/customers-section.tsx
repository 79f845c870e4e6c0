import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { TextCards } from '../../../common/components/text-cards';

const SEGMENTS = [
  ['marketing.landing.customers.software.title', 'marketing.landing.customers.software.text'],
  ['marketing.landing.customers.agencies.title', 'marketing.landing.customers.agencies.text'],
  ['marketing.landing.customers.marketing.title', 'marketing.landing.customers.marketing.text'],
  ['marketing.landing.customers.product.title', 'marketing.landing.customers.product.text'],
  ['marketing.landing.customers.outsource.title', 'marketing.landing.customers.outsource.text'],
  ['marketing.landing.customers.education.title', 'marketing.landing.customers.education.text'],
] as const;

/** The teams Stepwise is made for and what each of them gets out of it. */
export function CustomersSection() {
  const theme = useTheme();
  return (
    <section aria-labelledby="landing-customers" css={{ padding: `${theme.space.xl} 0`, contentVisibility: 'auto', containIntrinsicSize: 'auto 520px' }}>
      <h2 id="landing-customers" css={{ fontSize: theme.fontSizes.xl, marginTop: 0 }}>
        <FormattedMessage id="marketing.landing.customers.title" />
      </h2>
      <p css={{ maxWidth: '44rem', color: theme.colors.textMuted }}>
        <FormattedMessage id="marketing.landing.customers.lead" />
      </p>
      <TextCards cards={SEGMENTS} gap={theme.space.md} />
    </section>
  );
}
