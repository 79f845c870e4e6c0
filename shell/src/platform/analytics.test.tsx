import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { Provider } from 'react-redux';
import { createAppStore, localeChanged } from '@stepwise/shared';
import { useRouteAnalytics, type AnalyticsSink } from './analytics';

function Page({ sink }: { sink: AnalyticsSink }) {
  useRouteAnalytics(sink);
  const navigate = useNavigate();
  return <button onClick={() => navigate('/en/about')}>About</button>;
}

function renderAt(path: string, sink: AnalyticsSink) {
  const store = createAppStore();
  store.dispatch(localeChanged('en'));
  const router = createMemoryRouter([{ path: '*', element: <Page sink={sink} /> }], { initialEntries: [path] });
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete window.stepwiseBoot;
});

describe('useRouteAnalytics', () => {
  it('reports each page 250 ms after it is shown', () => {
    const sink = jest.fn();
    const view = renderAt('/pricing', sink);
    act(() => jest.advanceTimersByTime(249));
    expect(sink).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(sink).toHaveBeenCalledWith({ event: 'route', path: '/pricing', route: 'pricing', lang: 'en' });
    act(() => view.getByRole('button').click());
    act(() => jest.advanceTimersByTime(250));
    expect(sink).toHaveBeenLastCalledWith({ event: 'route', path: '/en/about', route: 'about', lang: 'en' });
  });

  it('does not report again the page the boot script of a prerendered document reported, but does the next one', () => {
    window.stepwiseBoot = { release: () => [], routeReported: '/pricing' };
    const sink = jest.fn();
    const view = renderAt('/pricing', sink);
    act(() => jest.advanceTimersByTime(1000));
    expect(sink).not.toHaveBeenCalled();
    act(() => view.getByRole('button').click());
    act(() => jest.advanceTimersByTime(250));
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ path: '/en/about' }));
  });
});
