import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { cardExpiry, useCardName, type Card } from '@stepwise/shared/billing';

/** The saved cards as a choice: masked number and expiry. */
export function SavedCardPicker({ cards, value, onChange }: { cards: Card[]; value: string | null; onChange: (uuid: string) => void }) {
  const theme = useTheme();
  const cardName = useCardName();
  return (
    <fieldset css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space.md, margin: 0 }}>
      <legend css={{ fontWeight: 600 }}>
        <FormattedMessage id="billing.checkout.savedCard.legend" />
      </legend>
      {cards.map((card) => (
        <label
          key={card.uuid}
          css={{ display: 'flex', alignItems: 'center', minHeight: '44px', gap: theme.space.sm, padding: `0 ${theme.space.sm}`, cursor: 'pointer' }}
        >
          <input type="radio" name="saved-card" value={card.uuid} checked={value === card.uuid} onChange={() => onChange(card.uuid)} />
          <span>
            <FormattedMessage id="billing.checkout.savedCard.option" values={{ card: cardName(card), expiry: cardExpiry(card.exp_month, card.exp_year) }} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
