import { data } from 'react-router';
import { AppError } from '../../domain/errors';
import { productUnavailableMessage } from '../../domain/shared/catalog-rules';
import { isUuid } from '../../domain/shared/ids';

/** Throw from a loader: the page renders its not-found state and answers HTTP 404. */
export function throwNotFoundPage(message = 'Not Found'): never {
  throw data(message, { status: 404 });
}

/**
 * What a 404 carries when the record exists but shoppers may no longer see it (rule:hidden-catalog): the heading
 * and text the not-found page shows. They travel in the route's error data, so these words are never part of the
 * JavaScript every shopper downloads.
 */
export interface NotFoundWording {
  heading: string;
  text: string;
}
const unavailablePage: NotFoundWording = {
  heading: productUnavailableMessage,
  text: 'You may find something like it in the shop.',
};

/**
 * The record a route's `:id` names, or the not-found page (HTTP 404): a malformed id never
 * reaches the database, and the domain's NOT_FOUND (an unknown id, or one that is not the
 * shopper's) becomes the same 404, so an id tells nothing about records that are not yours.
 * Any other failure is left to the route's error boundary.
 */
export async function loadByIdOr404<T>(id: string | undefined, load: (id: string) => Promise<T>): Promise<T> {
  if (id === undefined || !isUuid(id)) throwNotFoundPage();
  try {
    return await load(id);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      const unavailable = (err.details as { unavailable?: boolean } | undefined)?.unavailable === true;
      if (unavailable) throw data(unavailablePage, { status: 404 });
      throwNotFoundPage();
    }
    throw err;
  }
}
