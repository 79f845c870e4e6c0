import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../chrome/site-footer';
import { SiteHeader } from '../chrome/site-header';
import { SkipLink } from '../chrome/skip-link';
import { MainContent } from './main-content';

/** Public pages: header, content, footer (children replace the outlet, e.g. on the error page). */
export function PageLayout({ children }: { children?: ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <MainContent>{children ?? <Outlet />}</MainContent>
      <SiteFooter />
    </div>
  );
}
