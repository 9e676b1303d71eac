// Generated hostile input, on SQLite and PostgreSQL: every public and owner route gets bodies,
// queries, path parameters and headers made up by fast-check (the owner routes with a valid
// session, so the input reaches their handlers). Whatever arrives, the answer is never a 5xx,
// never shows a stack trace or SQL, and a refused request leaves the database as it was.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  confirmEndpoint,
  honeypotField,
  subscribeEndpoint,
  unsubscribeEndpoint,
} from "../../app/lib/signup-form";
import { createBroadcast } from "../../server/broadcasts/commands";
import type { Database } from "../../server/store/database";
import { questionsTable } from "../../server/store/launch-list";
import { addConfirmed } from "./broadcast-helpers";
import { bothEngines } from "./engines";
import { request, type Reply } from "./http";
import { adminApi, signedInOwner } from "./owner-client";
import { tableColumns } from "./schema-walk";
import { signupServers } from "./signup-server";

const servers = signupServers("bb-hostile-input-");
/** Generated requests per route and engine: 40 routes make well over 1,000 a run. */
const runsPerRoute = 30;

interface Route {
  method: "GET" | "HEAD" | "POST";
  path: string;
  /** the fields its handler reads, so generated bodies reach its checks */
  fields?: string[];
  /** an owner route: sent with the session */
  owner?: boolean;
}

const publicRoutes: Route[] = [
  { method: "GET", path: "/" },
  { method: "HEAD", path: "/about" },
  { method: "GET", path: "/assets/:id" },
  {
    method: "POST",
    path: subscribeEndpoint,
    fields: ["email", "source", "ref", "utm_source", honeypotField],
  },
  { method: "GET", path: confirmEndpoint },
  { method: "POST", path: confirmEndpoint },
  { method: "GET", path: unsubscribeEndpoint },
  { method: "POST", path: unsubscribeEndpoint, fields: ["List-Unsubscribe"] },
  { method: "POST", path: "/api/questions", fields: ["question", "email"] },
];

// Signing out would end the session the other owner routes are sent with; it reads no input.
const ownerRoutes: Route[] = (
  [
    ["POST", "/invite/options", ["token"]],
    ["POST", "/invite/register", ["token", "response"]],
    ["POST", "/sign-in/options"],
    ["POST", "/sign-in", ["response"]],
    ["GET", "/session"],
    ["GET", "/overview"],
    ["GET", "/questions"],
    ["POST", "/questions/handled", ["question"]],
    ["GET", "/outbox"],
    ["POST", "/outbox/redeliver", ["id"]],
    ["GET", "/subscribers"],
    ["GET", "/subscriber"],
    ["POST", "/subscribers/erase", ["email", "confirm"]],
    ["GET", "/export.csv"],
    ["GET", "/sessions"],
    ["POST", "/sessions/end", ["handle", "others"]],
    ["POST", "/step-up/options"],
    ["POST", "/step-up", ["response"]],
    ["GET", "/passkeys"],
    ["POST", "/passkeys/options"],
    ["POST", "/passkeys", ["response"]],
    ["POST", "/passkeys/revoke", ["id"]],
    ["POST", "/invites", ["name"]],
    ["GET", "/audit"],
    ["GET", "/broadcasts"],
    ["POST", "/broadcasts", ["subject", "text", "html", "wave"]],
    ["GET", "/broadcasts/:id/preview"],
    ["POST", "/broadcasts/:id/test", ["to"]],
    ["POST", "/broadcasts/:id/start", ["rate", "at"]],
    ["POST", "/broadcasts/:id/pause"],
    ["POST", "/broadcasts/:id/delete"],
  ] as const
).map(([method, path, fields]) => ({
  method,
  path: `${adminApi}${path}`,
  fields: fields ? [...fields] : [],
  owner: true,
}));

// What people type into forms to break them, beside whatever fast-check makes up.
const nasty = fc.constantFrom(
  "",
  " ",
  "'; DROP TABLE signups;--",
  '" OR 1=1 --',
  "\u0000",
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "{{".repeat(500),
  "a".repeat(5000),
  "😀".repeat(300),
  "\uD800",
  "__proto__",
  "constructor",
  "1e309",
  "-1",
  "NaN",
  "@",
  "x@y",
  "fan@mail.test",
  "2026-13-45T99:99:99Z",
  "launch",
);
const text = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);
// Header values: what an HTTP client can put on the wire.
const headerText = fc.oneof(
  fc.constantFrom("", "x", "a".repeat(3000), "null", "*", "../.."),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode),
    maxLength: 60,
  }),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("any"), { maxLength: 4 }),
    fc.dictionary(text, tie("any"), { maxKeys: 4 }),
  ),
})).any;

const query = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom("t", "b", "q", "email", "tz", "ref", "x"),
      text,
      {
        maxKeys: 4,
      },
    )
    .map((fields) =>
      new URLSearchParams(fields as Record<string, string>).toString(),
    ),
  fc.constantFrom(
    "%",
    "%zz",
    "&&&==",
    "t=%E0%A4%A",
    "t[]=1&t[]=2",
    "a=".repeat(500),
  ),
);

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "text/plain",
  "application/xml",
  "",
  "garbage/; ;=",
);

