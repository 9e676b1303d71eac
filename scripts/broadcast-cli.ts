// `npm run signups -- broadcast ...`: the launch mail from the command line. The command only
// writes the broadcast and its recipients; the running `npm start` instances send it.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseWave } from "../server/broadcasts/audience";
import { placeholders } from "../server/broadcasts/template";
import {
  type BroadcastProblem,
  broadcastStatus,
  createBroadcast,
  deleteDraft,
  moveBroadcast,
  sendTestCopy,
  startBroadcast,
} from "../server/broadcasts/commands";
import type { Config } from "../server/config";
import { mailSender, publicOrigin } from "../server/mail/outbox-deliveries";
import { createMailTransport } from "../server/mail/mail-transport";
import { site } from "../app/content/site";
import { checkEmail } from "../app/lib/signup-rules";
import { auditLog, type AuditAction } from "../server/store/audit-log";
import type { Store } from "../server/store/index";

export const broadcastUsage = `  broadcast create [--subject S --text FILE [--html FILE]] [--to "position<=N"]
                a new broadcast (the launch mail from the content without --subject); prints its id
  broadcast start ID [--rate N] [--at ISO-TIME|launch] [--to "position<=N"]
                sends it through the running servers, N mails a second (default 20); a
                later start with a wider --to sends the next wave, skipping those mailed
  broadcast test ID --to ADDRESS
                one copy marked as a test, to any address, counted nowhere (needs SMTP_URL)
  broadcast delete ID
                deletes a draft (one that has started is cancelled instead)
  broadcast pause|resume|cancel ID
  broadcast status ID [--json]
                audience, sent, failed, skipped, in doubt, pending, unsubscribes, state`;

const templateWords = (
  body: string,
  problem: Extract<BroadcastProblem, { code: "template" }>["problem"],
) =>
  problem.kind === "unknown-placeholder"
    ? `The ${body} uses an unknown placeholder: {{${problem.placeholder}}} (known: ${placeholders.map((p) => `{{${p}}}`).join(", ")}).`
    : `The ${body} has no unsubscribe link: put {{unsubscribe_url}} in it.`;

/** What the command line says of a problem a broadcast command returned: one line. */
export function commandLineWords(problem: BroadcastProblem): string {
  switch (problem.code) {
    case "subject-not-one-line":
      return "The subject must be one line of text.";
    case "subject-without-text":
      return "A broadcast with its own subject needs --text FILE.";
    case "unknown-broadcast":
      return `There is no broadcast ${problem.id}.`;
    case "ended":
      return `Broadcast ${problem.id} is already ${problem.state}.`;
    case "template":
      return templateWords(problem.body, problem.problem);
    case "bad-rate":
      return `--rate must be a whole number of mails per second from 1 to ${problem.maxRate}.`;
    case "bad-time":
      return `--at must be an ISO time with its zone (2026-12-01T09:00:00Z) or launch, got "${problem.at}".`;
    case "cannot-move":
      return `Broadcast ${problem.id} is ${problem.state}: it cannot ${problem.action}.`;
    case "not-a-draft":
      return `Broadcast ${problem.id} is ${problem.state}: only a draft can be deleted.`;
    case "test-refused":
      return `The mail server refused the test copy: ${problem.reason}`;
  }
}

type Parsed =
  | {
      action: "create";
      subject?: string;
      text?: string;
      html?: string;
      maxPosition: number | null;
    }
  | {
      action: "start";
      id: string;
      rate?: number;
      at?: string;
      maxPosition?: number;
    }
  | { action: "test"; id: string; to: string }
  | { action: "delete" | "pause" | "resume" | "cancel"; id: string }
  | { action: "status"; id: string; json: boolean };

/** The arguments after `broadcast`, checked; files are read here, so a bad path stops early. */
export function parseBroadcast(
  args: string[],
): { ok: true; parsed: Parsed } | { ok: false; problem: string } {
  const [action = "", ...rest] = args;
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        subject: { type: "string" },
        text: { type: "string" },
        html: { type: "string" },
        to: { type: "string" },
        rate: { type: "string" },
        at: { type: "string" },
        json: { type: "boolean" },
      },
    }));
  } catch (error) {
    return {
      ok: false,
      problem: error instanceof Error ? error.message : String(error),
    };
  }
  const allowed: Record<string, string[]> = {
    create: ["subject", "text", "html", "to"],
    start: ["rate", "at", "to"],
    test: ["to"],
    delete: [],
    pause: [],
    resume: [],
    cancel: [],
    status: ["json"],
  };
  const options = allowed[action];
  if (!options)
    return { ok: false, problem: `Unknown broadcast command "${action}".` };
  const extra = Object.keys(values).find((name) => !options.includes(name));
  if (extra)
    return { ok: false, problem: `broadcast ${action} takes no --${extra}.` };
  const wantsId = action !== "create";
  if (positionals.length !== (wantsId ? 1 : 0))
    return {
      ok: false,
      problem: wantsId
        ? `broadcast ${action} needs one ID.`
        : "broadcast create takes no ID.",
    };
  const id = positionals[0] ?? "";
  const string = (name: string) =>
    typeof values[name] === "string" ? (values[name] as string) : undefined;

  const to = string("to");
  if (action === "test") {
    const address = checkEmail(to ?? "");
    return address.kind === "valid"
      ? { ok: true, parsed: { action, id, to: address.email } }
      : {
          ok: false,
          problem: "broadcast test needs --to with an email address.",
        };
  }
  const maxPosition = to === undefined ? null : parseWave(to);
  if (to !== undefined && maxPosition === null)
    return {
      ok: false,
      problem: `--to must read "position<=N" with N a whole number from 1, got "${to}".`,
    };

  switch (action) {
    case "create": {
      if ((string("text") || string("html")) && !string("subject"))
        return { ok: false, problem: "--text and --html come with --subject." };
      try {
        const read = (name: string) => {
          const file = string(name);
          return file === undefined ? undefined : readFileSync(file, "utf8");
        };
        return {
          ok: true,
          parsed: {
            action,
            subject: string("subject"),
            text: read("text"),
            html: read("html"),
            maxPosition,
          },
        };
      } catch (error) {
        return {
          ok: false,
          problem: `Cannot read the body: ${error instanceof Error ? error.message : error}`,
        };
      }
    }
    case "start": {
      const rate = string("rate");
      if (rate !== undefined && !/^\d{1,6}$/.test(rate))
        return {
          ok: false,
          problem: `--rate must be a whole number of mails per second, got "${rate}".`,
        };
      return {
        ok: true,
        parsed: {
          action,
          id,
          rate: rate === undefined ? undefined : Number(rate),
          at: string("at"),
          ...(maxPosition === null ? {} : { maxPosition }),
        },
      };
    }
    case "status":
      return { ok: true, parsed: { action, id, json: values.json === true } };
    default:
      return {
        ok: true,
        parsed: {
          action: action as "delete" | "pause" | "resume" | "cancel",
          id,
        },
      };
  }
}

