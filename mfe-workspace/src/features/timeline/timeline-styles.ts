import { css, type SerializedStyles, type Theme } from '@emotion/react';

export const BAR_HEIGHT = 28;

/**
 * The classes of what a lane repeats (bars, due marks, shaded days), built once per theme: a
 * thousand bars share a few classes and take their place, size and colour as inline style, so
 * drawing a lane serialises no styles.
 */
export interface TimelineStyles {
  /** A bar by [movable][moving]. */
  bar: readonly [readonly [SerializedStyles, SerializedStyles], readonly [SerializedStyles, SerializedStyles]];
  /** The solid part, from the start to P50, with the title inside it. */
  solidTitled: SerializedStyles;
  /** The solid part of a bar too short for its title. */
  solidShort: SerializedStyles;
  /** The title beside a short bar. */
  titleBeside: SerializedStyles;
  due: SerializedStyles;
  shade: SerializedStyles;
}

const built = new WeakMap<Theme, TimelineStyles>();

export function timelineStyles(theme: Theme): TimelineStyles {
  const known = built.get(theme);
  if (known) return known;
  const bar = (movable: boolean, moving: boolean) =>
    css({
      position: 'absolute',
      top: `calc(50% - ${BAR_HEIGHT / 2}px)`,
      height: BAR_HEIGHT,
      padding: 0,
      border: 'none',
      cursor: movable ? 'grab' : 'pointer',
      touchAction: movable ? 'none' : 'auto',
      font: 'inherit',
      textAlign: 'left',
      borderRadius: theme.radii.sm,
      outline: moving ? `2px dashed ${theme.colors.focus}` : undefined,
      outlineOffset: 2,
      '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    });
  const solid = {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    borderRadius: theme.radii.sm,
    color: theme.colors.primaryText,
    fontSize: theme.fontSizes.sm,
    lineHeight: `${BAR_HEIGHT}px`,
    whiteSpace: 'nowrap',
  } as const;
  const styles: TimelineStyles = {
    bar: [
      [bar(false, false), bar(false, true)],
      [bar(true, false), bar(true, true)],
    ],
    solidTitled: css({ ...solid, padding: `0 ${theme.space.xs}`, overflow: 'hidden', textOverflow: 'ellipsis' }),
    solidShort: css({ ...solid, overflow: 'visible' }),
    titleBeside: css({ position: 'absolute', top: 0, color: theme.colors.text, pointerEvents: 'none' }),
    due: css({ position: 'absolute', top: 4, bottom: 4, width: 0, borderLeftWidth: 2, borderLeftStyle: 'dotted', pointerEvents: 'none' }),
    shade: css({ position: 'absolute', top: 0, bottom: 0 }),
  };
  built.set(theme, styles);
  return styles;
}
