import { inflateSync } from 'node:zlib';

/**
 * Reads back the text of a PDF written by pdfkit: its embedded fonts show glyph ids in hex, so each
 * font's ToUnicode map turns them back into characters. Enough for pdfkit's own output, not for any PDF.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = start + streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

function reference(dict: string, key: string): number | null {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
}

function hexToString(hex: string): string {
  const codes: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) codes.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...codes);
}

/** Glyph id → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, code, text] of cmap.matchAll(/^<([0-9a-f]+)>\s*<([0-9a-f]+)>$/gim)) {
    map.set(parseInt(code ?? '', 16), hexToString(text ?? ''));
  }
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const first = parseInt(from ?? '', 16);
    [...(list ?? '').matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, text], index) => {
      map.set(first + index, hexToString((text ?? '').replace(/ /g, '')));
    });
  }
  return map;
}

/** The text of every page, one line per text object, pages separated by a form feed. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fonts = new Map<number, Map<number, string>>();
  const fontMap = (id: number) => {
    let map = fonts.get(id);
    if (!map) {
      const toUnicode = reference(objects.get(id)?.dict ?? '', 'ToUnicode');
      map = readCmap(objects.get(toUnicode ?? -1)?.stream?.toString('latin1') ?? '');
      fonts.set(id, map);
    }
    return map;
  };

  const pages: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const resourcesRef = reference(dict, 'Resources');
    const resources = resourcesRef === null ? dict : (objects.get(resourcesRef)?.dict ?? '');
    const fontNames = new Map<string, number>();
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '';
    for (const [, name, id] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) fontNames.set(name ?? '', Number(id));
    const content = objects.get(reference(dict, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';

    const lines: string[] = [];
    let font = new Map<number, string>();
    let line = '';
    for (const [token, fontName] of content.matchAll(/\/(\S+) [\d.]+ Tf|\[[^\]]*\] TJ|<[0-9a-f]*> Tj|\bET\b/gi)) {
      if (fontName !== undefined) {
        font = fontMap(fontNames.get(fontName) ?? -1);
      } else if (token === 'ET') {
        lines.push(line);
        line = '';
      } else {
        for (const [, hex = ''] of token.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let i = 0; i + 4 <= hex.length; i += 4) line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
        }
      }
    }
    pages.push(lines.join('\n'));
  }
  return pages.join('\f');
}

/** How many pages the PDF has. */
export function pdfPageCount(pdf: Buffer): number {
  return [...readObjects(pdf).values()].filter(({ dict }) => /\/Type \/Page\b/.test(dict)).length;
}
