import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, isLocale, loadCatalogue, type Locale, type MessageCatalogue, type MessageLoaders } from '@stepwise/shared';

/** A promise carrying its outcome the way React's `use` reads it, so a settled one never suspends. */
type TrackedPromise = Promise<MessageCatalogue> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: MessageCatalogue; reason?: unknown };

const tracked = new WeakSet<Promise<MessageCatalogue>>();

/** The (cached, stable) promise of a page catalogue; once loaded, `use` reads it synchronously. */
export function loadPageCatalogue(loaders: MessageLoaders, locale: Locale): Promise<MessageCatalogue> {
  const pending = loadCatalogue(loaders, locale) as TrackedPromise;
  if (!tracked.has(pending)) {
    tracked.add(pending);
    pending.then(
      (catalogue) => {
        pending.status = 'fulfilled';
        pending.value = catalogue;
      },
      (reason: unknown) => {
        pending.status = 'rejected';
        pending.reason = reason;
      },
    );
  }
  return pending;
}

/**
 * Adds one page's catalogue on top of the messages above it (shared + this remote's common
 * catalogue). Long page copy lives beside its page, so the landing page does not carry the legal
 * documents and the pricing page does not carry the landing copy.
 */
export function PageMessages({ loaders, children }: { loaders: MessageLoaders; children: ReactNode }) {
  const parent = useIntl();
  const locale = isLocale(parent.locale) ? parent.locale : DEFAULT_LOCALE;
  const own = use(loadPageCatalogue(loaders, locale));
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
