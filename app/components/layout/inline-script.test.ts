import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  chatShellArguments,
  driveChatShell,
} from "~/components/chat/chat-shell-script";
import { startIslands, starterArguments } from "~/islands/inline-starter";
import { sendVisitPings, visitPingArguments } from "~/lib/visit-ping";
import { inlineScript, scriptCall } from "./inline-script";

describe("inline scripts written as functions", () => {
  it("calls each function with its arguments, minified into one script", () => {
    const seen: unknown[] = [];
    const record = (count: number, label: string, flags: readonly string[]) => {
      (globalThis as { seen?: unknown[] }).seen?.push(count, label, flags);
    };
    const script = inlineScript(
      scriptCall(record, [2, 'a "quoted" label', ["x"]]),
      scriptCall(record, [3, "second", []]),
    );
    expect(script).not.toContain("\n");
    (globalThis as { seen?: unknown[] }).seen = seen;
    new Function(script)();
    expect(seen).toEqual([2, 'a "quoted" label', ["x"], 3, "second", []]);
  });

  it("keeps the head's script to its own text: no imports, and short", () => {
    const starter = inlineScript(scriptCall(startIslands, starterArguments));
    const both = inlineScript(
      scriptCall(startIslands, starterArguments),
      scriptCall(driveChatShell, chatShellArguments),
    );
    for (const script of [starter, both])
      expect(script).not.toMatch(/__vite|\bimport\b|require\(|\n/);
    expect(starter.length).toBeLessThan(1300);
    expect(both.length).toBeLessThan(2500);
  });

  it("keeps the visit ping to its own text, at most 1 KB of gzip", () => {
    const ping = inlineScript(scriptCall(sendVisitPings, visitPingArguments));
    expect(ping).not.toMatch(/__vite|\bimport\b|require\(|\n/);
    expect(gzipSync(ping).length).toBeLessThanOrEqual(1024);
  });
});
