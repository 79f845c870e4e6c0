import type { CSSProperties, ReactNode } from 'react';

export interface MockTextProps {
  /** Where the text starts, is centred or ends (per `textAnchor`), and its baseline, as for SVG `<text>`. */
  x: number;
  y: number;
  textAnchor?: 'start' | 'middle' | 'end';
  fontSize: number;
  fontWeight?: number;
  fontFamily?: string;
  /** The text's colour. */
  fill: string;
  /** The solid colour drawn under the text: the shape it sits on. */
  background: string;
  children: ReactNode;
}

/**
 * A text of a product mock-up, written as HTML inside the SVG over a solid background of the
 * colour of the shape below it. An SVG `<text>` has no background of its own and takes its colour
 * from `fill`, so contrast checkers (axe-core) cannot measure it and leave it for review; this text
 * has a CSS colour on a CSS background, as a product screen would, so its contrast is measured and
 * held to WCAG AA like every other text of the page.
 *
 * The box is one unit wide at the anchor and the text overflows it (to the right, both sides or the
 * left, as `textAnchor` says), so no box covers a neighbour; the text is positioned so that it is
 * painted, and found, above the shapes drawn before it.
 */
export function MockText({ x, y, textAnchor = 'start', fontSize, fontWeight = 400, fontFamily, fill, background, children }: MockTextProps) {
  // The line box is taller than the glyphs (a contrast checker wants the text inside its background);
  // the baseline then sits about 1.2 em below its top.
  const lineHeight = fontSize * 1.5;
  const text: CSSProperties = {
    position: 'relative',
    flex: 'none',
    color: fill,
    background,
    fontSize,
    fontWeight,
    fontFamily,
    lineHeight: `${lineHeight}px`,
    whiteSpace: 'pre',
    padding: '0 1px',
  };
  return (
    <foreignObject x={x} y={y - fontSize * 1.2} width={1} height={lineHeight} overflow="visible">
      <div css={{ display: 'flex', justifyContent: JUSTIFY[textAnchor], width: '100%', height: '100%' }}>
        <span style={text}>{children}</span>
      </div>
    </foreignObject>
  );
}

const JUSTIFY = { start: 'flex-start', middle: 'center', end: 'flex-end' } as const;

/** A differently coloured part of a MockText (SVG's `<tspan fill>`). */
export function MockSpan({ fill, children }: { fill: string; children: ReactNode }) {
  return <span style={{ color: fill }}>{children}</span>;
}
