import { describe, expect, it } from "vitest";
import { launchMail } from "../../app/content/launch-mail";
import { broadcastMail, broadcastMessageId } from "./broadcast-mail";

const broadcast = {
  id: "b1",
  subject: launchMail.subject,
  textBody: launchMail.text,
  htmlBody: launchMail.html,
};
const input = {
  broadcast,
  email: "fan@mail.test",
  unsubscribeUrl: "https://www.example.com/api/unsubscribe?t=abc.0.x&b=b1",
  shopUrl: launchMail.shopUrl,
  host: "www.example.com",
};

describe("a broadcast's mail", () => {
  it("fills both bodies, each with the shop and a visible unsubscribe link", () => {
    const mail = broadcastMail(input);
    expect(mail.subject).toBe(launchMail.subject);
    expect(mail.text).toContain(input.unsubscribeUrl);
    expect(mail.text).toContain(launchMail.shopUrl);
    expect(mail.html).toContain(input.unsubscribeUrl.replace(/&/g, "&amp;"));
    expect(mail.text).not.toMatch(/\{\{/);
    expect(mail.html).not.toMatch(/\{\{/);
  });

  it("carries the one-click unsubscribe pair and a List-Id", () => {
    expect(broadcastMail(input).headers).toEqual({
      "List-Unsubscribe": {
        prepared: true,
        value: `<${input.unsubscribeUrl}>`,
      },
      "List-Unsubscribe-Post": {
        prepared: true,
        value: "List-Unsubscribe=One-Click",
      },
      "List-Id": "Launch list <launch.www.example.com>",
    });
  });

  it("has one Message-ID per broadcast and recipient", () => {
    expect(broadcastMail(input).messageId).toBe(broadcastMail(input).messageId);
    expect(broadcastMessageId("b1", "Fan@mail.test", "x.test")).toBe(
      broadcastMessageId("b1", "fan@mail.test", "x.test"),
    );
    expect(broadcastMessageId("b1", "a@mail.test", "x.test")).not.toBe(
      broadcastMessageId("b2", "a@mail.test", "x.test"),
    );
    expect(broadcastMessageId("b1", "a@mail.test", "x.test")).toMatch(
      /^<b1\.[0-9a-f]{24}@x\.test>$/,
    );
  });

  it("marks a test copy in its subject", () => {
    expect(broadcastMail({ ...input, test: true }).subject).toBe(
      `[Test] ${launchMail.subject}`,
    );
  });
});
