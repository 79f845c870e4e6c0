export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
}

export function readCookie(name: string, cookieHeader = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}
