// The list's snapshot: every confirmed subscriber's place in the queue, and the dashboard's
// counts, kept in tables of their own (`places`: an attached file on SQLite, a schema on
// PostgreSQL) and counted again from the whole list in the background, by one instance at a
// time, at most every few seconds, whenever the list changed. A request reads a row or a few
// of it; none reads the list (ADR 039).
import { placesPerReferral } from "../../app/lib/queue-positions";
import type { Database } from "./database";

/** What the snapshot holds for one address. */
export interface SnapshotPlace {
  /** null when the address had no place when it was counted (not confirmed then) */
  position: number | null;
  referralCount: number;
  /** when the list was read for this count (ISO 8601 UTC) */
  countedAt: string;
}

export interface StatusCounts {
  total: number;
  confirmed: number;
  pending: number;
  unsubscribed: number;
  /** addresses that confirmed at some point, unsubscribed ones included */
  everConfirmed: number;
}

export interface SourceRow {
  /** the form: "home" or "news" */
  form: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  signups: number;
  confirmed: number;
}

/** How the snapshot is kept fresh; tests shorten the gap. */
export interface SnapshotTiming {
  /** how often each running server looks whether a count is due */
  pollMs: number;
  /** the least time between two counts, whatever the list does */
  minGapMs: number;
  /**
   * a count that took t waits t times this before the next (unless that would let a place
   * grow older than `maxPlaceAgeMs`): counting then takes a 1 / (1 + this) share of a core
   */
  gapPerCount: number;
  /** how long an instance holds its turn; one that died holding it is passed over after this */
  leaseMs: number;
}

/** The oldest a place shown may be: the snapshot is counted again within this of a change. */
export const maxPlaceAgeMs = 60_000;

/** A snapshot this old after a change means no server is counting it (the export's test). */
export const noServerAfterMs = 5 * 60_000;

export const defaultSnapshotTiming: SnapshotTiming = {
  pollMs: 500,
  minGapMs: 2_000,
  gapPerCount: 10,
  leaseMs: 60_000,
};

const n = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

/**
 * The layout of the snapshot's tables below: raise it when they change, and a store that
 * opens a snapshot of another layout drops it and counts the list again.
 */
const layout = 2;
const snapshotTables = [
  "queue_places",
  "source_counts",
  "signup_quarters",
  "counted",
  "layout",
];

/**
 * The snapshot's tables, created when the store opens: derived data, counted again whenever
 * it is missing. `index` writes an index the way the engine names one in another schema.
 */
function schema(engine: Database["engine"]): string[] {
  const index = (name: string, columns: string) =>
    engine === "sqlite"
      ? `CREATE INDEX IF NOT EXISTS places.${name} ON ${columns}`
      : `CREATE INDEX IF NOT EXISTS ${name} ON places.${columns}`;
  return [
    ...(engine === "postgres" ? ["CREATE SCHEMA IF NOT EXISTS places"] : []),
    `CREATE TABLE IF NOT EXISTS places.queue_places (
      email TEXT PRIMARY KEY,
      position INTEGER NOT NULL,
      referral_count INTEGER NOT NULL
    )`,
    index("queue_places_position", "queue_places (position)"),
    index(
      "queue_places_referrers",
      "queue_places (referral_count DESC, position)",
    ),
    `CREATE TABLE IF NOT EXISTS places.source_counts (
      source TEXT NOT NULL,
      utm_source TEXT,
      utm_medium TEXT,
      utm_campaign TEXT,
      signups INTEGER NOT NULL,
      confirmed INTEGER NOT NULL,
      pending INTEGER NOT NULL,
      unsubscribed INTEGER NOT NULL,
      ever_confirmed INTEGER NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS places.signup_quarters (
      quarter TEXT PRIMARY KEY,
      signups INTEGER NOT NULL
    )`,
    "CREATE TABLE IF NOT EXISTS places.layout (version INTEGER NOT NULL)",
    `CREATE TABLE IF NOT EXISTS places.counted (
      id INTEGER PRIMARY KEY,
      version INTEGER NOT NULL,
      places_version INTEGER NOT NULL,
      counted_at TEXT NOT NULL,
      took_ms INTEGER,
      ranking_ms INTEGER,
      total INTEGER NOT NULL,
      confirmed INTEGER NOT NULL,
      pending INTEGER NOT NULL,
      unsubscribed INTEGER NOT NULL,
      ever_confirmed INTEGER NOT NULL
    )`,
  ];
}

/**
 * How long after a count ends the next may start: `gapPerCount` times the count, so counting
 * takes a bounded share of a core, but short enough that a place is never older than
 * `maxPlaceAgeMs`. A place shown was read at the start of a count and is replaced at the end
 * of the next: it is at most one count, the gap, a poll and the next count old, and the next
 * may rank the queue (it takes `rankingMs`, the last ranking's time) where this one did not.
 */
