// What the API's answers have in common, as JSON Schema (TypeBox): the shape of a refusal,
// a page served at an API URL, a redirect. Each route declares its own body, query, params and
// answers beside its handler; @fastify/swagger reads them all into docs/api/openapi.json.
import { Type, type TSchema } from "@sinclair/typebox";

/**
 * The schema of a route that only refuses (another method, an unknown path): its one answer,
 * kept out of the API's document.
 */
export const refusalOnly = (status: number) => ({
  hide: true,
  response: { [status]: Type.Ref(Problem) },
});

/** What docs/api/openapi.json says of the API as a whole. */
export const openApiInfo = {
  info: {
    title: "Blunt & Bold launch list",
    description:
      "The launch list's API: signups, the links in mails, the chat's questions, and the owners' dashboard under /api/admin (a session cookie from a passkey sign-in).",
    version: "1",
  },
  tags: [
    { name: "launch list", description: "What the site's forms and chat post" },
    {
      name: "mail links",
      description: "What the links in mails open and post",
    },
    {
      name: "owners",
      description: "Passkeys, sessions, invites and the audit log",
    },
    {
      name: "dashboard",
      description: "The list at a glance, one subscriber, the export",
    },
    { name: "broadcasts", description: "The launch mail" },
    {
      name: "visits",
      description: "The cookieless ping every public page sends",
    },
    {
      name: "mail events",
      description: "Bounces and complaints a mail provider reports",
    },
  ],
};

/** A refusal: what is wrong in the site's own words, and its code (the problem tables). */
export const Problem = Type.Object(
  {
    error: Type.String({ description: "what is wrong, to show as it is" }),
    problem: Type.String({ description: "the refusal's code" }),
  },
  { $id: "Problem", description: "A refusal" },
);

/** A prerendered page the server filled in, sent at an API URL. */
export const htmlPage = (description: string) => ({
  description,
  content: { "text/html": { schema: Type.String() } },
});

/** An answer with no body: a redirect to `Location`, or 204. */
export const noBody = (description: string) => Type.Null({ description });

/** A JSON answer the dashboard reads; documented properties, others passed through. */
export const answer = (
  properties: Record<string, TSchema>,
  description: string,
) => Type.Object(properties, { description, additionalProperties: true });

/** Any JSON object, passed through as the handler built it. */
export const anyObject = (description: string) =>
  Type.Object({}, { description, additionalProperties: true });

const problemRef = Type.Ref(Problem);

/** The refusals a route can give, by status, all of one shape. */
export const refusals = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, problemRef])) as {
    [K in S[number]]: typeof problemRef;
  };
