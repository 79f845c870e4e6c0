import { loadOnce } from '../async/load-once';
import type { TrackedPromise } from '../async/tracked-promise';
import type { Locale } from './locales';

export type MessageCatalogue = Record<string, string>;

/** Lazy loaders of a remote's (or the shell's) messages, one per language. */
export type MessageLoaders = Record<Locale, () => Promise<MessageCatalogue | { default: MessageCatalogue }>>;

const cache = new WeakMap<MessageLoaders, Map<Locale, () => TrackedPromise<MessageCatalogue>>>();

/**
 * Loads a catalogue once per loaders object and language; the same promise is returned after that,
 * and once loaded, `use` reads it without suspending.
 */
export function loadCatalogue(loaders: MessageLoaders, locale: Locale): TrackedPromise<MessageCatalogue> {
  let byLocale = cache.get(loaders);
  if (!byLocale) {
    byLocale = new Map();
    cache.set(loaders, byLocale);
  }
  let load = byLocale.get(locale);
  if (!load) {
    load = loadOnce(() =>
      loaders[locale]().then((loaded) => ('default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded) as MessageCatalogue),
    );
    byLocale.set(locale, load);
  }
  return load();
}
