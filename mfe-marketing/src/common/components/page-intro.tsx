import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export interface PageIntroProps {
  titleId: string;
  leadId: string;
  children?: ReactNode;
}

/** The opening of a page: its one h1 and a lead paragraph. */
export function PageIntro({ titleId, leadId, children }: PageIntroProps) {
  const theme = useTheme();
  return (
    <header css={{ padding: `${theme.space.xl} 0 ${theme.space.lg}`, maxWidth: '48rem' }}>
      <h1 css={{ fontSize: theme.fontSizes.xxl, lineHeight: 1.15, margin: `0 0 ${theme.space.md}` }}>
        <FormattedMessage id={titleId} />
      </h1>
      <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.textMuted, margin: `0 0 ${theme.space.lg}` }}>
        <FormattedMessage id={leadId} />
      </p>
      {children}
    </header>
  );
}
