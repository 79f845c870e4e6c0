import type { BaseState, MemberRole } from '@stepwise/contracts';

/*
 * What the demo workspace holds, written out in full so that every start seeds the same thing: who
 * works there, on what, and how each task has gone so far. Dates are relative to the day of seeding.
 */

export const DEMO_EMAIL = 'demo@stepwise.local';
export const DEMO_PASSWORD = 'stepwise-demo';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  role: MemberRole;
}

/** The first one is the demo account, the workspace's creator. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { firstName: 'Анна', lastName: 'Смирнова', email: DEMO_EMAIL, role: 'admin' },
  { firstName: 'Дмитрий', lastName: 'Волков', email: 'dmitry.volkov@stepwise.local', role: 'admin' },
  { firstName: 'Екатерина', lastName: 'Новикова', email: 'ekaterina.novikova@stepwise.local', role: 'member' },
  { firstName: 'Максим', lastName: 'Орлов', email: 'maxim.orlov@stepwise.local', role: 'member' },
  { firstName: 'Ольга', lastName: 'Морозова', email: 'olga.morozova@stepwise.local', role: 'member' },
];

export const DEMO_WORKSPACE = { name: 'Студия «Шаг вперёд»', domain: 'stepwise-demo' };

export const DEMO_MARKETING_SPHERE: { name: string; stages: Array<{ name: string; state: BaseState }> } = {
  name: 'Маркетинг',
  stages: [
    { name: 'Идеи', state: 'open' },
    { name: 'Запланировано', state: 'open' },
    { name: 'В работе', state: 'in_progress' },
    { name: 'Отложено', state: 'paused' },
    { name: 'Опубликовано', state: 'finished' },
  ],
};

/** Goals: title, description, due in days from today, owner (index in DEMO_PEOPLE). */
export const DEMO_GOALS = [
  { title: 'Запуск мобильного приложения', description: 'Первая версия для iOS и Android: вход, задачи, оплата.', dueInDays: 30, owner: 1 },
  { title: 'Рост конверсии сайта на 15%', description: 'От посетителя до пробного периода, по данным аналитики.', dueInDays: 45, owner: 0 },
  { title: 'Весенняя рекламная кампания', description: 'Лендинг, рассылка, реклама и вебинар к весенней акции.', dueInDays: 20, owner: 4 },
] as const;

export const DEMO_PROJECT = { name: 'Мобильное приложение', key: 'APP' };

/**
 * How a task stands: finished (worked on over the past weeks), active (in progress now), paused (worked
 * on, then put aside), overdue (due before today), unscored (no estimate), open (in the queue).
 */
export type DemoTaskKind = 'finished' | 'active' | 'paused' | 'overdue' | 'unscored' | 'open';

export interface DemoTask {
  title: string;
  sphere: 'general' | 'marketing';
  kind: DemoTaskKind;
  /** Index in DEMO_PEOPLE; null: nobody's yet. */
  assignee: number | null;
  estimate?: number;
  complexity?: number;
  goal?: number;
  project?: boolean;
  /** Days from today (negative: past). */
  dueInDays?: number;
  /** Indices in DEMO_TASKS of the tasks it waits for. */
  blockedBy?: number[];
  /** Worked time relative to the estimate (finished tasks). */
  pace?: number;
  /** The member corrected the recorded time on finishing (minutes). */
  spentMinutes?: number;
}

