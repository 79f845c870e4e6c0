import type { Locale, RouteName } from '@stepwise/shared';

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

const TITLES: Record<Locale, Partial<Record<RouteName, [title: string, description?: string]>>> = {
  ru: {
    about: ['О компании', 'Кто делает Stepwise и зачем.'],
    features: ['Возможности', 'Прогноз сроков, спринты, база знаний, учёт времени и настройка процессов.'],
    'features-taskflow': ['Поток задач и прогноз сроков', 'Упорядоченный поток задач и сроки по реальной скорости команды.'],
    'features-sprints': ['Автоматические спринты', 'Спринты от одной до четырёх недель без ручного планирования.'],
    'features-knowledge': ['База знаний', 'Вложенные страницы с изображениями, таблицами и кодом.'],
    'features-time-tracking': ['Учёт времени', 'Сколько времени ушло на задачу и как это влияет на сроки.'],
    'features-workflow': ['Настройка процессов', 'Цели, сферы ответственности и свои этапы задач.'],
    privacy: ['Политика конфиденциальности'],
    terms: ['Условия использования'],
    pricing: ['Тарифы', 'Тарифы Stepwise: 30 дней бесплатно на любом тарифе, скидка при оплате за год.'],
    contacts: ['Контакты'],
    license: ['Лицензия'],
    payments: ['Оплата картой'],
    login: ['Вход'],
    register: ['Регистрация'],
    forget: ['Восстановление пароля'],
    reset_email_sent: ['Письмо отправлено'],
    restore: ['Новый пароль'],
    activate: ['Подтверждение email'],
    provider_login: ['Вход через Google'],
    unsubscribe: ['Отписка от рассылки'],
    'new-workspace': ['Новое пространство'],
    workspaceCreated: ['Пространство создано'],
    'account-workspaces': ['Мои пространства'],
    'account-profile': ['Профиль'],
    'account-cards': ['Привязанные карты'],
    'account-payments': ['История платежей'],
    'account-workspaces-workspace-plan': ['Тариф пространства'],
    'subscription-payment': ['Оплата подписки'],
    'payment-result': ['Результат оплаты'],
    'payment-success': ['Оплата прошла'],
    'embed-subscription-payment': ['Оплата подписки'],
    'embed-payment-result': ['Результат оплаты'],
    'embed-payment-success': ['Оплата прошла'],
    notFound: ['Страница не найдена'],
  },
  en: {
    about: ['About us', 'Who makes Stepwise and why.'],
    features: ['Features', 'Deadline forecasts, sprints, a knowledge base, time tracking and custom workflows.'],
    'features-taskflow': ['Task flow and deadline forecasts', 'An ordered task flow with deadlines from the real speed of your team.'],
    'features-sprints': ['Automatic sprints', 'Sprints of one to four weeks without manual planning.'],
    'features-knowledge': ['Knowledge base', 'Nested pages with images, tables and code.'],
    'features-time-tracking': ['Time tracking', 'How long a task took and how it moves your deadlines.'],
    'features-workflow': ['Customisation', 'Goals, spheres of responsibility and your own task stages.'],
    privacy: ['Privacy policy'],
    terms: ['Terms of use'],
    pricing: ['Pricing', 'Stepwise pricing: a 30-day free trial on every plan and a discount for paying yearly.'],
    contacts: ['Contacts'],
    license: ['License'],
    payments: ['Card payments'],
    login: ['Sign in'],
    register: ['Create an account'],
    forget: ['Password recovery'],
    reset_email_sent: ['Email sent'],
    restore: ['New password'],
    activate: ['Confirm your email'],
    provider_login: ['Signing in with Google'],
    unsubscribe: ['Unsubscribe'],
    'new-workspace': ['New workspace'],
    workspaceCreated: ['Workspace created'],
    'account-workspaces': ['My workspaces'],
    'account-profile': ['Profile'],
    'account-cards': ['Linked cards'],
    'account-payments': ['Payment history'],
    'account-workspaces-workspace-plan': ['Workspace plan'],
    'subscription-payment': ['Subscription payment'],
    'payment-result': ['Payment result'],
    'payment-success': ['Payment complete'],
    'embed-subscription-payment': ['Subscription payment'],
    'embed-payment-result': ['Payment result'],
    'embed-payment-success': ['Payment complete'],
    notFound: ['This page could not be found'],
  },
};

/** Title and description of a page in a language; the landing page carries the site title alone. */
export function pageMeta(route: RouteName, locale: Locale): PageMeta {
  if (route === 'index') return { title: SITE_TITLE, description: DESCRIPTION[locale] };
  const [title, description] = TITLES[locale][route] ?? [];
  return { title: title ? `${title} — Stepwise` : SITE_TITLE, description: description ?? DESCRIPTION[locale] };
}
