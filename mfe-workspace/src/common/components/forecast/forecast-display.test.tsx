import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { AppProviders, createAppStore, loadCatalogue, localeChanged, LOCALES, sharedMessages, type Locale } from '@stepwise/shared';
import workspaceRemote from '../../../routes';
import { forecastFixture, memberForecastFixture, taskForecastFixture } from '../../../test-utils/forecast-fixtures';
import { taskFixture } from '../../../test-utils/work-fixtures';
import { indexForecast } from '../../hooks/use-forecast-index';
import { ForecastBand } from './forecast-band';
import { TaskForecast } from './task-forecast';

/** Wednesday, 25 November 2026, 10:00 UTC. */
const NOW = Date.parse('2026-11-25T10:00:00.000Z');

beforeAll(() => Promise.all(LOCALES.flatMap((locale) => [loadCatalogue(sharedMessages, locale), loadCatalogue(workspaceRemote.messages, locale)])));
beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

async function show(ui: ReactNode, lang: Locale = 'en') {
  const store = createAppStore();
  store.dispatch(localeChanged(lang));
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <AppProviders store={store} messages={workspaceRemote.messages}>
        {ui}
      </AppProviders>,
    );
  });
  return result;
}

/** Midday UTC: the same calendar day in every zone a test machine is likely to run in. */
const P50 = '2026-12-03T12:00:00.000Z';
const P85 = '2026-12-05T12:00:00.000Z';

describe('ForecastBand', () => {
  it('shows the likely date and the date it is almost certainly done by, and says what they mean', async () => {
    const { container } = await show(<ForecastBand finishP50={P50} finishP85={P85} risk="on_track" />);
    expect(screen.getByText('≈ Dec 3 · by Dec 5')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Forecast: most likely by December 3, almost certainly by December 5')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/late|overdue|may miss/);
  });

  it('reads in Russian: day before month, "до"', async () => {
    await show(<ForecastBand finishP50={P50} finishP85={P85} risk={null} />, 'ru');
    expect(screen.getByText(/^≈ 3 дек\.? · до 5 дек\.?$/)).toBeInTheDocument();
    expect(screen.getByText('Прогноз: скорее всего к 3 декабря, почти наверняка к 5 декабря')).toBeInTheDocument();
  });

  it('shows one date when P50 and P85 fall on the same day', async () => {
    await show(<ForecastBand finishP50={P50} finishP85="2026-12-03T15:00:00.000Z" risk="on_track" />);
    expect(screen.getByText('≈ Dec 3')).toBeInTheDocument();
    expect(screen.getByText(/almost certainly by December 3$/)).toBeInTheDocument();
  });

  it('adds the time of day within the next two days, and the year when it is not this one', async () => {
    await show(
      <>
        <ForecastBand finishP50="2026-11-26T09:00:00.000Z" finishP85="2026-11-30T12:00:00.000Z" risk={null} />
        <ForecastBand finishP50="2027-01-12T12:00:00.000Z" finishP85="2027-01-14T12:00:00.000Z" risk={null} />
      </>,
    );
    const [near, later] = screen.getAllByText(/^≈/);
    expect(near.textContent).toMatch(/^≈ Nov 2[56], \d{1,2}:\d{2}( [AP]M)? · by Nov 30$/);
    expect(later).toHaveTextContent('≈ Jan 12, 2027 · by Jan 14, 2027');
  });

  it.each([
    ['at_risk', '⚠', 'may miss the due date'],
    ['late', '!', 'late'],
    ['overdue', '‼', 'overdue'],
  ] as const)('marks %s with a sign and words, not colour alone', async (risk, sign, words) => {
    const { container } = await show(<ForecastBand finishP50={P50} finishP85={P85} risk={risk} />);
    const band = container.querySelector(`[data-forecast="${risk}"]`) as HTMLElement;
    expect(band).toHaveTextContent(`≈ Dec 3 · by Dec 5Forecast: most likely by December 3, almost certainly by December 5, ${sign} ${words}`);
    expect(screen.getByText(sign)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(words)).not.toHaveAttribute('aria-hidden');
  });

  it('colours at risk amber, late red and overdue white on red, on track muted', async () => {
    const { container } = await show(
      <>
        <ForecastBand finishP50={P50} finishP85={P85} risk="on_track" />
        <ForecastBand finishP50={P50} finishP85={P85} risk="at_risk" />
        <ForecastBand finishP50={P50} finishP85={P85} risk="late" />
        <ForecastBand finishP50={P50} finishP85={P85} risk="overdue" />
      </>,
    );
    const colourOf = (risk: string) => container.querySelector(`[data-forecast="${risk}"] > span`) as HTMLElement;
    expect(colourOf('on_track')).toHaveStyle({ color: '#59636e' });
    expect(colourOf('at_risk')).toHaveStyle({ color: '#9a6700' });
    expect(colourOf('late')).toHaveStyle({ color: '#b42318' });
    expect(colourOf('overdue')).toHaveStyle({ color: '#ffffff', background: '#b42318' });
  });

  it('notes when an unestimated task before it was assumed to take a usual time, in both languages', async () => {
    await show(<ForecastBand finishP50={P50} finishP85={P85} risk="on_track" assumesUnscored />);
    expect(screen.getByText('assumes the unestimated task before it takes a usual time')).toBeInTheDocument();
    await show(<ForecastBand finishP50={P50} finishP85={P85} risk="on_track" assumesUnscored />, 'ru');
    expect(screen.getByText('если задача без оценки перед ней займёт обычное время')).toBeInTheDocument();
  });
});

describe('TaskForecast', () => {
  const forecast = indexForecast(
    forecastFixture({
      members: [memberForecastFixture({ tasks: [taskForecastFixture({ task_id: 31, finish_p50: P50, finish_p85: P85, risk: 'late' })] })],
      unscored: [32],
    }),
  );

  it('shows the task’s dates from the forecast', async () => {
    await show(<TaskForecast task={taskFixture({ id: 31 })} forecast={forecast} />);
    expect(screen.getByText('≈ Dec 3 · by Dec 5')).toBeInTheDocument();
    expect(screen.getByText('late')).toBeInTheDocument();
  });

  it('holds a fixed-width place while the forecast loads', async () => {
    const { container } = await show(<TaskForecast task={taskFixture({ id: 31 })} forecast={indexForecast(undefined)} />);
    const placeholder = container.querySelector('[data-forecast-placeholder]');
    expect(placeholder).toHaveStyle({ width: '9rem', display: 'inline-block' });
    expect(container.textContent).toBe('');
  });

  it('says an unestimated flow task has no date, in both languages', async () => {
    await show(<TaskForecast task={taskFixture({ id: 32, estimate_minutes: null })} forecast={forecast} />);
    expect(screen.getByText('no estimate — no date')).toBeInTheDocument();
    await show(<TaskForecast task={taskFixture({ id: 32, estimate_minutes: null })} forecast={forecast} />, 'ru');
    expect(screen.getByText('нет оценки — нет даты')).toBeInTheDocument();
  });

  it('shows nothing for an unassigned or finished task, or when the forecast failed', async () => {
    const { container } = await show(
      <>
        <TaskForecast task={taskFixture({ id: 31, assignee_id: null })} forecast={indexForecast(undefined)} />
        <TaskForecast task={taskFixture({ id: 31, state: 'finished', status: 'finished' })} forecast={forecast} />
        <TaskForecast task={taskFixture({ id: 31 })} forecast={{ ...indexForecast(undefined), failed: true }} />
        <TaskForecast task={taskFixture({ id: 99 })} forecast={forecast} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
