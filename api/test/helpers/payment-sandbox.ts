import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SANDBOX_PAYMENT_API_SECRET, SANDBOX_PAYMENT_PUBLIC_ID } from '../../src/config.js';
import type { ProviderTransaction } from '../../src/modules/payments/gateway/payment-gateway.js';
import { repoRoot } from '../../src/package-root.js';
import { startTestApp, testConfig, type TestApp, type TestAppOptions } from './test-app.js';

export const THREE_DS_CARD = '4000 0000 0000 3220';
export const APPROVED_CARD = '4242 4242 4242 4242';

/** Resolves once `check` answers true, polling; fails after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface WidgetResult {
  status: string;
  success: boolean;
  transactionId: number;
  acsUrl: string | null;
}

/**
 * The real payment sandbox (payment-sandbox/, its own process) in front of a test app that listens on a
 * port, so that the sandbox's signed notifications reach the API as they would in production.
 */
export class PaymentSandbox {
  readonly url: string;
  readonly #process: ChildProcess;
  readonly #auth = `Basic ${Buffer.from(`${SANDBOX_PAYMENT_PUBLIC_ID}:${SANDBOX_PAYMENT_API_SECRET}`).toString('base64')}`;

  private constructor(url: string, child: ChildProcess) {
    this.url = url;
    this.#process = child;
  }

  /** Starts the sandbox on `port`; its notifications go to `notifyUrl`. */
  static async start(port: number, notifyUrl: string): Promise<PaymentSandbox> {
    const child = spawn(process.execPath, ['--import', 'tsx', join('payment-sandbox', 'src', 'server.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PAYMENT_PUBLIC_ID: SANDBOX_PAYMENT_PUBLIC_ID,
        PAYMENT_API_SECRET: SANDBOX_PAYMENT_API_SECRET,
        PAYMENT_NOTIFY_URL: notifyUrl,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        INTEGRATOR_PORT: '0',
        NOTIFY_RETRY_BASE_MS: '20',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const sandbox = new PaymentSandbox(`http://127.0.0.1:${port}`, child);
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    await waitFor(
      async () => {
        if (exited) throw new Error('the payment sandbox exited while starting');
        return fetch(`${sandbox.url}/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      'the payment sandbox to start',
      60_000,
    );
    return sandbox;
  }

  async stop(): Promise<void> {
    if (this.#process.exitCode !== null) return;
    const exited = new Promise((resolve) => this.#process.once('exit', resolve));
    this.#process.kill('SIGTERM');
    await exited;
  }

  /** The card form's submission, as the widget's iframe posts it. */
  async payInWidget(payment: { invoiceId: string; accountId: string; amount: number }, card = APPROVED_CARD): Promise<WidgetResult> {
    const response = await fetch(`${this.url}/widget/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        publicId: SANDBOX_PAYMENT_PUBLIC_ID,
        scheme: 'charge',
        amount: String(payment.amount),
        currency: 'RUB',
        invoiceId: payment.invoiceId,
        accountId: payment.accountId,
        description: 'Stepwise',
        email: 'payer@stepwise.test',
        language: 'en-US',
        parentOrigin: 'http://stepwise.test',
        number: card,
        expiry: '12/39',
        cvc: '123',
        holder: 'IVAN PETROV',
      }),
    });
    if (response.status !== 200) throw new Error(`widget payment answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as WidgetResult;
  }

  /** Types the code on the 3-D Secure page (1234 approves). */
  async completeChallenge(transactionId: number, code = '1234'): Promise<void> {
    const response = await fetch(`${this.url}/3ds/${transactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code }).toString(),
    });
    if (response.status !== 200) throw new Error(`3-D Secure page answered ${response.status}`);
  }

  /** One call of the provider's server API with the merchant's credentials. */
  async call<Model>(path: string, body: Record<string, unknown>): Promise<{ Success: boolean; Message: string | null; Model: Model }> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { authorization: this.#auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { Success: boolean; Message: string | null; Model: Model };
  }

  /** A saved-card token of the account, for a card charged later by token. */
  async savedCardToken(accountId: string, cardNumber = APPROVED_CARD): Promise<string> {
    return (await this.call<{ Token: string }>('/test/tokens', { AccountId: accountId, CardNumber: cardNumber })).Model.Token;
  }

  /** Every transaction of an invoice, as the provider's list of today shows it. */
  async transactionsOf(invoiceId: string): Promise<ProviderTransaction[]> {
    const today = new Date().toISOString().slice(0, 10);
    const listed = await this.call<ProviderTransaction[]>('/payments/list', { Date: today });
    return listed.Model.filter((transaction) => transaction.InvoiceId === invoiceId);
  }

  /** The invoice's captures that kept the money: completed and not refunded. */
  async keptCaptures(invoiceId: string): Promise<ProviderTransaction[]> {
    return (await this.transactionsOf(invoiceId)).filter((transaction) => transaction.Status === 'Completed' && !transaction.Refunded);
  }
}

export interface SandboxedApp {
  testApp: TestApp;
  sandbox: PaymentSandbox;
  close(): Promise<void>;
}

/**
 * A test app on a port and the sandbox it pays through. `notifications: false` sends the sandbox's
 * notifications nowhere (the API misses them all), as when the API was down.
 */
export async function startSandboxedApp(options: TestAppOptions & { notifications?: boolean } = {}): Promise<SandboxedApp> {
  const port = await freePort();
  const testApp = await startTestApp({
    ...options,
    config: { ...options.config, payments: { ...testConfig({ driver: 'pglite' }).payments, providerUrl: `http://127.0.0.1:${port}` } },
  });
  let sandbox: PaymentSandbox | undefined;
  try {
    const apiUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const notifyUrl = options.notifications === false ? 'http://127.0.0.1:9/nowhere' : `${apiUrl}/api/payment/notifications`;
    sandbox = await PaymentSandbox.start(port, notifyUrl);
  } catch (error) {
    await testApp.close();
    throw error;
  }
  return {
    testApp,
    sandbox,
    close: async () => {
      await sandbox.stop();
      await testApp.close();
    },
  };
}
