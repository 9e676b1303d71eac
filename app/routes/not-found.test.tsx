// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { reportNotFound } from "~/components/layout/not-found-report";
import NotFound from "./not-found";

it("says the page is missing and links home", () => {
  render(<NotFound />);
  expect(
    screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/",
  );
});

it("logs the path the visitor asked for, once", () => {
  // This page logs on purpose; the test setup would otherwise fail on any console.error.
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  window.history.pushState(null, "", "/bold/capes");
  reportNotFound();
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith(
    "404 Error: User attempted to access non-existent route: /bold/capes",
  );
});
