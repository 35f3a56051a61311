/**
 * How long a remote may take to load before its area shows the fallback. Long enough for a slow
 * mobile connection, short enough that a hanging remote does not keep a visitor waiting for long.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not load within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
