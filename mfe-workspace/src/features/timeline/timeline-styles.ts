import type { CSSObject, Theme } from '@emotion/react';

export const BAR_HEIGHT = 28;

/**
 * The classes of what a lane repeats (bars, due marks, shaded days), written once into the page by
 * the timeline: a thousand bars share them and take their place, size and colour as inline style,
 * so drawing a lane serialises no styles and wraps no element in a styling component.
 */
export const TIMELINE_CLASS = {
  bar: 'sw-timeline-bar',
  movable: 'sw-timeline-bar-movable',
  moving: 'sw-timeline-bar-moving',
  /** The solid part, from the start to P50, with the title inside it. */
  solidTitled: 'sw-timeline-solid-titled',
  /** The solid part of a bar too short for its title. */
  solidShort: 'sw-timeline-solid-short',
  /** The title beside a short bar. */
  titleBeside: 'sw-timeline-title-beside',
  due: 'sw-timeline-due',
  shade: 'sw-timeline-shade',
} as const;

const built = new WeakMap<Theme, CSSObject>();

/** The rules of `TIMELINE_CLASS`, for emotion's `Global`; one object per theme. */
export function timelineGlobalStyles(theme: Theme): CSSObject {
  const known = built.get(theme);
  if (known) return known;
  const solid: CSSObject = {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    borderRadius: theme.radii.sm,
    color: theme.colors.primaryText,
    fontSize: theme.fontSizes.sm,
    lineHeight: `${BAR_HEIGHT}px`,
    whiteSpace: 'nowrap',
  };
  const c = TIMELINE_CLASS;
  const styles: CSSObject = {
    [`.${c.bar}`]: {
      position: 'absolute',
      top: `calc(50% - ${BAR_HEIGHT / 2}px)`,
      height: BAR_HEIGHT,
      padding: 0,
      border: 'none',
      cursor: 'pointer',
      font: 'inherit',
      textAlign: 'left',
      borderRadius: theme.radii.sm,
      outlineOffset: 2,
      '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
    },
    [`.${c.movable}`]: { cursor: 'grab', touchAction: 'none' },
    [`.${c.moving}`]: { outline: `2px dashed ${theme.colors.focus}` },
    [`.${c.solidTitled}`]: { ...solid, padding: `0 ${theme.space.xs}`, overflow: 'hidden', textOverflow: 'ellipsis' },
    [`.${c.solidShort}`]: { ...solid, overflow: 'visible' },
    [`.${c.titleBeside}`]: { position: 'absolute', top: 0, color: theme.colors.text, pointerEvents: 'none' },
    [`.${c.due}`]: { position: 'absolute', top: 4, bottom: 4, width: 0, borderLeftWidth: 2, borderLeftStyle: 'dotted', pointerEvents: 'none' },
    [`.${c.shade}`]: { position: 'absolute', top: 0, bottom: 0 },
  };
  built.set(theme, styles);
  return styles;
}
