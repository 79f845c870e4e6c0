import {
  computeForecast,
  createHolidayCalendar,
  defaultWeeklySchedule,
  learnPaces,
  PRIOR_LOG_SPREAD,
  WorkingTimeline,
  type FinishedTask,
  type ForecastMember,
  type ForecastTask,
  type PaceModel,
  seededRandom,
} from '../../scheduling/src/index.js';

import { generateHistory, generateMembers, generateTask } from './team-generator.js';

const MEMBERS = 20;
const HISTORY_PER_MEMBER = 40;
const QUEUE_PER_MEMBER = 12;
const RUNS = 25;
const WORKING_DAY_MINUTES = 480;
/** Monday 9 November 2026, 09:00 in Moscow. */
const AT = Date.parse('2026-11-09T06:00:00Z');
const calendar = createHolidayCalendar({ country: 'RU', holidays: [], workingDays: [] });

/** The naive forecast that scales every estimate by one team-wide average actual/estimate ratio. */
function teamAverageModel(history: readonly FinishedTask[]): PaceModel {
  const ratio = history.reduce((sum, task) => sum + task.actualMinutes / task.estimateMinutes, 0) / history.length;
  const pace = { pace: ratio, logSpread: PRIOR_LOG_SPREAD, basis: 'team' as const, tasks: history.length };
  return { team: pace, paceOf: () => pace, medianTaskMinutes: () => null };
}

export interface MethodScore {
  meanErrorDays: number;
  p50Coverage: number;
  p85Coverage: number;
}

export interface AccuracyReport {
  tasks: number;
  ours: MethodScore;
  estimates: MethodScore;
  teamAverage: MethodScore;
}

export function replayAccuracy(): AccuracyReport {
  const totals = { ours: [0, 0, 0], estimates: [0, 0, 0], teamAverage: [0, 0, 0] };
  let count = 0;
  for (let run = 0; run < RUNS; run++) {
    const random = seededRandom(1000 + run);
    const team = generateMembers(random, MEMBERS);
    const history = generateHistory(random, team, HISTORY_PER_MEMBER);
    const members: ForecastMember[] = team.map((member) => ({ userId: member.id, schedule: defaultWeeklySchedule('Europe/Moscow'), daysOff: [] }));
    const tasks: ForecastTask[] = [];
    const actual = new Map<number, number>();
    const flows = new Map<number, number[]>();
    for (const member of team) {
      const timeline = new WorkingTimeline(members[member.id - 1].schedule, calendar, [], AT);
      let cursor = AT;
      const queue: number[] = [];
      for (let position = 0; position < QUEUE_PER_MEMBER; position++) {
        const generated = generateTask(random, member);
        const id = tasks.length + 1;
        tasks.push({
          id,
          assigneeId: member.id,
          estimateMinutes: generated.estimateMinutes,
          complexity: generated.complexity,
          spentMinutes: 0,
          dueOn: null,
          blockedBy: [],
          goalId: null,
          finished: false,
        });
        cursor = timeline.walk(cursor, generated.actualMinutes)!.finish;
        actual.set(id, cursor);
        queue.push(id);
      }
      flows.set(member.id, queue);
    }
    const byId = new Map(tasks.map((task) => [task.id, task]));
    const timelines = new Map(members.map((member) => [member.userId, new WorkingTimeline(member.schedule, calendar, [], AT)]));
    const score = (paces: PaceModel, into: number[]) => {
      const forecast = computeForecast({ at: AT, calendar, members, flows, tasks: byId, paces });
      for (const member of forecast.members) {
        const timeline = timelines.get(member.user_id)!;
        for (const task of member.tasks) {
          const real = actual.get(task.task_id)!;
          const p50 = Date.parse(task.finish_p50);
          into[0] += timeline.minutesBetween(Math.min(p50, real), Math.max(p50, real)) / WORKING_DAY_MINUTES;
          into[1] += real <= p50 ? 1 : 0;
          into[2] += real <= Date.parse(task.finish_p85) ? 1 : 0;
        }
      }
    };
    score(learnPaces(history), totals.ours);
    score(learnPaces([]), totals.estimates);
    score(teamAverageModel(history), totals.teamAverage);
    count += tasks.length;
  }
  const method = ([error, p50, p85]: number[]): MethodScore => ({ meanErrorDays: error / count, p50Coverage: p50 / count, p85Coverage: p85 / count });
  return { tasks: count, ours: method(totals.ours), estimates: method(totals.estimates), teamAverage: method(totals.teamAverage) };
}
