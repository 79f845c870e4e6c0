import { performance } from 'node:perf_hooks';

/** The value below which `share` of the sorted samples lie (nearest rank). */
export function percentile(sorted, share) {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}

/** Runs `action(run)` `warmup` times unmeasured, then `runs` times; answers the sorted durations (ms). */
export async function timeRuns(runs, action, warmup = Math.min(20, runs)) {
  for (let run = 0; run < warmup; run++) await action(run);
  const durations = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await action(warmup + run);
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}
