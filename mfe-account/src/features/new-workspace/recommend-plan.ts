import type { PlanCode } from '@stepwise/shared';
import type { Department, TeamSize } from '../../common/api/workspace-details';

/**
 * The plan ladder recommendations climb. Flex is priced per member for teams that change size
 * often; it is offered in the full list but never recommended.
 */
export const RECOMMENDATION_LADDER: readonly PlanCode[] = ['free', 'start', 'pro', 'premium', 'corporate'];

/** The base recommendation by team size. */
export const PLAN_BY_TEAM_SIZE: Readonly<Record<TeamSize, PlanCode>> = {
  '0': 'free',
  '5': 'start',
  '6-15': 'pro',
  '16-30': 'pro',
  '31-50': 'premium',
  '50': 'corporate',
};

/** Departments whose teams lean on integrations, automation and storage the most. */
export const TECH_DEPARTMENTS: readonly Department[] = ['software', 'web_agency', 'outsource', 'games'];

/** Team sizes from six people up. */
const SIX_OR_MORE: readonly TeamSize[] = ['6-15', '16-30', '31-50', '50'];

/**
 * The plan the wizard recommends:
 * 1. by team size: only me → free, 5 → start, 6-15 and 16-30 → pro, 31-50 → premium, 50+ → corporate;
 * 2. a tech team (software, web_agency, outsource, games) of six or more people gets one step up
 *    the ladder free → start → pro → premium → corporate, never beyond corporate.
 * An unknown team size (not chosen yet) counts as "only me".
 */
export function recommendPlan({ teamSize, department }: { teamSize: TeamSize | undefined; department: Department | undefined }): PlanCode {
  const base = (teamSize && PLAN_BY_TEAM_SIZE[teamSize]) || 'free';
  const techTeam = department !== undefined && TECH_DEPARTMENTS.includes(department) && teamSize !== undefined && SIX_OR_MORE.includes(teamSize);
  if (!techTeam) return base;
  const step = RECOMMENDATION_LADDER.indexOf(base);
  return RECOMMENDATION_LADDER[Math.min(step + 1, RECOMMENDATION_LADDER.length - 1)];
}
