/**
 * Emits a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of a
 * production build. The servers send such a copy as is (shared/node/static-assets.ts,
 * `preCompressed`), so a visitor gets the smallest encoding without the server compressing on each
 * request at the fast, weaker level it can afford there (brotli quality 4: ≈ 15 % more bytes).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text the browser fetches (source maps are fetched only by tools). */
const TEXT_ASSET = /\.(?:js|mjs|css|json|svg|html|txt|xml|webmanifest)$/i;
/** Below this size the server sends a file as is (shared/node/static-assets.ts, `threshold`). */
export const MIN_COMPRESSED_BYTES = 1024;

export interface CompressedCopies {
  br: Buffer;
  gz: Buffer;
}

/** The brotli and gzip copies of a file, at the strongest levels (time is spent once, at build). */
export async function compressedCopies(content: Buffer): Promise<CompressedCopies> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** True for an asset that gets compressed copies: text, large enough, not itself a copy. */
export function isCompressible(name: string, size: number): boolean {
  return TEXT_ASSET.test(name) && size >= MIN_COMPRESSED_BYTES;
}

export function precompressedAssets(): RspackPluginInstance {
  return {
    apply(compiler: Compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('PrecompressedAssets', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'PrecompressedAssets', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
          async (assets) => {
            await Promise.all(
              Object.entries(assets).map(async ([name, source]) => {
                const content = source.buffer();
                if (!isCompressible(name, content.length)) return;
                const copies = await compressedCopies(content);
                // A copy no smaller than the file (already compressed data) would only cost disk.
                if (copies.br.length < content.length) compilation.emitAsset(`${name}.br`, new sources.RawSource(copies.br));
                if (copies.gz.length < content.length) compilation.emitAsset(`${name}.gz`, new sources.RawSource(copies.gz));
              }),
            );
          },
        );
      });
    },
  };
}
