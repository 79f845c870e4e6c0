import { Global, css, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          line-height: 1.5;
        }
        a { color: ${theme.colors.primary}; }
        :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
          overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
        }
      `}
    />
  );
}
