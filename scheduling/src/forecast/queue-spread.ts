/**
 * The spread of a queue's total work. Each task's work is lognormal (median m, log-spread s); the
 * sum of a queue is approximated by a lognormal with the same mean and variance (Fenton–Wilkinson),
 * whose 85th percentile is the P85 of the queue up to that task.
 */
export const Z_85 = 1.0364333894937898;

export interface QueueMoments {
  mean: number;
  variance: number;
}

export const EMPTY_QUEUE: QueueMoments = { mean: 0, variance: 0 };

export function withTask(queue: QueueMoments, medianMinutes: number, logSpread: number): QueueMoments {
  const s2 = logSpread * logSpread;
  return {
    mean: queue.mean + medianMinutes * Math.exp(s2 / 2),
    variance: queue.variance + medianMinutes * medianMinutes * Math.exp(s2) * (Math.exp(s2) - 1),
  };
}

/** The 85th percentile of the queue's total work, in minutes. */
export function p85Minutes(queue: QueueMoments): number {
  if (queue.mean <= 0) return 0;
  const sigma2 = Math.log(1 + queue.variance / (queue.mean * queue.mean));
  return Math.exp(Math.log(queue.mean) - sigma2 / 2 + Z_85 * Math.sqrt(sigma2));
}

/** The median of the queue's total work, in minutes. */
export function p50Minutes(queue: QueueMoments): number {
  if (queue.mean <= 0) return 0;
  const sigma2 = Math.log(1 + queue.variance / (queue.mean * queue.mean));
  return Math.exp(Math.log(queue.mean) - sigma2 / 2);
}
