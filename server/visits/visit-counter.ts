// The visit counter, `app.visits`: every ping is counted in memory and the counts are written
// once a second, in one transaction per instance (store/visits.ts), so a viral day costs the
// database a write a second rather than one per view. A kill -9 loses at most the second not
// yet written; signups never wait for it. It also gives a request's visitor id (a keyed hash
// under the day's salt, never stored with what it was made from) and its first touch.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  visitsTable,
  type ViewCount,
  type VisitBatch,
  type VisitorTouch,
} from "../store/visits";
import { bucketOf, type SpeedMetric } from "./field-speed";
import { minReadMs, sourceOf, type BotReason, type Touch } from "./visit-rules";
import {
  dayOf,
  hourOf,
  keyedHash,
  oldestKeptDay,
  visitorId,
} from "./visitor-id";

/** Who sent a request, as far as a visitor id needs: never stored. */
export type Client = {
  address: string;
  userAgent: string;
  host: string;
  /** the browser sent `Sec-GPC: 1`: a view, with no visitor id */
  gpc: boolean;
};

/** The client of a request: its address as a trusted proxy reports it, its user agent, the host. */
export function clientOf(request: FastifyRequest): Client {
  return {
    address: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
    // Without the port: instances behind one proxy on ports of their own see one site.
    host: request.hostname,
    gpc: request.headers["sec-gpc"] === "1",
  };
}

export interface VisitCounter {
  /** Counts one page view: a person's (`bot` null) or apart from the funnel. */
  view: (client: Client, touch: Touch, bot: BotReason | null) => Promise<void>;
  /** Counts a page's field-speed samples. */
  speed: (
    path: string,
    device: string,
    samples: Partial<Record<SpeedMetric, number>>,
  ) => void;
  /** The first touch of this client's visit today, if it has one. */
  touchOf: (client: Client) => Promise<VisitorTouch | null>;
  /** A keyed hash of some text under today's salt: a key that names no client once stored. */
  keyFor: (text: string) => Promise<string>;
  /** Writes what is counted now, and forgets the salts that are due. */
  flush: () => Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    visits: VisitCounter;
  }
}

type RawView = Omit<Touch, "device"> & {
  hour: string;
  device: string;
  views: number;
};

/** Shares of a batch kept in memory between flushes. */
function emptyCounts() {
  return {
    views: new Map<string, RawView>(),
    visitors: new Map<
      string,
      {
        touch: Omit<VisitorTouch, "source" | "ref"> & { raw: Touch };
        views: number;
      }
    >(),
    bots: new Map<string, VisitBatch["bots"][number]>(),
    speed: new Map<string, VisitBatch["speed"][number]>(),
  };
}
type Counts = ReturnType<typeof emptyCounts>;

const isEmpty = (counts: Counts) =>
  Object.values(counts).every((map) => map.size === 0);

/** How many referral codes' sources are remembered between batches. */
const sharersRemembered = 50_000;

