import { describe, expect, it } from "vitest";
import { confirmationMail as copy } from "../../app/content/list-pages";
import { confirmationMail } from "./confirmation-mail";

describe("the confirmation mail", () => {
  const mail = confirmationMail({
    copy,
    confirmUrl: "https://shop.test/api/confirm?t=a.1.b",
    unsubscribeUrl: "https://shop.test/api/unsubscribe?t=a.0.c&x=<y>",
  });

  it("has the brand's subject, the link in both parts and the one-click headers", () => {
    expect(mail.subject).toBe(copy.subject);
    expect(mail.text).toContain("https://shop.test/api/confirm?t=a.1.b");
    expect(mail.html).toContain('href="https://shop.test/api/confirm?t=a.1.b"');
    expect(mail.text).toContain(copy.expiry);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": {
        prepared: true,
        value: "<https://shop.test/api/unsubscribe?t=a.0.c&x=<y>>",
      },
      "List-Unsubscribe-Post": {
        prepared: true,
        value: "List-Unsubscribe=One-Click",
      },
    });
  });

  it("escapes everything it puts into the HTML", () => {
    expect(mail.html).toContain("t=a.0.c&amp;x=&lt;y&gt;");
    expect(mail.html).not.toContain("<y>");
  });
});
