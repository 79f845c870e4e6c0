import { screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, mockApi } from '@stepwise/shared/testing';
import type { ProofOfWorkSolution } from '@stepwise/contracts';
import { activeUser } from '../../test-utils/fixtures';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';
import { ChallengeUnsolvable, solveChallenge } from './proof-of-work/solve-challenge';

// The hashing itself is tested on its own (solve-challenge.test.ts); here the test decides when it ends.
jest.mock('./proof-of-work/solve-challenge', () => ({ ...jest.requireActual('./proof-of-work/solve-challenge'), solveChallenge: jest.fn() }));

beforeAll(preloadAuthScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.mocked(solveChallenge).mockReset();
});

const CHALLENGE = { token: 'challenge-1', algorithm: 'sha256-leading-zero-bits', difficulty: 14, expires_in: 300 };

function challenged(extra: Record<string, unknown> = {}) {
  return apiError(429, 'proof_of_work_required', { proof_of_work: CHALLENGE, ...extra });
}

async function submit(user: Awaited<ReturnType<typeof renderAuthScreen>>['user'], buttonName: string) {
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  await user.type(screen.getByLabelText(/Password|Пароль/), 'secret1');
  await user.click(screen.getByRole('button', { name: buttonName }));
}

describe('login when the network sent many wrong passwords', () => {
  it('says "Checking…" on the button, in its place, while the challenge is solved, then signs in with the solution', async () => {
    const work = deferred<ProofOfWorkSolution>();
    jest.mocked(solveChallenge).mockReturnValue(work.promise);
    const answers = [challenged(), jsonResponse(200, { access_token: 'token-1' })];
    const api = mockApi({ 'POST auth/login': () => answers.shift()!, 'GET users/me': () => jsonResponse(200, activeUser) });
    const { user, store } = await renderAuthScreen('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    const button = screen.getByRole('button', { name: 'Sign in' });
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    await submit(user, 'Sign in');
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBe(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // the same live region, there from the start, announces it; nothing is inserted before the button
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Many wrong passwords came from your network recently');
    expect(button.previousElementSibling).toContainElement(screen.getByLabelText('Password'));
    expect(solveChallenge).toHaveBeenCalledWith(CHALLENGE);

    work.resolve({ token: 'challenge-1', solution: '2s' });
    await waitFor(() => expect(store.getState().auth.authStatus).toBe('loggedIn'));
    expect(api.callsTo('POST', 'auth/login').map((call) => call.body)).toEqual([
      { email: 'ann@example.com', password: 'secret1' },
      { email: 'ann@example.com', password: 'secret1', proof_of_work: { token: 'challenge-1', solution: '2s' } },
    ]);
    expect(region).toBeEmptyDOMElement();
  });

  it('in Russian: «Проверяем…»; a wrong password after the check is the usual message', async () => {
    jest.mocked(solveChallenge).mockResolvedValue({ token: 'challenge-1', solution: '1' });
    const work = deferred<Response>();
    const answers = [() => challenged(), () => work.promise];
    mockApi({ 'POST auth/login': () => answers.shift()!() });
    const { user } = await renderAuthScreen('/login', { lang: 'ru' });
    await screen.findByRole('button', { name: 'Войти' });

    await submit(user, 'Войти');
    expect(await screen.findByRole('button', { name: 'Проверяем…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Из вашей сети недавно было много неверных паролей');
    work.resolve(apiError(401, 'wrong_credentials'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(screen.getByRole('button', { name: 'Войти' })).not.toHaveAttribute('aria-busy');
  });

  it('a solution that expired meanwhile: solves the fresh challenge and sends again', async () => {
    jest.mocked(solveChallenge).mockResolvedValueOnce({ token: 'challenge-1', solution: 'a' }).mockResolvedValueOnce({ token: 'challenge-1', solution: 'b' });
    const answers = [challenged(), challenged({ proof_of_work_rejected: 'expired' }), jsonResponse(200, { access_token: 'token-2' })];
    const api = mockApi({ 'POST auth/login': () => answers.shift()!, 'GET users/me': () => jsonResponse(200, activeUser) });
    const { user, store } = await renderAuthScreen('/login');
    await screen.findByRole('button', { name: 'Sign in' });

    await submit(user, 'Sign in');
    await waitFor(() => expect(store.getState().auth.authStatus).toBe('loggedIn'));
    expect(api.callsTo('POST', 'auth/login').map((call) => (call.body as { proof_of_work?: unknown }).proof_of_work)).toEqual([
      undefined,
      { token: 'challenge-1', solution: 'a' },
      { token: 'challenge-1', solution: 'b' },
    ]);
  });

  it('a browser that cannot do the check (no crypto.subtle outside https) says what to do', async () => {
    jest.mocked(solveChallenge).mockRejectedValue(new ChallengeUnsolvable('crypto.subtle is not available'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'POST auth/login': () => challenged() });
    const { user } = await renderAuthScreen('/login');
    await screen.findByRole('button', { name: 'Sign in' });

    await submit(user, 'Sign in');
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser could not complete the sign-in check.');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
    expect(tokenStorage.get()).toBeNull();
  });
});
