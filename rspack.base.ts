import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration, type OptimizationSplitChunksOptions, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { readAppsManifest } from './scripts/apps-manifest.mjs';
import { precompressedAssets } from './shared/build/precompressed-assets';

export interface AppConfigOptions {
  /** Module Federation container name of this app (a JavaScript identifier). */
  name: string;
  /** Absolute folder of the app (the one holding package.json). */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** Modules this app exposes to the shell (remotes only). */
  exposes?: Record<string, string>;
  /** Runtime plugins (host only): resolved file paths. */
  runtimePlugins?: string[];
  /** Icon file (relative to dir) linked from the HTML document. */
  favicon?: string;
  /** Extra compile-time constants. */
  define?: Record<string, string>;
  /** Markup for the document's head (host only): `<%= documentHead %>` in its index.html. */
  documentHead?: string;
  /** Files copied into the build as they are (`to` is relative to the output folder). */
  copy?: Array<{ from: string; to: string }>;
}

interface BuildEnv {
  mode: 'production' | 'development';
}

/**
 * Packages every app shares as singletons. The trailing-slash keys share deep imports
 * (react/jsx-runtime, react-dom/client, …): without them React loads twice.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'react-intl',
  '@emotion/react',
  '@emotion/react/',
  'final-form',
  // react-final-form is not listed: its dist/package.json has no version, so the bundler cannot
  // provide it to the share scope. Apps import it only through @stepwise/shared (a singleton),
  // which makes it one instance all the same; a lint rule (eslint.config.js) keeps direct imports out.
  '@stepwise/shared',
  '@stepwise/shared/',
] as const;

/**
 * Shared packages every app provides tree-shaken, with the exports each copy keeps. A singleton is
 * loaded once, by the app that loads it first (the shell, on every page), and every remote then
 * uses that copy: the federation runtime does not fall back to a full copy when a remote needs an
 * export the loaded copy lacks (the remote gets `undefined`). So the kept exports are one list for
 * all apps; shared/test/tree-shaken-shared.test.ts fails when source code imports one not listed.
 */
const TREE_SHAKEN_SHARED = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'shared/federation/tree-shaken-shared.json'), 'utf8'),
) as Record<string, string[]>;

/**
 * The libraries the shell needs before any page shows (React, Redux Toolkit, react-intl, emotion),
 * in one file instead of a dozen: each file on the critical path costs a request, and over HTTP/1.1
 * a connection's round trip. The router stays apart (its shared copy is tree-shaken, which a merged
 * chunk would undo), and so does React's server renderer, which only the build's prerender loads.
 */
const START_LIBRARY =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;
const REACT_SERVER_RENDERER = /[\\/]react-dom[\\/](static|server|cjs[\\/]react-dom-server)/;
/** RTK Query loads with the first screen that queries (`@stepwise/shared/api`), not at start. */
const RTK_QUERY = /[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;
const START_LIBRARIES_CHUNK: OptimizationSplitChunksOptions = {
  cacheGroups: {
    startLibraries: {
      name: 'start-libraries',
      chunks: 'all',
      enforce: true,
      priority: 20,
      test: (module) => {
        const resource = module.nameForCondition() ?? '';
        return START_LIBRARY.test(resource) && !REACT_SERVER_RENDERER.test(resource) && !RTK_QUERY.test(resource);
      },
    },
  },
};

type PackageJson = { version: string; dependencies?: Record<string, string> };

/**
 * The installed version of a package, read from its own package.json found by walking up from
 * its entry point (some packages, react-intl among them, do not export their package.json).
 */
function installedVersion(appDir: string, packageName: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(packageName));
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as PackageJson & { name?: string };
      if (pkg.name === packageName) return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed version of ${packageName}`);
}

/** The folder of an installed package (the one holding its package.json). */
function packageDir(appDir: string, packageName: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(packageName));
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === packageName) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the installed folder of ${packageName}`);
}

/**
 * What production builds load instead of a package's default entry:
 * - react-router 7 names only its development build in `exports` (warnings and checks, 3× the size);
 * - the ICU message parser is not needed in browsers: the catalogues are compiled when the app is
 *   built (shared/build/compile-messages-loader.cjs), and its no-parser entry keeps the AST helpers.
 */
