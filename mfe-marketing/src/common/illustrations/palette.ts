import { theme } from '@stepwise/shared';

/** Colours of the product mock-ups: the theme's, plus the soft tints of its avatar styles. */
export const palette = {
  primary: theme.colors.primary,
  primaryHover: theme.colors.primaryHover,
  primarySoft: '#dbe4ff',
  primaryFaint: '#eef2ff',
  text: theme.colors.text,
  muted: theme.colors.textMuted,
  line: theme.colors.border,
  faint: '#e8ecf0',
  surface: theme.colors.surface,
  paper: theme.colors.background,
  success: theme.colors.success,
  successSoft: '#d3f9d8',
  warning: theme.colors.warning,
  warningSoft: '#fff3bf',
  danger: theme.colors.danger,
  dangerSoft: '#ffe3e3',
  purple: '#7a1f8f',
  purpleSoft: '#f3d9fa',
  teal: '#0b6470',
  tealSoft: '#c5f6fa',
  code: '#1f2430',
} as const;

/** Person colour pairs (background, initials), as the product's avatars without a photo. */
export const personColors = [
  { background: '#dbe4ff', color: '#1d39c4' },
  { background: '#d3f9d8', color: '#1f6f32' },
  { background: '#fff3bf', color: '#7a5200' },
  { background: '#f3d9fa', color: '#7a1f8f' },
] as const;
