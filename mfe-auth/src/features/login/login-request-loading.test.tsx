import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@stepwise/shared/testing';
import { preloadAuthScreens, renderAuthScreen } from '../../test-utils/render-auth-screen';

// Counts when the sign-in request's module (and so RTK Query) is loaded.
const mockRequestCodeLoaded = jest.fn();
jest.mock('./api/login-api', () => {
  mockRequestCodeLoaded();
  return jest.requireActual('./api/login-api');
});

beforeAll(preloadAuthScreens);

it("loads the sign-in request's code only when the visitor starts on the form", async () => {
  mockApi({});
  const { user } = await renderAuthScreen('/login');
  await screen.findByRole('button', { name: 'Sign in' });
  expect(mockRequestCodeLoaded).not.toHaveBeenCalled();

  await user.click(screen.getByLabelText('Email'));
  await waitFor(() => expect(mockRequestCodeLoaded).toHaveBeenCalledTimes(1));
});
