import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { theme } from '@stepwise/shared';
import { palette, personColors } from './palette';
import { MockText } from './mock-text';

export interface IllustrationFrameProps {
  /** The text alternative: what the picture shows. */
  label: string;
  /** The window title drawn in the mock-up's top bar. */
  title?: string;
  width?: number;
  height?: number;
  children: ReactNode;
}

/**
 * A product window drawn in SVG: one image for assistive technology (role img + its label), with
 * a fixed aspect ratio so the page does not move when it paints.
 */
export function IllustrationFrame({ label, title, width = 480, height = 300, children }: IllustrationFrameProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      fontFamily={theme.fonts.body}
      css={{ display: 'block', width: '100%', maxWidth: width, height: 'auto', aspectRatio: `${width} / ${height}` }}
    >
      <rect x={0.5} y={0.5} width={width - 1} height={height - 1} rx={12} fill={palette.paper} stroke={palette.line} />
      <path d={`M1 28 V12 a11 11 0 0 1 11 -11 H${width - 12} a11 11 0 0 1 11 11 V28 Z`} fill={palette.surface} />
      <line x1={1} y1={28.5} x2={width - 1} y2={28.5} stroke={palette.line} />
      <circle cx={16} cy={14.5} r={4} fill="#ff8787" />
      <circle cx={30} cy={14.5} r={4} fill="#ffd43b" />
      <circle cx={44} cy={14.5} r={4} fill="#69db7c" />
      {title && (
        <MockText x={60} y={19} fontSize={12} fontWeight={600} fill={palette.muted} background={palette.surface}>
          {title}
        </MockText>
      )}
      {children}
    </svg>
  );
}

/** The initials of the four example people, in the reader's language. */
const PEOPLE = [
  'marketing.illustration.person1',
  'marketing.illustration.person2',
  'marketing.illustration.person3',
  'marketing.illustration.person4',
] as const;

export function usePeople(): string[] {
  const intl = useIntl();
  return PEOPLE.map((id) => intl.formatMessage({ id }));
}

/** A round avatar with initials, coloured like the product's. */
export function PersonDot({ x, y, r = 12, index, initials }: { x: number; y: number; r?: number; index: number; initials: string }) {
  const colors = personColors[index % personColors.length];
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={colors.background} />
      <MockText x={x} y={y + r * 0.36} textAnchor="middle" fontSize={r * 0.85} fontWeight={700} fill={colors.color} background={colors.background}>
        {initials}
      </MockText>
    </g>
  );
}

/** Grey placeholder lines standing for text. */
export function TextLines({ x, y, widths, gap = 12, height = 6 }: { x: number; y: number; widths: readonly number[]; gap?: number; height?: number }) {
  return (
    <g fill={palette.faint}>
      {widths.map((width, index) => (
        <rect key={index} x={x} y={y + index * gap} width={width} height={height} rx={height / 2} />
      ))}
    </g>
  );
}

/** A rounded label. */
export function Chip({
  x,
  y,
  width,
  text,
  fill,
  color,
  height = 20,
  fontSize = 11,
}: {
  x: number;
  y: number;
  width: number;
  text: string;
  fill: string;
  color: string;
  height?: number;
  fontSize?: number;
}) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={fill} />
      <MockText x={x + width / 2} y={y + height / 2 + fontSize * 0.36} textAnchor="middle" fontSize={fontSize} fontWeight={600} fill={color} background={fill}>
        {text}
      </MockText>
    </g>
  );
}

/** A rough width of a short label in the mock-up's font (no layout pass needed). */
export function textWidth(text: string, fontSize: number): number {
  return Math.ceil(text.length * fontSize * 0.62);
}
