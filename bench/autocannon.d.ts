// autocannon ships no types; this covers the call and the result fields bench/load.ts uses.
declare module "autocannon" {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called before each request is sent; returns the request to send. */
      setupRequest?: (request: Request) => Request;
    };
    type Options = {
      url: string;
      connections: number;
      duration: number;
      headers?: Record<string, string>;
      requests?: Request[];
      /** Requests per second across all connections; unset means as fast as possible. */
      overallRate?: number;
    };
    type Result = {
      errors: number;
      timeouts: number;
      statusCodeStats: Record<string, { count: number }>;
      requests: { average: number; total: number };
      latency: { p99: number };
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
