import type { Page } from '@playwright/test';

export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: 'new' | 'active';
  lang: 'ru' | 'en';
  photo_sm: string | null;
  photo_lg: string | null;
}

export const ACTIVE_USER: SessionUser = {
  id: 7,
  first_name: 'Анна',
  last_name: 'Иванова',
  email: 'anna@example.com',
  status: 'active',
  lang: 'ru',
  photo_sm: null,
  photo_lg: null,
};

/**
 * A browser session as the shell sees it: a token in storage and `users/me` answering for it.
 * Used by the platform journeys that exercise the shell around a signed-in user; the sign-in
 * journeys themselves go through the real API.
 */
export async function useSession(page: Page, user: SessionUser = ACTIVE_USER, token = 'e2e-session-token') {
  await page.addInitScript((value) => {
    window.localStorage.setItem('sw_access_token', value);
    window.localStorage.setItem('sw_auth_provider', 'password');
  }, token);
  await page.route('**/api/users/me', (route) =>
    route.request().headers().authorization === `Bearer ${token}`
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(user) })
      : route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'unauthorized', message: 'Unauthorized' }) }),
  );
  // The account menu asks for the user's workspaces (its Billing item): this user has none. A test
  // that needs some routes the call after this one (the later route wins).
  await page.route('**/api/workspaces', (route) =>
    route.request().method() === 'GET' && route.request().headers().authorization === `Bearer ${token}`
      ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [] }) })
      : route.fallback(),
  );
}

/**
 * Holds the answer of `users/me` (call after `useSession`) until the returned function is called,
 * to see what the page shows while the app does not yet know who the visitor is.
 */
export async function holdCurrentUser(page: Page): Promise<() => void> {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/users/me', async (route) => {
    await answered;
    await route.fallback();
  });
  return answer;
}
