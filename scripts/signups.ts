// `npm run signups -- export | count | delete EMAIL | questions | webhooks | invite-owner |
// funnel ... | broadcast ...`: the brand's side of the launch list, its webhook outbox, the chat's
// passed-on questions, the way into the owners' dashboard and the launch mail, on the same
// store and environment variables as `npm start` (DATA_DIR or DATABASE_URL, PUBLIC_URL).
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { site } from "../app/content/site";
import { checkEmail } from "../app/lib/signup-rules";
import { readConfig } from "../server/config";
import { broadcastUsage, parseBroadcast, runBroadcast } from "./broadcast-cli";
import { funnelUsage, parseFunnel, runFunnel } from "./funnel-cli";
import { publicOrigin } from "../server/mail/outbox-deliveries";
import { createInvite } from "../server/owners/invites";
import { readOwnerName } from "../server/owners/policy";
import { maskAddress } from "../server/dashboard/mask-address";
import { auditLog } from "../server/store/audit-log";
import { ownersTable } from "../server/store/owners";
import { toCsv } from "../server/launch-list/csv";
import { exportChunks, exportHeader } from "../server/launch-list/list-export";
import { openStore, type Store } from "../server/store/index";
import { noServerAfterMs } from "../server/store/list-snapshot";
import { outboxTable } from "../server/store/mail";
import { questionsTable } from "../server/store/launch-list";

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
  webhooks      webhook events not delivered yet, as CSV (${webhooksHeader.join(", ")})
  invite-owner [--name NAME]
                a one-time link (15 minutes) that registers a passkey for a new owner of the
                dashboard at /admin; also the way back in for an owner who lost every passkey
${funnelUsage}
${broadcastUsage}`;

/** Stops with the usage and exit code 2, after `problem` when there is one. */
function refuse(problem?: string): never {
  if (problem) console.error(problem);
  console.error(usage);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
// Stored addresses are normalised, so an erasure request is too: "Fan@Mail.TEST" finds
// "Fan@mail.test".
const toDelete = command === "delete" ? checkEmail(rest[0] ?? "") : undefined;
if (toDelete && toDelete.kind !== "valid")
  refuse(`"${rest[0] ?? ""}" is not an email address.`);
const ownerName = command === "invite-owner" ? readInviteName() : undefined;
const broadcast = command === "broadcast" ? parseBroadcast(rest) : undefined;
if (broadcast && !broadcast.ok) refuse(broadcast.problem);
const funnel = command === "funnel" ? parseFunnel(rest) : undefined;
if (funnel && !funnel.ok) refuse(funnel.problem);
if (
  ![
    "export",
    "count",
    "delete",
    "questions",
    "webhooks",
    "invite-owner",
    "broadcast",
    "funnel",
  ].includes(command ?? "")
)
  refuse();

/** The --name of `invite-owner`: "Owner" when left out. */
function readInviteName() {
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { name: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error));
  }
  const name = readOwnerName(values.name ?? "Owner");
  if (!name)
    refuse("--name must be 1 to 60 characters on one line, without < or >.");
  return name;
}

/** Runs one command against an open store; returns the exit code. */
async function run(store: Store) {
  switch (command) {
    case "export":
      // A running server keeps the places within a minute (or a little more on a host it
      // shares with a heavy load); a snapshot five minutes old means none runs: count first.
      await store.snapshot.countUnlessFresh(randomUUID(), noServerAfterMs);
      for await (const chunk of exportChunks(store))
        if (!process.stdout.write(chunk)) await once(process.stdout, "drain");
      return 0;
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
      console.log(String(await store.countSignups()));
      return 0;
    case "broadcast":
      return broadcast?.ok ? runBroadcast(store, broadcast.parsed, config) : 2;
    case "funnel":
      return funnel?.ok ? runFunnel(store, funnel.query) : 2;
    case "invite-owner": {
      if (!config.publicUrl)
        console.error(
          `PUBLIC_URL is not set, so the link is on the site's address, ${site.baseUrl}. Set PUBLIC_URL to where the dashboard is opened (http://localhost:3000 locally).`,
        );
      const now = new Date();
      const { link, expiresAt } = await createInvite(ownersTable(store.db), {
        name: ownerName ?? "Owner",
        invitedBy: null,
        origin: publicOrigin(config, site),
        now,
      });
      await auditLog(store.db).append({
        at: now.toISOString(),
        ownerId: null,
        ownerName: "command line",
        action: "invite",
        object: `invite for ${ownerName ?? "Owner"}`,
      });
      console.log(
        `An invite for ${ownerName ?? "Owner"}, valid once until ${expiresAt}:`,
      );
      console.log(link);
      return 0;
    }
    default: {
      if (toDelete?.kind !== "valid") return 2;
      const removed = await store.eraseSignup(toDelete.email);
      // Audited like the dashboard's erasure, the address masked.
      if (removed)
        await auditLog(store.db).append({
          at: new Date().toISOString(),
          ownerId: null,
          ownerName: "command line",
          action: "erase",
          object: maskAddress(toDelete.email),
        });
      console.log(
        removed
          ? `Deleted ${toDelete.email}.`
          : `${toDelete.email} is not on the list.`,
      );
      return 0;
    }
  }
}

const config = readConfig((problem) => console.error(problem));
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
