// The visits' SQL (migration 012): the days' salts, one second's counts written in one
// transaction, a visitor's first touch, and the funnel's and field speed's reads. Every count
// is an upsert of a sum, so instances writing at once add up; a visitor's row tells which
// write saw it first (`prev_views`), so it is counted once whichever instance wrote it.
import { randomBytes } from "node:crypto";
import type { Database, SqlValue, Statement } from "./database";

/** Where a view was, where it came from and on what: the dimensions counts are kept by. */
interface VisitDimensions {
  hour: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  referrer: string;
  device: string;
}

/** A visitor's first touch, as its first view gave it. */
export interface VisitorTouch extends VisitDimensions {
  id: string;
  day: string;
  /** the referral code it came by, when that names a subscriber */
  ref: string | null;
}

/** Views of a second with the same dimensions. */
export interface ViewCount extends VisitDimensions {
  referred: 0 | 1;
  views: number;
}

export interface BotCount {
  hour: string;
  path: string;
  reason: string;
  views: number;
}

export interface SpeedCount {
  day: string;
  path: string;
  device: string;
  metric: string;
  bucket: number;
  samples: number;
}

/** One second's counts of one instance. */
export interface VisitBatch {
  /** each visitor seen, with its views in this batch */
  visitors: { touch: VisitorTouch; views: number }[];
  views: ViewCount[];
  bots: BotCount[];
  speed: SpeedCount[];
}

/** What the funnel groups by, and the column of each table that holds it. */
export const funnelDimensions = {
  source: { visits: "source", signups: "source" },
  campaign: { visits: "campaign", signups: "campaign" },
  landing: { visits: "path", signups: "landing" },
} as const;
export type FunnelDimension = keyof typeof funnelDimensions;

const rowsPerStatement = 400;

function chunks<T>(items: T[]) {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += rowsPerStatement)
    out.push(items.slice(start, start + rowsPerStatement));
  return out;
}

const marks = (count: number) => Array<string>(count).fill("?").join(", ");

/** One multi-row upsert per chunk: each row's `add` columns are added to what is there. */
function upserts(
  table: string,
  keys: readonly string[],
  add: readonly string[],
  rows: SqlValue[][],
): Statement[] {
  const columns = [...keys, ...add];
  const row = `(${marks(columns.length)})`;
  return chunks(rows).map((chunk) => ({
    sql: `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${chunk.map(() => row).join(", ")}
      ON CONFLICT (${keys.join(", ")}) DO UPDATE SET ${add.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", ")}`,
    args: chunk.flat(),
  }));
}

/** The columns of `VisitDimensions`, in both tables' order. */
const dimensionColumns = [
  "hour",
  "path",
  "source",
  "medium",
  "campaign",
  "referrer",
  "device",
] as const;
const viewKeys = [...dimensionColumns, "referred"] as const;
const touchColumns = ["id", "day", ...dimensionColumns, "ref"] as const;

/** The statements that write one batch, rows in key order so two instances lock alike. */
export function batchStatements(batch: VisitBatch): Statement[] {
  const byKey =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  const visitors = [...batch.visitors].sort(byKey((v) => v.touch.id));
  const statements: Statement[] = [];
  for (const chunk of chunks(visitors)) {
    const ids = chunk.map((v) => v.touch.id);
    const row = `(${marks(touchColumns.length + 1)})`;
    // A new row keeps prev_views 0; a known one moves its views there before adding.
    statements.push({
      sql: `INSERT INTO visitors (${touchColumns.join(", ")}, views) VALUES ${chunk.map(() => row).join(", ")}
        ON CONFLICT (id) DO UPDATE SET prev_views = visitors.views, views = visitors.views + excluded.views`,
      args: chunk.flatMap(({ touch, views }) => [
        ...touchColumns.map((c) => touch[c]),
        views,
      ]),
    });
    // A visitor counts once, on its first view's row, when the row's views leave 0; it is a
    // bounce while it has viewed one page, and stops being one at its second.
    const referred = "CASE WHEN ref IS NULL THEN 0 ELSE 1 END";
    statements.push({
      sql: `INSERT INTO visit_counts (${viewKeys.join(", ")}, views, visitors, bounces)
        SELECT hour, path, source, medium, campaign, referrer, device, ${referred}, 0,
          SUM(CASE WHEN prev_views = 0 THEN 1 ELSE 0 END),
          SUM(CASE WHEN prev_views = 0 AND views = 1 THEN 1 WHEN prev_views = 1 AND views > 1 THEN -1 ELSE 0 END)
        FROM visitors WHERE id IN (${marks(ids.length)})
        GROUP BY hour, path, source, medium, campaign, referrer, device, ${referred}
        HAVING SUM(CASE WHEN prev_views <= 1 THEN 1 ELSE 0 END) > 0
        ON CONFLICT (${viewKeys.join(", ")}) DO UPDATE SET visitors = visit_counts.visitors + excluded.visitors, bounces = visit_counts.bounces + excluded.bounces`,
      args: ids,
    });
  }
  const viewKey = (v: ViewCount) => viewKeys.map((k) => v[k]).join("\n");
  statements.push(
    ...upserts(
      "visit_counts",
      viewKeys,
      ["views"],
      [...batch.views]
        .sort(byKey(viewKey))
        .map((v) => [...viewKeys.map((k) => v[k]), v.views]),
    ),
    ...upserts(
      "bot_views",
      ["hour", "path", "reason"],
      ["views"],
      [...batch.bots]
        .sort(byKey((b) => `${b.hour}\n${b.path}\n${b.reason}`))
        .map((b) => [b.hour, b.path, b.reason, b.views]),
    ),
    ...upserts(
      "field_speed",
      ["day", "path", "device", "metric", "bucket"],
      ["samples"],
      [...batch.speed]
        .sort(
          byKey(
            (s) => `${s.day}\n${s.path}\n${s.device}\n${s.metric}\n${s.bucket}`,
          ),
        )
        .map((s) => [s.day, s.path, s.device, s.metric, s.bucket, s.samples]),
    ),
  );
  return statements;
}

