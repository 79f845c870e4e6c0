import { useTheme } from '@emotion/react';
import { Outlet } from 'react-router';
import { Logo } from '../chrome/logo';
import { MainContent } from './main-content';

/** Auth screens: the logo and a narrow column, nothing else to distract. */
export function BlankLayout() {
  const theme = useTheme();
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: theme.colors.surface }}>
      <header css={{ padding: theme.space.lg, textAlign: 'center' }}>
        <Logo />
      </header>
      <MainContent narrow>
        <Outlet />
      </MainContent>
    </div>
  );
}
