// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newsletterMessages } from "~/content/newsletter-messages";
import { site } from "~/content/site";
import { dismiss, getToasts } from "../toast/toast-store";
import { Toaster } from "../toast/toaster";
import { useNewsletter } from "./use-newsletter";

const now = new Date("2026-03-04T05:06:07.089Z");

function SignUp({
  open = vi.fn(),
  send,
  mode = "mailto",
}: {
  open?: (url: string) => void;
  send?: typeof fetch;
  mode?: "mailto" | "server";
}) {
  const { processing, share, formProps, inputProps } = useNewsletter({
    source: "home",
    mode,
    open,
    send,
    now: () => now,
  });
  return (
    <>
      <form {...formProps} aria-label="Newsletter">
        <label>
          Email address
          <input {...inputProps} />
        </label>
        <button type="submit" disabled={processing}>
          {processing ? "Processing..." : "Join"}
        </button>
      </form>
      {share && <a href={share}>share</a>}
      <Toaster />
    </>
  );
}

async function toast() {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByRole("listitem");
}

afterEach(() => {
  for (const shown of getToasts()) dismiss(shown.id);
});

describe("useNewsletter in the static-host (mailto) mode", () => {
  it("refuses an empty address with the error toast and opens nothing", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<SignUp open={open} />);

    await user.click(screen.getByRole("button", { name: "Join" }));

    const shown = await toast();
    expect(shown).toHaveTextContent("Error");
    expect(shown).toHaveTextContent("Please enter your email address");
    expect(
      screen.getByRole("textbox", { name: "Email address" }),
    ).toBeInvalid();
    expect(open).not.toHaveBeenCalled();
  });

  it("opens the mailto while processing, then confirms and clears the field", async () => {
    const user = userEvent.setup();
    let labelWhileOpening: string | null = null;
    const open = vi.fn((_url: string) => {
      labelWhileOpening = screen.getByRole("button").textContent;
      expect(screen.getByRole("button")).toBeDisabled();
    });
    render(<SignUp open={open} />);

    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, " fan+tees@mail.test {Enter}");

    const shown = await toast();
    expect(shown).toHaveTextContent(newsletterMessages.mailtoSuccess.title);
    expect(shown).toHaveTextContent(
      newsletterMessages.mailtoSuccess.description,
    );
    expect(labelWhileOpening).toBe("Processing...");
    expect(input).toHaveValue("");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();

    expect(open).toHaveBeenCalledTimes(1);
    const url = String(open.mock.calls[0]?.[0]);
    const [address, query] = url.split("?");
    expect(address).toBe(`mailto:${site.newsletterEmail}`);
    expect(query).toMatch(/^subject=Newsletter%20Subscription&body=/);
    expect(url).not.toContain("+");
    const body = decodeURIComponent(url.split("&body=")[1] ?? "");
    expect(body).toContain("fan+tees@mail.test");
    expect(body).toContain("2026-03-04T05:06:07.089Z");
    expect(body).toContain("\r\n");
  });

  it("says so and keeps the address when the mail link cannot be opened", async () => {
    const user = userEvent.setup();
    const open = vi.fn(() => {
      throw new Error("no mail client");
    });
    render(<SignUp open={open} />);

    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, "fan@mail.test{Enter}");

    const shown = await toast();
    expect(shown).toHaveTextContent("Error");
    expect(shown).toHaveTextContent(
      "Failed to process subscription. Please try again.",
    );
    expect(input).toHaveValue("fan@mail.test");
    expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
  });
});

/** A fetch that answers every post with `status` and a JSON body, recording what it was sent. */
function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
}

