/** The one visual language of the product: every remote styles itself from this theme. */
export const theme = {
  colors: {
    primary: '#2f54eb',
    primaryHover: '#1d39c4',
    primaryText: '#ffffff',
    text: '#1f2328',
    textMuted: '#59636e',
    background: '#ffffff',
    surface: '#f6f8fa',
    border: '#d0d7de',
    danger: '#b42318',
    success: '#067647',
    warning: '#9a6700',
    focus: '#0b57d0',
  },
  fonts: {
    body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radii: { sm: '4px', md: '8px', lg: '16px', round: '999px' },
  breakpoints: { mobile: '@media (max-width: 767px)', desktop: '@media (min-width: 768px)' },
  layout: { maxWidth: '1200px' },
} as const;

export type AppTheme = typeof theme;
