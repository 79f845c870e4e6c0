import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage } from 'react-intl';

export interface DialogFormActionsProps {
  /** The message id of the submit button (Create…, Save). */
  submitLabelId: string;
  submitting?: boolean;
  onCancel: () => void;
}

/** The end of a form in a dialog: Cancel, then the submit button, kept to the right and wrapping on a narrow screen. */
export function DialogFormActions({ submitLabelId, submitting = false, onCancel }: DialogFormActionsProps) {
  const theme = useTheme();
  return (
    <div css={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: theme.space.sm }}>
      <Button variant="secondary" onClick={onCancel}>
        <FormattedMessage id="work.common.cancel" />
      </Button>
      <Button type="submit" busy={submitting}>
        <FormattedMessage id={submitLabelId} />
      </Button>
    </div>
  );
}
