import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute, pathFor, signOut, useAppDispatch } from '@stepwise/shared';

/** Signs out; spec §4: only a page that needs authentication sends the visitor to login, a public page stays. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    await dispatch(signOut());
    if (matchRoute(location.pathname)?.route.access === 'auth') navigate(pathFor('login'));
  }, [dispatch, navigate, location.pathname]);
}
