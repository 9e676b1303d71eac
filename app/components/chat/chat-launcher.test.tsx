// @vitest-environment jsdom
import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { ChatLauncher, loadPanel } from "./chat-launcher";
import { ChatShell } from "./chat-shell";
import { SENT_ATTRIBUTE } from "./chat-shell-handover";
import { KEPT_MESSAGE_KEY, chatStore } from "./chat-store";

/** Where each test puts the page's shell, out of the launcher's way. */
let page: HTMLElement | undefined;

/** The shell as the page carries it, open with `typed` in its box as the head's script leaves it. */
function openShell(typed: string, { sent = false } = {}) {
  page = document.createElement("div");
  page.innerHTML = renderToStaticMarkup(<ChatShell />);
  document.body.append(page);
  const shell = within(page).getByRole("dialog", {
    hidden: true,
  }) as HTMLDialogElement;
  shell.open = true;
  const box = within(shell).getByRole("textbox", {
    name: chatCopy.inputLabel,
  }) as HTMLTextAreaElement;
  box.value = typed;
  box.setSelectionRange(2, 2);
  if (sent) shell.setAttribute(SENT_ATTRIBUTE, "");
  return shell;
}

/** The visit's messages that say `text`. */
const messagesSaying = (text: string) =>
  chatStore.getState().messages.filter((message) => message.text === text);

const messageBox = () =>
  screen.getByRole("textbox", { name: chatCopy.inputLabel });

describe("ChatLauncher", () => {
  // What the island's loader does before hydrating: both chunks are here.
  beforeAll(loadPanel);
  afterEach(() => page?.remove());

  it("opens the panel in the tap's own render once the panel's code is here", () => {
    render(<ChatLauncher />);
    // Synchronously: a lazy panel would suspend here and React would hold the panel back
    // for its fallback's throttle, with the tap waiting for the text box.
    fireEvent.click(screen.getByRole("button", { name: copy.openChat }));
    expect(messageBox()).toHaveFocus();
  });

  it("opens with what the visitor typed in an open shell, caret and all, and takes the shell off", () => {
    const shell = openShell("Where do");
    render(<ChatLauncher />);
    expect(shell.isConnected).toBe(false);
    expect(messageBox()).toHaveFocus();
    expect(messageBox()).toHaveValue("Where do");
    expect((messageBox() as HTMLTextAreaElement).selectionStart).toBe(2);
  });

  it("sends the message sent from the shell, once, though StrictMode runs effects twice", () => {
    openShell("Hi there", { sent: true });
    // As the islands hydrate (app/islands/hydrate.tsx).
    render(
      <StrictMode>
        <ChatLauncher />
      </StrictMode>,
    );
    const log = screen.getByRole("log", { name: chatCopy.conversation });
    expect(within(log).getAllByRole("listitem")).toHaveLength(2);
    expect(log).toHaveTextContent("Hi there");
    expect(messageBox()).toHaveValue("");
  });

  it("stays closed over a closed shell, and leaves a click the shell's script answered alone", () => {
    const shell = openShell("gone");
    shell.open = false;
    render(<ChatLauncher />);
    expect(shell.isConnected).toBe(false);
    const button = screen.getByRole("button", { name: copy.openChat });
    const answered = new MouseEvent("click", {
      bubbles: true,
      cancelable: true,
    });
    answered.preventDefault();
    fireEvent(button, answered);
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(messageBox()).toHaveValue("");
  });

  it("keeps a message sent from a shell the visitor then closed, without opening", async () => {
    const shell = openShell("Where do you ship?", { sent: true });
    shell.open = false;
    render(<ChatLauncher />);
    expect(shell.isConnected).toBe(false);
    await waitFor(() =>
      expect(messagesSaying("Where do you ship?")).toHaveLength(1),
    );
    const button = screen.getByRole("button", { name: copy.openChat });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(
      screen.getByRole("log", { name: chatCopy.conversation }),
    ).toHaveTextContent("Where do you ship?");
    expect(messageBox()).toHaveValue("");
  });

  it("sends the message an earlier page's shell kept, once, and forgets it", async () => {
    sessionStorage.setItem(KEPT_MESSAGE_KEY, "How do the sizes fit?");
    openShell("").open = false;
    render(<ChatLauncher />);
    await waitFor(() =>
      expect(messagesSaying("How do the sizes fit?")).toHaveLength(1),
    );
    expect(sessionStorage.getItem(KEPT_MESSAGE_KEY)).toBeNull();
  });
});
