import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../chrome/site-footer';
import { SiteHeader } from '../chrome/site-header';
import { SkipLink } from '../chrome/skip-link';
import { MainContent } from './main-content';

/** Public pages: header, content, footer. */
export function PageLayout() {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <MainContent>
        <Outlet />
      </MainContent>
      <SiteFooter />
    </div>
  );
}
