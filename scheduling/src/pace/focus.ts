/**
 * Focus: the share of a member's scheduled time that goes to flow tasks (meetings and interruptions
 * take the rest). Learned from whole weeks: in-progress minutes within working hours ÷ scheduled
 * minutes, shrunk toward the team's focus (and the team's toward 1.0) like pace. Pace learns only
 * from in-progress time, so time lost outside in-progress intervals lowers focus and time lost while
 * a task is in progress raises pace: no lost minute is counted by both.
 */
export const FOCUS_TEAM_PSEUDO_WEEKS = 4;
export const FOCUS_MEMBER_PSEUDO_WEEKS = 4;
/** Focus never drops below this: a week of holidays and meetings says little about the next. */
export const MIN_FOCUS = 0.2;

export interface WorkedWeek {
  memberId: number;
  scheduledMinutes: number;
  inProgressMinutes: number;
}

export interface FocusModel {
  focusOf(memberId: number): number;
  team: number;
}

function clampFocus(value: number): number {
  return Math.min(1, Math.max(MIN_FOCUS, value));
}

export function learnFocus(weeks: readonly WorkedWeek[]): FocusModel {
  const usable = weeks.filter((week) => week.scheduledMinutes > 0);
  const share = (week: WorkedWeek) => clampFocus(week.inProgressMinutes / week.scheduledMinutes);
  const team = clampFocus((usable.reduce((sum, week) => sum + share(week), 0) + FOCUS_TEAM_PSEUDO_WEEKS) / (usable.length + FOCUS_TEAM_PSEUDO_WEEKS));
  const byMember = new Map<number, number[]>();
  for (const week of usable) {
    if (!byMember.has(week.memberId)) byMember.set(week.memberId, []);
    byMember.get(week.memberId)!.push(share(week));
  }
  return {
    team,
    focusOf(memberId) {
      const shares = byMember.get(memberId) ?? [];
      return clampFocus((shares.reduce((a, b) => a + b, 0) + FOCUS_MEMBER_PSEUDO_WEEKS * team) / (shares.length + FOCUS_MEMBER_PSEUDO_WEEKS));
    },
  };
}
