/**
 * A list of cards in balanced rows: `columns` on a desktop, two on a tablet, one on a phone. Six
 * cards make 3 + 3 or 2 + 2 + 2, four make 4 or 2 + 2: never the 4 + 2 an auto-fill grid gives at
 * some widths.
 */
export function cardGridStyle(gap: string, columns: 3 | 4 = 3) {
  return {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 1024px)': { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  } as const;
}
