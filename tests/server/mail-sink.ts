import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One mail as the sink received it: its headers (lower-case names) and its decoded parts. */
export type ReceivedMail = {
  to: string[];
  /** The envelope's sender (MAIL FROM): where a bounce goes back to. */
  from: string;
  headers: Map<string, string>;
  /** The text and HTML parts, transfer encoding undone, one after the other. */
  body: string;
  /** When the sink had it all (ms since 1970). */
  at: number;
  /** The message as it came over the wire. */
  raw: string;
};

/**
 * Undoes quoted-printable and base64 in each MIME part (enough for nodemailer's output). Parts
 * are split at the message's own boundary: a line of a part may start with "--" too (a link's
 * token after a soft line break).
 */
function decodeParts(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(
    ([, boundary = ""]) => boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  const parts = boundaries.length
    ? raw.split(
        new RegExp(`\\r?\\n--(?:${boundaries.join("|")})(?:--)?\\r?\\n`),
      )
    : [raw];
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
        return body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          );
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      return body;
    })
    .join("\n");
}

function parseMail(
  raw: string,
  envelope: { from: string; to: string[] },
): ReceivedMail {
  const [head = ""] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        line.slice(colon + 1).trim(),
      );
  }
  return { ...envelope, headers, body: decodeParts(raw), at: Date.now(), raw };
}

export interface MailSinkOptions {
  /** Listen here rather than on a port the OS picks (a sink started again where one was). */
  port?: number;
  /**
   * An SMTP reply that refuses a recipient (451 for now, 550 for good), as a code or a code
   * and its text, or none.
   */
  refuse?: (
    address: string,
  ) => number | { code: number; message: string } | undefined;
  /** Runs once a mail is all in, before the sink answers that it has it. */
  received?: (mail: ReceivedMail) => void | Promise<void>;
}

/** How a connection ends when the process at its other end is killed. */
const senderGone = new Set(["ECONNRESET", "EPIPE"]);

/** An SMTP server on a loopback port, keeping every mail it is given. */
export async function startMailSink({
  port: listenPort = 0,
  refuse,
  received,
}: MailSinkOptions = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    // A server's pooled connections stay open while idle: on stop they are told 421 and
    // closed at once, not after smtp-server's 30 s.
    closeTimeout: 200,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address);
      if (refusal === undefined) return callback();
      const { code, message } =
        typeof refusal === "number"
          ? {
              code: refusal,
              message: refusal >= 500 ? "No such mailbox" : "Try again later",
            }
          : refusal;
      callback(Object.assign(new Error(message), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const { mailFrom, rcptTo } = session.envelope;
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), {
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((rcpt) => rcpt.address),
        });
        mails.push(mail);
        await received?.(mail);
        callback();
      });
    },
  });
  // A sender killed mid-mail (the crash tests) resets its connection, which smtp-server
  // reports as an error event, and an unheard one fails the whole run. What the sender did
  // is for the tests to judge; any other error still surfaces.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (!senderGone.has(error.code ?? "")) throw error;
  });
  server.listen(listenPort, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** The mails sent to one address, oldest first. */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

/** The first link in a mail that points at `path` (the confirmation or unsubscribe link). */
export function linkIn(mail: ReceivedMail | undefined, path: string) {
  const found = mail?.body.match(
    new RegExp(
      `https?://[^\\s"<>]+${path.replace(/\//g, "\\/")}\\?t=[^\\s"<>&]+`,
    ),
  );
  if (!found) throw new Error(`No link to ${path} in the mail`);
  return new URL(found[0]);
}

/** One request the webhook receiver got. */
export type WebhookCall = {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
};

/**
 * A webhook receiver on a loopback port: answers each call with the next status of `statuses`
 * (then 200 for ever) and records every call.
 */
export async function startWebhookReceiver(statuses: number[]) {
  const calls: WebhookCall[] = [];
  const queue = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = queue.shift() ?? 200;
      calls.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        status,
      });
      res.writeHead(status).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/signups`,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
