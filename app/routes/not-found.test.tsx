// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it, vi } from "vitest";
import NotFound from "./not-found";

it("says the page is missing, links home and logs the path it was asked for", async () => {
  // This page logs on purpose; the test setup would otherwise fail on any console.error.
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "*", Component: NotFound }]);
  render(<Stub initialEntries={["/bold/capes"]} />);

  expect(
    await screen.findByRole("heading", {
      level: 1,
      name: "Oops! Page not found",
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute(
    "href",
    "/",
  );
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith(
    "404 Error: User attempted to access non-existent route: /bold/capes",
  );
});
