import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';

export function NotFoundPage() {
  const theme = useTheme();
  return (
    <section css={{ textAlign: 'center', padding: `${theme.space.xxl} ${theme.space.md}` }} data-status="404">
      <p css={{ fontSize: theme.fontSizes.xxl, fontWeight: 700, margin: 0 }} aria-hidden="true">
        404
      </p>
      <h1 css={{ fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id="shell.notFound.message" />
      </h1>
      <RouteLink to="index">
        <FormattedMessage id="shell.notFound.home" />
      </RouteLink>
    </section>
  );
}
