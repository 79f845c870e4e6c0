import { loadCatalogue, type MessageCatalogue, type MessageLoaders } from '@stepwise/shared';

/** One catalogue made of several, fetched in parallel: a page's own copy and that of a part it shows. */
export function mergeMessageLoaders(...parts: readonly MessageLoaders[]): MessageLoaders {
  const merged = (locale: keyof MessageLoaders) => () =>
    Promise.all(parts.map((loaders) => loadCatalogue(loaders, locale))).then((catalogues) => Object.assign({}, ...catalogues) as MessageCatalogue);
  return { ru: merged('ru'), en: merged('en') };
}
