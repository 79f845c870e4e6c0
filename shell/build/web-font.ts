/**
 * The product's web font: Inter (SIL Open Font License), self-hosted from @fontsource-variable/inter.
 * One variable file per script covers every weight the theme uses (400–700); only the Latin and
 * Cyrillic subsets ship. The shell's document declares the faces inline (no stylesheet request,
 * no JavaScript) and preloads both files; `font-display: swap` shows text in the fallback at once.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const WEB_FONT_FAMILY = 'Inter';

interface FontSubset {
  file: string;
  unicodeRange: string;
}

// The unicode ranges are Fontsource's for these subsets (@fontsource-variable/inter/index.css).
const SUBSETS: FontSubset[] = [
  { file: 'inter-cyrillic-wght-normal.woff2', unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  {
    file: 'inter-latin-wght-normal.woff2',
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

export interface WebFontAssets {
  /** Files to copy into the build, under a content-hashed name (cached as immutable). */
  copy: Array<{ from: string; to: string }>;
  /** `<link rel=preload>` for each file and the inline `@font-face` rules, for the document's head. */
  headHtml: string;
}

export function webFontAssets(shellDir: string): WebFontAssets {
  const require = createRequire(path.join(shellDir, 'package.json'));
  const filesDir = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
  const fonts = SUBSETS.map((subset) => {
    const from = path.join(filesDir, subset.file);
    const hash = createHash('sha256').update(readFileSync(from)).digest('hex').slice(0, 8);
    return { ...subset, from, to: `fonts/${subset.file.replace(/\.woff2$/, `.${hash}.woff2`)}` };
  });
  const preloads = fonts.map((font) => `<link rel="preload" href="/${font.to}" as="font" type="font/woff2" crossorigin>`).join('');
  const faces = fonts
    .map(
      (font) =>
        `@font-face{font-family:${WEB_FONT_FAMILY};font-style:normal;font-weight:400 700;font-display:swap;src:url(/${font.to}) format("woff2");unicode-range:${font.unicodeRange}}`,
    )
    .join('');
  return { copy: fonts.map(({ from, to }) => ({ from, to })), headHtml: `${preloads}<style>${faces}</style>` };
}
