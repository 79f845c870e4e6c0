/** Latency percentiles of browser interactions, printed as a table and checked against a p95 budget. */

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/** The command-line option `--name=value` as a number. */
export const numberOption = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/**
 * Prints samples, p50, p95 and max per interaction; answers what is over `budgetP95Ms` (or has no
 * sample) as lines for the failure report.
 */
export function interactionTable(rows: ReadonlyArray<readonly [name: string, values: readonly number[]]>, budgetP95Ms: number): string[] {
  const width = Math.max(...rows.map(([name]) => name.length)) + 1;
  const failures: string[] = [];
  console.log(`${'interaction'.padEnd(width)} samples        p50        p95        max`);
  for (const [name, values] of rows) {
    const p95 = percentile(values, 95);
    console.log(
      `${name.padEnd(width)} ${String(values.length).padStart(7)} ${ms(percentile(values, 50))} ${ms(p95)} ${ms(values.length ? Math.max(...values) : 0)}`,
    );
    if (values.length === 0) failures.push(`${name}: no sample`);
    else if (p95 > budgetP95Ms) failures.push(`${name}: p95 ${p95.toFixed(1)} ms > ${budgetP95Ms} ms`);
  }
  return failures;
}
