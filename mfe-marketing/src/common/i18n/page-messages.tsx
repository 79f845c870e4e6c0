import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, loadCatalogue, type MessageCatalogue, type MessageLoaders } from '@stepwise/shared';

/**
 * Adds one page's catalogue on top of the messages above it (shared + this remote's common
 * catalogue). Long page copy lives beside its page, so the landing page does not carry the legal
 * documents and the pricing page does not carry the landing copy.
 */
export function PageMessages({ loaders, children }: { loaders: MessageLoaders; children: ReactNode }) {
  const parent = useIntl();
  const locale = isLocale(parent.locale) ? parent.locale : DEFAULT_LOCALE;
  const own = use(loadCatalogue(loaders, locale));
  const messages = useMemo(() => ({ ...(parent.messages as MessageCatalogue), ...own }), [parent.messages, own]);
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={messages}
      formats={parent.formats}
      timeZone={parent.timeZone}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
