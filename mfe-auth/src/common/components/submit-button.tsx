import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@stepwise/shared';

export interface SubmitButtonProps {
  submitting?: boolean;
  labelId: string;
  busyLabelId: string;
}

/**
 * The submit button of a form: while the form is submitting it says so and is busy (Button's
 * `busy`: still focusable, so keyboard focus is not lost, but a second submit is ignored).
 */
export function SubmitButton({ submitting = false, labelId, busyLabelId }: SubmitButtonProps) {
  const theme = useTheme();
  return (
    <Button type="submit" busy={submitting} css={{ marginTop: theme.space.sm }}>
      <FormattedMessage id={submitting ? busyLabelId : labelId} />
    </Button>
  );
}
