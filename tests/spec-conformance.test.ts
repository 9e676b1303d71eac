// The one place that pins the product spec's fixed texts and rules (issue 11's convention;
// the lead merges this file with the other branches' copies). This copy holds what issue 12's
// launch state, chat and load-time panel must keep in both launch phases.
import { describe, expect, it } from "vitest";
import { VISIBLE_MS } from "~/components/load-monitor/load-time-panel";
import { chatScript } from "~/content/chat-script";
import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { replyDelay } from "~/lib/chat-reply";
import { countdownUnits } from "~/lib/countdown";
import { launchState, localDateTime } from "~/lib/launch-phase";
import { classifyLoadTime } from "~/lib/load-time";

describe("the launch countdown", () => {
  it("Launch countdown target: 2025-09-22 at 00:00 local time", () => {
    expect(site.launchTarget).toBe("2025-09-22T00:00:00");
  });

  it("at or past the target it shows zeros, labelled Days, Hours, Minutes, Seconds", () => {
    const target = localDateTime(site.launchTarget);
    for (const now of [target, target + 1000]) {
      expect(countdownUnits(launchState(target, now).left)).toEqual([
        { label: "Days", value: "00" },
        { label: "Hours", value: "00" },
        { label: "Minutes", value: "00" },
        { label: "Seconds", value: "00" },
      ]);
    }
  });

  it("keeps the spec's texts on the home panel and /countdown in both phases", () => {
    expect(copy.hypeRoom.heading).toBe("HYPE ROOM COUNTDOWN");
    expect(copy.hypeRoom.button).toBe("Visit Hype Room");
    expect(copy.hypeRoom.pageHeading).toBe("Full BOLD release incoming...");
    expect(copy.hypeRoom.shopButton).toBe("Shop Current Collection");
    expect(copy.backHome).toBe("Back to Home");
    expect(copy.shopLaunch.heading).toBe("Shop Launch");
    expect(copy.shopLaunch.shopButton).toBe("Collection | First Drop");
  });
});

describe("the chat assistant", () => {
  it("keeps the spec's ten keyword topics among its rules", () => {
    expect(chatScript.rules.map((rule) => rule.topic)).toEqual(
      expect.arrayContaining([
        "blunt",
        "bold",
        "difference",
        "story",
        "timeline",
        "materials",
        "products",
        "launch",
        "greeting",
        "thanks",
      ]),
    );
  });

  it("Replies come after a random delay of 1 to 2 seconds; anything else gets one of three generic replies", () => {
    expect(chatScript.replyDelayMs).toEqual({ min: 1000, max: 2000 });
    expect(replyDelay(() => 0)).toBe(1000);
    expect(replyDelay(() => 0.999_999)).toBe(2000);
    expect(chatScript.fallbacks).toHaveLength(3);
  });
});

describe("the load-time panel", () => {
  it("Load-time panel: 5 seconds visible, thresholds 2s, 3s and 4s", () => {
    expect(VISIBLE_MS).toBe(5000);
    expect(classifyLoadTime(1.99).message).toBe("Excellent performance!");
    expect(classifyLoadTime(2).message).toBe("Good performance");
    expect(classifyLoadTime(3).tip).toBeUndefined();
    expect(classifyLoadTime(3.01).tip).toBeDefined();
    expect(classifyLoadTime(4).message).toBe("Consider optimization");
  });
});
