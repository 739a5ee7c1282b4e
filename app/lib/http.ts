import { data } from 'react-router';

/** Throw from a loader: the page renders its not-found state and answers HTTP 404. */
export function notFound(message = 'Not Found'): never {
  throw data(message, { status: 404 });
}
