// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { takeChatShell } from "./shell-handover";
import { CHAT_SHELL_ID, type EarlyTaps } from "~/lib/early-taps";

/** The parts of the shell the handover reads: its dialog, box, and the recorder's mark. */
function openShell(draft: string, sent: boolean) {
  document.body.innerHTML = `<dialog id="${CHAT_SHELL_ID}" open><textarea></textarea></dialog>`;
  const box = document.querySelector("textarea");
  if (!box) throw new Error("no box");
  box.value = draft;
  const taps: EarlyTaps = {
    tapped: new WeakSet(),
    live: new WeakSet(),
    recording: false,
    any: true,
    sent,
  };
  window.__earlyTaps = taps;
  return { dialog: document.getElementById(CHAT_SHELL_ID), box };
}

describe("takeChatShell", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete window.__earlyTaps;
  });

  it("hands over the typed text and whether it was sent, then closes the shell", () => {
    const { dialog, box } = openShell("Where do you ship?", true);
    expect(takeChatShell()).toEqual({
      draft: "Where do you ship?",
      sent: true,
    });
    expect(dialog).not.toHaveAttribute("open");
    expect(box.value).toBe("");
  });

  it("hands over nothing the second time", () => {
    openShell("Hi", true);
    takeChatShell();
    expect(takeChatShell()).toEqual({ draft: "", sent: false });
  });

  it("hands over nothing on a page without the shell or the recorder", () => {
    expect(takeChatShell()).toEqual({ draft: "", sent: false });
  });
});
