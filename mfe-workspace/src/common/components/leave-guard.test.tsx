import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { act } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { LeaveGuard } from './leave-guard';

afterEach(() => jest.restoreAllMocks());

/** The shell's kind of router (a data router): an edit page with unsaved changes, and the list it came from. */
function renderInDataRouter(active: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>List</h1> },
      {
        path: '/edit',
        element: (
          <>
            <h1>Edit</h1>
            <LeaveGuard active={active} messageId="leave" />
            <Link to="/list">Back to the list</Link>
          </>
        ),
      },
    ],
    { initialEntries: ['/list', '/edit'], initialIndex: 1 },
  );
  render(
    <IntlProvider locale="en" messages={{ leave: 'Leave the changes?' }}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

describe('LeaveGuard under a data router', () => {
  it('asks before a link or Back leaves unsaved changes, and stays when declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderInDataRouter(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(confirm).toHaveBeenCalledWith('Leave the changes?');
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
  });

  it('leaves once confirmed', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderInDataRouter(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('does not ask when nothing changed', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderInDataRouter(false);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
