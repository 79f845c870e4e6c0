import { median } from '../stats/median.js';

/**
 * Pace: how many minutes of real work one estimated minute takes (1.0 = as estimated).
 *
 * The model works on r = ln(actual / estimate) of finished tasks, which is symmetric for over- and
 * under-runs. Means are shrunk level by level (hierarchical shrinkage with pseudo-counts):
 *   team               μT   = Σ r / (nT + kT)                        (toward 0, i.e. pace 1.0)
 *   member             μm   = (Σ r_m + kM·μT) / (nm + kM)            (toward the team)
 *   member×complexity  μmc  = (Σ r_mc + kC·μm) / (nmc + kC)          (toward the member)
 * and the spread the same way, toward a prior σ0 that reflects typical estimation error:
 *   σT² = (Σ (r − μT)² + kT·σ0²) / (nT + kT),  σm² = (Σ (r_m − μm)² + kM·σT²) / (nm + kM).
 * pace = e^μ is the median ratio. Actual minutes are in-progress time (within working hours) or the
 * corrected `spent_minutes`; time lost outside in-progress intervals is the focus model's (focus.ts),
 * so the same lost time is never counted by both.
 */
export const PRIOR_LOG_SPREAD = 0.55;
export const TEAM_PSEUDO_TASKS = 5;
export const MEMBER_PSEUDO_TASKS = 5;
export const COMPLEXITY_PSEUDO_TASKS = 3;

export interface FinishedTask {
  memberId: number;
  estimateMinutes: number;
  actualMinutes: number;
  complexity: number | null;
}

export type PaceBasis = 'member' | 'team' | 'default';

export interface Pace {
  /** Median actual/estimate ratio. */
  pace: number;
  /** Spread of ln(actual/estimate). */
  logSpread: number;
  basis: PaceBasis;
  /** Finished tasks this pace learned from (the member's, or the team's when the member has none). */
  tasks: number;
}

interface Tally {
  n: number;
  sum: number;
  squares: number;
}

function tally(values: number[]): Tally {
  return { n: values.length, sum: values.reduce((a, b) => a + b, 0), squares: values.reduce((a, b) => a + b * b, 0) };
}

function shrunkMean(t: Tally, k: number, toward: number): number {
  return (t.sum + k * toward) / (t.n + k);
}

/** Σ (r − μ)² from the tally, for a μ that need not be the sample mean. */
function squaredDeviation(t: Tally, mean: number): number {
  return Math.max(0, t.squares - 2 * mean * t.sum + t.n * mean * mean);
}

function shrunkSpread(t: Tally, mean: number, k: number, towardSpread: number): number {
  return Math.sqrt((squaredDeviation(t, mean) + k * towardSpread * towardSpread) / (t.n + k));
}

export interface PaceModel {
  paceOf(memberId: number, complexity: number | null): Pace;
  /** The member's median minutes per finished task (actual), for unestimated tasks; null without history. */
  medianTaskMinutes(memberId: number): number | null;
  team: Pace;
}

export function learnPaces(history: readonly FinishedTask[]): PaceModel {
  const usable = history.filter((task) => task.estimateMinutes > 0 && task.actualMinutes > 0);
  const logs = usable.map((task) => Math.log(task.actualMinutes / task.estimateMinutes));
  const teamTally = tally(logs);
  const teamMean = shrunkMean(teamTally, TEAM_PSEUDO_TASKS, 0);
  const teamSpread = shrunkSpread(teamTally, teamMean, TEAM_PSEUDO_TASKS, PRIOR_LOG_SPREAD);
  const team: Pace = { pace: Math.exp(teamMean), logSpread: teamSpread, basis: teamTally.n > 0 ? 'team' : 'default', tasks: teamTally.n };

  const byMember = new Map<number, number[]>();
  const byMemberComplexity = new Map<string, number[]>();
  const actualByMember = new Map<number, number[]>();
  usable.forEach((task, index) => {
    if (!byMember.has(task.memberId)) byMember.set(task.memberId, []);
    byMember.get(task.memberId)!.push(logs[index]);
    if (task.complexity !== null) {
      const key = `${task.memberId}|${task.complexity}`;
      if (!byMemberComplexity.has(key)) byMemberComplexity.set(key, []);
      byMemberComplexity.get(key)!.push(logs[index]);
    }
  });
  for (const task of history) {
    if (task.actualMinutes <= 0) continue;
    if (!actualByMember.has(task.memberId)) actualByMember.set(task.memberId, []);
    actualByMember.get(task.memberId)!.push(task.actualMinutes);
  }

  const cache = new Map<string, Pace>();
  function paceOf(memberId: number, complexity: number | null): Pace {
    const key = `${memberId}|${complexity ?? ''}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const memberTally = tally(byMember.get(memberId) ?? []);
    const memberMean = shrunkMean(memberTally, MEMBER_PSEUDO_TASKS, teamMean);
    const memberSpread = shrunkSpread(memberTally, memberMean, MEMBER_PSEUDO_TASKS, teamSpread);
    let mean = memberMean;
    if (complexity !== null) mean = shrunkMean(tally(byMemberComplexity.get(`${memberId}|${complexity}`) ?? []), COMPLEXITY_PSEUDO_TASKS, memberMean);
    const pace: Pace =
      memberTally.n > 0 ? { pace: Math.exp(mean), logSpread: memberSpread, basis: 'member', tasks: memberTally.n } : { ...team, pace: Math.exp(mean) };
    cache.set(key, pace);
    return pace;
  }

  const medians = new Map<number, number | null>();
  return {
    team,
    paceOf,
    medianTaskMinutes(memberId) {
      if (!medians.has(memberId)) medians.set(memberId, median(actualByMember.get(memberId) ?? []) ?? median(usable.map((task) => task.actualMinutes)));
      return medians.get(memberId) ?? null;
    },
  };
}
