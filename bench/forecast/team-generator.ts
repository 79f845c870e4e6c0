import { normal, type FinishedTask } from '../../scheduling/src/index.js';

/**
 * A synthetic team with known truths, documented so the accuracy numbers can be checked:
 * - each member has a true pace e^μ with μ ~ N(0, 0.35²) (some finish early, some late) and an
 *   estimation error σ ~ U(0.3, 0.7) on the log scale (lognormal error);
 * - complexity c ∈ 1..5 multiplies the work by e^{0.08·(c − 3)};
 * - estimates are the sizes people use (30 min … 2 days).
 * A task's real work = estimate · e^{μ + 0.08(c−3) + σ·z}, z ~ N(0, 1).
 */
export const ESTIMATE_SIZES = [30, 60, 90, 120, 180, 240, 360, 480, 720, 960];
export const COMPLEXITY_EFFECT = 0.08;

export interface TrueMember {
  id: number;
  logPace: number;
  logSpread: number;
}

export interface GeneratedTask {
  memberId: number;
  estimateMinutes: number;
  complexity: number;
  actualMinutes: number;
}

export function generateMembers(random: () => number, count: number): TrueMember[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, logPace: 0.35 * normal(random), logSpread: 0.3 + 0.4 * random() }));
}

export function generateTask(random: () => number, member: TrueMember): GeneratedTask {
  const estimateMinutes = ESTIMATE_SIZES[Math.floor(random() * ESTIMATE_SIZES.length)];
  const complexity = 1 + Math.floor(random() * 5);
  const actualMinutes = estimateMinutes * Math.exp(member.logPace + COMPLEXITY_EFFECT * (complexity - 3) + member.logSpread * normal(random));
  return { memberId: member.id, estimateMinutes, complexity, actualMinutes: Math.max(1, Math.round(actualMinutes)) };
}

export function generateHistory(random: () => number, members: TrueMember[], perMember: number): FinishedTask[] {
  return members.flatMap((member) => Array.from({ length: perMember }, () => generateTask(random, member)));
}
