// @fastify/rate-limit over the list's database, so several instances behind one proxy count
// together: the per-client limit on the launch list's routes (SIGNUP_RATE_LIMIT posts a
// minute, 0 for none) and, through the same store, the owners' sign-in limit
// (owners/sign-in-routes.ts). A client is its address as a trusted proxy reports it, an IPv6
// one by its /64. Counters whose window is over are pruned. Decorates `app.listRateLimit`,
// the route option every launch-list route sets.
import rateLimit, {
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from "@fastify/rate-limit";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { rateBucket } from "../site/request-rules";
import type { Database } from "../store/database";
import { signInAttempts } from "../owners/policy";
import { countHit, pruneCounters } from "../store/rate-counters";

declare module "fastify" {
  interface FastifyInstance {
    listRateLimit: RateLimitOptions | false;
  }
}

const windowMs = 60_000;
/** Every counter in `rate_counters` (the owners' sign-in too) is over after this. */
const longestWindowMs = Math.max(windowMs, signInAttempts.windowMs);

/**
 * @fastify/rate-limit's counter store over `rate_counters`: one upsert per counted post, in
 * the window the route's limit gives, each route counted apart as the plugin's own in-memory
 * store does, or routes of one `groupId` together.
 */
function databaseCounters(
  db: Database,
  keyFor: (text: string) => Promise<string>,
) {
  return class DatabaseCounters implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; each route's child names the route.
    constructor(
      _options: unknown,
      private readonly route = "",
    ) {}

    incr(
      key: string,
      done: (
        error: Error | null,
        result?: { current: number; ttl: number },
      ) => void,
      timeWindow = windowMs,
    ) {
      const now = new Date();
      // A client's address is kept only as a keyed hash under the day's visit salt.
      keyFor(key)
        .then((hashed) =>
          countHit(db, `${this.route} ${hashed}`, timeWindow, now),
        )
        .then(
          ({ hits, resetsAt }) =>
            done(null, {
              current: hits,
              ttl: resetsAt.getTime() - now.getTime(),
            }),
          (error: unknown) =>
            done(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: object) {
      // Typed as the route's options; what the plugin hands over (v10) is the route's merged
      // limit options, with the route itself as `routeInfo`.
      const { routeInfo, groupId } = options as {
        routeInfo?: { method?: unknown; url?: string };
        groupId?: string;
      };
      return new DatabaseCounters(
        undefined,
        groupId ?? `${String(routeInfo?.method ?? "")} ${routeInfo?.url ?? ""}`,
      );
    }
  };
}

const rateLimits: FastifyPluginAsync<Pick<Config, "signupRateLimit">> = async (
  app,
  { signupRateLimit },
) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseCounters(app.store.db, app.visits.keyFor),
    // A counter the database could not update lets the post through: the signup itself
    // then meets the same database and answers for it.
    skipOnError: true,
    // Counters on accepted posts would make two answers to the same address differ.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
  });
  // Counters whose window is over are removed once a minute, so the table stays as small as
  // the clients of the last window; a failed pass is tried again at the next.
  const pruning = setInterval(() => {
    pruneCounters(app.store.db, new Date(Date.now() - longestWindowMs)).catch(
      () => {},
    );
  }, windowMs);
  pruning.unref();
  app.addHook("onClose", async () => clearInterval(pruning));
  app.decorate(
    "listRateLimit",
    signupRateLimit > 0
      ? {
          max: signupRateLimit,
          // Counted once the body is read, so a refused form post can keep what was typed.
          hook: "preHandler",
          timeWindow: windowMs,
          keyGenerator: (request) => rateBucket(request.ip),
          errorResponseBuilder: () => ({ statusCode: 429 }),
        }
      : false,
  );
};

export default fp(rateLimits, {
  name: "rate-limit",
  dependencies: ["store", "visits"],
});
