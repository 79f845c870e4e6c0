/** Leaves the application for another site (the sign-in provider). Its own module so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
