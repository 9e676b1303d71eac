// autocannon ships no types; this covers the call and the result fields bench/load.mjs uses.
declare module "autocannon" {
  namespace autocannon {
    type Options = {
      url: string;
      connections: number;
      duration: number;
      headers?: Record<string, string>;
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
