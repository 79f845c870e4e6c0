/**
 * Sends provider notifications (`POST {notifyUrl}/{kind}`, form-urlencoded, signed) and retries each
 * one until the receiver answers 200: after base × 2^n ms for the n-th failure, `maxAttempts` at most.
 */
import { signBody } from './sign';

export type NotificationKind = 'challenge' | 'pay' | 'auth' | 'fail' | 'confirm' | 'cancel';

export interface NotifierLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface NotifierOptions {
  notifyUrl: string;
  apiSecret: string;
  retryBaseMs: number;
  maxAttempts: number;
  log: NotifierLog;
  /** Per attempt. */
  timeoutMs?: number;
}

export interface Notifier {
  /** Resolves once the first attempt is over (whatever its outcome); retries go on in the background. */
  notify(kind: NotificationKind, fields: Record<string, string>): Promise<void>;
  /** Resolves when every notification is delivered or given up. */
  settled(): Promise<void>;
  /** Stops pending retries. */
  close(): void;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const deliveries = new Set<Promise<void>>();
  const waits = new Map<NodeJS.Timeout, () => void>();
  let closed = false;

  async function attempt(kind: NotificationKind, body: string, signature: string): Promise<boolean> {
    const url = `${options.notifyUrl}/${kind}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': signature },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const answer = await response.text();
      if (response.status === 200) return true;
      options.log.warn({ url, status: response.status, answer: answer.slice(0, 200) }, 'notification refused');
    } catch (error) {
      options.log.warn({ url, error: error instanceof Error ? (error.cause ?? error).toString() : String(error) }, 'notification failed');
    }
    return false;
  }

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });
  }

  return {
    notify(kind, fields) {
      const body = new URLSearchParams(fields).toString();
      const signature = signBody(options.apiSecret, body);
      let firstAttemptDone: () => void = () => undefined;
      const firstAttempt = new Promise<void>((resolve) => {
        firstAttemptDone = resolve;
      });
      const delivery = (async () => {
        for (let attemptNo = 1; attemptNo <= options.maxAttempts && !closed; attemptNo += 1) {
          const delivered = await attempt(kind, body, signature);
          firstAttemptDone();
          if (delivered) {
            options.log.info({ kind, transactionId: fields.TransactionId, attempt: attemptNo }, 'notification delivered');
            return;
          }
          if (attemptNo < options.maxAttempts) await wait(options.retryBaseMs * 2 ** (attemptNo - 1));
        }
        firstAttemptDone();
        if (!closed) options.log.error({ kind, transactionId: fields.TransactionId, attempts: options.maxAttempts }, 'notification given up');
      })();
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
      return firstAttempt;
    },
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
    close() {
      closed = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
    },
  };
}
