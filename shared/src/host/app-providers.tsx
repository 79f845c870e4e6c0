import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@emotion/react';
import { LocaleIntlProvider } from '../i18n/messages-provider';
import type { MessageLoaders } from '../i18n/message-catalogue';
import type { AppStore } from '../store/create-app-store';
import { GlobalStyles } from '../theme/global-styles';
import { theme } from '../theme/theme';

export interface AppProvidersProps {
  store: AppStore;
  /** The base message catalogue (the shell's, or a remote's own when it runs alone). */
  messages: MessageLoaders;
  children: ReactNode;
}

/** Store, theme, global styles and react-intl: the context every screen of the product runs in. */
export function AppProviders({ store, messages, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <Suspense fallback={null}>
          <LocaleIntlProvider loaders={messages}>{children}</LocaleIntlProvider>
        </Suspense>
      </ThemeProvider>
    </Provider>
  );
}
