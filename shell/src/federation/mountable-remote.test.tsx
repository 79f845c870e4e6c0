import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { SHARED_VERSION, theme, type RemoteModule } from '@stepwise/shared';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import { forgetRemoteModule, loadRemoteModule } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function BoardPage() {
  return <h1>Board</h1>;
}

function billingRemote(requiresShared: string | undefined): { default: RemoteModule } {
  return {
    default: {
      remote: 'mfe_billing',
      requiresShared,
      routes: { 'payment-success': BoardPage },
      messages: { ru: async () => ({}), en: async () => ({}) },
    },
  };
}

async function mountedScreen(requiresShared: string | undefined, locale: 'ru' | 'en' = 'en') {
  forgetRemoteModule('mfe_billing');
  mockedLoadRemote.mockResolvedValueOnce(billingRemote(requiresShared));
  const module = await loadRemoteModule('mfe_billing');
  const Screen = module.routes['payment-success']!;
  render(
    <ThemeProvider theme={theme}>
      <IntlProvider locale={locale} messages={locale === 'ru' ? ru : en}>
        <Screen />
      </IntlProvider>
    </ThemeProvider>,
  );
  return module;
}

describe('mounting a remote built for another @stepwise/shared', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('mounts a remote whose range the running shared meets', async () => {
    const module = await mountedScreen(`^${SHARED_VERSION}`);
    expect(module.unavailable).toBeUndefined();
    expect(screen.getByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows the localized "unavailable, retry" panel instead of a remote that needs a newer shared', async () => {
    const [major] = SHARED_VERSION.split('.').map(Number);
    const module = await mountedScreen(`^${major + 1}.0.0`);
    expect(module.unavailable).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Board' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of Stepwise is unavailable right now');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(`[federation] mfe_billing needs @stepwise/shared ^${major + 1}.0.0, running ${SHARED_VERSION}: not mounted`);
  });

  it('says it in Russian too', async () => {
    await mountedScreen('^0.0.1', 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent('Этот раздел временно недоступен');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('does not mount a remote that does not declare the shared it needs', async () => {
    const module = await mountedScreen(undefined);
    expect(module.unavailable).toBe(true);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