function productionAliases(appDir: string): Record<string, string> {
  return {
    'react-router$': path.join(packageDir(appDir, 'react-router'), 'dist/production/index.mjs'),
    '@formatjs/icu-messageformat-parser$': path.join(packageDir(appDir, '@formatjs/icu-messageformat-parser'), 'no-parser.js'),
  };
}

/** The message catalogues, compiled to react-intl's message AST in production builds. */
const MESSAGE_CATALOGUE = /[\\/]messages[\\/](?:ru|en)\.json$/;
const COMPILE_MESSAGES_LOADER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shared/build/compile-messages-loader.cjs');

/**
 * The federation plugin imports its runtime by the CommonJS path Node resolves (`dist/*.cjs`), which
 * the bundler cannot tree-shake nor prune by the plugin's own compile-time flags (target web, no
 * Node loader). Each of those packages ships the same code as ES modules beside it (`dist/*.js`).
 */
const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module twin of a federation runtime file, when the package ships one. */
const esmOf = (file: string) => {
  const twin = file.replace(/\.cjs$/, '.js');
  return existsSync(twin) ? twin : file;
};

/** Must come after the federation plugin: it rewrites the aliases that plugin sets. */
function federationRuntimeAsEsm(): RspackPluginInstance {
  return {
    apply(compiler) {
      // The runtime entry imports the bundler runtime by its absolute CommonJS path.
      new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, (resource: { request?: string }) => {
        if (resource.request) resource.request = esmOf(resource.request);
      }).apply(compiler);
      // `@module-federation/runtime` and `-tools` are aliased to their CommonJS files.
      compiler.hooks.afterPlugins.tap('FederationRuntimeAsEsm', () => {
        const alias = compiler.options.resolve.alias;
        if (!alias || Array.isArray(alias)) return;
        for (const [key, target] of Object.entries(alias)) {
          if (typeof target === 'string' && FEDERATION_RUNTIME_CJS.test(target)) alias[key] = esmOf(target);
        }
      });
    },
  };
}

/**
 * The range of @stepwise/shared an app is built for: its package.json dependency (a bare version reads
 * as `^version`). It goes into the federation manifest (the shared entry's requiredVersion) and into the
 * code as __SHARED_RANGE__, which a remote declares as `requiresShared`: the shell refuses to mount a
 * remote whose range the running shared does not satisfy.
 */
export function sharedRange(appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const range = (require('./package.json') as PackageJson).dependencies?.['@stepwise/shared'];
  if (!range) throw new Error(`${appDir}/package.json must depend on @stepwise/shared`);
  return /^\d/.test(range) ? `^${range}` : range;
}

export function sharedSingletons(appDir: string) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const pkg = require('./package.json') as PackageJson;
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, { singleton: true; requiredVersion: string; version: string; treeShaking?: { mode: 'runtime-infer'; usedExports: string[] } }> =
    {};
  for (const key of SINGLETONS) {
    const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
    const range = deps[packageName];
    if (!range) throw new Error(`${appDir}/package.json must depend on ${packageName} to share it`);
    shared[key] = {
      singleton: true,
      requiredVersion: packageName === '@stepwise/shared' ? sharedRange(appDir) : range,
      version: installedVersion(appDir, packageName),
      ...(TREE_SHAKEN_SHARED[key] ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: TREE_SHAKEN_SHARED[key] } } : {}),
    };
  }
  return shared;
}

/** Package version plus BUILD_LABEL (a release or commit id), so a running page can tell builds apart. */
function buildVersion(appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const { version } = require('./package.json') as PackageJson;
  return process.env.BUILD_LABEL ? `${version}+${process.env.BUILD_LABEL}` : version;
}

/**
 * A remote's whole configuration from its apps.manifest.json entry (the entry whose name is the
 * folder): container name, development port (PORT overrides it) and exposed modules.
 */
export function remoteConfig(dir: string) {
  const app = readAppsManifest().apps.find((candidate) => candidate.name === path.basename(dir));
  if (!app) throw new Error(`apps.manifest.json has no app named ${path.basename(dir)}`);
  return createAppConfig({ name: app.container, dir, port: Number(process.env.PORT ?? app.port), exposes: app.exposes });
}

