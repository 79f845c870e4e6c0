import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { cardGridStyle } from './card-grid';

export interface TextCardsProps {
  /** Message ids of each card's title and text. */
  cards: ReadonlyArray<readonly [titleId: string, textId: string]>;
  gap: string;
  /** Columns on a desktop: 3 for six cards, 4 for four. */
  columns?: 3 | 4;
}

/** Short titled cards (principles, customer segments) in balanced rows. */
export function TextCards({ cards, gap, columns }: TextCardsProps) {
  const theme = useTheme();
  return (
    <ul css={cardGridStyle(gap, columns)}>
      {cards.map(([title, text]) => (
        <li key={title} css={{ padding: theme.space.lg, borderRadius: theme.radii.md, background: theme.colors.surface }}>
          <h3 css={{ marginTop: 0, fontSize: theme.fontSizes.md }}>
            <FormattedMessage id={title} />
          </h3>
          <p css={{ margin: 0 }}>
            <FormattedMessage id={text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