/** A body for a route: its own fields made hostile, any JSON, or bytes that are none. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    fc
      .record(Object.fromEntries(fields.map((field) => [field, value])), {
        requiredKeys: [],
      })
      .map((fieldsOf) => JSON.stringify(fieldsOf)),
    value.map((any) => JSON.stringify(any) ?? ""),
    fc
      .dictionary(fc.constantFrom(...fields, "x"), text, { maxKeys: 4 })
      .map((fieldsOf) =>
        new URLSearchParams(fieldsOf as Record<string, string>).toString(),
      ),
    fc.constantFrom(
      "{",
      "[1,",
      '{"email": "a@b.c"',
      '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\n',
      "x".repeat(20_000),
    ),
    fc
      .uint8Array({ maxLength: 200 })
      .map((bytes) => Buffer.from(bytes).toString("latin1")),
  );

/** Every byte of the text's UTF-8 percent-encoded, a lone surrogate too. */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
    .join("");

interface Hostile {
  query: string;
  param: string;
  contentType: string;
  body: string;
  sameSite: boolean;
  headers: Record<string, string>;
}

const hostile = (route: Route) =>
  fc.record<Hostile>({
    query,
    param: text,
    contentType: fc.oneof(
      { weight: 3, arbitrary: fc.constant("application/json") },
      contentTypes,
    ),
    body: bodyFor(route.fields ?? []),
    sameSite: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      fc.constant(false),
    ),
    headers: fc.dictionary(
      fc.constantFrom(
        "accept-encoding",
        "range",
        "if-none-match",
        "x-forwarded-for",
        "sec-fetch-site",
        "referer",
        "user-agent",
        "accept-language",
      ),
      headerText,
      { maxKeys: 3 },
    ),
  });

/** What the database holds, table by table, less what a refusal may rightly touch. */
async function fingerprint(
  db: Database,
  columns: Awaited<ReturnType<typeof tableColumns>>,
) {
  const tables = new Map<string, string[]>();
  for (const { table, column } of columns)
    if (!/^places\.|rate_counters|list_changes/.test(table))
      tables.set(table, [...(tables.get(table) ?? []), column]);
  const hash = createHash("sha256");
  for (const [table, columns] of [...tables].sort()) {
    // A session's last request is activity, refused or not.
    const kept = columns.filter((column) => column !== "last_seen_at");
    const rows = await db.all(
      `SELECT ${kept.map((c) => `"${c}"`).join(", ")} FROM ${table}`,
    );
    hash.update(table);
    hash.update(
      rows
        .map((row) =>
          JSON.stringify(row, (_, v: unknown) =>
            typeof v === "bigint" ? String(v) : v,
          ),
        )
        .sort()
        .join("\n"),
    );
  }
  return hash.digest("hex");
}

const leaks = [
  /\n\s+at [^\n]+:\d+:\d+/,
  /SQLITE_[A-Z]+/,
  /\bsyntax error\b/i,
  /\b(?:SELECT|INSERT INTO|DELETE FROM|UPDATE)\b[^<]{0,80}\b(?:FROM|VALUES|WHERE|SET)\b/,
  /node:internal|node_modules/,
];

describe.each(bothEngines())("generated hostile input on $name", (engine) => {
  it(`answers ${runsPerRoute} generated requests to each of ${publicRoutes.length + ownerRoutes.length} routes with no 5xx, no stack or SQL, and no change on refusal`, async () => {
    const { server, owner } = await signedInOwner(
      servers,
      await engine.fresh(),
      {
        signupSecret: "hostile-input-secret-of-32-characters",
      },
    );
    try {
      const { store } = server;
      await addConfirmed(store, ["fan@mail.test", "other@mail.test"]);
      await questionsTable(store.db).add({
        question: "Do you ship to Mars?",
        email: undefined,
        createdAt: new Date().toISOString(),
      });
      await createBroadcast(store, { maxPosition: null, now: new Date() });
      const origin = `http://127.0.0.1:${server.port}`;
      // The schema is read once: no request adds a table.
      const columns = await tableColumns(store.db);
      let baseline = await fingerprint(store.db, columns);
      let sent = 0;

      for (const route of [...publicRoutes, ...ownerRoutes])
        await fc.assert(
          fc.asyncProperty(hostile(route), async (input) => {
            const path = route.path.replace(":id", percentEncoded(input.param));
            const headers: Record<string, string> = { ...input.headers };
            if (route.owner && owner.cookie) headers.cookie = owner.cookie;
            if (input.sameSite) headers.origin = origin;
            let body: string | undefined;
            if (route.method === "POST") {
              body = input.body;
              if (input.contentType)
                headers["content-type"] = input.contentType;
            }
            const reply: Reply = await request(
              server.port,
              `${path}?${input.query}`,
              {
                method: route.method,
                headers,
                body,
              },
            );
            sent++;
            const shown = reply.body.toString("utf8");
            expect(
              reply.status,
              `${route.method} ${path}`,
            ).toBeGreaterThanOrEqual(200);
            expect(
              reply.status,
              `${route.method} ${path}: ${shown.slice(0, 200)}`,
            ).toBeLessThan(500);
            for (const leak of leaks) expect(shown).not.toMatch(leak);
            const after = await fingerprint(store.db, columns);
            if (reply.status >= 400)
              expect(
                after,
                `${route.method} ${path} ${reply.status} changed the database`,
              ).toBe(baseline);
            baseline = after;
          }),
          { numRuns: runsPerRoute },
        );
      expect(sent).toBeGreaterThanOrEqual(1000);
      // The session the owner routes were sent with held to the end.
      expect((await owner.get("/session")).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