export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: { mode?: string } = {}): Configuration => {
    const env: BuildEnv = { mode: argv.mode === 'development' ? 'development' : 'production' };
    const isDev = env.mode === 'development';
    const isHost = options.name === 'shell';
    const hashed = isDev ? '[name].js' : '[name].[contenthash:8].js';

    return {
      mode: env.mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(options.dir, 'dist'),
        // The shell serves deep links, so its assets must resolve from the root; a built remote
        // resolves its chunks from wherever its manifest was loaded. A remote in development runs
        // alone at the root of its own dev server, deep links included.
        publicPath: isHost || isDev ? '/' : 'auto',
        filename: hashed,
        chunkFilename: isDev ? '[name].chunk.js' : '[name].[contenthash:8].js',
        assetModuleFilename: isDev ? 'assets/[name][ext]' : 'assets/[name].[contenthash:8][ext]',
        uniqueName: options.name,
        clean: { keep: /\.build-stamp$/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: {
          // the contract's sources; its dist/ is the API's compiled copy
          '@stepwise/contracts$': path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts/src/index.ts'),
          // the contract without its schemas (rules, limits, enums, codes): what screens import
          '@stepwise/contracts/rules$': path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts/src/rules/index.ts'),
          // the scheduling core's sources (its dist/ is the API's compiled copy): working time in a member's zone
          '@stepwise/scheduling$': path.join(path.dirname(fileURLToPath(import.meta.url)), 'scheduling/src/index.ts'),
          ...(isDev ? {} : productionAliases(options.dir)),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules[\\/](?!@stepwise)/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: {
                    runtime: 'automatic',
                    importSource: '@emotion/react',
                    development: isDev,
                    refresh: isDev,
                  },
                },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
          ...(isDev ? [] : [{ test: MESSAGE_CATALOGUE, loader: COMPILE_MESSAGES_LOADER, type: 'json' as const }]),
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(env.mode),
          __BUILD_VERSION__: JSON.stringify(buildVersion(options.dir)),
          __SHARED_RANGE__: JSON.stringify(sharedRange(options.dir)),
          ...options.define,
        }),
        // A remote's own page is for running it alone in development; in production only the shell has one.
        (isHost || isDev) &&
          new rspack.HtmlRspackPlugin({
            template: path.join(options.dir, 'index.html'),
            // The shell's document is rendered by its server; scripts go at the end of head, deferred.
            scriptLoading: 'defer',
            minify: !isDev,
            favicon: options.favicon ? path.join(options.dir, options.favicon) : undefined,
            templateParameters: { documentHead: options.documentHead ?? '' },
          }),
        options.copy?.length ? new rspack.CopyRspackPlugin({ patterns: options.copy }) : false,
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          remotes: {},
          shared: sharedSingletons(options.dir),
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins,
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell provides it, remote entries use it (34 KB
          // less per remote). A remote running alone in development carries its own.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
            // Every app runs in a browser: leave the runtime's Node script loading out. Remotes are
            // registered by their entry (shell/src/federation/register-remotes.ts), not their
            // manifest: the runtime's manifest snapshot and preload planning stay out of the bundle.
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        !isDev && federationRuntimeAsEsm(),
        !isDev && precompressedAssets(),
        isDev && new ReactRefreshRspackPlugin(),
      ],
      optimization: {
        runtimeChunk: false,
        minimize: !isDev,
        ...(isHost && !isDev ? { splitChunks: START_LIBRARIES_CHUNK } : {}),
      },
      performance: { hints: false },
      // Lazy compilation proxies exposed modules through the dev server, which a host on another
      // origin cannot follow; every module is compiled up front instead.
      lazyCompilation: false,
      devServer: {
        port: options.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost
          ? // The shell in development borrows the running stack (npm start) for data, remotes and their list.
            [{ context: ['/api', '/mfe', '/remotes.json'], target: process.env.STACK_URL ?? 'http://localhost:8080', changeOrigin: true }]
          : [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false }],
      },
      experiments: { css: true },
    };
  };
}
