export interface RouteErrorInfo {
  statusCode: number;
  message: string;
}

/** Route errors carry a statusCode (default 500) and a message (default 'Error'). */
export function describeRouteError(error: unknown): RouteErrorInfo {
  if (typeof error === 'object' && error !== null) {
    const { statusCode, status, message } = error as { statusCode?: unknown; status?: unknown; message?: unknown };
    const code = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : 500;
    return { statusCode: code, message: typeof message === 'string' && message ? message : 'Error' };
  }
  return { statusCode: 500, message: 'Error' };
}
