import {
  computeForecast,
  createHolidayCalendar,
  defaultWeeklySchedule,
  learnPaces,
  type ForecastInput,
  type ForecastMember,
  type ForecastTask,
  seededRandom,
} from '../../scheduling/src/index.js';

import { generateHistory, generateMembers, generateTask } from './team-generator.js';

const MEMBERS = 100;
const OPEN_PER_MEMBER = 100;
const HISTORY_PER_MEMBER = 50;
const ZONES = ['Europe/Moscow', 'Asia/Vladivostok', 'Europe/Kaliningrad', 'Europe/Berlin', 'America/New_York'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/**
 * Median milliseconds of CPU time the process spent per run. CPU time, not wall time, so a
 * busy machine (other jobs on the same cores) does not inflate the numbers.
 */
function time(run: () => void, repeats: number): number {
  const samples: number[] = [];
  for (let index = 0; index < repeats; index++) {
    const started = process.cpuUsage();
    run();
    const used = process.cpuUsage(started);
    samples.push((used.user + used.system) / 1000);
  }
  return median(samples);
}

export interface SpeedReport {
  openTasks: number;
  members: number;
  fullMs: number;
  fullWithPaceLearningMs: number;
  incrementalMs: number;
}

export function measureSpeed(): SpeedReport {
  const random = seededRandom(7);
  const team = generateMembers(random, MEMBERS);
  const history = generateHistory(random, team, HISTORY_PER_MEMBER);
  const members: ForecastMember[] = team.map((member, index) => ({
    userId: member.id,
    schedule: defaultWeeklySchedule(ZONES[index % ZONES.length]),
    daysOff: [],
  }));
  const tasks: ForecastTask[] = [];
  const flows = new Map<number, number[]>();
  for (const member of team) {
    const queue: number[] = [];
    for (let position = 0; position < OPEN_PER_MEMBER; position++) {
      const generated = generateTask(random, member);
      const id = tasks.length + 1;
      // One task in twenty waits for a task of another member's flow.
      const blockedBy = id > OPEN_PER_MEMBER && random() < 0.05 ? [1 + Math.floor(random() * (id - 1))] : [];
      tasks.push({
        id,
        assigneeId: member.id,
        estimateMinutes: random() < 0.03 ? null : generated.estimateMinutes,
        complexity: generated.complexity,
        spentMinutes: 0,
        dueOn: random() < 0.3 ? '2027-02-01' : null,
        blockedBy,
        goalId: 1 + (id % 40),
        finished: false,
      });
      queue.push(id);
    }
    flows.set(member.id, queue);
  }
  const calendar = createHolidayCalendar({ country: 'RU', holidays: [], workingDays: [] });
  const paces = learnPaces(history);
  const input: ForecastInput = {
    at: Date.parse('2026-11-23T06:00:00Z'),
    calendar,
    members,
    flows,
    tasks: new Map(tasks.map((task) => [task.id, task])),
    paces,
  };
  computeForecast(input); // warm the zone caches, as a running server has them
  const fullMs = time(() => computeForecast(input), 15);
  const fullWithPaceLearningMs = time(() => computeForecast({ ...input, paces: learnPaces(history) }), 15);
  const previous = computeForecast(input);
  // A server keeps the task map and replaces the one task that changed.
  const changedTask = { ...input.tasks.get(3_750)!, estimateMinutes: (input.tasks.get(3_750)!.estimateMinutes ?? 60) + 120 };
  const changed = new Map(input.tasks).set(changedTask.id, changedTask);
  const incrementalMs = time(() => computeForecast({ ...input, tasks: changed }, { previous, changedMembers: [changedTask.assigneeId!] }), 50);
  return { openTasks: tasks.length, members: MEMBERS, fullMs, fullWithPaceLearningMs, incrementalMs };
}
