/**
 * The cart drawer's quantity changes (rule:cart-drawer; rule:cart-refresh: a quantity change
 * refreshes the cart, and a failed update shows the server's message in a toast).
 *
 * A click shows the wanted quantity at once; the server hears about it one write at a time
 * per line, always with the latest wanted quantity (PUT /api/cart/update sets an absolute
 * quantity, so five quick clicks become at most two writes, and a slow answer can never
 * overwrite a newer wish). When a line's last write is answered the page reloads its data
 * (onSettled) and only then forgets the wish, so the stepper never flickers back to an old
 * number. A failed write drops the line's wishes and hands the error over (onError), which
 * shows the server's message and reloads, so the line returns to the server's quantity.
 *
 * Lines are independent: two lines may each have one write in flight.
 */
import { api } from './api';

export interface QuantityQueueHandlers {
  /** The line's last write succeeded; resolve once the page shows the server's figures. */
  onSettled: (lineId: string) => Promise<void> | void;
  /** A write failed: show why and reload; resolve once the page shows the server's figures. */
  onError: (lineId: string, error: unknown) => Promise<void> | void;
}

export interface QuantityQueueOptions extends QuantityQueueHandlers {
  /** Writes one line's absolute quantity. */
  send: (lineId: string, quantity: number) => Promise<unknown>;
}

export interface QuantityQueue {
  /**
   * The shopper wants this many of the line; shown at once, written when the line is free.
   * `shown` is the page's own (server) figure; a function gets the quantity wanted so far
   * (or `shown`), so clicks that come faster than the page re-renders still add up.
   */
  set(lineId: string, next: number | ((current: number) => number), shown: number): void;
  /** Wanted quantities not yet confirmed by a reload, by line id (a new Map after every change). */
  snapshot(): ReadonlyMap<string, number>;
  subscribe(listener: () => void): () => void;
  /** Resolves when the line (or, without an id, every line) has nothing left to write or reload. */
  whenIdle(lineId?: string): Promise<void>;
}

interface LineState {
  wanted: number;
  /** The last quantity the server accepted during this burst of changes. */
  accepted?: number;
  /** A write is in flight (at most one per line). */
  writing: boolean;
}

/** PUT /api/cart/update with the line's id and the absolute quantity (rule:cart-api). */
export function sendCartQuantity(lineId: string, quantity: number) {
  return api('cart/update', { method: 'PUT', body: { cartItemId: lineId, quantity } });
}

export function createQuantityQueue(options: QuantityQueueOptions): QuantityQueue {
  const lines = new Map<string, LineState>();
  const listeners = new Set<() => void>();
  let waiters: { lineId?: string; resolve: () => void }[] = [];
  let current: ReadonlyMap<string, number> = new Map();

  function changed() {
    current = new Map([...lines].map(([id, state]) => [id, state.wanted]));
    for (const listener of listeners) listener();
    const still: typeof waiters = [];
    for (const waiter of waiters) {
      const idle = waiter.lineId === undefined ? lines.size === 0 : !lines.has(waiter.lineId);
      if (idle) waiter.resolve();
      else still.push(waiter);
    }
    waiters = still;
  }

  /** After the page reloaded: forget the line unless the shopper clicked again meanwhile. */
  function forgetIfQuiet(lineId: string, state: LineState) {
    if (lines.get(lineId) === state && !state.writing && state.accepted === state.wanted) {
      lines.delete(lineId);
      changed();
    }
  }

  async function drain(lineId: string, state: LineState) {
    state.writing = true;
    try {
      while (state.accepted !== state.wanted) {
        const quantity = state.wanted;
        await options.send(lineId, quantity);
        state.accepted = quantity;
      }
    } catch (error) {
      state.writing = false;
      // Back to what the server last accepted, or to the page's own figure when it accepted nothing.
      if (state.accepted === undefined) lines.delete(lineId);
      else state.wanted = state.accepted;
      changed();
      try {
        await options.onError(lineId, error);
      } finally {
        forgetIfQuiet(lineId, state);
      }
      return;
    }
    state.writing = false;
    try {
      await options.onSettled(lineId);
    } finally {
      forgetIfQuiet(lineId, state);
    }
  }

  return {
    set(lineId, next, shown) {
      let state = lines.get(lineId);
      const before = state?.wanted ?? shown;
      const quantity = typeof next === 'function' ? next(before) : next;
      if (quantity === before) return;
      if (state) state.wanted = quantity;
      else {
        state = { wanted: quantity, writing: false };
        lines.set(lineId, state);
      }
      changed();
      // Writing already, or back to what the server just accepted: nothing new to send now.
      if (!state.writing && state.accepted !== quantity) void drain(lineId, state);
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenIdle(lineId) {
      const idle = lineId === undefined ? lines.size === 0 : !lines.has(lineId);
      if (idle) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ lineId, resolve }));
    },
  };
}
