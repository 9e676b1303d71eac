import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultApiUpstream } from "../../scripts/build/nginx-config";
import { buildLayout } from "../../server/build-layout";

const unit = readFileSync("deploy/blunt-bold.service", "utf8");
const settings = (key: string) =>
  [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map(
    (match) => match[1],
  );
const setting = (key: string) => settings(key).at(-1);
const environment = Object.fromEntries(
  settings("Environment").map((line) => line?.split("=", 2) ?? []),
);

describe("the example systemd unit in deploy/", () => {
  it("runs the built server that `npm start` runs, from the checkout", () => {
    const server = buildLayout("build").server;
    expect(setting("ExecStart")).toMatch(new RegExp(`^/\\S+/node ${server}$`));
    expect(readFileSync("scripts/start.ts", "utf8")).toContain("layout.server");
  });

  it("listens where the generated nginx config sends /api/, on loopback", () => {
    expect(`${environment.HOST}:${environment.PORT}`).toBe(defaultApiUpstream);
  });

  it("trusts nginx's X-Forwarded-For", () => {
    expect(environment.TRUST_PROXY).toBe("1");
  });

  it("keeps the signups in the state directory systemd keeps for it", () => {
    expect(environment.DATA_DIR).toBe(`/var/lib/${setting("StateDirectory")}`);
  });

  it("restarts on failure, as an unprivileged user without new privileges", () => {
    expect(setting("Restart")).toBe("on-failure");
    expect(setting("User")).toMatch(/^(?!root$)[a-z][\w-]*$/);
    expect(setting("NoNewPrivileges")).toBe("yes");
    expect(setting("ProtectSystem")).toBe("strict");
  });
});
