// Types of scripts/restart-plan.mjs for TypeScript callers (its tests).
import type { RestartPolicy } from './stack.mjs';

export const DEFAULT_RESTART_POLICY: Readonly<RestartPolicy>;

export class RestartPlan {
  constructor(policy?: RestartPolicy);
  exited(healthyMs: number): { attempt: number; delayMs: number } | undefined;
  readonly failures: number;
}

export function formatDelay(ms: number): string;
export function formatExit(exit: { code: number | null; signal: string | null }): string;
