/**
 * A bound on waiting for PGlite (rule:bounded-waits, ADR 0023). PGlite runs each statement to the end
 * on the process's one thread, one statement or transaction at a time, and cannot cancel one:
 * statement_timeout has no effect in its single-user WebAssembly build (measured: a 1 s pg_sleep
 * under a 200 ms timeout runs the full second, and no timer fires meanwhile). So the work cannot be
 * cut short; the queue in front of it can. Callers take turns (in arrival order within a priority,
 * runAsOneUnit), and the event loop reads the sockets between turns, so requests queue here, where their wait is seen, rather than
 * unseen in the socket buffers. One that has waited longer than `maxWaitMs` when its turn comes, or
 * while the event loop is free, is refused with DatabaseBusyError (503) and its work never starts:
 * a flood sheds load instead of stalling everyone behind it.
 */

import { AsyncLocalStorage } from 'node:async_hooks';

/** Thrown instead of running work that waited too long for the embedded database. */
export class DatabaseBusyError extends Error {
  /** Read by the HTTP layer like a SQLSTATE (db/transaction.ts databaseErrorCode). */
  readonly code = 'DATABASE_BUSY';
  constructor(readonly waitedMs: number) {
    super(`Waited ${waitedMs} ms for the embedded database`);
    this.name = 'DatabaseBusyError';
  }
}

interface Waiter {
  since: number;
  grant(): void;
  refuse(err: Error): void;
  timer?: NodeJS.Timeout;
}

/**
 * How soon a request's first statement is served: `high` (a shopper's cart and checkout) with the
 * statements of requests already under way, `normal` after those, `low` (searches, suggestions,
 * sitemaps: the expensive reads a flood is made of) only when nothing else waits.
 */
export type TurnPriority = 'high' | 'normal' | 'low';

/** One request's work: once it has had a turn, its later statements go before new requests'. */
interface Unit {
  started: boolean;
  priority: TurnPriority;
}

const units = new AsyncLocalStorage<Unit>();

/**
 * Runs `work` (the handling of one HTTP request) as one unit for the queue. A product page reads the
 * product, its reviews and their summary one after another; without this, each of those statements
 * would queue behind every request that arrived meanwhile, so under load a page paid the whole
 * queue three times. Finishing what has started first keeps each request to about one wait.
 */
export function runAsOneUnit<T>(work: () => T, priority: TurnPriority = 'normal'): T {
  // Without a gate (a process on a PostgreSQL server) there is no queue to order. Entering the storage would
  // still switch on Node's promise hooks for every promise of the request, a cost measured in the profile.
  if (gatesCreated === 0) return work();
  return units.run({ started: false, priority }, work);
}

/** How many gates this process made: none on a PostgreSQL server. */
let gatesCreated = 0;

export type WaitGate = <T>(work: () => Promise<T>) => Promise<T>;

export function createWaitGate(maxWaitMs: number): WaitGate {
  gatesCreated += 1;
  let busy = false;
  /** Lanes served in this order, each in arrival order: started units and `high`, `normal`, `low`. */
  const lanes: [Waiter[], Waiter[], Waiter[]] = [[], [], []];
  const laneOf = (unit: Unit | undefined) =>
    unit === undefined
      ? lanes[1]
      : unit.started || unit.priority === 'high'
        ? lanes[0]
        : lanes[unit.priority === 'normal' ? 1 : 2];
  const next = () => lanes[0].shift() ?? lanes[1].shift() ?? lanes[2].shift();

  // Hands the turn to the next caller that has not waited too long. The check happens here as well
  // as in the timer, because a long statement blocks the thread and no timer fires until it ends.
  function handOver() {
    for (let waiter = next(); waiter; waiter = next()) {
      clearTimeout(waiter.timer);
      const waited = performance.now() - waiter.since;
      if (waited > maxWaitMs) {
        waiter.refuse(new DatabaseBusyError(Math.round(waited)));
        continue;
      }
      waiter.grant();
      return;
    }
    busy = false;
  }

  return async function run<T>(work: () => Promise<T>): Promise<T> {
    const unit = units.getStore();
    if (busy) {
      const queue = laneOf(unit);
      await new Promise<void>((grant, refuse) => {
        const waiter: Waiter = { since: performance.now(), grant, refuse };
        waiter.timer = setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at === -1) return;
          queue.splice(at, 1);
          refuse(new DatabaseBusyError(Math.round(performance.now() - waiter.since)));
        }, maxWaitMs);
        queue.push(waiter);
      });
    } else {
      busy = true;
    }
    if (unit) unit.started = true;
    try {
      return await work();
    } finally {
      // The next turn starts after the event loop has read the sockets: PGlite's work runs to the end
      // without yielding, so requests that arrived meanwhile are only now seen, and queue in order.
      setImmediate(handOver);
    }
  };
}
