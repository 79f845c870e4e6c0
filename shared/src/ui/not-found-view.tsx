import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '../routes/route-link';

/** The 404 of the product's error page (spec §2): the status, 'This page could not be found', a link home. */
export function NotFoundView() {
  const theme = useTheme();
  return (
    <section css={{ textAlign: 'center', padding: `${theme.space.xxl} ${theme.space.md}` }} data-status="404">
      <p css={{ fontSize: theme.fontSizes.xxl, fontWeight: 700, margin: 0 }} aria-hidden="true">
        404
      </p>
      <h1 css={{ fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id="notFound.message" />
      </h1>
      <RouteLink to="index">
        <FormattedMessage id="notFound.home" />
      </RouteLink>
    </section>
  );
}
