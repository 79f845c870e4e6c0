import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { MAIN_CONTENT_ID } from '../layouts/main-content';

export function SkipLink() {
  const theme = useTheme();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      css={{
        position: 'absolute',
        left: theme.space.sm,
        top: '-4rem',
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: '44px',
        padding: `${theme.space.sm} ${theme.space.md}`,
        background: theme.colors.background,
        zIndex: 10,
        '&:focus': { top: theme.space.sm },
      }}
    >
      <FormattedMessage id="shell.skipToContent" />
    </a>
  );
}
