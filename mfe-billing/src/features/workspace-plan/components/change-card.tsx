import { useId } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, RouteLink, panelStyle, required, toApiError, useSilentFailure, useToast } from '@stepwise/shared';
import { LocalDate } from '@stepwise/shared/app-kit';
import { cardExpiry, useCardName, type Subscription } from '@stepwise/shared/billing';
import { useChangeSubscriptionCardMutation, useGetCardsQuery } from '@stepwise/shared/api';
import { Form, SelectField, ValidatedForm } from '@stepwise/shared/forms';

/** The card that renews the subscription: pick another saved card, or pay with a new one. */
export function ChangeCard({ subscription }: { subscription: Subscription }) {
  const theme = useTheme();
  const intl = useIntl();
  const showToast = useToast();
  const cardName = useCardName();
  const titleId = useId();
  const { data: cards, error } = useGetCardsQuery();
  useSilentFailure('mfe_billing', error, 'loading the cards');
  const [changeCard] = useChangeSubscriptionCardMutation();

  async function submit({ card }: { card?: string }) {
    if (!card || card === subscription.card?.uuid) return;
    const result = await changeCard({ uuid: subscription.uuid, card_uuid: card });
    if ('error' in result) {
      console.error('[mfe_billing] changing the card failed', toApiError(result.error));
      showToast('error', 'billing.error.savedCard');
      return;
    }
    showToast('success', 'billing.card.changed');
  }

  return (
    <section aria-labelledby={titleId} css={{ ...panelStyle(theme), display: 'grid', gap: theme.space.sm }}>
      <h2 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
        <FormattedMessage id="billing.card.title" />
      </h2>
      <p css={{ margin: 0 }}>
        {subscription.card ? (
          <FormattedMessage
            id="billing.card.current"
            values={{ card: cardName(subscription.card), expiry: cardExpiry(subscription.card.exp_month, subscription.card.exp_year) }}
          />
        ) : (
          <FormattedMessage id="billing.card.none" />
        )}
        {subscription.auto_renew && subscription.card && subscription.end_date && (
          <>
            {' '}
            <FormattedMessage id="billing.card.renews" values={{ date: <LocalDate value={subscription.end_date} /> }} />
          </>
        )}
      </p>
      {cards && cards.length > 0 && (
        <Form<{ card?: string }> onSubmit={submit} initialValues={{ card: subscription.card?.uuid ?? cards[0].uuid }}>
          {({ handleSubmit, submitting }) => (
            <ValidatedForm handleSubmit={handleSubmit}>
              <SelectField
                name="card"
                label={intl.formatMessage({ id: 'billing.card.choose' })}
                validate={required('validation.required')}
                options={cards.map((card) => ({
                  value: card.uuid,
                  label: intl.formatMessage(
                    { id: 'billing.checkout.savedCard.option' },
                    { card: cardName(card), expiry: cardExpiry(card.exp_month, card.exp_year) },
                  ),
                }))}
              />
              <Button type="submit" busy={submitting}>
                <FormattedMessage id="billing.card.save" />
              </Button>
            </ValidatedForm>
          )}
        </Form>
      )}
      <p css={{ margin: 0 }}>
        <RouteLink to="subscription-payment" params={{ subscription: subscription.uuid }}>
          <FormattedMessage id="billing.card.newCard" />
        </RouteLink>
      </p>
    </section>
  );
}
