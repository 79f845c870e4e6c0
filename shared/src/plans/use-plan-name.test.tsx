import { act, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../host/app-providers';
import { localeChanged } from '../i18n/locale-slice';
import { LOCALES, type Locale } from '../i18n/locales';
import { loadCatalogue } from '../i18n/message-catalogue';
import { sharedMessages } from '../messages/shared-messages';
import { createAppStore } from '../store/create-app-store';
import { apiError, jsonResponse, mockApi } from '../testing/mock-api';
import { planFixture } from '../testing/plan-fixture';
import { PLAN_CODES } from './plan-types';
import { usePlanName } from './use-plan-name';

const noOwnMessages = { ru: async () => ({}), en: async () => ({}) };

beforeAll(() => Promise.all(LOCALES.map((locale) => loadCatalogue(sharedMessages, locale))));
afterEach(() => jest.restoreAllMocks());

function PlanNames() {
  const planName = usePlanName('mfe_billing');
  return <p data-testid="names">{PLAN_CODES.map(planName).join(', ')}</p>;
}

async function renderPlanNames(locale: Locale) {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  await act(async () => {
    render(
      <AppProviders store={store} messages={noOwnMessages}>
        <PlanNames />
      </AppProviders>,
    );
  });
  return screen.findByTestId('names', {}, { timeout: 5000 });
}

describe('usePlanName', () => {
  it('names the plans as the catalogue does, and the ones it lacks with our own names', async () => {
    mockApi({ 'GET plans': () => jsonResponse(200, { data: [planFixture({ code: 'flex', name: { ru: 'Флекс', en: 'Flexible' } })] }) });
    const names = await renderPlanNames('en');
    await waitFor(() => expect(names).toHaveTextContent('Free, Flexible, Start, Pro, Premium, Corporate'));
  });

  it('falls back to our own names in the interface language when the catalogue fails, and only logs the failure as the remote’s', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET plans': () => apiError(500, 'internal_error') });
    const names = await renderPlanNames('ru');
    expect(names).toHaveTextContent('Бесплатный, Гибкий, Старт, Про, Премиум, Корпоративный');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[mfe_billing] loading the plans failed', expect.anything()));
  });
});
