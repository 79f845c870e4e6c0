import { useId, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';

export interface TitledSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Long names (a sphere's) may break anywhere rather than overflow. */
  breakTitle?: boolean;
}

/** A bordered region of a page named by its own heading: a settings section, a sprint's planning. */
export function TitledSection({ title, children, breakTitle = false }: TitledSectionProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={{ display: 'grid', gap: theme.space.md, padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: theme.fontSizes.lg, overflowWrap: breakTitle ? 'anywhere' : undefined }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
