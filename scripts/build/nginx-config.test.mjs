import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx-config.mjs";

describe("nginxConfig", () => {
  it("escapes double quotes in header values", () => {
    const config = nginxConfig({ root: "/srv/site", headers: { "X-Test": 'a "b"' } });
    expect(config).toContain('add_header X-Test "a \\"b\\"" always;');
  });

  it("refuses a value nginx would read as a variable", () => {
    expect(() => nginxConfig({ root: "/srv/site", headers: { "X-Test": "$host" } })).toThrow(
      /Cannot put "\$"/,
    );
  });

  it("serves the root it is given", () => {
    expect(nginxConfig({ root: "/srv/site", headers: {} })).toContain('root "/srv/site";');
  });
});
