import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useAppSelector } from '../store/hooks';
import { selectLocale } from './locale-slice';
import { sharedMessages } from '../messages/shared-messages';
import { DEFAULT_LOCALE } from './locales';
import { loadCatalogue, type MessageCatalogue, type MessageLoaders } from './message-catalogue';

function reportMissingTranslation(error: { code?: string; message: string }) {
  if (process.env.NODE_ENV !== 'production' && error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}

/** The root IntlProvider: the current language with the shared catalogue plus a base one (the shell's). */
export function LocaleIntlProvider({ loaders, children }: { loaders: MessageLoaders; children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  const shared = use(loadCatalogue(sharedMessages, locale));
  const own = use(loadCatalogue(loaders, locale));
  const messages = useMemo(() => ({ ...shared, ...own }), [shared, own]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportMissingTranslation}>
      {children}
    </IntlProvider>
  );
}

/** Adds a remote's catalogue on top of the messages already provided above it (suspends while loading). */
export function MessagesProvider({ loaders, children }: { loaders: MessageLoaders; children: ReactNode }) {
  const parent = useIntl();
  const own = use(loadCatalogue(loaders, parent.locale as typeof DEFAULT_LOCALE));
  const messages = useMemo(() => ({ ...(parent.messages as MessageCatalogue), ...own }), [parent.messages, own]);
  return (
    <IntlProvider locale={parent.locale} defaultLocale={DEFAULT_LOCALE} messages={messages} onError={reportMissingTranslation}>
      {children}
    </IntlProvider>
  );
}
