// `npm run signups -- export | count | delete EMAIL | questions | webhooks`: the brand's side of
// the launch list, its webhook outbox and the chat's passed-on questions, on
// the same store and environment variables as `npm start` (DATA_DIR or DATABASE_URL).
import { queuePositions } from "../app/lib/queue-positions";
import { checkEmail } from "../app/lib/signup-rules";
import { readConfig } from "../server/config";
import { toCsv } from "../server/csv";
import { openStore, type Store } from "../server/store/index";
import { outboxTable } from "../server/store/outbox";
import { questionsTable } from "../server/store/questions";

const exportHeader = [
  "email",
  "created_at",
  "source",
  "consent_version",
  "status",
  "confirmed_at",
  "unsubscribed_at",
  "position",
  "referral_code",
  "referral_count",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ref",
];
const webhooksHeader = [
  "id",
  "state",
  "type",
  "email",
  "created_at",
  "attempts",
  "next_attempt_at",
  "last_error",
];

const usage = `Usage: npm run signups -- <command>
  export        the list as CSV on stdout (${exportHeader.join(", ")})
  count         how many addresses are on the list
  delete EMAIL  removes one address (an erasure request)
  questions     the chat's passed-on questions as CSV on stdout (created_at, email, question)
  webhooks      webhook events not delivered yet, as CSV (${webhooksHeader.join(", ")})`;

const [command, address] = process.argv.slice(2);
// Stored addresses are normalised, so an erasure request is too: "Fan@Mail.TEST" finds
// "Fan@mail.test".
const toDelete = command === "delete" ? checkEmail(address ?? "") : undefined;
if (
  !["export", "count", "delete", "questions", "webhooks"].includes(
    command ?? "",
  ) ||
  (toDelete && toDelete.kind !== "valid")
) {
  if (toDelete) console.error(`"${address ?? ""}" is not an email address.`);
  console.error(usage);
  process.exit(2);
}

/** Runs one command against an open store; returns the exit code. */
async function run(store: Store) {
  switch (command) {
    case "export": {
      const signups = await store.listSignups();
      const places = queuePositions(signups);
      const rows = signups.map((s) => {
        const place = places.get(s.email);
        return [
          s.email,
          s.createdAt,
          s.source,
          s.consentVersion,
          s.status,
          s.confirmedAt ?? "",
          s.unsubscribedAt ?? "",
          place ? String(place.position) : "",
          s.referralCode ?? "",
          place ? String(place.referralCount) : "",
          s.utmSource ?? "",
          s.utmMedium ?? "",
          s.utmCampaign ?? "",
          s.referredBy ?? "",
        ];
      });
      process.stdout.write(toCsv(exportHeader, rows));
      return 0;
    }
    case "webhooks": {
      const rows = (
        await outboxTable(store.db).list({ kind: "webhook", undelivered: true })
      ).map((row) => [
        row.id,
        row.failedAt ? "failed" : "pending",
        String(JSON.parse(row.payload).type ?? ""),
        row.subscriber,
        row.createdAt,
        String(row.attempts),
        row.failedAt ? "" : row.nextAttemptAt,
        row.lastError ?? "",
      ]);
      process.stdout.write(toCsv(webhooksHeader, rows));
      return 0;
    }
    case "questions": {
      const rows = (await questionsTable(store.db).list()).map((q) => [
        q.createdAt,
        q.email ?? "",
        q.question,
      ]);
      process.stdout.write(toCsv(["created_at", "email", "question"], rows));
      return 0;
    }
    case "count":
      console.log(await store.countSignups());
      return 0;
    default: {
      if (toDelete?.kind !== "valid") return 2;
      const removed = await store.deleteSignup(toDelete.email);
      console.log(
        removed
          ? `Deleted ${toDelete.email}.`
          : `${toDelete.email} is not on the list.`,
      );
      return 0;
    }
  }
}

const config = readConfig();
let store;
try {
  store = await openStore(config);
} catch (error) {
  console.error(
    `Cannot open the launch list: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
try {
  process.exitCode = await run(store);
} finally {
  await store.close();
}