/** Runs a parsed broadcast command; prints its answer and returns the exit code. */
export async function runBroadcast(
  store: Store,
  parsed: Parsed,
  config: Config,
  now = new Date(),
): Promise<number> {
  const fail = (problem: BroadcastProblem | string) => {
    console.error(
      typeof problem === "string" ? problem : commandLineWords(problem),
    );
    return 1;
  };
  // What the command line does to a broadcast is in the owners' audit log too.
  const audit = (action: AuditAction, object: string) =>
    auditLog(store.db).append({
      at: now.toISOString(),
      ownerId: null,
      ownerName: "command line",
      action,
      object,
    });
  switch (parsed.action) {
    case "create": {
      const created = await createBroadcast(store, { ...parsed, now });
      if (!created.ok) return fail(created.problem);
      await audit("broadcast-create", created.value);
      console.log(
        `Created a draft broadcast. Start it with: npm run signups -- broadcast start ${created.value}`,
      );
      console.log(created.value);
      return 0;
    }
    case "start": {
      const started = await startBroadcast(store, parsed.id, {
        rate: parsed.rate,
        at: parsed.at,
        maxPosition: parsed.maxPosition,
        now,
      });
      if (!started.ok) return fail(started.problem);
      const { added, state, sendAt } = started.value;
      await audit(
        state === "scheduled" ? "broadcast-schedule" : "broadcast-start",
        `${parsed.id}: ${added} recipients${state === "scheduled" ? ` from ${sendAt}` : ""}`,
      );
      console.log(
        state === "scheduled"
          ? `Scheduled for ${sendAt}: ${added} recipients written. The running servers send it then.`
          : `Sending: ${added} recipients written. The running servers send it now.`,
      );
      return 0;
    }
    case "test": {
      if (!config.smtpUrl)
        return fail("broadcast test sends mail: set SMTP_URL.");
      const sent = await sendTestCopy(store, parsed.id, {
        to: parsed.to,
        transport: createMailTransport(config.smtpUrl, config),
        from: mailSender(config, {
          brand: site.brand,
          sender: site.newsletterEmail,
        }),
        origin: publicOrigin(config, site),
      });
      if (!sent.ok) return fail(sent.problem);
      await audit("broadcast-test", `${parsed.id} to ${sent.value}`);
      console.log(`Sent a test copy to ${sent.value}.`);
      return 0;
    }
    case "delete": {
      const deleted = await deleteDraft(store, parsed.id);
      if (!deleted.ok) return fail(deleted.problem);
      await audit(
        "broadcast-delete",
        `${parsed.id} "${deleted.value.subject}"`,
      );
      console.log(`Deleted the draft "${deleted.value.subject}".`);
      return 0;
    }
    case "status": {
      const status = await broadcastStatus(store, parsed.id);
      if (!status.ok) return fail(status.problem);
      const s = status.value;
      if (parsed.json) console.log(JSON.stringify(s));
      else
        console.log(
          [
            `${s.subject} (${s.id})`,
            `state ${s.state}${s.pausedReason ? ` (${s.pausedReason})` : ""}, ${s.rate} a second${s.sendAt ? `, from ${s.sendAt}` : ""}`,
            `audience ${s.audience}: sent ${s.sent}, pending ${s.pending + s.sending}, failed ${s.failed}, skipped ${s.skipped}, in doubt ${s.inDoubt}; unsubscribes ${s.unsubscribes}`,
          ].join("\n"),
        );
      return 0;
    }
    default: {
      const moved = await moveBroadcast(store, parsed.id, parsed.action, now);
      if (!moved.ok) return fail(moved.problem);
      await audit(`broadcast-${parsed.action}`, parsed.id);
      console.log(`Broadcast ${parsed.id} is ${moved.value}.`);
      return 0;
    }
  }
}
