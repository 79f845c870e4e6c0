import { Global, css, useTheme } from '@emotion/react';

export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          line-height: 1.5;
        }
        a {
          color: ${theme.colors.primary};
        }
        /* Long Russian words in big headings wrap instead of pushing the page sideways. */
        h1,
        h2,
        h3,
        h4,
        p,
        li,
        dt,
        dd,
        td,
        th,
        label,
        legend,
        summary {
          overflow-wrap: break-word;
        }
        h1,
        h2,
        h3 {
          hyphens: auto;
        }
        img,
        svg,
        video,
        select,
        input,
        textarea {
          max-width: 100%;
        }
        ${theme.breakpoints.mobile} {
          /* Every control fits a fingertip (44 × 44 px) on a phone. */
          button,
          select,
          textarea,
          summary,
          input:not([type='checkbox']):not([type='radio']):not([type='range']) {
            min-height: 44px;
          }
          button {
            min-width: 44px;
          }
          summary {
            display: flex;
            align-items: center;
          }
          /* Links keep their place in the text; padding enlarges where a finger can hit them without moving a line. */
          a {
            padding-block: 14px;
          }
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        .visually-hidden {
          position: absolute;
          width: 1px;
          height: 1px;
          padding: 0;
          margin: -1px;
          overflow: hidden;
          clip: rect(0, 0, 0, 0);
          white-space: nowrap;
          border: 0;
        }
      `}
    />
  );
}
