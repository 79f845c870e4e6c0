// Starts the whole Stepwise stack from the built outputs: the services and apps apps.manifest.json
// lists (the API, the remote servers, the payment sandbox, the mail catcher, the OpenID Connect
// issuer) and the shell server (the public origin), each in its own process group, and
// waits until every health endpoint answers. Used by `npm start` and by the end-to-end tests.
// Node built-ins only.
//
//   const stack = await startStack({ ports: 'free', databaseUrl: 'memory://', logDir });
//   stack.urls.public            → http://localhost:<shell port>
//   await stack.stopService('mfe-auth'); await stack.startService('mfe-auth');
//   await stack.stop();
//
// A service that exits on its own while the stack runs is started again after a growing pause
// (restart-plan.mjs), with a line in the log each time; one stopped on purpose (stopService, stop) is not.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { extraPortNames, defaultPorts, portVariables, readAppsManifest, remotesOf, ROOT, stackServiceNames } from './apps-manifest.mjs';
import { DEFAULT_RESTART_POLICY, formatDelay, formatExit, RestartPlan } from './restart-plan.mjs';

export { ROOT };

const MANIFEST = readAppsManifest();
const REMOTES = remotesOf(MANIFEST);

/** Start order (apps.manifest.json); stop runs in reverse (the public origin goes first). */
export const SERVICES = stackServiceNames(MANIFEST);

/** Ports that belong to a service but are not its health port. */
const EXTRA_PORTS = extraPortNames(MANIFEST);

/**
 * Local ports, from apps.manifest.json: the shell 8080; MailDev, the local mail catcher, web UI and
 * REST API (GET /email) on 1080 and SMTP on 1025; the local OpenID Connect issuer standing in for
 * Google; the payment sandbox and its example integrator page, another origin that embeds the checkout.
 */
export const DEFAULT_PORTS = Object.freeze(defaultPorts(MANIFEST));

/** Environment variables `npm start` reads to move a service to another port. */
export const PORT_VARIABLES = Object.freeze(portVariables(MANIFEST));

const INTERNAL_HOST = '127.0.0.1';
/**
 * The shell server connects to the API from this loopback address of its own, and the API believes
 * X-Forwarded-For from it alone: another local process calling the API directly cannot pose as the
 * proxy by sending the header. (Linux answers on all of 127.0.0.0/8; elsewhere see proxyTrust.)
 */
const PROXY_SOURCE_ADDRESS = '127.0.0.2';
const TAIL_LINES = 40;

/** Port overrides from the environment (PORT_VARIABLES); invalid values throw. */
export function portsFromEnv(env = process.env) {
  const ports = {};
  for (const [service, variable] of Object.entries(PORT_VARIABLES)) {
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} must be a TCP port number, got "${raw}"`);
    ports[service] = port;
  }
  return ports;
}

/** A port the OS considers free right now (it is released before it is returned). */
export function freePort(host = INTERNAL_HOST) {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function assertPortFree(port, host, service) {
  return new Promise((resolveCheck, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} (${service}) is already in use: is another Stepwise (or something else) running? ` +
                `Stop it, or move ${service} with ${PORT_VARIABLES[service]}=<port>.`
            : `cannot check port ${port} (${service}): ${error.message}`,
        ),
      );
    });
    server.listen(port, host, () => server.close(() => resolveCheck()));
  });
}

function canBind(address) {
  return new Promise((resolveCheck) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolveCheck(false));
    server.listen(0, address, () => server.close(() => resolveCheck(true)));
  });
}

/**
 * How the API tells the shell server's requests from others: `{ trustProxy, sourceAddress }`. Where
 * the proxy's own loopback address cannot be used (a system that answers on 127.0.0.1 alone), the
 * API trusts every loopback peer, as it did before, and says so.
 */
async function proxyTrust() {
  if (await canBind(PROXY_SOURCE_ADDRESS)) return { trustProxy: PROXY_SOURCE_ADDRESS, sourceAddress: PROXY_SOURCE_ADDRESS };
  console.warn(
    `[stack] ${PROXY_SOURCE_ADDRESS} is not a local address here: the API believes X-Forwarded-For from any local process ` +
      `(add the address to the loopback interface to avoid it, e.g. \`sudo ifconfig lo0 alias ${PROXY_SOURCE_ADDRESS}\`)`,
  );
  return { trustProxy: 'loopback', sourceAddress: undefined };
}

