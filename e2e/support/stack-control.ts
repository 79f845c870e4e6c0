/**
 * Client of the control server (support/stack-control-server.ts), for use inside tests through the
 * `stack` fixture of support/test.ts.
 */
export type { ServiceName } from '../../scripts/stack.mjs';
import type { ServiceName } from '../../scripts/stack.mjs';

export interface StackState {
  /**
   * `public` is the shell server (the origin under test) and `payment-integrator` the sandbox's
   * example integrator page, both as the browser reaches them; the others are internal addresses.
   */
  urls: Record<'public' | 'payment-integrator' | ServiceName, string>;
  ports: Record<ServiceName, number>;
  running: ServiceName[];
  remotesFile: string;
  logDir: string;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through the Playwright config (its global setup starts the stack)`);
  return value;
}

export class StackControl {
  private changed = false;

  constructor(
    private readonly controlUrl: string,
    private readonly token: string,
  ) {}

  static fromEnv(): StackControl {
    return new StackControl(requiredEnv('STEPWISE_E2E_CONTROL_URL'), requiredEnv('STEPWISE_E2E_CONTROL_TOKEN'));
  }

  private async call(method: string, path: string, body?: string): Promise<Response> {
    const response = await fetch(`${this.controlUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}` },
      body,
    });
    if (!response.ok) {
      const detail = await response.text();
      throw new Error(`stack control ${method} ${path} failed: ${response.status} ${detail}`);
    }
    return response;
  }

  /** URLs, ports and running services. */
  async state(): Promise<StackState> {
    return (await this.call('GET', '/stack')).json() as Promise<StackState>;
  }

  /** Stops one service (its whole process group) and waits until it has exited. */
  async stopService(name: ServiceName): Promise<void> {
    this.changed = true;
    await this.call('POST', `/services/${name}/stop`);
  }

  /** Starts a stopped service again and waits until its health check answers. */
  async startService(name: ServiceName): Promise<void> {
    await this.call('POST', `/services/${name}/start`);
  }

  /** Replaces the remotes file: an object is written as JSON, a string as is (to test invalid content). */
  async setRemotes(remotes: Record<string, string> | string): Promise<void> {
    this.changed = true;
    await this.call('PUT', '/remotes', typeof remotes === 'string' ? remotes : `${JSON.stringify(remotes, null, 2)}\n`);
  }

  async remotesText(): Promise<string> {
    return ((await (await this.call('GET', '/remotes')).json()) as { text: string }).text;
  }

  /** Puts back the remotes file of the start of the run. */
  async resetRemotes(): Promise<void> {
    await this.call('POST', '/remotes/reset');
  }

  /** After a test: restores the remotes file and restarts stopped services, if this test changed anything. */
  async restoreIfChanged(): Promise<void> {
    if (!this.changed) return;
    this.changed = false;
    await this.call('POST', '/restore');
  }
}
