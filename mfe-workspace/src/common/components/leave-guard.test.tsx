import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { act } from 'react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { GuardedRouter, guardHistory } from '@stepwise/shared';
import { LeaveGuard } from './leave-guard';

afterEach(() => jest.restoreAllMocks());

/** The shell's kind of router: an edit page with unsaved changes, and the list it came from. */
function renderEditPage(active: boolean) {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/list', '/edit'], initialIndex: 1, v5Compat: true }));
  render(
    <IntlProvider locale="en" messages={{ leave: 'Leave the changes?' }}>
      <GuardedRouter history={history}>
        <Routes>
          <Route path="/list" element={<h1>List</h1>} />
          <Route
            path="/edit"
            element={
              <>
                <h1>Edit</h1>
                <LeaveGuard active={active} messageId="leave" />
                <Link to="/list">Back to the list</Link>
                <Link to="/edit?tab=2">Second tab</Link>
              </>
            }
          />
        </Routes>
      </GuardedRouter>
    </IntlProvider>,
  );
  return history;
}

describe('LeaveGuard', () => {
  it('asks before a link or Back leaves unsaved changes, and stays when declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const history = renderEditPage(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(confirm).toHaveBeenCalledWith('Leave the changes?');
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    act(() => history.go(-1));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/edit');
  });

  it('leaves once confirmed, by a link or by Back', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const history = renderEditPage(true);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a move within the page', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    const history = renderEditPage(true);
    await userEvent.click(screen.getByRole('link', { name: 'Second tab' }));
    expect(history.location.search).toBe('?tab=2');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does not ask when nothing changed', async () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderEditPage(false);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
