import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '../../lib/toast';
import { useRevalidator } from 'react-router';
import { errorMessage } from '../../lib/api';
import {
  createQuantityQueue,
  sendCartQuantity,
  type QuantityQueue,
  type QuantityQueueHandlers,
} from '../../lib/cart-quantity-queue';

/*
 * One queue for the page's lifetime, not one per open drawer: the drawer is mounted only
 * while open, and a write still running when it closes must not race a new drawer's write
 * for the same line. The handlers are those of the drawer mounted last; the router's
 * revalidate and the toaster outlive it, so a write that ends after closing still reloads.
 */
let handlers: QuantityQueueHandlers = { onSettled: () => {}, onError: () => {} };
let shared: QuantityQueue | null = null;

function pageQueue(): QuantityQueue {
  shared ??= createQuantityQueue({
    send: sendCartQuantity,
    onSettled: (lineId) => handlers.onSettled(lineId),
    onError: (lineId, error) => handlers.onError(lineId, error),
  });
  return shared;
}

const nothingPending: ReadonlyMap<string, number> = new Map();

/**
 * The drawer's quantity changes: `wanted` holds quantities clicked but not yet confirmed
 * (shown instead of the loader's), `setQuantity` records a click, `whenIdle` waits for writes.
 * After a line settles the root loader reloads (rule:cart-refresh), so totals and the header badge are
 * the server's; a failed write shows the server's message (rule:cart-refresh) and reloads.
 */
export function useCartQuantities() {
  const { revalidate } = useRevalidator();
  const queue = pageQueue();

  useEffect(() => {
    handlers = {
      onSettled: () => revalidate(),
      onError: (_lineId, error) => {
        toast.error(errorMessage(error));
        return revalidate();
      },
    };
  }, [revalidate]);

  const wanted = useSyncExternalStore(queue.subscribe, queue.snapshot, () => nothingPending);
  return { wanted, setQuantity: queue.set, whenIdle: queue.whenIdle };
}
