// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    /** Milliseconds between samples (1000); a run ends at a sample's end. */
    sampleInt?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: { path: string }) => { path: string } }[];
  }
  interface Histogram { average: number; p50: number; p99: number; total: number }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
