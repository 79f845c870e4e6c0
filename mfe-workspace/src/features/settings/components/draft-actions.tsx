import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';

export interface DraftActionsProps {
  saveMessageId: string;
  dirty: boolean;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
}

/** Save and Discard of a settings draft: both idle until something changed, Discard idle while saving. */
export function DraftActions({ saveMessageId, dirty, saving, onSave, onDiscard }: DraftActionsProps) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm }}>
      <Button disabled={!dirty} busy={saving} onClick={onSave}>
        <FormattedMessage id={saveMessageId} />
      </Button>
      <Button variant="secondary" disabled={!dirty || saving} onClick={onDiscard}>
        <FormattedMessage id="work.settings.discard" />
      </Button>
    </div>
  );
}
