import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../host/app-providers';
import { createAppStore } from '../store/create-app-store';
import { localeChanged } from '../i18n/locale-slice';
import { LOCALES } from '../i18n/locales';
import { loadCatalogue } from '../i18n/message-catalogue';
import { sharedMessages } from '../messages/shared-messages';
import type { ApiError } from '../api/api-error';
import { ErrorPanel, LoadError } from './error-panel';
import { LoadingStatus, SkeletonLines } from './skeleton';

const noMessages = { ru: async () => ({}), en: async () => ({}) };

beforeAll(() => Promise.all(LOCALES.map((locale) => loadCatalogue(sharedMessages, locale))));
afterEach(() => jest.useRealTimers());

async function renderIn(ui: React.ReactNode, lang: 'ru' | 'en' = 'en') {
  const store = createAppStore();
  store.dispatch(localeChanged(lang));
  await act(async () => {
    render(
      <AppProviders store={store} messages={noMessages}>
        {ui}
      </AppProviders>,
    );
  });
}

const tooMany = (seconds?: number): ApiError =>
  ({ status: 429, code: 'rate_limited', message: '', ...(seconds === undefined ? {} : { retry_after: seconds }) }) as ApiError;

describe('ErrorPanel', () => {
  it('says what happened and what to do, as an alert with a retry', async () => {
    const retry = jest.fn();
    await renderIn(<LoadError error={{ status: 500, data: { code: 'internal_error', message: 'boom' } }} onRetry={retry} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('An error occurred');
    expect(panel).toHaveTextContent('Please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('speaks Russian in a Russian interface', async () => {
    await renderIn(<ErrorPanel onRetry={() => undefined} />, 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка');
    expect(screen.getByRole('alert')).toHaveTextContent('Попробуйте повторить попытку позже');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });

  it('explains being offline', async () => {
    await renderIn(<ErrorPanel error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
  });

  it('on a 429 says how long to wait from Retry-After and holds the retry until then', async () => {
    jest.useFakeTimers();
    await renderIn(<ErrorPanel error={tooMany(3)} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. You can try again in 3 seconds.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again in 1 second.');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Wait a little and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('on a 429 counts in Russian plurals', async () => {
    await renderIn(<ErrorPanel error={tooMany(5)} />, 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Повторить можно через 5 секунд.');
  });

  it('without Retry-After still says to wait a little', async () => {
    await renderIn(<ErrorPanel error={tooMany()} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wait a little and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('skeletons', () => {
  it('LoadingStatus shows the page shape at once and tells screen readers it is loading', async () => {
    await renderIn(<LoadingStatus />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    const region = screen.getByTestId('loading-skeleton');
    expect(region).toHaveAttribute('aria-busy', 'true');
    const blocks = region.querySelectorAll('[data-skeleton]');
    expect(blocks.length).toBe(5);
    for (const block of blocks) expect(block.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('SkeletonLines draws the lines asked for, hidden from assistive technology', async () => {
    await renderIn(<SkeletonLines lines={4} />);
    const blocks = document.querySelectorAll('[data-skeleton]');
    expect(blocks).toHaveLength(4);
    expect(blocks[0]!.parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
