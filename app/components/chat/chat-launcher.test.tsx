// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chatCopy } from "~/content/chat-copy";
import { copy } from "~/content/copy";
import { ChatLauncher, loadPanel } from "./chat-launcher";

describe("ChatLauncher", () => {
  it("opens the panel in the tap's own render once the panel's code is here", async () => {
    // What the island's loader does before hydrating: both chunks are here.
    await loadPanel();
    render(<ChatLauncher />);
    // Synchronously: a lazy panel would suspend here and React would hold the panel back
    // for its fallback's throttle, with the tap waiting for the text box.
    const button = screen.getByRole("button", { name: copy.openChat });
    fireEvent.click(button);
    expect(
      screen.getByRole("textbox", { name: chatCopy.inputLabel }),
    ).toHaveFocus();
  });
});
