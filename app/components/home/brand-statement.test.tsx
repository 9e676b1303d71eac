// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BrandStatement } from "./brand-statement";

/** Pretends the device can hover (mouse) or not (touch). */
function deviceCanHover(canHover: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: canHover,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const closing = "Are you Blunt? Or are you Bold?";

function statementToggle() {
  render(<BrandStatement />);
  return screen.getByRole("button", {
    name: /^At Blunt & Bold we don't tiptoe\./,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BrandStatement", () => {
  it("opens and closes from the keyboard with Enter and Space", async () => {
    deviceCanHover(true);
    const user = userEvent.setup();
    const toggle = statementToggle();
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(closing)).toBeInTheDocument();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("follows the pointer on devices that can hover", async () => {
    deviceCanHover(true);
    const user = userEvent.setup();
    const toggle = statementToggle();

    await user.hover(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.unhover(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles by tap on touch devices, where hovering does nothing", async () => {
    deviceCanHover(false);
    const user = userEvent.setup();
    const toggle = statementToggle();

    await user.hover(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
