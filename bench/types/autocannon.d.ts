/** The part of autocannon 9's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p90: number; p99: number };

  /** One request of a connection's cycle; `setupRequest` may rewrite it before each send. */
  export type RequestSpec = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: RequestSpec[];
  };

  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  /** The running load: an event emitter that is also a promise of the result. */
  export interface Instance extends PromiseLike<Result> {
    /** `responseTime` in milliseconds with sub-millisecond precision (the result's histograms keep whole ms). */
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
  }

  export default function autocannon(options: Options): Instance;
}
