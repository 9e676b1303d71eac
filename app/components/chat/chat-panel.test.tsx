// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatCopy } from "~/content/chat-copy";
import { type ChatTopic, chatScript } from "~/content/chat-script";
import { brandFacts } from "~/content/brand-facts";
import { site } from "~/content/site";
import type { QuestionRoute } from "~/lib/chat-questions";
import type { RandomSource } from "~/lib/chat-reply";
import ChatPanel from "./chat-panel";
import { type ChatStore, createChatStore } from "./chat-store";

const noon = Date.UTC(2025, 8, 22, 12);

type PanelOptions = {
  random?: RandomSource;
  store?: ChatStore;
  route?: QuestionRoute;
  fetcher?: typeof fetch;
  openMail?: (url: string) => void;
};

const questionOf = (topic: ChatTopic) =>
  chatScript.rules.find((rule) => rule.topic === topic)?.question ?? topic;

function renderPanel({
  random = () => 0,
  store = createChatStore(noon),
  ...options
}: PanelOptions = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup({
    advanceTimers: vi.advanceTimersByTime.bind(vi),
  });
  const { unmount } = render(
    <ChatPanel
      id="chat"
      onClose={onClose}
      store={store}
      random={random}
      now={() => noon}
      {...options}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: chatCopy.title });
  return {
    dialog,
    user,
    onClose,
    unmount,
    input: within(dialog).getByRole("textbox", { name: chatCopy.inputLabel }),
    messages: () =>
      within(within(dialog).getByRole("log")).queryAllByRole("listitem"),
    status: within(dialog).getByRole("status"),
  };
}

