import { describe, expect, it } from "vitest";
import { blockHeight, fitLines, type Measure } from "./fit";

// A monospace stand-in: every character is half as wide as the size, caps are as tall.
const mono: Measure = {
  width: (text) => text.length * 0.5,
  cap: 1,
  leading: 0.25,
};

describe("fitLines", () => {
  it("stacks short words when the box is tall", () => {
    const fit = fitLines("say it loud", { width: 300, height: 400 }, mono);
    expect(fit.lines).toEqual(["say", "it", "loud"]);
    expect(fit.size).toBeCloseTo(400 / 3.5);
  });

  it("keeps one line when the box is wide and short", () => {
    const fit = fitLines("say it louder", { width: 1300, height: 100 }, mono);
    expect(fit).toEqual({ lines: ["say it louder"], size: 100 });
  });

  it("balances lines so the widest is as short as it can be", () => {
    const fit = fitLines("aaaa bb cc dddd", { width: 240, height: 240 }, mono, {
      maxLines: 2,
    });
    expect(fit.lines).toEqual(["aaaa bb", "cc dddd"]);
  });

  it("never sets type above the size cap", () => {
    const fit = fitLines("no.", { width: 600, height: 600 }, mono, {
      maxSize: 40,
    });
    expect(fit).toEqual({ lines: ["no."], size: 40 });
  });

  it("fits the stacked block inside the box height", () => {
    const box = { width: 500, height: 180 };
    const fit = fitLines("hood up expectations down", box, mono);
    expect(blockHeight(mono, fit.lines.length, fit.size)).toBeLessThanOrEqual(
      box.height,
    );
    for (const line of fit.lines)
      expect(mono.width(line) * fit.size).toBeLessThanOrEqual(box.width + 1e-9);
  });
});
