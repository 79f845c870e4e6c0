// `npm run bench:forecast`: the forecast's accuracy on a replayed synthetic history and its speed,
// checked against the budgets below (exit code 1 when one is missed).
import { replayAccuracy } from './accuracy.js';
import { measureSpeed } from './speed.js';

const BUDGETS = {
  /** P50 error at least 30 % below the better naive forecast. */
  p50ErrorShareOfBestNaive: 0.7,
  p85Coverage: [0.8, 0.9] as const,
  fullMs: 100,
  incrementalMs: 10,
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const failures: string[] = [];

const accuracy = replayAccuracy();
console.log(`accuracy — ${accuracy.tasks} tasks replayed (synthetic team, see bench/forecast/team-generator.ts)`);
console.log('  method                     P50 error (working days)   P50 held   P85 held');
for (const [name, score] of [
  ['Stepwise forecast', accuracy.ours],
  ['estimates as they are', accuracy.estimates],
  ['one team-wide ratio', accuracy.teamAverage],
] as const) {
  console.log(
    `  ${name.padEnd(26)} ${score.meanErrorDays.toFixed(2).padStart(10)}                ${percent(score.p50Coverage).padStart(8)}   ${percent(score.p85Coverage).padStart(8)}`,
  );
}
const bestNaive = Math.min(accuracy.estimates.meanErrorDays, accuracy.teamAverage.meanErrorDays);
const share = accuracy.ours.meanErrorDays / bestNaive;
console.log(`  P50 error vs the better naive forecast: ${percent(share)} of it (${percent(1 - share)} lower; target ≥ 30 % lower)`);
if (share > BUDGETS.p50ErrorShareOfBestNaive)
  failures.push(`P50 error is ${percent(share)} of the better naive forecast's (budget ${percent(BUDGETS.p50ErrorShareOfBestNaive)})`);
const [low, high] = BUDGETS.p85Coverage;
if (accuracy.ours.p85Coverage < low || accuracy.ours.p85Coverage > high)
  failures.push(`P85 held for ${percent(accuracy.ours.p85Coverage)} of tasks (target 85 ± 5 %)`);

const speed = measureSpeed();
console.log(`speed — ${speed.openTasks} open tasks, ${speed.members} members (median of repeated runs)`);
console.log(`  full recompute                  ${speed.fullMs.toFixed(1)} ms (budget ${BUDGETS.fullMs} ms)`);
console.log(`  full recompute + pace learning  ${speed.fullWithPaceLearningMs.toFixed(1)} ms`);
console.log(`  after one task changes          ${speed.incrementalMs.toFixed(2)} ms (budget ${BUDGETS.incrementalMs} ms)`);
if (speed.fullMs > BUDGETS.fullMs) failures.push(`full recompute ${speed.fullMs.toFixed(1)} ms > ${BUDGETS.fullMs} ms`);
if (speed.incrementalMs > BUDGETS.incrementalMs) failures.push(`incremental recompute ${speed.incrementalMs.toFixed(2)} ms > ${BUDGETS.incrementalMs} ms`);

if (failures.length > 0) {
  console.error(`\nover budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nall forecast budgets met');