describe("ChatPanel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains pending work with Jest's timer API when timers are fake.
    vi.stubGlobal("jest", {
      advanceTimersByTime: vi.advanceTimersByTime.bind(vi),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("opens on the greeting with focus in the message box", () => {
    const { input, messages } = renderPanel();
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveTextContent(chatScript.greeting.text);
    expect(input).toHaveFocus();
  });

  it("answers after the delay the random source picks, typing meanwhile", async () => {
    // 0.5 picks the middle of the 1-2 s range and the second generic reply.
    const { user, input, messages, status } = renderPanel({
      random: () => 0.5,
    });
    await user.type(input, "purple monkey{Enter}");
    expect(messages()).toHaveLength(2);
    expect(status).toHaveTextContent(chatCopy.typing);

    act(() => vi.advanceTimersByTime(1499));
    expect(messages()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toHaveLength(3);
    expect(messages()[2]).toHaveTextContent(chatScript.fallbacks[1]);
    expect(status).toHaveTextContent("");
  });

  it("announces the typing notice once, however many answers are pending", async () => {
    const { user, input, messages, status } = renderPanel();
    // Each observer callback is one update of the live region, i.e. one announcement.
    let updates = 0;
    const observer = new MutationObserver(() => updates++);
    observer.observe(status, {
      childList: true,
      subtree: true,
      characterData: true,
    });

    await user.type(input, "hi{Enter}");
    await user.type(input, "thanks{Enter}");
    act(() => vi.advanceTimersByTime(1000));
    expect(messages()).toHaveLength(4);
    await act(() => Promise.resolve());
    expect(status).toHaveTextContent("typing");
    expect(updates).toBe(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(messages()).toHaveLength(5);
    observer.disconnect();
  });

  it("breaks the line on Shift+Enter without sending", async () => {
    const { user, input, messages } = renderPanel();
    await user.type(input, "one{Shift>}{Enter}{/Shift}two");
    expect(input).toHaveValue("one\ntwo");
    expect(messages()).toHaveLength(1);
  });

  it("closes on Escape", async () => {
    const { user, onClose } = renderPanel();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("holds a pending answer while closed and posts it once reopened", async () => {
    const store = createChatStore(noon);
    const view = renderPanel({ store });
    await view.user.type(view.input, "hi{Enter}");
    view.unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(store.getState().messages).toHaveLength(2);

    const { messages } = renderPanel({ store });
    expect(messages()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(messages()).toHaveLength(3);
  });

  it("offers quick replies after the greeting; tapping one sends it as typed", async () => {
    const { user, dialog, messages } = renderPanel();
    const replies = within(dialog).getByRole("list", {
      name: chatCopy.suggestions,
    });
    const buttons = within(replies).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(
      chatScript.greeting.suggestions.map(questionOf),
    );
    const first = chatScript.greeting.suggestions[0];
    await user.click(buttons[0] as HTMLElement);
    expect(messages()[1]).toHaveTextContent(questionOf(first));
    // While the bot types, the old suggestions are gone.
    expect(
      within(dialog).queryByRole("list", { name: chatCopy.suggestions }),
    ).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(chatScript.replyDelayMs.max));
    expect(messages()).toHaveLength(3);
  });

  it("renders an answer's links as real links, not markup", async () => {
    vi.setSystemTime(noon);
    const { user, input, messages } = renderPanel();
    await user.type(input, "how do I contact you{Enter}");
    act(() => vi.advanceTimersByTime(chatScript.replyDelayMs.max));
    const link = within(messages()[2] as HTMLElement).getByRole("link");
    expect(link).toHaveAttribute("href", `mailto:${brandFacts.contactEmail}`);
  });

  it("after a generic reply offers quick replies and to pass the question to the team", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(null, { status: 201 }));
    const { user, dialog, input, messages } = renderPanel({
      fetcher,
      route: "server",
    });
    await user.type(input, "purple monkey{Enter}");
    act(() => vi.advanceTimersByTime(chatScript.replyDelayMs.max));
    expect(
      within(
        within(dialog).getByRole("list", { name: chatCopy.suggestions }),
      ).getAllByRole("button"),
    ).toHaveLength(chatScript.fallbackSuggestions.length);

    await user.click(
      within(dialog).getByRole("button", { name: chatCopy.ask.offer }),
    );
    const form = within(dialog).getByRole("form", {
      name: chatCopy.ask.heading,
    });
    expect(
      within(form).getByRole("textbox", { name: chatCopy.ask.questionLabel }),
    ).toHaveValue("purple monkey");
    expect(
      within(form).getByRole("textbox", { name: chatCopy.ask.questionLabel }),
    ).toHaveFocus();
    expect(
      within(form).getByRole("link", { name: chatCopy.ask.privacyLink }),
    ).toHaveAttribute("href", "/privacy");
    await user.type(
      within(form).getByRole("textbox", { name: chatCopy.ask.emailLabel }),
      "me@mail.test",
    );
    await user.click(
      within(form).getByRole("button", { name: chatCopy.ask.send }),
    );
    expect(JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body))).toEqual({
      question: "purple monkey",
      email: "me@mail.test",
    });
    await vi.waitFor(() =>
      expect(messages().at(-1)).toHaveTextContent(chatCopy.ask.stored),
    );
    expect(within(dialog).queryByRole("form")).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole("textbox", { name: chatCopy.inputLabel }),
    ).toHaveFocus();
  });

  it("keeps what the visitor typed and says why when the question is refused or fails", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        Response.json({ error: "That email bounced." }, { status: 400 }),
      )
      .mockRejectedValueOnce(new TypeError("offline"));
    const { user, dialog, input } = renderPanel({ fetcher, route: "server" });
    await user.type(input, "purple monkey{Enter}");
    act(() => vi.advanceTimersByTime(chatScript.replyDelayMs.max));
    await user.click(
      within(dialog).getByRole("button", { name: chatCopy.ask.offer }),
    );
    const form = within(dialog).getByRole("form", {
      name: chatCopy.ask.heading,
    });
    const email = within(form).getByRole("textbox", {
      name: chatCopy.ask.emailLabel,
    });

    await user.type(email, "nope");
    await user.click(
      within(form).getByRole("button", { name: chatCopy.ask.send }),
    );
    expect(within(form).getByRole("alert")).toHaveTextContent(
      chatCopy.ask.invalidEmail,
    );
    expect(fetcher).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, "me@mail.test");
    await user.click(
      within(form).getByRole("button", { name: chatCopy.ask.send }),
    );
    await vi.waitFor(() =>
      expect(within(form).getByRole("alert")).toHaveTextContent(
        "That email bounced.",
      ),
    );

    await user.click(
      within(form).getByRole("button", { name: chatCopy.ask.send }),
    );
    const alert = within(form).getByRole("alert");
    await vi.waitFor(() =>
      expect(alert).toHaveTextContent(chatCopy.ask.failed),
    );
    expect(
      within(alert).getByRole("link", { name: chatCopy.ask.emailInstead }),
    ).toHaveAttribute(
      "href",
      expect.stringMatching(new RegExp(`^mailto:${site.newsletterEmail}\\?`)),
    );
    expect(email).toHaveValue("me@mail.test");
    expect(
      within(form).getByRole("textbox", { name: chatCopy.ask.questionLabel }),
    ).toHaveValue("purple monkey");
  });

  it("on a static host opens a prefilled mail to the brand instead", async () => {
    const openMail = vi.fn();
    const fetcher = vi.fn<typeof fetch>();
    const { user, dialog, input, messages } = renderPanel({
      route: "mailto",
      openMail,
      fetcher,
    });
    await user.type(input, "purple monkey{Enter}");
    act(() => vi.advanceTimersByTime(chatScript.replyDelayMs.max));
    await user.click(
      within(dialog).getByRole("button", { name: chatCopy.ask.offer }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: chatCopy.ask.send }),
    );
    expect(fetcher).not.toHaveBeenCalled();
    expect(openMail).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`^mailto:${site.newsletterEmail}\\?.*body=purple%20monkey`),
      ),
    );
    expect(messages().at(-1)).toHaveTextContent(chatCopy.ask.mailOpened);
  });
});
