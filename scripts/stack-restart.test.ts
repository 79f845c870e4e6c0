/** @jest-environment node */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_RESTART_POLICY, RestartPlan } from './restart-plan.mjs';

describe('the restart plan', () => {
  it('waits 1 s, then twice as long each time up to 30 s, and gives up after six restarts in a row', () => {
    const plan = new RestartPlan();
    const delays = Array.from({ length: 7 }, () => plan.exited(5_000)?.delayMs);
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, undefined]);
    expect(DEFAULT_RESTART_POLICY.maxRestarts).toBe(6);
  });

  it('starts the count afresh after a minute of health', () => {
    const plan = new RestartPlan();
    plan.exited(0);
    plan.exited(1_000);
    expect(plan.exited(2_000)).toEqual({ attempt: 3, delayMs: 4_000 });
    expect(plan.exited(60_000)).toEqual({ attempt: 1, delayMs: 1_000 });
  });
});

type StackMessage = {
  type: 'ready' | 'restart' | 'log' | 'stopped' | 'started' | 'quit';
  url?: string;
  line?: string;
  attempt?: number;
  delayMs?: number;
  gaveUp?: boolean;
  code?: number | null;
  running?: string[];
};

const POLICY = { firstDelayMs: 50, maxDelayMs: 150, healthyAfterMs: 60_000, maxRestarts: 4 };

describe('a stack service that exits on its own (scripts/stack.mjs)', () => {
  let driver: ChildProcessWithoutNullStreams;
  let dir: string;
  let failFile: string;
  let url: string;
  const messages: StackMessage[] = [];
  let wake = () => {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stack-restart-'));
    failFile = join(dir, 'fail-at-start');
    driver = spawn(process.execPath, [join(__dirname, 'fixtures', 'supervised-stack.mjs')], {
      env: { ...process.env, RESTART_POLICY: JSON.stringify(POLICY), FAIL_AT_START: failFile, LOG_DIR: dir },
    });
    createInterface({ input: driver.stdout }).on('line', (line) => {
      messages.push(JSON.parse(line) as StackMessage);
      wake();
    });
    url = (await next((message) => message.type === 'ready')).url!;
  }, 60_000);

  afterAll(async () => {
    if (driver.exitCode === null && driver.signalCode === null) {
      const exited = new Promise((resolve) => driver.once('exit', resolve));
      driver.stdin.end('quit\n');
      const timer = setTimeout(() => driver.kill('SIGTERM'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  let seen = 0;
  /** The next message (after those already taken) that `matches`; the ones skipped are returned by `taken`. */
  async function next(matches: (message: StackMessage) => boolean, what = 'a message from the stack'): Promise<StackMessage> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      while (seen < messages.length) {
        const message = messages[seen++];
        if (matches(message)) return message;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  const send = (command: string) => driver.stdin.write(`${command}\n`);
  const lastLogLine = () => messages.filter((message) => message.type === 'log').at(-1)?.line;

  async function pid(): Promise<number> {
    return Number(await (await fetch(`${url}/pid`)).text());
  }

  /** Polls until the service answers with a pid other than `old` (it was started again). */
  async function restartedFrom(old: number): Promise<number> {
    for (;;) {
      const current = await pid().catch(() => undefined);
      if (current !== undefined && current !== old) return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  function crash(code = 1) {
    return fetch(`${url}/exit?code=${code}`).then((response) => response.text());
  }

  it('is started again after a pause that doubles with each exit, and the log says so each time', async () => {
    let current = await pid();
    for (const [attempt, delayMs] of [
      [1, 50],
      [2, 100],
      [3, 150],
    ]) {
      await crash(1);
      const restart = await next((message) => message.type === 'restart', 'a restart');
      expect(restart).toMatchObject({ attempt, delayMs, code: 1 });
      expect(lastLogLine()).toBe(`[test] payment-sandbox exited (code 1); restarting in ${delayMs} ms, attempt ${attempt}`);
      current = await restartedFrom(current);
    }
  }, 60_000);

  it('is not started again when it was stopped on purpose, and starting it counts afresh', async () => {
    const before = await pid();
    const sinceStop = messages.length;
    send('stop');
    await next((message) => message.type === 'stopped', 'stopped');
    // The decision to restart is taken as the process exits, before stopService resolves: none was.
    expect(messages.slice(sinceStop)).toEqual([{ type: 'stopped', running: [] }]);
    await expect(pid()).rejects.toThrow();

    send('start');
    await next((message) => message.type === 'started', 'started');
    const after = await pid();
    expect(after).not.toBe(before);
    await crash(1);
    expect(await next((message) => message.type === 'restart', 'a restart')).toMatchObject({ attempt: 1, delayMs: 50 });
    await restartedFrom(after);
  }, 60_000);

  it('is given up on, loudly, after failing again and again right after starting', async () => {
    writeFileSync(failFile, '');
    await crash(2);
    for (const attempt of [2, 3, 4])
      expect(await next((message) => message.type === 'restart', 'a restart')).toMatchObject({ attempt, code: 2 === attempt ? 2 : 3 });
    expect(await next((message) => message.type === 'restart', 'giving up')).toMatchObject({ gaveUp: true, failures: 5 });
    expect(lastLogLine()).toMatch(/^\[test\] payment-sandbox exited \(code 3\) 5 times in a row, .*NOT restarting it again/);
    // The service's log file tells the same story between its runs' output.
    const log = readFileSync(join(dir, 'payment-sandbox.log'), 'utf8');
    expect(log).toContain('payment-sandbox exited (code 1); restarting in 50 ms, attempt 1');
    expect(log).toContain('failing at start, as asked');
    expect(log).toMatch(/payment-sandbox exited \(code 3\) 5 times in a row/);

    rmSync(failFile);
    send('start');
    expect(await next((message) => message.type === 'started', 'started')).toMatchObject({ running: ['payment-sandbox'] });
    await pid();
  }, 60_000);
});
