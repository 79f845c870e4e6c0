import type { ComponentType, ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { RouteLink, type RouteName } from '@stepwise/shared';

export interface IllustratedSectionProps {
  /** Unique on the page: the heading's id. */
  id: string;
  titleId: string;
  textId: string;
  /** Short bullet points under the text. */
  pointIds?: readonly string[];
  Illustration: ComponentType;
  /** A "read more" link to another page. */
  link?: { to: RouteName; labelId: string };
  /** Puts the picture on the left. */
  reverse?: boolean;
  /** Heading level: 2 on most pages. */
  level?: 2 | 3;
  children?: ReactNode;
}

/** A section of text beside a product illustration; stacks on narrow screens. */
export function IllustratedSection({ id, titleId, textId, pointIds = [], Illustration, link, reverse = false, level = 2, children }: IllustratedSectionProps) {
  const theme = useTheme();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      css={{
        display: 'grid',
        gap: theme.space.xl,
        alignItems: 'center',
        padding: `${theme.space.xl} 0`,
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        // Off-screen sections skip rendering work until they are scrolled to.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 420px',
        [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
      <div css={{ order: reverse ? 2 : 1, [theme.breakpoints.mobile]: { order: 1 } }}>
        <Heading id={id} css={{ fontSize: theme.fontSizes.xl, lineHeight: 1.2, marginTop: 0 }}>
          <FormattedMessage id={titleId} />
        </Heading>
        <p css={{ fontSize: theme.fontSizes.md, color: theme.colors.text }}>
          <FormattedMessage id={textId} />
        </p>
        {pointIds.length > 0 && (
          <ul css={{ paddingLeft: theme.space.lg, display: 'grid', gap: theme.space.sm }}>
            {pointIds.map((pointId) => (
              <li key={pointId}>
                <FormattedMessage id={pointId} />
              </li>
            ))}
          </ul>
        )}
        {children}
        {link && (
          <p>
            <RouteLink to={link.to} css={{ fontWeight: 600 }}>
              <FormattedMessage id={link.labelId} />
            </RouteLink>
          </p>
        )}
      </div>
      <div css={{ order: reverse ? 1 : 2, [theme.breakpoints.mobile]: { order: 2 } }}>
        <Illustration />
      </div>
    </section>
  );
}
