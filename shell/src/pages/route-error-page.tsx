import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink } from '@stepwise/shared';
import { describeRouteError } from './describe-route-error';
import { NotFoundPage } from './not-found-page';

/** The error page: status and message; 404 gets the not-found text and a link home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const theme = useTheme();
  const { statusCode, message } = describeRouteError(error);
  if (statusCode === 404) return <NotFoundPage />;
  return (
    <section css={{ textAlign: 'center', padding: `${theme.space.xxl} ${theme.space.md}` }} data-status={statusCode}>
      <h1>
        <FormattedMessage id="shell.error.title" values={{ status: statusCode }} />
      </h1>
      <p>{message === 'Error' ? <FormattedMessage id="shell.error.defaultMessage" /> : message}</p>
      <RouteLink to="index">
        <FormattedMessage id="shell.error.home" />
      </RouteLink>
    </section>
  );
}
