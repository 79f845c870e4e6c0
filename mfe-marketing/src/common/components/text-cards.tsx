import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';

export interface TextCardsProps {
  /** Message ids of each card's title and text. */
  cards: ReadonlyArray<readonly [titleId: string, textId: string]>;
  /** The narrowest a column may get before the grid wraps. */
  minColumnWidth: string;
  gap: string;
}

/** A wrapping grid of short titled cards (principles, customer segments). */
export function TextCards({ cards, minColumnWidth, gap }: TextCardsProps) {
  const theme = useTheme();
  return (
    <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap, gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` }}>
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
