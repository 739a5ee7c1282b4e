import type { Database, Tx } from './client';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const retryableCodes = new Set(['40001', '40P01']);

function errorCode(err: unknown): string | undefined {
  let current: unknown = err;
  // drizzle wraps driver errors; the SQLSTATE sits on the error or its cause.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in one transaction and retries the whole of it, a bounded number of
 * times, on a serialization failure or deadlock (rule:retry-conflicts).
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (attempt >= attempts || !retryableCodes.has(errorCode(err) ?? '')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

export { errorCode as databaseErrorCode };

/** Driver and server states that mean "the database is away" (rule:database-outage), not "your input is bad". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08006',
  '08001',
  '08003',
  '53300', // too_many_connections
]);
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|PGlite is closed|the database system is (starting up|shutting down|in recovery mode)/i;

/** Whether `err` (or an error it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
