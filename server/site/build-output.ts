// What `npm run build` gives the server, read once at start: the security headers it computed,
// the signup flow's settings and copy (build/deploy/signup.json) and the prerendered pages the
// API fills in. Decorates `app.buildOutput`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { buildLayout } from "../build-layout";
import type { BuildSecurityHeaders } from "./http-policy";
import type { MailCopy } from "../mail/confirmation-mail";
import type { PlaceTexts } from "../launch-list/list-pages";
import type { Problem } from "./refuse";

/**
 * What the build tells the server about the signup flow (build/deploy/signup.json, written by
 * scripts/build/signup-config.ts from app/content/).
 */
export interface SignupConfig {
  launchListMode: "server" | "mailto";
  consentVersion: string;
  /** where a form post lands after a signup (single opt-in) */
  subscribedPath: string;
  /** where it lands when a confirmation mail is on its way */
  checkInboxPath: string;
  /** where the unsubscribe page's button lands */
  unsubscribedPath: string;
  /** the prerendered error page's file, relative to build/client */
  errorPage: string;
  /** the prerendered /confirm page's file */
  confirmPage: string;
  /** the prerendered /confirmed page's file */
  confirmedPage: string;
  /** the prerendered /unsubscribe page's file */
  unsubscribePage: string;
  /** what each refusal says */
  messages: Record<Problem, string>;
  /** what a refused link says */
  linkProblems: Record<"tampered" | "expired" | "gone" | "left", string>;
  /** the place sentences (list-pages.ts' placeSentence) */
  placeText: PlaceTexts;
  /** the confirmation mail's copy */
  mail: MailCopy;
  brand: string;
  /** the site's public origin (links in mails, unless PUBLIC_URL) */
  baseUrl: string;
  /** the address mails come from (unless MAIL_FROM) */
  sender: string;
}

export interface BuildOutput {
  layout: ReturnType<typeof buildLayout>;
  security: BuildSecurityHeaders;
  signup: SignupConfig;
  /** A prerendered page's HTML, by its file relative to build/client. */
  page: (file: string) => string;
}

declare module "fastify" {
  interface FastifyInstance {
    buildOutput: BuildOutput;
  }
}

/** Reads a JSON file the build wrote. */
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8"));

function readBuildOutput(buildDir: string): BuildOutput {
  const layout = buildLayout(buildDir);
  return {
    layout,
    security: readJson(layout.headers),
    signup: readJson(layout.signup),
    page: (file) => readFileSync(join(layout.client, file), "utf8"),
  };
}

const buildOutput: FastifyPluginAsync<{ buildDir: string }> = async (
  app,
  { buildDir },
) => {
  app.decorate("buildOutput", readBuildOutput(buildDir));
};

export default fp(buildOutput, { name: "build-output" });
