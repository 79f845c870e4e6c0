import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, panelStyle } from '@stepwise/shared';
import { cardExpiry, useCardName } from '@stepwise/shared/billing';
import type { Card } from '../../../common/api/account-types';

export function CardItem({ card, onUnlink }: { card: Card; onUnlink: (card: Card) => void }) {
  const theme = useTheme();
  const intl = useIntl();
  const cardName = useCardName();
  const headingId = useId();
  const workspaces = card.subscriptions.map((subscription) => subscription.workspace_name).join(', ');
  return (
    <li
      aria-labelledby={headingId}
      css={{ ...panelStyle(theme), display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <div css={{ display: 'grid', gap: theme.space.xs }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          {cardName(card)}
        </h2>
        <span>
          <FormattedMessage id="account.cards.expires" values={{ expiry: cardExpiry(card.exp_month, card.exp_year) }} />
        </span>
        <span css={{ color: theme.colors.textMuted }}>
          {workspaces ? <FormattedMessage id="account.cards.usedBy" values={{ workspaces }} /> : <FormattedMessage id="account.cards.unused" />}
        </span>
      </div>
      <Button variant="secondary" onClick={() => onUnlink(card)} aria-label={intl.formatMessage({ id: 'account.cards.unlinkLabel' }, { card: cardName(card) })}>
        <FormattedMessage id="account.cards.unlink" />
      </Button>
    </li>
  );
}
