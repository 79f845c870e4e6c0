import type { ReactNode, Ref } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export interface BillingPageProps {
  titleId: string;
  titleValues?: Record<string, ReactNode>;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A billing screen: its title (the page's one h1) and content. */
export function BillingPage({ titleId, titleValues, headingRef, children }: BillingPageProps) {
  const theme = useTheme();
  return (
    <section css={{ padding: `${theme.space.lg} 0`, display: 'grid', gap: theme.space.md, alignContent: 'start', maxWidth: '48rem' }}>
      <h1 ref={headingRef} tabIndex={-1} css={{ margin: 0, outline: 'none' }}>
        <FormattedMessage id={titleId} values={titleValues} />
      </h1>
      {children}
    </section>
  );
}
