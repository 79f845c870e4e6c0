import { render, screen } from '@testing-library/react';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('Broken');
}

const fallback = (error: unknown) => <p role="alert">{(error as Error).message}</p>;

describe('RouteErrorBoundary', () => {
  it('shows the error instead of a page that fails, and forgets it once another page is shown', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary page="/broken" fallback={fallback}>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    rerender(
      <RouteErrorBoundary page="/fine" fallback={fallback}>
        <h1>Fine</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
