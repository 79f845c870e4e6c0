import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@stepwise/shared';

export interface SubmitButtonProps {
  submitting?: boolean;
  labelId: string;
  busyLabelId: string;
}

/**
 * The submit button of a form: while the form is submitting it says so and is marked busy. It stays
 * focusable (aria-disabled, not disabled) so keyboard focus is not lost; final-form ignores a
 * second submit meanwhile.
 */
export function SubmitButton({ submitting = false, labelId, busyLabelId }: SubmitButtonProps) {
  const theme = useTheme();
  return (
    <Button
      type="submit"
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      css={{ marginTop: theme.space.sm, '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } }}
    >
      <FormattedMessage id={submitting ? busyLabelId : labelId} />
    </Button>
  );
}
