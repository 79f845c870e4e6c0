import { useTheme } from '@emotion/react';
import { Outlet } from 'react-router';
import { AccountMenu } from '../chrome/account-menu';
import { SiteFooter } from '../chrome/site-footer';
import { SiteHeader } from '../chrome/site-header';
import { SkipLink } from '../chrome/skip-link';
import { MainContent } from './main-content';

/** The account area: header, the account menu beside the page, footer. */
export function DefaultLayout() {
  const theme = useTheme();
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <div
        css={{
          flex: 1,
          display: 'flex',
          gap: theme.space.lg,
          width: '100%',
          maxWidth: theme.layout.maxWidth,
          margin: '0 auto',
          [theme.breakpoints.mobile]: { flexDirection: 'column' },
        }}
      >
        <AccountMenu />
        <MainContent>
          <Outlet />
        </MainContent>
      </div>
      <SiteFooter />
    </div>
  );
}
