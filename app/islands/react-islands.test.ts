import { expect, it } from "vitest";
import { reactIslandNames } from "./catalog";
import { reactIslands } from "./react-islands";

it("lists exactly the islands the catalog hydrates with React", () => {
  expect([...reactIslands].sort()).toEqual(reactIslandNames().sort());
});
