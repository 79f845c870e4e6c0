import { useRef, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouteLink, buttonLinkStyle, useToast, EmptyState, LoadError, LoadingStatus } from '@stepwise/shared';
import { ConfirmDialog } from '@stepwise/shared/app-kit';
import { useCardName } from '@stepwise/shared/billing';
import { useGetCardsQuery } from '@stepwise/shared/api';
import type { Card } from '../../common/api/account-types';
import { AccountPage } from '../../common/components/account-page';
import { useAccountUnlinkCardMutation } from './api/cards-api';
import { CardItem } from './components/card-item';

/** account-cards: the saved cards, which subscriptions they pay for, and unlinking them. */
export default function CardsPage() {
  const theme = useTheme();
  const intl = useIntl();
  const showToast = useToast();
  const cardName = useCardName();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: cards, error, isLoading, refetch } = useGetCardsQuery();
  const [unlinkCard, { isLoading: unlinking }] = useAccountUnlinkCardMutation();
  const [confirming, setConfirming] = useState<Card | null>(null);

  async function unlink() {
    if (!confirming) return;
    const result = await unlinkCard(confirming.uuid);
    setConfirming(null);
    if ('error' in result) {
      showToast('error', 'account.cards.unlinkFailed');
      return;
    }
    showToast('success', 'account.cards.unlinked');
    // The button that opened the dialog is gone with the card: continue from the page title.
    window.setTimeout(() => headingRef.current?.focus(), 0);
  }

  const workspaces = confirming?.subscriptions.map((subscription) => subscription.workspace_name).join(', ') ?? '';
  return (
    <AccountPage titleId="account.cards.title" headingRef={headingRef}>
      {isLoading && <LoadingStatus />}
      {error && !cards && <LoadError error={error} onRetry={() => void refetch()} />}
      {cards?.length === 0 && (
        <EmptyState
          titleId="account.cards.empty.title"
          textId="account.cards.empty.text"
          action={
            <RouteLink to="account-workspaces" css={buttonLinkStyle(theme)}>
              <FormattedMessage id="account.cards.empty.action" />
            </RouteLink>
          }
        />
      )}
      {cards && cards.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md }}>
          {cards.map((card) => (
            <CardItem key={card.uuid} card={card} onUnlink={setConfirming} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? intl.formatMessage({ id: 'account.cards.confirm.title' }, { card: cardName(confirming) }) : ''}
        confirmLabel={intl.formatMessage({ id: 'account.cards.confirm.unlink' })}
        cancelLabel={intl.formatMessage({ id: 'account.cards.confirm.cancel' })}
        tone="danger"
        busy={unlinking}
        onConfirm={() => void unlink()}
        onCancel={() => setConfirming(null)}
      >
        <p css={{ margin: 0 }}>
          <FormattedMessage id="account.cards.confirm.warning" />
        </p>
        {workspaces && (
          <p css={{ marginBottom: 0 }}>
            <FormattedMessage id="account.cards.confirm.subscriptions" values={{ workspaces: <strong>{workspaces}</strong> }} />
          </p>
        )}
      </ConfirmDialog>
    </AccountPage>
  );
}
