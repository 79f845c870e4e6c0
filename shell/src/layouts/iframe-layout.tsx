import { Outlet } from 'react-router';
import { MainContent } from './main-content';

/** Bare layout for pages embedded by integrators: no header, no footer. */
export function IframeLayout() {
  return (
    <MainContent>
      <Outlet />
    </MainContent>
  );
}
