// autocannon ships no type definitions; this covers the part bench/run.ts and bench/flood.ts use.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
  }
  /** The running benchmark: a promise of its result that also reports every response as it comes. */
  interface Instance extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  }
  export default function autocannon(options: Record<string, unknown>): Instance;
}
