import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

export const MAIN_CONTENT_ID = 'main-content';

/** The landmark every layout renders its page into (target of the skip link). */
export function MainContent({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const theme = useTheme();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      css={{
        flex: 1,
        minWidth: 0,
        width: '100%',
        maxWidth: narrow ? '28rem' : theme.layout.maxWidth,
        margin: '0 auto',
        padding: `0 ${theme.space.md}`,
        outline: 'none',
      }}
    >
      {children}
    </main>
  );
}