const number = (value: unknown) => Number(value ?? 0);

/** The visits' tables of an open store (`store.db`). */
export function visitsTable(db: Database) {
  return {
    /** The salt of a UTC day: made by the first instance to ask, read by the rest. */
    async saltOf(day: string): Promise<string> {
      const [row] = await db.all(
        `INSERT INTO visit_salts (day, salt) VALUES (?, ?)
          ON CONFLICT (day) DO UPDATE SET salt = visit_salts.salt
          RETURNING salt`,
        [day, randomBytes(32).toString("hex")],
      );
      return String(row?.salt);
    },

    /** Deletes the salts, and the visitors, of the days before `oldestKept`. */
    async forgetBefore(oldestKept: string) {
      await db.batch([
        { sql: "DELETE FROM visitors WHERE day < ?", args: [oldestKept] },
        { sql: "DELETE FROM visit_salts WHERE day < ?", args: [oldestKept] },
      ]);
    },

    /** Writes one batch in one transaction. */
    async write(batch: VisitBatch) {
      const statements = batchStatements(batch);
      if (statements.length > 0) await db.batch(statements);
    },

    async touchOf(id: string): Promise<VisitorTouch | null> {
      const [row] = await db.all(
        `SELECT ${touchColumns.join(", ")} FROM visitors WHERE id = ?`,
        [id],
      );
      if (!row) return null;
      return Object.fromEntries(
        touchColumns.map((c) => [
          c,
          c === "ref"
            ? row.ref === null
              ? null
              : String(row.ref)
            : String(row[c]),
        ]),
      ) as unknown as VisitorTouch;
    },

    /** The source each of these referral codes' subscribers counts for; unknown codes are left out. */
    async sharerSources(codes: string[]): Promise<Map<string, string>> {
      const found = new Map<string, string>();
      for (const chunk of chunks(codes))
        for (const row of await db.all(
          `SELECT referral_code, visit_source FROM signups WHERE referral_code IN (${marks(chunk.length)})`,
          chunk,
        ))
          found.set(
            String(row.referral_code),
            String(row.visit_source ?? "direct"),
          );
      return found;
    },

    /** The funnel's visits between two UTC hours (`from` included, `to` not), by a dimension. */
    async funnelVisits(from: string, to: string, by: FunnelDimension) {
      const column = funnelDimensions[by].visits;
      const rows = await db.all(
        `SELECT ${column} AS key, SUM(visitors) AS visitors,
            SUM(CASE WHEN referred = 1 THEN visitors ELSE 0 END) AS referred_visitors,
            SUM(views) AS views, SUM(bounces) AS bounces
          FROM visit_counts WHERE hour >= ? AND hour < ? GROUP BY ${column}`,
        [from, to],
      );
      return rows.map((row) => ({
        key: String(row.key),
        visitors: number(row.visitors),
        referredVisitors: number(row.referred_visitors),
        views: number(row.views),
        bounces: number(row.bounces),
      }));
    },

    /** The funnel's signups, by their signup hour, between two UTC hours, by a dimension. */
    async funnelSignups(from: string, to: string, by: FunnelDimension) {
      const column = funnelDimensions[by].signups;
      const rows = await db.all(
        `SELECT ${column} AS key, SUM(signups) AS signups, SUM(confirmed) AS confirmed,
            SUM(CASE WHEN referred = 1 THEN confirmed ELSE 0 END) AS referred_confirmed
          FROM funnel_signups WHERE hour >= ? AND hour < ? GROUP BY ${column}`,
        [from, to],
      );
      return rows.map((row) => ({
        key: String(row.key),
        signups: number(row.signups),
        confirmed: number(row.confirmed),
        referredConfirmed: number(row.referred_confirmed),
      }));
    },

    /** Views that were not a person's, by why, between two UTC hours. */
    async botViews(from: string, to: string) {
      const rows = await db.all(
        "SELECT reason, SUM(views) AS views FROM bot_views WHERE hour >= ? AND hour < ? GROUP BY reason ORDER BY reason",
        [from, to],
      );
      return rows.map((row) => ({
        reason: String(row.reason),
        views: number(row.views),
      }));
    },

    /** Field speed's histograms between two UTC days, both included. */
    async speedHistograms(fromDay: string, toDay: string) {
      const rows = await db.all(
        `SELECT path, device, metric, bucket, SUM(samples) AS samples FROM field_speed
          WHERE day >= ? AND day <= ? GROUP BY path, device, metric, bucket`,
        [fromDay, toDay],
      );
      return rows.map((row) => ({
        path: String(row.path),
        device: String(row.device),
        metric: String(row.metric),
        bucket: number(row.bucket),
        samples: number(row.samples),
      }));
    },
  };
}

export type VisitsTable = ReturnType<typeof visitsTable>;
