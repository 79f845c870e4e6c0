import { type FastifyInstance, type FastifyServerOptions } from 'fastify';
export interface RemoteServerOptions {
    /** Module Federation container name, e.g. `mfe_auth`. */
    name: string;
    /** Absolute path of the remote's dist folder. */
    distDir: string;
    /** Default 0 (any free port) when started programmatically; the entry points pass 3001–3004. */
    port?: number;
    /** Default `127.0.0.1`; set `0.0.0.0` in a container. */
    host?: string;
    logger?: FastifyServerOptions['logger'];
    /** Install SIGINT / SIGTERM handlers that close the server and exit. Default true. */
    handleSignals?: boolean;
}
export interface RunningRemoteServer {
    app: FastifyInstance;
    /** `http://host:port` the server listens on. */
    url: string;
    close(): Promise<void>;
}
/** Builds (does not start) the Fastify app of a remote. */
export declare function buildRemoteServer(options: Pick<RemoteServerOptions, 'name' | 'distDir' | 'logger'>): Promise<FastifyInstance>;
/**
 * Starts a remote's server. Fails fast when the dist folder has no `remoteEntry.js` (not built),
 * with a message that says how to build it.
 */
export declare function startRemoteServer(options: RemoteServerOptions): Promise<RunningRemoteServer>;
export interface RemoteServerDefaults {
    name: string;
    port: number;
    distDir: string;
}
/**
 * Options from the environment: `PORT`, `HOST`, `DIST_DIR` (relative to the working directory),
 * `LOG_LEVEL` override the remote's defaults.
 */
export declare function remoteServerOptionsFromEnv(env: Record<string, string | undefined>, defaults: RemoteServerDefaults): RemoteServerOptions;
/**
 * Entry-point helper for `<remote>/server/index.ts`: reads the environment, starts the server,
 * and on a start-up failure prints the reason and exits 1.
 */
export declare function runRemoteServer(defaults: RemoteServerDefaults): Promise<RunningRemoteServer>;
