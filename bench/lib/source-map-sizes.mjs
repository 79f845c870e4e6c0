// Which source module each byte of a built file came from, read from the file's source map (every
// app is built with `devtool: 'source-map'`, see rspack.base.ts).
import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A module's name as people say it: the package (with its file below dist/lib) or the app's path. */
export function moduleName(source) {
  const withoutScheme = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inPackage = withoutScheme.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) return `${inPackage[1]} ${inPackage[2].replace(/^(dist|lib|cjs|esm)\//, '')}`;
  return withoutScheme.replace(/^(\.\.\/)+/, '');
}

/** A module of an installed package (a library), not of the product's own apps and packages. */
const isLibrarySource = (source) => /node_modules\//.test(source) && !/node_modules\/@stepwise\//.test(source);

/**
 * Bytes of `file` per source module, largest first: [{ module, bytes, library }]. Bytes no mapping
 * covers (the bundler's own glue) are counted as "(bundler runtime and glue)"; `library` is true
 * for a module of an installed package.
 */
export function bytesPerModule(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return [{ module: '(no source map)', bytes: Buffer.byteLength(code), library: false }];
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const totals = new Map();
  const libraries = new Set(map.sources.filter(isLibrarySource).map(moduleName));
  const add = (name, bytes) => totals.set(name, (totals.get(name) ?? 0) + bytes);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line];
    const segments = (mappingLines[line] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previous = { column: 0, source: null };
    for (const segment of segments) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      add(previous.source ?? '(bundler runtime and glue)', Buffer.byteLength(text.slice(previous.column, column)));
      previous = { column, source: sourceDelta === undefined ? null : moduleName(map.sources[sourceIndex]) };
    }
    add(previous.source ?? '(bundler runtime and glue)', Buffer.byteLength(text.slice(previous.column)) + 1);
  }
  return [...totals.entries()].map(([module, bytes]) => ({ module, bytes, library: libraries.has(module) })).sort((a, b) => b.bytes - a.bytes);
}
