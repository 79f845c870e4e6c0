import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Notice, RouteLink } from '@stepwise/shared';
import { useEmbed } from '../../../common/embed/embed-context';

/** The link named no paid plan or no workspace of the user's: nothing to pay for. */
export function NothingToPay() {
  const theme = useTheme();
  const embed = useEmbed();
  return (
    <div css={{ display: 'grid', gap: theme.space.sm }}>
      <Notice tone="warning">
        <FormattedMessage id="billing.checkout.invalid" />
      </Notice>
      {!embed && (
        <p css={{ margin: 0 }}>
          <RouteLink to="account-workspaces">
            <FormattedMessage id="billing.link.workspaces" />
          </RouteLink>
        </p>
      )}
    </div>
  );
}
