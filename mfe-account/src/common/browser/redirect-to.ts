/** Leaves the application for another address (a workspace's own site). Its own module so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
