import type { Locale, PageMetaCatalogue, RouteName } from '@stepwise/shared';
import shellPageMeta from './page-meta.json';

export interface PageMeta {
  title: string;
  description: string;
}

/** The site's own name in the title is always Russian, whatever the page language. */
export const SITE_TITLE = 'Stepwise — управление задачами и сроками команды';

const DESCRIPTION: Record<Locale, string> = {
  ru: 'Stepwise предсказывает сроки задач по реальной скорости команды, ведёт спринты, базу знаний и учёт времени.',
  en: 'Stepwise predicts task deadlines from the real speed of your team and runs sprints, a knowledge base and time tracking.',
};

/** The shell's own pages (the not-found page); every remote ships the titles of its pages itself. */
export const SHELL_PAGE_META: PageMetaCatalogue = shellPageMeta;

/**
 * Title and description of a page in a language, from its owner's catalogue. A page without an
 * entry (the landing page) carries the site title alone and the site's description.
 */
export function pageMeta(catalogue: PageMetaCatalogue | undefined, route: RouteName, locale: Locale): PageMeta {
  const entry = catalogue?.[locale]?.[route];
  return { title: entry ? `${entry.title} — Stepwise` : SITE_TITLE, description: entry?.description ?? DESCRIPTION[locale] };
}
