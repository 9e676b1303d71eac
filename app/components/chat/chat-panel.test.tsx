// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatScript } from "~/content/chat-script";
import type { RandomSource } from "~/lib/chat-reply";
import ChatPanel from "./chat-panel";
import { type ChatStore, createChatStore } from "./chat-store";

const noon = Date.UTC(2025, 8, 22, 12);

type PanelOptions = { random?: RandomSource; store?: ChatStore };

function renderPanel({
  random = () => 0,
  store = createChatStore(noon),
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
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Blunt & Bold chat" });
  return {
    user,
    onClose,
    unmount,
    input: within(dialog).getByRole("textbox", { name: "Your message" }),
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
    expect(messages()[0]).toHaveTextContent(chatScript.greeting);
    expect(input).toHaveFocus();
  });

  it("answers after the delay the random source picks, typing meanwhile", async () => {
    // 0.5 picks the middle of the 1-2 s range and the second generic reply.
    const { user, input, messages, status } = renderPanel({
      random: () => 0.5,
    });
    await user.type(input, "purple monkey{Enter}");
    expect(messages()).toHaveLength(2);
    expect(status).toHaveTextContent("Blunt & Bold is typing...");

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
});
