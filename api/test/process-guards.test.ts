import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const guards = fileURLToPath(new URL('../src/process-guards.ts', import.meta.url));

/** Runs `body` in a process of its own with the API's process guards installed; its output and exit code. */
function runGuarded(body: string): { status: number | null; output: string } {
  const script = `
    import { installProcessGuards } from ${JSON.stringify(guards)};
    const log = { error: (details, message) => console.log('error:', message), fatal: (details, message) => console.log('fatal:', message) };
    installProcessGuards(log, async () => console.log('closed'));
    ${body}
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the API process and the errors nothing caught', () => {
  it('logs an unhandled rejection loudly and keeps running', () => {
    const { status, output } = runGuarded(`
      void Promise.reject(new Error('stray'));
      setTimeout(() => { console.log('still running'); }, 50);
    `);
    expect(output).toContain('error: unhandled promise rejection');
    expect(output).toContain('still running');
    expect(status).toBe(0);
  });

  it('logs an uncaught exception, closes what it can and exits with code 1 for its supervisor to restart it', () => {
    const { status, output } = runGuarded(`
      setTimeout(() => { throw new Error('boom'); }, 10);
      setTimeout(() => { console.log('still running'); }, 5_000);
    `);
    expect(output).toContain('fatal: uncaught exception');
    expect(output).toContain('closed');
    expect(output).not.toContain('still running');
    expect(status).toBe(1);
  });
});