export function countGap(
  tookMs: number,
  timing: SnapshotTiming,
  rankingMs = tookMs,
) {
  return Math.max(
    timing.minGapMs,
    Math.min(
      tookMs * timing.gapPerCount,
      maxPlaceAgeMs - tookMs - Math.max(tookMs, rankingMs) - timing.pollMs,
    ),
  );
}

/**
 * Adds one to the list's change count and to its places' change count: part of every
 * transaction that writes signups, unless `pendingAdded` says more.
 */
export const listChanged = {
  sql: "UPDATE list_changes SET version = version + 1, places_version = places_version + 1 WHERE id = 1",
};

/**
 * Adds one to the list's change count alone: for new signups that all wait for their
 * confirmation, which take no place and move nobody's. The next count counts them, and ranks
 * the queue again only when a place may have moved: a flood of signups on a viral day costs
 * the counts, not a ranking of the whole list each time.
 */
export const pendingAdded = {
  sql: "UPDATE list_changes SET version = version + 1 WHERE id = 1",
};

// A 15-minute bucket of a signup's time ("2026-11-22T10:15"): every time zone's offset is a
// whole number of quarter hours, so the dashboard can still sort them into local days.
const quarterOf = `substr(created_at, 1, 14) || CASE
    WHEN substr(created_at, 15, 2) < '15' THEN '00'
    WHEN substr(created_at, 15, 2) < '30' THEN '15'
    WHEN substr(created_at, 15, 2) < '45' THEN '30'
    ELSE '45'
  END`;

/** The queue's places counted again: those that left it deleted, those that moved written. */
const ranking = [
  {
    sql: `DELETE FROM places.queue_places AS p
            WHERE NOT EXISTS (
              SELECT 1 FROM signups s WHERE s.email = p.email AND s.status = 'confirmed'
            )`,
  },
  {
    sql: `WITH confirmed AS (
              SELECT email,
                row_number() OVER (ORDER BY coalesce(confirmed_at, ''), email_order) - 1 AS base
              FROM signups
              WHERE status = 'confirmed'
            ),
            referrals AS (
              SELECT referrer.email, count(*) AS friends
              FROM signups friend
              JOIN signups referrer ON referrer.referral_code = friend.referred_by
              WHERE friend.referred_by IS NOT NULL
                AND friend.status = 'confirmed'
                AND referrer.status = 'confirmed'
                AND referrer.email <> friend.email
              GROUP BY referrer.email
            ),
            ranked AS (
              SELECT c.email,
                coalesce(r.friends, 0) AS referral_count,
                row_number() OVER (
                  ORDER BY c.base - ? * coalesce(r.friends, 0), coalesce(r.friends, 0) DESC, c.base
                ) AS position
              FROM confirmed c
              LEFT JOIN referrals r ON r.email = c.email
            )
            INSERT INTO places.queue_places AS placed (email, position, referral_count)
            SELECT email, position, referral_count FROM ranked WHERE true
            ON CONFLICT (email) DO UPDATE SET
              position = excluded.position,
              referral_count = excluded.referral_count
            WHERE placed.position <> excluded.position
              OR placed.referral_count <> excluded.referral_count`,
    args: [placesPerReferral],
  },
];

/**
 * One count of the whole list, in one transaction: the change counts it saw first, then the
 * sources and totals, the signups per quarter hour, and, unless `places` is false (no place
 * can have moved since the last ranking), the places by the queue rule
 * (app/lib/queue-positions.ts) in one ranking. Only places that moved are written.
 */
function countStatements(countedAt: string, places: boolean) {
  return [
    {
      sql: `INSERT INTO places.counted
              (id, version, places_version, counted_at, took_ms, total, confirmed, pending, unsubscribed, ever_confirmed)
            SELECT 1, version, places_version, ?, NULL, 0, 0, 0, 0, 0 FROM list_changes WHERE id = 1
            ON CONFLICT (id) DO UPDATE SET
              version = excluded.version,
              ${places ? "places_version = excluded.places_version," : ""}
              counted_at = excluded.counted_at,
              took_ms = NULL`,
      args: [countedAt],
    },
    { sql: "DELETE FROM places.source_counts" },
    {
      sql: `INSERT INTO places.source_counts
              (source, utm_source, utm_medium, utm_campaign, signups, confirmed, pending, unsubscribed, ever_confirmed)
            SELECT source, utm_source, utm_medium, utm_campaign,
              count(*),
              sum(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END),
              sum(CASE WHEN status = 'pending' THEN 1 ELSE 0 END),
              sum(CASE WHEN status = 'unsubscribed' THEN 1 ELSE 0 END),
              sum(CASE WHEN confirmed_at IS NOT NULL THEN 1 ELSE 0 END)
            FROM signups
            GROUP BY source, utm_source, utm_medium, utm_campaign`,
    },
    {
      sql: `UPDATE places.counted SET
              total = (SELECT coalesce(sum(signups), 0) FROM places.source_counts),
              confirmed = (SELECT coalesce(sum(confirmed), 0) FROM places.source_counts),
              pending = (SELECT coalesce(sum(pending), 0) FROM places.source_counts),
              unsubscribed = (SELECT coalesce(sum(unsubscribed), 0) FROM places.source_counts),
              ever_confirmed = (SELECT coalesce(sum(ever_confirmed), 0) FROM places.source_counts)
            WHERE id = 1`,
    },
    { sql: "DELETE FROM places.signup_quarters" },
    {
      sql: `INSERT INTO places.signup_quarters (quarter, signups)
            SELECT ${quarterOf}, count(*) FROM signups GROUP BY ${quarterOf}`,
    },
    ...(places ? ranking : []),
  ];
}

