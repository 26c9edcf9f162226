// The part of autocannon's API the scale-out bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each send; the returned request is sent. */
      setupRequest?: (request: Request) => Request;
    }
    interface Options {
      /** Several URLs: the connections are spread over them round-robin. */
      url: string | string[];
      connections?: number;
      /** Seconds. */
      duration?: number;
      requests?: Request[];
      /** Seconds. */
      timeout?: number;
    }
    /** Latency in ms; percentiles as p50, p97_5, p99 and so on. */
    interface Histogram {
      average: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      /** Seconds the run took. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      /** `total` is the number of completed requests. */
      requests: Histogram & { sent: number };
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