export const DEMO_TASKS: readonly DemoTask[] = [
  // 0–29: finished over the past weeks
  {
    title: 'Настроить CI для мобильного приложения',
    sphere: 'general',
    kind: 'finished',
    assignee: 1,
    estimate: 240,
    complexity: 3,
    goal: 0,
    project: true,
    pace: 1.2,
  },
  {
    title: 'Спроектировать схему базы данных заказов',
    sphere: 'general',
    kind: 'finished',
    assignee: 1,
    estimate: 360,
    complexity: 4,
    goal: 0,
    project: true,
    pace: 1.1,
  },
  { title: 'Сверстать экран входа', sphere: 'general', kind: 'finished', assignee: 2, estimate: 180, complexity: 2, goal: 0, project: true, pace: 0.9 },
  { title: 'Подключить push-уведомления', sphere: 'general', kind: 'finished', assignee: 3, estimate: 300, complexity: 4, goal: 0, project: true, pace: 1.4 },
  {
    title: 'Исправить падение при повороте экрана',
    sphere: 'general',
    kind: 'finished',
    assignee: 3,
    estimate: 90,
    complexity: 2,
    goal: 0,
    project: true,
    pace: 0.7,
  },
  { title: 'Написать тесты для корзины', sphere: 'general', kind: 'finished', assignee: 2, estimate: 240, complexity: 3, goal: 1, pace: 1.0 },
  { title: 'Ускорить загрузку главной страницы', sphere: 'general', kind: 'finished', assignee: 1, estimate: 300, complexity: 4, goal: 1, pace: 1.3 },
  { title: 'Провести A/B-тест кнопки «Купить»', sphere: 'marketing', kind: 'finished', assignee: 4, estimate: 120, complexity: 2, goal: 1, pace: 0.8 },
  { title: 'Собрать семантическое ядро для блога', sphere: 'marketing', kind: 'finished', assignee: 4, estimate: 240, complexity: 3, goal: 1, pace: 1.1 },
  { title: 'Обновить тексты на странице тарифов', sphere: 'marketing', kind: 'finished', assignee: 4, estimate: 90, complexity: 1, goal: 1, pace: 0.9 },
  { title: 'Провести интервью с пятью клиентами', sphere: 'general', kind: 'finished', assignee: 0, estimate: 300, complexity: 3, goal: 1, pace: 1.2 },
  { title: 'Составить план релиза 2.0', sphere: 'general', kind: 'finished', assignee: 0, estimate: 120, complexity: 2, goal: 0, pace: 0.8 },
  { title: 'Подготовить бриф для дизайнера баннеров', sphere: 'marketing', kind: 'finished', assignee: 0, estimate: 60, complexity: 1, goal: 2, pace: 1.0 },
  { title: 'Согласовать бюджет кампании', sphere: 'marketing', kind: 'finished', assignee: 0, estimate: 90, complexity: 2, goal: 2, pace: 1.5 },
  {
    title: 'Настроить аналитику событий в приложении',
    sphere: 'general',
    kind: 'finished',
    assignee: 3,
    estimate: 240,
    complexity: 3,
    goal: 0,
    project: true,
    pace: 1.0,
  },
  { title: 'Перевести интерфейс на английский', sphere: 'general', kind: 'finished', assignee: 2, estimate: 360, complexity: 3, pace: 1.2, spentMinutes: 420 },
  { title: 'Обновить зависимости бэкенда', sphere: 'general', kind: 'finished', assignee: 1, estimate: 120, complexity: 2, pace: 0.6 },
  { title: 'Исправить вёрстку писем на iOS', sphere: 'general', kind: 'finished', assignee: 2, estimate: 120, complexity: 2, pace: 1.3 },
  { title: 'Написать статью «5 ошибок планирования»', sphere: 'marketing', kind: 'finished', assignee: 4, estimate: 300, complexity: 3, goal: 2, pace: 1.1 },
  { title: 'Подготовить рассылку для активных клиентов', sphere: 'marketing', kind: 'finished', assignee: 4, estimate: 150, complexity: 2, goal: 2, pace: 0.9 },
  { title: 'Разобрать обращения в поддержку за неделю', sphere: 'general', kind: 'finished', assignee: 0, estimate: 90, complexity: 1, pace: 1.1 },
  { title: 'Провести ретроспективу спринта', sphere: 'general', kind: 'finished', assignee: 0, estimate: 60, complexity: 1, pace: 1.0 },
  { title: 'Добавить экспорт задач в CSV', sphere: 'general', kind: 'finished', assignee: 1, estimate: 240, complexity: 3, pace: 0.9 },
  { title: 'Настроить резервное копирование', sphere: 'general', kind: 'finished', assignee: 1, estimate: 180, complexity: 3, pace: 1.2, spentMinutes: 240 },
  { title: 'Сделать экран профиля', sphere: 'general', kind: 'finished', assignee: 2, estimate: 240, complexity: 3, goal: 0, project: true, pace: 1.0 },
  { title: 'Оптимизировать запросы списка задач', sphere: 'general', kind: 'finished', assignee: 3, estimate: 300, complexity: 5, goal: 1, pace: 1.6 },
  { title: 'Снять видеообзор продукта', sphere: 'marketing', kind: 'finished', assignee: 4, estimate: 360, complexity: 4, goal: 2, pace: 1.2 },
  { title: 'Исправить ошибку оплаты картой', sphere: 'general', kind: 'finished', assignee: 3, estimate: 120, complexity: 3, goal: 1, pace: 0.8 },
  {
    title: 'Подготовить макеты экрана оплаты',
    sphere: 'general',
    kind: 'finished',
    assignee: 2,
    estimate: 180,
    complexity: 2,
    goal: 0,
    project: true,
    pace: 1.1,
  },
  { title: 'Составить отчёт по воронке продаж', sphere: 'marketing', kind: 'finished', assignee: 0, estimate: 120, complexity: 2, goal: 1, pace: 0.9 },
  // 30–33: in progress now (Ольга has none)
  {
    title: 'Реализовать оплату в приложении',
    sphere: 'general',
    kind: 'active',
    assignee: 1,
    estimate: 480,
    complexity: 5,
    goal: 0,
    project: true,
    dueInDays: 12,
  },
  { title: 'Сверстать лендинг весенней акции', sphere: 'marketing', kind: 'active', assignee: 2, estimate: 300, complexity: 3, goal: 2, dueInDays: 6 },
  { title: 'Интеграция с Google Календарём', sphere: 'general', kind: 'active', assignee: 3, estimate: 420, complexity: 4 },
  { title: 'Подготовить презентацию для инвесторов', sphere: 'general', kind: 'active', assignee: 0, estimate: 240, complexity: 3, goal: 1, dueInDays: 3 },
  // 34–37: paused
  { title: 'Рефакторинг модуля уведомлений', sphere: 'general', kind: 'paused', assignee: 1, estimate: 360, complexity: 4 },
  { title: 'Настроить рекламу во «ВКонтакте»', sphere: 'marketing', kind: 'paused', assignee: 4, estimate: 180, complexity: 2, goal: 2, dueInDays: 9 },
  { title: 'Описать API для партнёров', sphere: 'general', kind: 'paused', assignee: 3, estimate: 240, complexity: 3 },
  { title: 'Исследовать конкурентов', sphere: 'marketing', kind: 'paused', assignee: 0, estimate: 180, complexity: 2, goal: 1 },
  // 38–41: overdue
  { title: 'Продлить SSL-сертификат', sphere: 'general', kind: 'overdue', assignee: 1, estimate: 30, complexity: 1, dueInDays: -2 },
  { title: 'Ответить на отзывы в App Store', sphere: 'marketing', kind: 'overdue', assignee: 4, estimate: 60, complexity: 1, goal: 0, dueInDays: -3 },
  { title: 'Согласовать договор с подрядчиком', sphere: 'general', kind: 'overdue', assignee: 0, estimate: 60, complexity: 2, dueInDays: -1 },
  { title: 'Исправить опечатки на сайте', sphere: 'marketing', kind: 'overdue', assignee: 2, estimate: 45, complexity: 1, dueInDays: -4 },
  // 42–46: not scored yet
  { title: 'Продумать программу лояльности', sphere: 'marketing', kind: 'unscored', assignee: 4, goal: 1 },
  { title: 'Тёмная тема приложения', sphere: 'general', kind: 'unscored', assignee: 2, goal: 0, project: true },
  { title: 'Офлайн-режим приложения', sphere: 'general', kind: 'unscored', assignee: 3, goal: 0, project: true },
  { title: 'Провести вебинар для клиентов', sphere: 'marketing', kind: 'unscored', assignee: null, goal: 2 },
  { title: 'Обновить фотографии команды на сайте', sphere: 'marketing', kind: 'unscored', assignee: null },
  // 47–59: open, some waiting for others
  {
    title: 'Опубликовать приложение в App Store',
    sphere: 'general',
    kind: 'open',
    assignee: 1,
    estimate: 120,
    complexity: 2,
    goal: 0,
    project: true,
    dueInDays: 25,
    blockedBy: [30],
  },
  { title: 'Запустить весеннюю акцию', sphere: 'marketing', kind: 'open', assignee: 4, estimate: 90, complexity: 2, goal: 2, dueInDays: 14, blockedBy: [31] },
  {
    title: 'Протестировать оплату на реальных картах',
    sphere: 'general',
    kind: 'open',
    assignee: 2,
    estimate: 180,
    complexity: 3,
    goal: 0,
    project: true,
    blockedBy: [30],
  },
  { title: 'Добавить вход через Яндекс ID', sphere: 'general', kind: 'open', assignee: 3, estimate: 240, complexity: 3 },
  { title: 'Написать руководство пользователя', sphere: 'general', kind: 'open', assignee: 0, estimate: 300, complexity: 2, goal: 1, dueInDays: 10 },
  { title: 'Сделать виджет для рабочего стола', sphere: 'general', kind: 'open', assignee: 3, estimate: 360, complexity: 4, goal: 0, project: true },
  { title: 'Настроить автоматические отчёты', sphere: 'general', kind: 'open', assignee: 1, estimate: 180, complexity: 3 },
  { title: 'Подготовить пресс-релиз о запуске', sphere: 'marketing', kind: 'open', assignee: 4, estimate: 120, complexity: 2, goal: 0, dueInDays: 28 },
  { title: 'Записать подкаст с клиентом', sphere: 'marketing', kind: 'open', assignee: 0, estimate: 180, complexity: 2, goal: 2 },
  { title: 'Обновить политику конфиденциальности', sphere: 'general', kind: 'open', assignee: 1, estimate: 60, complexity: 1, dueInDays: 7 },
  { title: 'Сверстать страницу кейсов', sphere: 'marketing', kind: 'open', assignee: 2, estimate: 240, complexity: 3, goal: 1 },
  { title: 'Проверить доступность сайта', sphere: 'general', kind: 'open', assignee: null, estimate: 240, complexity: 3, goal: 1 },
  { title: 'Перенести статику на CDN', sphere: 'general', kind: 'open', assignee: 2, estimate: 120, complexity: 2, goal: 1 },
];
