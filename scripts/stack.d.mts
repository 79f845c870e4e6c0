// Types of scripts/stack.mjs for TypeScript callers (the end-to-end global setup).

/** A service or app of apps.manifest.json: `shell`, `api`, `mail`, `mfe-auth`, … */
export type ServiceName = string;

export const ROOT: string;
export const SERVICES: readonly ServiceName[];
export const DEFAULT_PORTS: Readonly<Record<ServiceName, number>>;
export const PORT_VARIABLES: Readonly<Record<ServiceName, string>>;

export function portsFromEnv(env?: Record<string, string | undefined>): Partial<Record<ServiceName, number>>;
export function freePort(host?: string): Promise<number>;

export interface RestartPolicy {
  /** The pause before the first restart; each next one doubles, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A service healthy this long before it exited starts the count of restarts afresh. */
  healthyAfterMs: number;
  /** Restarts in a row (each exit sooner than healthyAfterMs) before the stack gives up on the service. */
  maxRestarts: number;
}

export interface ScheduledRestart {
  service: ServiceName;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Why it could not be started, when it did not even run (e.g. its port was taken). */
  reason?: string;
  /** The restart's number (1 = the first) and its pause; absent when the stack gave up. */
  attempt?: number;
  delayMs?: number;
  gaveUp?: true;
  failures?: number;
}

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
  /** When to start a service that exited on its own again (default DEFAULT_RESTART_POLICY of restart-plan.mjs); false: never. */
  restart?: false | RestartPolicy;
  /** Told of each restart the stack schedules, and when it gives up on a service. */
  onRestart?: (restart: ScheduledRestart) => void;
  /** The stack's own lines start with `[<logPrefix>]` (default `stack`). */
  logPrefix?: string;
  /** Where the stack's own lines go (default console.error). */
  log?: (line: string) => void;
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
