import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyScreen } from './lazy-screen';
import type { RemoteScreen } from './remote-module';

/** The screen under a Suspense boundary with a visible fallback, as the shell renders it. */
function renderInBoundary(Screen: RemoteScreen) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('loads its chunk once and, preloaded, renders at once without its loading fallback', async () => {
    const load = jest.fn(async () => ({ default: () => <h1>Login</h1> }));
    const Screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Screen.preload!(), Screen.preload!()]);
    act(() => renderInBoundary(Screen));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading fallback until its chunk is in', async () => {
    let deliver!: (module: { default: ComponentType }) => void;
    const Screen = lazyScreen(() => new Promise((resolve) => (deliver = resolve)));
    await act(async () => renderInBoundary(Screen));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => deliver({ default: () => <h1>Register</h1> }));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('fetches again after a failed load', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ default: () => null });
    const Screen = lazyScreen(load);
    await expect(Screen.preload!()).rejects.toThrow('ChunkLoadError');
    await Screen.preload!();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
