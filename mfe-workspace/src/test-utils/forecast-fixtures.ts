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
