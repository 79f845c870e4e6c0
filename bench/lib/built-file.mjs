// The built file behind a script URL the stack served, and how its bytes on the wire divide
// between the product's own code and the libraries it bundles (read from the file's source map).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readAppsManifest, ROOT } from '../../scripts/apps-manifest.mjs';
import { compressedCopies } from '../../shared/build/precompressed-assets.ts';
import { ownerOf } from './first-visit.mjs';
import { bytesPerModule } from './source-map-sizes.mjs';

const folderOf = Object.fromEntries(readAppsManifest().apps.map((app) => [app.host ? 'shell' : app.container, app.name]));

/** The built file a served script URL is (the shell serves its dist at /, a remote's at /mfe/<container>/). */
export function builtFile(url) {
  const owner = ownerOf(url);
  const inApp = owner === 'shell' ? url : url.slice(`/mfe/${owner}`.length);
  return path.join(ROOT, folderOf[owner], 'dist', inApp.split('?')[0]);
}

/**
 * A served file's wire bytes split into { own, library }: a library is an installed package (React,
 * the router, Redux Toolkit, react-intl, emotion, final-form, the federation runtime…), own code is
 * everything else (the apps, @stepwise packages, message catalogues, the bundler's glue). Each
 * module's share of the wire is its share of the minified file.
 */
export function wireByOrigin(file) {
  const modules = bytesPerModule(builtFile(file.url));
  const minified = modules.reduce((sum, module) => sum + module.bytes, 0);
  const library = modules.filter((module) => module.library).reduce((sum, module) => sum + module.bytes, 0);
  const libraryWire = minified === 0 ? 0 : (file.wire * library) / minified;
  return { own: file.wire - libraryWire, library: libraryWire };
}

/**
 * The bytes a browser that does not accept brotli downloads for a served file: its gzip copy from
 * the build, or, for a file the build left uncompressed (too small), what that copy would be.
 */
export async function gzipBytes(file) {
  const built = builtFile(file.url);
  if (existsSync(`${built}.gz`)) return statSync(`${built}.gz`).size;
  return (await compressedCopies(readFileSync(built))).gz.length;
}
