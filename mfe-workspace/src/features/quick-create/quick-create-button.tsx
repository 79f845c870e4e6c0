import { useTheme } from '@emotion/react';
import { Button } from '@stepwise/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuickCreate } from './quick-create-context';
import { QUICK_CREATE_KEY } from './quick-create-shortcut';

/** "New task", with its keyboard shortcut shown and announced. */
export function QuickCreateButton() {
  const theme = useTheme();
  const intl = useIntl();
  const open = useQuickCreate();
  const key = QUICK_CREATE_KEY.toUpperCase();
  return (
    <Button onClick={() => open()} aria-keyshortcuts={QUICK_CREATE_KEY} title={intl.formatMessage({ id: 'work.quickCreate.shortcut' }, { key })}>
      <FormattedMessage id="work.quickCreate.button" />
      <kbd
        aria-hidden="true"
        css={{
          marginLeft: theme.space.sm,
          padding: `0 ${theme.space.xs}`,
          borderRadius: theme.radii.sm,
          border: '1px solid currentColor',
          fontFamily: 'inherit',
          fontSize: theme.fontSizes.sm,
        }}
      >
        {key}
      </kbd>
    </Button>
  );
}