const visitCounter: FastifyPluginAsync<{
  now?: () => Date;
  /** how often the counts are written (default 1 s) */
  flushMs?: number;
}> = async (app, { now = () => new Date(), flushMs = 1000 }) => {
  const table = visitsTable(app.store.db);
  let salt: { day: string; value: Promise<string> } | undefined;
  let counts = emptyCounts();
  let writing: Counts | undefined;
  let forgotten = "";
  /** When each visitor of this instance last viewed a page (ms), pruned at each flush. */
  const lastSeen = new Map<string, number>();
  const sharers = new Map<string, string | null>();

  function saltOf(day: string) {
    if (salt?.day !== day) {
      const value = table.saltOf(day);
      salt = { day, value };
      // A failed read is asked again at the next request.
      value.catch(() => {
        if (salt?.value === value) salt = undefined;
      });
    }
    return salt.value;
  }

  async function idOf(client: Client, at: Date) {
    if (client.gpc) return null;
    return visitorId(await saltOf(dayOf(at)), client);
  }

  async function sharerSources(codes: Set<string>) {
    const unknown = [...codes].filter((code) => code && !sharers.has(code));
    if (unknown.length > 0) {
      const found = await table.sharerSources(unknown);
      if (sharers.size + unknown.length > sharersRemembered) sharers.clear();
      for (const code of unknown) sharers.set(code, found.get(code) ?? null);
    }
    return (code: string) => (code ? (sharers.get(code) ?? null) : null);
  }

  /** The batch the counts make, each referral code read as its sharer's source. */
  async function batchOf(taken: Counts): Promise<VisitBatch> {
    const codes = new Set<string>();
    for (const view of taken.views.values()) codes.add(view.ref);
    for (const { touch } of taken.visitors.values()) codes.add(touch.raw.ref);
    const sharer = await sharerSources(codes);
    return {
      visitors: [...taken.visitors.values()].map(
        ({ touch: { raw, ...touch }, views }) => ({
          touch: {
            ...touch,
            source: sharer(raw.ref) ?? sourceOf(raw),
            ref: sharer(raw.ref) === null ? null : raw.ref,
          },
          views,
        }),
      ),
      views: sumViews(
        [...taken.views.values()].map(({ ref, views, ...view }) => ({
          hour: view.hour,
          path: view.path,
          source: sharer(ref) ?? sourceOf(view),
          medium: view.utmMedium,
          campaign: view.utmCampaign,
          referrer: view.referrer,
          device: view.device,
          referred: sharer(ref) === null ? 0 : 1,
          views,
        })),
      ),
      bots: [...taken.bots.values()],
      speed: [...taken.speed.values()],
    };
  }

  function countBot(hour: string, path: string, reason: BotReason) {
    const key = `${hour}\n${path}\n${reason}`;
    const bot = counts.bots.get(key) ?? { hour, path, reason, views: 0 };
    bot.views += 1;
    counts.bots.set(key, bot);
  }

  const counter: VisitCounter = {
    async view(client, touch, bot) {
      const at = now();
      const hour = hourOf(at);
      if (bot) return countBot(hour, touch.path, bot);
      const id = await idOf(client, at);
      if (id) {
        const last = lastSeen.get(id);
        lastSeen.set(id, at.getTime());
        if (last !== undefined && at.getTime() - last < minReadMs)
          return countBot(hour, touch.path, "too-fast");
        const visitor = counts.visitors.get(id) ?? {
          touch: {
            id,
            day: dayOf(at),
            hour,
            path: touch.path,
            medium: touch.utmMedium,
            campaign: touch.utmCampaign,
            referrer: touch.referrer,
            device: touch.device,
            raw: touch,
          },
          views: 0,
        };
        visitor.views += 1;
        counts.visitors.set(id, visitor);
      }
      const key = [
        hour,
        touch.path,
        touch.referrer,
        touch.utmSource,
        touch.utmMedium,
        touch.utmCampaign,
        touch.ref,
        touch.device,
      ].join("\n");
      const view = counts.views.get(key) ?? { ...touch, hour, views: 0 };
      view.views += 1;
      counts.views.set(key, view);
    },

    speed(path, device, samples) {
      const day = dayOf(now());
      for (const [metric, sample] of Object.entries(samples)) {
        if (sample === undefined) continue;
        const bucket = bucketOf(sample);
        const key = `${day}\n${path}\n${device}\n${metric}\n${bucket}`;
        const row = counts.speed.get(key) ?? {
          day,
          path,
          device,
          metric,
          bucket,
          samples: 0,
        };
        row.samples += 1;
        counts.speed.set(key, row);
      }
    },

    async touchOf(client) {
      const id = await idOf(client, now());
      if (!id) return null;
      // The first touch is the oldest one: a batch written, then the one being written, then
      // this second's. A visitor whose first view was written before the next came in holds
      // a newer entry in memory that is not their first touch.
      const inFlight = writing?.visitors.get(id);
      const stored = await table.touchOf(id);
      if (stored) return stored;
      const waiting = inFlight ?? counts.visitors.get(id);
      if (!waiting) return null;
      const [batch] = (
        await batchOf({ ...emptyCounts(), visitors: new Map([[id, waiting]]) })
      ).visitors;
      return batch?.touch ?? null;
    },

    async keyFor(text) {
      return keyedHash(await saltOf(dayOf(now())), text);
    },

    async flush() {
      const at = now();
      const oldest = oldestKeptDay(at);
      if (forgotten !== oldest) {
        await table.forgetBefore(oldest);
        forgotten = oldest;
      }
      for (const [id, seen] of lastSeen)
        if (at.getTime() - seen >= minReadMs) lastSeen.delete(id);
      await writeCounts();
    },
  };

  /** Writes what is counted now, unless a write is under way or nothing is. */
  async function writeCounts() {
    if (writing || isEmpty(counts)) return;
    const taken = counts;
    counts = emptyCounts();
    writing = taken;
    try {
      await table.write(await batchOf(taken));
    } catch (error) {
      // Kept for the next second's write, added to what comes in meanwhile.
      mergeInto(counts, taken);
      throw error;
    } finally {
      writing = undefined;
    }
  }

  app.decorate("visits", counter);

  const timer = setInterval(() => {
    counter
      .flush()
      .catch((error: unknown) =>
        app.log.error({ err: error }, "visits: the counts were not written"),
      );
  }, flushMs);
  timer.unref();
  // A stopping server writes its last counts and nothing else: the salts are the next's.
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await writeCounts().catch((error: unknown) =>
      app.log.error({ err: error }, "visits: the last counts were not written"),
    );
  });
};

/**
 * Views of the same dimensions added together: views that came by different share links of
 * subscribers with one source, or by one source spelt in two cases, are one row.
 */
function sumViews(views: ViewCount[]) {
  const byKey = new Map<string, ViewCount>();
  for (const view of views) {
    const key = [
      view.hour,
      view.path,
      view.source,
      view.medium,
      view.campaign,
      view.referrer,
      view.device,
      view.referred,
    ].join("\n");
    const there = byKey.get(key);
    if (there) there.views += view.views;
    else byKey.set(key, { ...view });
  }
  return [...byKey.values()];
}

/** Adds the counts of `from` to `into`, as if they had come in after. */
function mergeInto(into: Counts, from: Counts) {
  addInto(into.views, from.views, (there, more) => (there.views += more.views));
  // The earlier batch holds the first touch.
  addInto(into.visitors, from.visitors, (later, earlier) => {
    later.touch = earlier.touch;
    later.views += earlier.views;
  });
  addInto(into.bots, from.bots, (there, more) => (there.views += more.views));
  addInto(
    into.speed,
    from.speed,
    (there, more) => (there.samples += more.samples),
  );
}

function addInto<T>(
  into: Map<string, T>,
  from: Map<string, T>,
  add: (there: T, more: T) => void,
) {
  for (const [key, row] of from) {
    const there = into.get(key);
    if (there) add(there, row);
    else into.set(key, row);
  }
}

export default fp(visitCounter, { name: "visits", dependencies: ["store"] });
