// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => null,
      HydrateFallback: () => null,
      loader,
      ErrorBoundary,
    },
  ]);
  render(<Stub />);
}

describe("root ErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    renderFailingRoute(() => {
      throw new Error("The shirt printer caught fire");
    });
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Unexpected Application Error!",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The shirt printer caught fire"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("shows the status of a thrown response", async () => {
    renderFailingRoute(() => {
      throw data("gone", { status: 503, statusText: "Service Unavailable" });
    });
    expect(
      await screen.findByText("503 Service Unavailable"),
    ).toBeInTheDocument();
  });
});
