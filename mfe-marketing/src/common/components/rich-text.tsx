import type { ReactNode } from 'react';

type Chunks = ReactNode[];

/**
 * Tags the long copy may use inside a message (`<p>…</p><ul><li>…</li></ul>`), so a document
 * section is one translatable text instead of dozens of fragments.
 */
export const richText = {
  p: (chunks: Chunks) => <p>{chunks}</p>,
  ul: (chunks: Chunks) => <ul>{chunks}</ul>,
  ol: (chunks: Chunks) => <ol>{chunks}</ol>,
  li: (chunks: Chunks) => <li>{chunks}</li>,
  b: (chunks: Chunks) => <strong>{chunks}</strong>,
  br: () => <br />,
  nowrap: (chunks: Chunks) => <span css={{ whiteSpace: 'nowrap' }}>{chunks}</span>,
  hidden: (chunks: Chunks) => <span className="visually-hidden">{chunks}</span>,
};
