import { TOKEN_COOKIE_NAME, TOKEN_STORAGE_KEY, tokenStorage } from './token-storage';

describe('token storage', () => {
  afterEach(() => {
    tokenStorage.clear();
    document.cookie = `${TOKEN_COOKIE_NAME}=; Max-Age=0; Path=/`;
  });

  it('keeps the token in localStorage and writes no cookie: the server sets the HttpOnly one', () => {
    tokenStorage.set('secret-token', 'google');

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('secret-token');
    expect(tokenStorage.get()).toBe('secret-token');
    expect(tokenStorage.getProvider()).toBe('google');
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE_NAME}=`);
  });

  it('takes no token from a cookie a script could plant', () => {
    document.cookie = `${TOKEN_COOKIE_NAME}=planted; Path=/`;

    expect(tokenStorage.get()).toBeNull();
  });

  it('clear forgets the token and the provider', () => {
    tokenStorage.set('secret-token');
    tokenStorage.clear();

    expect(tokenStorage.get()).toBeNull();
    expect(tokenStorage.getProvider()).toBeNull();
  });
});
