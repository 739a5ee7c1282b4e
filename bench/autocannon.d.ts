// autocannon ships no type definitions; this covers the part bench/run.ts uses.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
