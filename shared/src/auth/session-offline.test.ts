import { createAppStore } from '../store/create-app-store';
import { loadCurrentUser } from './session';
import { tokenStorage } from './token-storage';

// The api entry's code cannot be loaded (offline, or a deployment replaced the file).
jest.mock('@stepwise/shared/api', () => {
  throw new Error('Loading chunk 795 failed');
});

afterEach(() => tokenStorage.clear());

it('a stored session whose api code cannot be loaded is marked failed, with its token kept, not left loading', async () => {
  tokenStorage.set('token-1');
  const store = createAppStore();
  await expect(store.dispatch(loadCurrentUser())).resolves.toBeNull();
  expect(store.getState().auth).toMatchObject({ userLoadFailed: true, isUserLoading: false, isAuth: false });
  expect(tokenStorage.get()).toBe('token-1');
});
