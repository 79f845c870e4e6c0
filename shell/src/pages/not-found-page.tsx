import { NotFoundView } from '@stepwise/shared';

/** The error page's 404 (spec §2); the same view as a remote's "no such workspace". */
export function NotFoundPage() {
  return <NotFoundView />;
}
