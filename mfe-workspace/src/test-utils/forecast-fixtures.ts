import type { ForecastAccuracyResponse, ForecastResponse, TaskForecastResponse } from '@stepwise/contracts';

type MemberForecast = ForecastResponse['members'][number];

/** The forecast's objects as `GET …/forecast` answers them, for tests; each takes what differs. */

export function taskForecastFixture(overrides: Partial<TaskForecastResponse> = {}): TaskForecastResponse {
  return {
    task_id: 31,
    start_at: '2026-12-01T09:00:00.000Z',
    finish_p50: '2026-12-03T12:00:00.000Z',
    finish_p85: '2026-12-05T15:00:00.000Z',
    risk: null,
    assumes_unscored: false,
    ...overrides,
  };
}

export function memberForecastFixture(overrides: Partial<MemberForecast> = {}): MemberForecast {
  return { user_id: 5, pace: 1, pace_basis: 'default', pace_tasks: 0, complexity_paces: [], focus: 1, tasks: [], ...overrides };
}

export function forecastFixture(overrides: Partial<ForecastResponse> = {}): ForecastResponse {
  return { at: '2026-11-25T10:00:00.000Z', version: 1, members: [], goals: [], projects: [], unscored: [], unplaced: [], ...overrides };
}

export function accuracyFixture(overrides: Partial<ForecastAccuracyResponse> = {}): ForecastAccuracyResponse {
  return { workspace: { finished: 0, by_p50: 0, by_p85: 0, p50_rate: null, p85_rate: null }, members: [], ...overrides };
}

/**
 * The forecast of the screens' workspace (screen-data.ts), far ahead so no test day is near it:
 * Anna's flow dated (the release notes at risk against their due date, the sprint plan assuming the
 * unestimated design review before it), Boris's on the team's pace, the goal and project finishing.
 */
export function screenForecast(): ForecastResponse {
  return forecastFixture({
    members: [
      memberForecastFixture({
        pace: 1.2,
        pace_basis: 'member',
        pace_tasks: 40,
        complexity_paces: [{ complexity: 2, pace: 1.3, tasks: 23 }],
        focus: 0.8,
        tasks: [
          taskForecastFixture({
            task_id: 30,
            start_at: '2099-11-30T09:00:00.000Z',
            finish_p50: '2099-12-01T12:00:00.000Z',
            finish_p85: '2099-12-02T12:00:00.000Z',
          }),
          taskForecastFixture({
            task_id: 31,
            start_at: '2099-12-02T12:00:00.000Z',
            finish_p50: '2099-12-03T12:00:00.000Z',
            finish_p85: '2099-12-05T12:00:00.000Z',
            risk: 'at_risk',
          }),
          taskForecastFixture({
            task_id: 33,
            start_at: '2099-12-07T12:00:00.000Z',
            finish_p50: '2099-12-08T12:00:00.000Z',
            finish_p85: '2099-12-10T12:00:00.000Z',
            assumes_unscored: true,
          }),
        ],
      }),
      memberForecastFixture({
        user_id: 6,
        pace: 1.1,
        pace_basis: 'team',
        pace_tasks: 12,
        tasks: [
          taskForecastFixture({ task_id: 36, finish_p50: '2099-12-01T12:00:00.000Z', finish_p85: '2099-12-01T16:00:00.000Z' }),
          taskForecastFixture({ task_id: 35, finish_p50: '2099-12-02T12:00:00.000Z', finish_p85: '2099-12-04T12:00:00.000Z' }),
        ],
      }),
    ],
    goals: [{ goal_id: 21, finish_p50: '2099-12-03T12:00:00.000Z', finish_p85: '2099-12-10T12:00:00.000Z' }],
    projects: [{ project_id: 41, finish_p50: '2099-12-03T12:00:00.000Z', finish_p85: '2099-12-10T12:00:00.000Z' }],
    unscored: [32],
  });
}
