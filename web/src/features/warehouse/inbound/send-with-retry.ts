import { ApiError } from '../../../shared/api/api-error';

/**
 * Sends a command, and once more with the very same body when the network or the server failed before a verdict came: the body's
 * scanId or placementId makes the server count it once even if the first request did arrive.
 */
export async function sendWithRetry<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) throw err;
    return send();
  }
}
