import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, selectIsAuth, useAppSelector } from '@stepwise/shared';
import { primaryLinkStyle, secondaryLinkStyle } from './link-styles';

/**
 * The call to action of a page: a guest registers (or sees the prices), a signed-in user goes on
 * to create a workspace.
 */
export function StartActions({ showPricing = true }: { showPricing?: boolean }) {
  const theme = useTheme();
  const isAuth = useAppSelector(selectIsAuth);
  return (
    <div css={{ display: 'flex', gap: theme.space.md, flexWrap: 'wrap', alignItems: 'center' }}>
      {isAuth ? (
        <RouteLink to="new-workspace" css={primaryLinkStyle(theme)}>
          <FormattedMessage id="marketing.cta.createWorkspace" />
        </RouteLink>
      ) : (
        <RouteLink to="register" css={primaryLinkStyle(theme)}>
          <FormattedMessage id="marketing.cta.startFree" />
        </RouteLink>
      )}
      {showPricing && (
        <RouteLink to="pricing" css={secondaryLinkStyle(theme)}>
          <FormattedMessage id="marketing.cta.seePricing" />
        </RouteLink>
      )}
    </div>
  );
}