describe("useNewsletter in the launch-list (server) mode", () => {
  it("posts the address as JSON, says it is on the list and clears the field", async () => {
    const user = userEvent.setup();
    const send = answering(200, { status: "subscribed" });
    const open = vi.fn();
    render(<SignUp mode="server" send={send} open={open} />);

    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, " fan+tees@Mail.TEST {Enter}");

    const shown = await toast();
    expect(shown).toHaveTextContent(newsletterMessages.success.title);
    expect(shown).toHaveTextContent(newsletterMessages.success.description);
    expect(input).toHaveValue("");
    expect(open).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe("/api/subscribe");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "fan+tees@mail.test",
      source: "home",
    });
  });

  it.each([
    ["a server failure", answering(503, { error: "down", problem: "failed" })],
    [
      "a garbled answer",
      answering(200, null).mockResolvedValue(
        new Response("<html>", { status: 502 }),
      ),
    ],
    [
      "a network error",
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch")),
    ],
  ])(
    "shows the error toast and keeps the address after %s",
    async (_, send) => {
      const user = userEvent.setup();
      render(<SignUp mode="server" send={send} />);

      const input = screen.getByRole("textbox", { name: "Email address" });
      await user.type(input, "fan@mail.test{Enter}");

      const shown = await toast();
      expect(shown).toHaveTextContent(newsletterMessages.failed.description);
      expect(input).toHaveValue("fan@mail.test");
      expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
    },
  );

  it("sends the landing URL's attribution and shows the share link it gets back", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/?utm_source=insta&ref=abc123&x=1");
    const send = answering(200, { status: "subscribed", share: "/?ref=k3y" });
    render(<SignUp mode="server" send={send} />);

    await user.type(
      screen.getByRole("textbox", { name: "Email address" }),
      "fan@mail.test{Enter}",
    );

    expect(await toast()).toHaveTextContent(newsletterMessages.success.title);
    expect(screen.getByRole("link", { name: "share" })).toHaveAttribute(
      "href",
      `${location.origin}/?ref=k3y`,
    );
    const [, init] = send.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: "fan@mail.test",
      source: "home",
      utm_source: "insta",
      ref: "abc123",
    });
    window.history.replaceState(null, "", "/");
  });

  it("says to check the inbox when a confirmation mail is on its way", async () => {
    const user = userEvent.setup();
    render(
      <SignUp mode="server" send={answering(200, { status: "check-inbox" })} />,
    );

    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, "fan@mail.test{Enter}");

    const shown = await toast();
    expect(shown).toHaveTextContent(newsletterMessages.checkInbox.title);
    expect(shown).toHaveTextContent(newsletterMessages.checkInbox.description);
    expect(input).toHaveValue("");
    expect(
      screen.queryByRole("link", { name: "share" }),
    ).not.toBeInTheDocument();
  });

  it("refuses a throwaway address with its own toast and keeps it in the field", async () => {
    const user = userEvent.setup();
    render(
      <SignUp
        mode="server"
        send={answering(422, { error: "x", problem: "disposable" })}
      />,
    );

    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, "fan@mail.test{Enter}");

    expect(await toast()).toHaveTextContent(
      newsletterMessages.disposable.description,
    );
    expect(input).toHaveValue("fan@mail.test");
  });

  it("shows the server's address problem as the matching toast", async () => {
    const user = userEvent.setup();
    const send = answering(422, { error: "bad", problem: "invalid" });
    render(<SignUp mode="server" send={send} />);

    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, "fan@mail.test{Enter}");

    expect(await toast()).toHaveTextContent(
      newsletterMessages.invalid.description,
    );
    expect(input).toHaveValue("fan@mail.test");
    expect(input).toBeInvalid();
  });
});

describe("the form without JavaScript", () => {
  it("posts to the launch list in the server mode", () => {
    render(<SignUp mode="server" />);
    const form = screen.getByRole("form", { name: "Newsletter" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/subscribe");
  });

  it("has nowhere to post in the static-host (mailto) mode", () => {
    render(<SignUp mode="mailto" />);
    const form = screen.getByRole("form", { name: "Newsletter" });
    expect(form).not.toHaveAttribute("method");
    expect(form).not.toHaveAttribute("action");
  });
});