async function resolvePorts(ports) {
  if (ports === 'free') {
    const result = {};
    const taken = new Set();
    for (const service of [...SERVICES, ...EXTRA_PORTS]) {
      let port = await freePort();
      while (taken.has(port)) port = await freePort();
      taken.add(port);
      result[service] = port;
    }
    return result;
  }
  return { ...DEFAULT_PORTS, ...(ports ?? {}) };
}

function urlsFor(ports, publicHost) {
  const urls = { public: `http://${publicHost}:${ports.shell}` };
  for (const service of SERVICES) urls[service] = `http://${INTERNAL_HOST}:${ports[service]}`;
  urls.shell = urls.public;
  urls['payment-integrator'] = `http://${publicHost}:${ports['payment-integrator']}`;
  urls.operator = `http://${INTERNAL_HOST}:${ports.operator}`;
  return urls;
}

/** Command, environment and health URL of each service. */
function serviceDefinitions({ ports, urls, options, proxy }) {
  const node = process.execPath;
  // `stepwise-source`: workspace packages resolve to their TypeScript sources, not a build of them.
  const tsx = (entry) => [node, '--conditions=stepwise-source', '--import', 'tsx', entry];
  // what the browser sees: the provider's widget and the integrator page on the public host
  const browserHost = new URL(urls.public).hostname;
  const paymentWidgetUrl = `http://${browserHost}:${ports['payment-sandbox']}/widget.js`;
  const integratorOrigin = `http://${browserHost}:${ports['payment-integrator']}`;
  const definitions = {
    api: {
      command: [node, 'api/dist/server.js'],
      env: {
        PORT: String(ports.api),
        HOST: INTERNAL_HOST,
        // only the shell server's proxy, from its own address, is believed about the client's address
        TRUST_PROXY: proxy.trustProxy,
        PUBLIC_URL: urls.public,
        PAYMENT_PROVIDER_URL: urls['payment-sandbox'],
        PAYMENT_WIDGET_URL: paymentWidgetUrl,
        // the operator routes, on a loopback listener of their own (docs/operations.md); none without a token
        OPERATOR_PORT: String(ports.operator),
        OPERATOR_HOST: INTERNAL_HOST,
        ...(options.operatorToken ? { OPERATOR_TOKEN: options.operatorToken } : {}),
        SMTP_URL: `smtp://${INTERNAL_HOST}:${ports['mail-smtp']}`,
        OIDC_TEST_ISSUER_URL: urls['oidc-issuer'],
        ...(options.databaseUrl !== undefined ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(options.dataDir !== undefined ? { DATA_DIR: resolve(options.dataDir) } : {}),
      },
      health: `${urls.api}/api/health`,
      requires: 'api/dist/server.js',
    },
    mail: {
      command: [node, 'node_modules/maildev/bin/maildev', '--smtp', String(ports['mail-smtp']), '--web', String(ports.mail), '--ip', INTERNAL_HOST],
      env: {},
      health: `${urls.mail}/healthz`,
    },
    'oidc-issuer': {
      command: tsx('api/src/dev/oidc-test-issuer.ts'),
      env: { OIDC_TEST_ISSUER_PORT: String(ports['oidc-issuer']), OIDC_TEST_ISSUER_HOST: INTERNAL_HOST, OIDC_TEST_ISSUER_URL: urls['oidc-issuer'] },
      health: `${urls['oidc-issuer']}/.well-known/openid-configuration`,
    },
    'payment-sandbox': {
      command: tsx('payment-sandbox/src/server.ts'),
      env: {
        PORT: String(ports['payment-sandbox']),
        HOST: INTERNAL_HOST,
        PUBLIC_URL: `http://${browserHost}:${ports['payment-sandbox']}`,
        PAYMENT_NOTIFY_URL: `${urls.api}/api/payment/notifications`,
        INTEGRATOR_PORT: String(ports['payment-integrator']),
        CHECKOUT_URL: urls.public,
      },
      health: `${urls['payment-sandbox']}/health`,
    },
    shell: {
      command: tsx('shell/server/index.ts'),
      env: {
        PORT: String(ports.shell),
        HOST: options.publicBind ?? 'localhost',
        API_URL: urls.api,
        ...(proxy.sourceAddress ? { API_SOURCE_ADDRESS: proxy.sourceAddress } : {}),
        ...Object.fromEntries(REMOTES.map((remote) => [remote.upstreamVariable, urls[remote.name]])),
        PAYMENT_WIDGET_URL: paymentWidgetUrl,
        EMBED_ALLOWED_ORIGINS: integratorOrigin,
        ...(options.remotesFile !== undefined ? { REMOTES_FILE: resolve(options.remotesFile) } : {}),
      },
      health: `http://${INTERNAL_HOST}:${ports.shell}/health`,
    },
  };
  for (const { name, container } of REMOTES) {
    definitions[name] = {
      command: tsx(`${name}/server/index.ts`),
      env: { PORT: String(ports[name]), HOST: INTERNAL_HOST },
      health: `${urls[name]}/health`,
      container,
    };
  }
  for (const service of SERVICES) {
    const override = options.services?.[service] ?? {};
    definitions[service] = {
      ...definitions[service],
      ...(override.command ? { command: override.command, requires: undefined } : {}),
      env: { ...process.env, ...(options.env ?? {}), ...definitions[service].env, ...(override.env ?? {}) },
    };
  }
  return definitions;
}

// Every child of every stack in this process, so none survives its parent (see the exit hook below).
const liveChildren = new Set();
let exitHookInstalled = false;

function appendToLog(file, text) {
  try {
    const fd = openSync(file, 'a');
    writeSync(fd, text);
    closeSync(fd);
  } catch {
    // the log is a convenience; the console line was written
  }
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of liveChildren) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

const COLOURS = [36, 35, 33, 32, 34, 96, 95];

/**
 * Starts the stack. Options:
 *   ports        'free' | { [service]: port } (merged over DEFAULT_PORTS)
 *   env          extra environment for every service
 *   services     per-service overrides: { [service]: { env?, command? } }
 *   databaseUrl  DATABASE_URL for the API (unset → the API's embedded default)
 *   operatorToken  OPERATOR_TOKEN for the API: its operator listener runs on urls.operator (none without)
 *   dataDir      DATA_DIR for the API (where the embedded database lives)
 *   remotesFile  REMOTES_FILE for the shell server
 *   logDir       write each service's output to <logDir>/<service>.log; without it, output goes to
 *                the console prefixed with the service name
 *   publicHost   host name in the public URL (default localhost)
 *   publicBind   HOST the shell server binds (default localhost)
 *   healthTimeoutMs  per service (default 60 000)
 *   only         start just these services (the others get ports and URLs but no process)
 *   onUnexpectedExit(service, code, signal)  called when a service dies while the stack runs
 *   restart      when to start such a service again (restart-plan.mjs; default DEFAULT_RESTART_POLICY),
 *                or false to leave it stopped
 *   logPrefix    what the stack's own lines start with, in brackets (default 'stack'): a restart, giving up
 *   log(line)    where those lines go (default console.error)
 *   signal       AbortSignal: aborting while the stack starts stops what was started and rejects
 */
export async function startStack(options = {}) {
  installExitHook();
  const ports = await resolvePorts(options.ports);
  const urls = urlsFor(ports, options.publicHost ?? 'localhost');
  const definitions = serviceDefinitions({ ports, urls, options, proxy: await proxyTrust() });
  const healthTimeoutMs = options.healthTimeoutMs ?? 60_000;
  const selected = options.only ? SERVICES.filter((service) => options.only.includes(service)) : SERVICES;
  const logDir = options.logDir ? resolve(options.logDir) : undefined;
  if (logDir) mkdirSync(logDir, { recursive: true });

  /** service → { child, exited: Promise, stopping, tail: string[], logFile, healthyAt } */
  const running = new Map();
  let up = false;
  let stopped = false;
  const restartPolicy = options.restart === false ? undefined : (options.restart ?? DEFAULT_RESTART_POLICY);
  /** service → its RestartPlan, while it keeps exiting on its own */
  const restartPlans = new Map();
  /** service → the timer of its coming restart */
  const pendingRestarts = new Map();
  const say = (line) => (options.log ?? console.error)(`[${options.logPrefix ?? 'stack'}] ${line}`);
  const prefixWidth = Math.max(...SERVICES.map((service) => service.length));

  function logLine(service, line, state = running.get(service)) {
    if (state) {
      state.tail.push(line);
      if (state.tail.length > TAIL_LINES) state.tail.shift();
    }
    if (!logDir) {
      const name = service.padEnd(prefixWidth);
      const prefix = process.stdout.isTTY ? `\x1b[${COLOURS[SERVICES.indexOf(service) % COLOURS.length]}m${name}\x1b[0m |` : `${name} |`;
      process.stdout.write(`${prefix} ${line}\n`);
    }
  }

  function tailOf(state) {
    if (state.logFile && existsSync(state.logFile)) {
      return readFileSync(state.logFile, 'utf8').split(/\r?\n/).filter(Boolean).slice(-TAIL_LINES);
    }
    return state.tail;
  }

  function spawnService(service, { append }) {
    const definition = definitions[service];
    if (definition.requires && !existsSync(join(ROOT, definition.requires))) {
      throw new Error(`${service}: ${definition.requires} does not exist. Build first: npm run build (or node scripts/build.mjs ${service}).`);
    }
    const state = { tail: [], stopping: false, logFile: undefined };
    let stdio = ['ignore', 'pipe', 'pipe'];
    let fd;
    if (logDir) {
      state.logFile = join(logDir, `${service}.log`);
      fd = openSync(state.logFile, append ? 'a' : 'w');
      writeSync(fd, `--- ${new Date().toISOString()} starting ${service}: ${definition.command.join(' ')} (port ${ports[service]})\n`);
      stdio = ['ignore', fd, fd];
    }
    const [command, ...args] = definition.command;
    const child = spawn(command, args, { cwd: ROOT, env: definition.env, stdio, detached: true });
    if (fd !== undefined) closeSync(fd);
    state.child = child;
    running.set(service, state);
    liveChildren.add(child);

    if (!logDir) {
      for (const stream of [child.stdout, child.stderr]) {
        let pending = '';
        stream.on('data', (chunk) => {
          pending += chunk.toString();
          const lines = pending.split(/\r?\n/);
          pending = lines.pop() ?? '';
          for (const line of lines) logLine(service, line, state);
        });
        stream.on('end', () => {
          if (pending) logLine(service, pending, state);
        });
      }
    }

    state.exited = new Promise((resolveExit) => {
      child.once('error', (error) => {
        logLine(service, `failed to start: ${error.message}`, state);
        liveChildren.delete(child);
        resolveExit({ code: null, signal: null, error });
      });
      child.once('exit', (code, signal) => {
        liveChildren.delete(child);
        // the process group may hold helpers the service started: take them down too
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // none left
        }
        if (!state.stopping && running.get(service) === state) {
          running.delete(service);
          if (up && !stopped) {
            options.onUnexpectedExit?.(service, code, signal);
            const healthyMs = state.healthyAt === undefined ? 0 : Date.now() - state.healthyAt;
            afterUnexpectedExit(service, { code, signal }, healthyMs, state);
          }
        }
        resolveExit({ code, signal });
      });
    });
    return state;
  }

  async function waitHealthy(service, state) {
    const { health } = definitions[service];
    const deadline = Date.now() + healthTimeoutMs;
    let last = 'no answer yet';
    let exited;
    state.exited.then((result) => {
      exited = result;
    });
    while (Date.now() < deadline) {
      if (exited) break;
      if (options.signal?.aborted) throw new Error('start aborted');
      try {
        const response = await fetch(health, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.ok) {
          state.healthyAt = Date.now();
          return;
        }
        last = `HTTP ${response.status}`;
      } catch (error) {
        last = error.cause?.code ?? error.name ?? String(error);
      }
      await new Promise((resolveDelay) => setTimeout(resolveDelay, 150));
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 100)); // let the last log lines land
    const reason = exited
      ? `exited (${exited.error ? exited.error.message : exited.signal ? `signal ${exited.signal}` : `code ${exited.code}`}) before becoming healthy`
      : `did not become healthy within ${Math.round(healthTimeoutMs / 1000)} s (GET ${health}: ${last})`;
    const where = state.logFile ? ` (log: ${state.logFile})` : '';
    throw new Error(
      `${service} ${reason}. Last lines of its output${where}:\n${tailOf(state)
        .map((line) => `    ${line}`)
        .join('\n')}`,
    );
  }

  /** Forgets a coming restart (the service is stopped or started on purpose). */
  function cancelRestart(service) {
    clearTimeout(pendingRestarts.get(service));
    pendingRestarts.delete(service);
    restartPlans.delete(service);
  }

  /** Notes a service that ended on its own in its log, and starts it again after its plan's pause, or gives up. */
  function afterUnexpectedExit(service, exit, healthyMs, state) {
    const how = exit.reason ?? formatExit(exit);
    if (!restartPolicy) {
      say(`${service} exited (${how}); it is not restarted, the rest keeps running`);
      return;
    }
    let plan = restartPlans.get(service);
    if (!plan) {
      plan = new RestartPlan(restartPolicy);
      restartPlans.set(service, plan);
    }
    const restart = plan.exited(healthyMs);
    const line = restart
      ? `${service} exited (${how}); restarting in ${formatDelay(restart.delayMs)}, attempt ${restart.attempt}`
      : `${service} exited (${how}) ${plan.failures} times in a row, each within ${formatDelay(restartPolicy.healthyAfterMs)} of starting: ` +
        `NOT restarting it again. The rest keeps running without it; see its output${state?.logFile ? ` (${state.logFile})` : ' above'}, fix the cause and start again.`;
    say(line);
    if (state?.logFile) appendToLog(state.logFile, `--- ${new Date().toISOString()} ${line}\n`);
    options.onRestart?.({
      service,
      ...exit,
      ...(restart ? { attempt: restart.attempt, delayMs: restart.delayMs } : { gaveUp: true, failures: plan.failures }),
    });
    if (!restart) return;
    pendingRestarts.set(
      service,
      setTimeout(() => {
        pendingRestarts.delete(service);
        void restartNow(service);
      }, restart.delayMs),
    );
  }

  async function restartNow(service) {
    if (stopped || running.has(service)) return;
    let state;
    try {
      await assertPortFree(ports[service], INTERNAL_HOST, service);
      state = spawnService(service, { append: true });
      await waitHealthy(service, state);
    } catch (error) {
      const reason = error.message.split('\n')[0];
      if (!state) {
        // It could not even be spawned (its port is still taken, say): one more failure.
        if (!stopped && !running.has(service) && !pendingRestarts.has(service)) {
          afterUnexpectedExit(service, { code: null, signal: null, reason }, 0, undefined);
        }
      } else if (running.get(service) === state && !state.stopping) {
        // Running but not healthy in time: stopped the hard way, and its exit counts as one more failure.
        say(`${service} ${reason}`);
        try {
          process.kill(-state.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      // Otherwise it exited (its exit decided what follows) or was stopped on purpose.
    }
  }

  async function stopOne(service, timeoutMs = 10_000) {
    cancelRestart(service);
    const state = running.get(service);
    if (!state) return;
    state.stopping = true;
    const { child } = state;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    await state.exited;
    clearTimeout(timer);
    if (running.get(service) === state) running.delete(service);
  }

  async function stopAll() {
    stopped = true;
    for (const service of SERVICES) cancelRestart(service);
    await stopOne('shell');
    await Promise.all(SERVICES.filter((service) => service !== 'shell').map((service) => stopOne(service)));
  }

  async function startOne(service, { append }) {
    if (running.has(service)) return;
    await assertPortFree(ports[service], INTERNAL_HOST, service);
    const state = spawnService(service, { append });
    await waitHealthy(service, state);
  }

  const started = Date.now();
  try {
    options.signal?.throwIfAborted();
    // the extra ports belong to services: check them only when every service starts
    const claimed = options.only ? selected : [...SERVICES, ...EXTRA_PORTS];
    for (const service of claimed) await assertPortFree(ports[service], INTERNAL_HOST, service);
    await Promise.all(selected.map((service) => waitHealthy(service, spawnService(service, { append: false }))));
  } catch (error) {
    await stopAll();
    throw error;
  }
  up = true;

  return {
    urls,
    ports,
    readyInMs: Date.now() - started,
    logDir,
    /** Names of the services running now. */
    running: () => SERVICES.filter((service) => running.has(service)),
    stop: stopAll,
    async stopService(service) {
      if (!SERVICES.includes(service)) throw new Error(`unknown service ${service} (known: ${SERVICES.join(', ')})`);
      await stopOne(service);
    },
    async startService(service) {
      if (!SERVICES.includes(service)) throw new Error(`unknown service ${service} (known: ${SERVICES.join(', ')})`);
      cancelRestart(service);
      await startOne(service, { append: true });
    },
  };
}
