import type { ReactNode, Ref } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export interface AccountPageProps {
  titleId: string;
  /** Beside the title (e.g. "New workspace"). */
  actions?: ReactNode;
  /** The heading, for moving focus to it after a change that removes what had focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A page of the account area: its title (the page's one h1) and content. */
export function AccountPage({ titleId, actions, headingRef, children }: AccountPageProps) {
  const theme = useTheme();
  return (
    <section css={{ padding: `${theme.space.lg} 0`, display: 'grid', gap: theme.space.md, alignContent: 'start' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 ref={headingRef} tabIndex={-1} css={{ margin: 0, outline: 'none' }}>
          <FormattedMessage id={titleId} />
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
