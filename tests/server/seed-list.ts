// A launch list written straight into the store's own tables, hundreds of rows to a statement:
// how the snapshot's tests and `npm run bench:scale` get lists of thousands to a million
// without a million HTTP requests.
import { emailOrderKey } from "../../app/lib/queue-order";
import type { Database } from "../../server/store/database";
import { listChanged } from "../../server/store/list-snapshot";

export interface SeedRow {
  email: string;
  createdAt: string;
  status: "pending" | "confirmed" | "unsubscribed";
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  referralCode: string;
  referredBy: string | null;
  source?: string;
  utmSource?: string | null;
  utmCampaign?: string | null;
}

const columns = [
  "email",
  "created_at",
  "source",
  "consent_version",
  "status",
  "confirmed_at",
  "unsubscribed_at",
  "referral_code",
  "referred_by",
  "utm_source",
  "utm_campaign",
  "email_order",
];
const rowsPerStatement = 500;
const statementsPerTransaction = 20;

const values = (row: SeedRow) => [
  row.email,
  row.createdAt,
  row.source ?? "home",
  "v1",
  row.status,
  row.confirmedAt,
  row.unsubscribedAt,
  row.referralCode,
  row.referredBy,
  row.utmSource ?? null,
  row.utmCampaign ?? null,
  emailOrderKey(row.email),
];

/** Writes the rows, in transactions of 10,000, and counts the list as changed. */
export async function seedSignups(db: Database, rows: Iterable<SeedRow>) {
  const placeholders = `(${columns.map(() => "?").join(", ")})`;
  let statements: { sql: string; args: (string | null)[] }[] = [];
  let chunk: SeedRow[] = [];
  const flushChunk = () => {
    if (chunk.length === 0) return;
    statements.push({
      sql: `INSERT INTO signups (${columns.join(", ")}) VALUES ${chunk.map(() => placeholders).join(", ")}`,
      args: chunk.flatMap(values),
    });
    chunk = [];
  };
  const flushStatements = async () => {
    flushChunk();
    if (statements.length > 0) await db.batch([...statements, listChanged]);
    statements = [];
  };
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length === rowsPerStatement) flushChunk();
    if (statements.length === statementsPerTransaction) await flushStatements();
  }
  await flushStatements();
}

/** How long the seeded campaign runs. */
const campaignMs = 30 * 24 * 60 * 60 * 1000;

/** A small fast generator, so a seed gives the same list every time. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A viral list of `size`: mostly confirmed, some pending or gone, about one in ten referred by
 * an earlier subscriber, signed up over the same 30 days from `start` whatever its size (a
 * bigger campaign, not a longer one), each at a time of its own.
 */
export function* viralList(
  size: number,
  { seed = 1, start = Date.UTC(2026, 9, 1), tag = "fan" } = {},
): Generator<SeedRow> {
  const random = randomSource(seed);
  const code = (i: number) => `${tag}${i.toString(36).padStart(7, "0")}`;
  const apart = Math.max(1, Math.floor(campaignMs / Math.max(1, size)));
  for (let i = 0; i < size; i++) {
    const at = new Date(start + i * apart).toISOString();
    const roll = random();
    const status =
      roll < 0.9 ? "confirmed" : roll < 0.95 ? "pending" : "unsubscribed";
    yield {
      email: `${tag}${i}@list.test`,
      createdAt: at,
      status,
      confirmedAt: status === "pending" ? null : at,
      unsubscribedAt: status === "unsubscribed" ? at : null,
      referralCode: code(i),
      referredBy:
        i > 0 && random() < 0.1 ? code(Math.floor(random() * i)) : null,
      utmSource: random() < 0.3 ? "instagram" : null,
      utmCampaign: random() < 0.3 ? "launch" : null,
    };
  }
}
