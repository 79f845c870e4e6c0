// Types of scripts/stack.mjs for TypeScript callers (the end-to-end global setup).

/** A service or app of apps.manifest.json: `shell`, `api`, `mail`, `mfe-auth`, … */
export type ServiceName = string;

export const ROOT: string;
export const SERVICES: readonly ServiceName[];
export const DEFAULT_PORTS: Readonly<Record<ServiceName, number>>;
export const PORT_VARIABLES: Readonly<Record<ServiceName, string>>;

export function portsFromEnv(env?: Record<string, string | undefined>): Partial<Record<ServiceName, number>>;
export function freePort(host?: string): Promise<number>;

export interface StackOptions {
  /** 'free' picks free ports; an object overrides DEFAULT_PORTS. */
  ports?: 'free' | Partial<Record<ServiceName, number>>;
  /** Extra environment for every service. */
  env?: Record<string, string>;
  /** Per-service overrides. */
  services?: Partial<Record<ServiceName, { env?: Record<string, string>; command?: string[] }>>;
  /** DATABASE_URL for the API (unset: the API's embedded database). */
  databaseUrl?: string;
  /** OPERATOR_TOKEN for the API: its operator listener runs on `urls.operator` (none without). */
  operatorToken?: string;
  /** DATA_DIR for the API. */
  dataDir?: string;
  /** REMOTES_FILE for the shell server. */
  remotesFile?: string;
  /** Write each service's output to <logDir>/<service>.log instead of the console. */
  logDir?: string;
  /** Host name of the public URL (default localhost). */
  publicHost?: string;
  /** HOST the shell server binds (default localhost). */
  publicBind?: string;
  /** Start just these services (the others get ports and URLs but no process). */
  only?: readonly ServiceName[];
  /** Per service (default 60 000). */
  healthTimeoutMs?: number;
  onUnexpectedExit?: (service: ServiceName, code: number | null, signal: NodeJS.Signals | null) => void;
  /** Aborting while the stack starts stops what was started and rejects. */
  signal?: AbortSignal;
}

export interface Stack {
  /** `public` (= `shell`) is the public origin; the others are the services' own addresses. */
  /** `payment-integrator`: the sandbox's example integrator page, as the browser reaches it. */
  /** `operator`: the API's operator listener (loopback; only with `operatorToken`). */
  urls: Record<'public' | ServiceName | 'payment-integrator' | 'operator', string>;
  ports: Record<ServiceName, number>;
  readyInMs: number;
  logDir: string | undefined;
  running(): ServiceName[];
  stop(): Promise<void>;
  stopService(name: ServiceName): Promise<void>;
  startService(name: ServiceName): Promise<void>;
}

export function startStack(options?: StackOptions): Promise<Stack>;
