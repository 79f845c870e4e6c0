import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { SESSION_PENDING_ATTRIBUTE } from '@stepwise/shared';

export interface AuthCardProps {
  titleId: string;
  titleValues?: Record<string, string | number>;
  children: ReactNode;
  /** Called when the visitor starts on the card (focus inside it): the moment to load what its form sends. */
  onStart?: () => void;
}

/** The card every auth screen sits in: a titled section in the blank layout's narrow column. */
export function AuthCard({ titleId, titleValues, children, onStart }: AuthCardProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      onFocus={onStart}
      css={{
        background: theme.colors.background,
        padding: theme.space.lg,
        borderRadius: theme.radii.md,
        boxShadow: '0 1px 3px rgb(0 0 0 / 0.12)',
        marginBottom: theme.space.xl,
        // A prerendered guest page opened with a stored session: the app is about to send the member on.
        [`html[${SESSION_PENDING_ATTRIBUTE}] &`]: { visibility: 'hidden' },
      }}
    >
      <h1 id={headingId} css={{ marginTop: 0, fontSize: theme.fontSizes.xl }}>
        <FormattedMessage id={titleId} values={titleValues} />
      </h1>
      {children}
    </section>
  );
}

/** A row of secondary links under a form (forgot password, register, back to sign-in…). */
export function AuthCardLinks({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return <p css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space.md, flexWrap: 'wrap', marginBottom: 0 }}>{children}</p>;
}