/**
 * The snapshot of an open store. `counter` is the connection that counts it and writes it: on
 * SQLite a second one, on a thread of its own (the only one that can write the snapshot's
 * file), so a count never queues the requests' statements; on PostgreSQL the same pool.
 */
export function listSnapshot(
  db: Database,
  counter: Database,
  timing: SnapshotTiming = defaultSnapshotTiming,
) {
  type State = {
    version: number;
    countedVersion: number | null;
    placesVersion: number;
    countedPlacesVersion: number | null;
    countedAt: string | null;
    tookMs: number;
    /** how long the last count that ranked the queue took */
    rankingMs: number;
  };

  async function state(): Promise<State> {
    const [row] = await db.all(
      `SELECT l.version, c.version AS counted_version, c.counted_at, c.took_ms, c.ranking_ms,
         l.places_version, c.places_version AS counted_places_version
       FROM list_changes l
       LEFT JOIN places.counted c ON c.id = 1
       WHERE l.id = 1`,
    );
    return {
      version: n(row?.version),
      countedVersion:
        row?.counted_version == null ? null : n(row.counted_version),
      placesVersion: n(row?.places_version),
      countedPlacesVersion:
        row?.counted_places_version == null
          ? null
          : n(row.counted_places_version),
      countedAt: text(row?.counted_at),
      tookMs: n(row?.took_ms),
      rankingMs: n(row?.ranking_ms),
    };
  }

  /** Whether a count is due at `now`: the list changed since the last, and its gap is over. */
  function due(s: State, now: Date) {
    if (s.countedVersion === s.version) return false;
    if (s.countedAt === null) return true;
    return (
      now.getTime() - Date.parse(s.countedAt) - s.tookMs >=
      countGap(s.tookMs, timing, s.rankingMs)
    );
  }

  /** Takes this instance's turn; false while another instance holds an unexpired one. */
  async function takeTurn(instance: string, now: Date) {
    const taken = await db.run(
      `UPDATE list_changes SET counting_by = ?, counting_until = ?
       WHERE id = 1 AND (counting_until IS NULL OR counting_until < ?)`,
      [
        instance,
        new Date(now.getTime() + timing.leaseMs).toISOString(),
        now.toISOString(),
      ],
    );
    return taken === 1;
  }

  /** A count in this instance's turn, of the state read after the turn was taken. */
  async function count(instance: string, now: () => Date, s: State) {
    const started = now();
    try {
      // A change to a place after `s` was read makes this count rank, or the next.
      const ranks = s.countedPlacesVersion !== s.placesVersion;
      await counter.batch(countStatements(started.toISOString(), ranks));
      const took = now().getTime() - started.getTime();
      await counter.run(
        `UPDATE places.counted SET took_ms = ?${ranks ? ", ranking_ms = ?" : ""} WHERE id = 1`,
        ranks ? [took, took] : [took],
      );
      // A count rewrites many rows: SQLite's snapshot file folds its log back in at once, so
      // the list's transactions, which each open the snapshot to read, find a short log.
      if (counter.engine === "sqlite")
        await counter.all("PRAGMA places.wal_checkpoint(TRUNCATE)");
    } finally {
      await giveBackTurn(instance);
    }
  }

  async function giveBackTurn(instance: string) {
    await db.run(
      `UPDATE list_changes
        SET counting_by = NULL, counting_until = NULL
        WHERE id = 1 AND counting_by = ?`,
      [instance],
    );
  }

  /**
   * Takes the turn, then reads the state again: an instance that read it before another's
   * count ended takes the turn that count gave back, and must not count the list again.
   * @returns the state read in the turn, when it is still `wanted`
   */
  async function takeTurnIfStill(
    instance: string,
    now: () => Date,
    wanted: (s: State) => boolean,
  ) {
    if (!(await takeTurn(instance, now()))) return "busy";
    const s = await state();
    if (wanted(s)) return s;
    await giveBackTurn(instance);
    return "needless";
  }

  return {
    timing,
    /** Creates the snapshot's tables where they are missing. */
    async prepare() {
      await counter.withLock(async () => {
        for (const sql of schema(counter.engine)) await counter.run(sql);
        const [row] = await counter.all("SELECT version FROM places.layout");
        if (row && Number(row.version) === layout) return;
        for (const table of snapshotTables)
          await counter.run(`DROP TABLE IF EXISTS places.${table}`);
        for (const sql of schema(counter.engine)) await counter.run(sql);
        await counter.run("INSERT INTO places.layout (version) VALUES (?)", [
          layout,
        ]);
      });
    },

    /**
     * Counts the list again when a count is due and no other instance is counting: what each
     * instance's timer calls. Resolves with whether it counted.
     */
    async countIfDue(instance: string, now: () => Date = () => new Date()) {
      const isDue = (s: State) => due(s, now());
      if (!isDue(await state())) return false;
      const turn = await takeTurnIfStill(instance, now, isDue);
      if (typeof turn === "string") return false;
      await count(instance, now, turn);
      return true;
    },

    /**
     * Counts the list now unless the snapshot is up to date or was counted within `maxAgeMs`,
     * waiting for another instance's count to end first: for a command, which may run while
     * no server keeps the snapshot, or must see every change (a broadcast's start, with 0).
     */
    async countUnlessFresh(
      instance: string,
      maxAgeMs: number,
      now: () => Date = () => new Date(),
    ) {
      const stale = (s: State) =>
        s.countedVersion !== s.version &&
        (s.countedAt === null ||
          now().getTime() - Date.parse(s.countedAt) > maxAgeMs);
      for (;;) {
        if (!stale(await state())) return false;
        const turn = await takeTurnIfStill(instance, now, stale);
        if (turn === "needless") return false;
        if (turn !== "busy") {
          await count(instance, now, turn);
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /**
     * Drops an erased address's place at once, on the connection that writes the snapshot:
     * after any count in flight, which may have read the address before it went.
     */
    async forget(email: string) {
      await counter.run("DELETE FROM places.queue_places WHERE email = ?", [
        email,
      ]);
    },

    /** One address's place as last counted; null before the first count. */
    async place(email: string): Promise<SnapshotPlace | null> {
      const [row] = await db.all(
        `SELECT c.counted_at, p.position, p.referral_count
         FROM places.counted c
         LEFT JOIN places.queue_places p ON p.email = ?
         WHERE c.id = 1`,
        [email],
      );
      if (!row) return null;
      return {
        position: row.position == null ? null : n(row.position),
        referralCount: n(row.referral_count),
        countedAt: String(row.counted_at),
      };
    },

    /** The subscribers with the most confirmed friends, then by place. */
    async topReferrers(limit: number) {
      const rows = await db.all(
        `SELECT email, position, referral_count
         FROM places.queue_places
         WHERE referral_count > 0
         ORDER BY referral_count DESC, position
         LIMIT ?`,
        [limit],
      );
      return rows.map((row) => ({
        email: String(row.email),
        position: n(row.position),
        referralCount: n(row.referral_count),
      }));
    },

    /** The totals by status as last counted, and when; zeros before the first count. */
    async statusCounts(): Promise<StatusCounts & { countedAt: string | null }> {
      const [row] = await db.all(
        `SELECT counted_at, total, confirmed, pending, unsubscribed, ever_confirmed
         FROM places.counted WHERE id = 1`,
      );
      return {
        total: n(row?.total),
        confirmed: n(row?.confirmed),
        pending: n(row?.pending),
        unsubscribed: n(row?.unsubscribed),
        everConfirmed: n(row?.ever_confirmed),
        countedAt: text(row?.counted_at),
      };
    },

    /** Signups and confirmations by form and campaign, most signups first. */
    async sources(limit: number): Promise<SourceRow[]> {
      const rows = await db.all(
        `SELECT source, utm_source, utm_medium, utm_campaign, signups, ever_confirmed
         FROM places.source_counts
         ORDER BY signups DESC, source, utm_source, utm_medium, utm_campaign
         LIMIT ?`,
        [limit],
      );
      return rows.map((row) => ({
        form: String(row.source),
        utmSource: text(row.utm_source),
        utmMedium: text(row.utm_medium),
        utmCampaign: text(row.utm_campaign),
        signups: n(row.signups),
        confirmed: n(row.ever_confirmed),
      }));
    },

    /** Signups per quarter hour ("2026-11-22T10:15"), for signup-days.ts. */
    async signupQuarters() {
      const rows = await db.all(
        "SELECT quarter, signups FROM places.signup_quarters",
      );
      return rows.map((row) => ({
        minute: String(row.quarter),
        count: n(row.signups),
      }));
    },
  };
}

export type ListSnapshot = ReturnType<typeof listSnapshot>;
