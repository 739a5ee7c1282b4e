/**
 * A request the app itself cancelled is not a fault. React Router aborts the data request of a navigation that a
 * newer one replaced; when the abort lands after the first line of the response was decoded, its stream decoder
 * (turbo-stream, in react-router 7.18) rejects two promises nobody awaits, and the browser reports each as an
 * uncaught "AbortError: signal is aborted without reason". Typing a search and pressing Enter within the URL
 * debounce is enough. Those reports would drown real errors in a shopper's console and fail the e2e console guard,
 * so an unhandled rejection whose reason is an AbortError is marked handled; every other rejection is reported
 * as before.
 */
export function isAbortError(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

export function ignoreCancelledRequestRejections(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isAbortError(event.reason)) event.preventDefault();
  });
}
