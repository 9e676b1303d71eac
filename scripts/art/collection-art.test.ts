import { describe, expect, it } from "vitest";
import {
  collectionGroups,
  type CollectionItem,
} from "../../app/content/collection-groups";
import { collectionArt, shareWords, toneOf } from "./collection-art";

const items = collectionGroups.flatMap(
  (group): readonly CollectionItem[] => group.items,
);
function byId(id: string) {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No collection item ${id}`);
  return item;
}

describe("toneOf", () => {
  it("reads Bold and Blunt from the item's name, and the house style otherwise", () => {
    expect(toneOf({ name: "Bold Hoodies" })).toBe("bold");
    expect(toneOf({ name: "Blunt" })).toBe("blunt");
    expect(toneOf({ name: "Heritage Tees" })).toBe("signature");
  });
});

describe("shareWords", () => {
  it("splits a slogan over print areas in order, earlier areas taking the extra word", () => {
    expect(shareWords("Walk away.", 2)).toEqual(["Walk", "away."]);
    expect(shareWords("Cold days. Colder comebacks.", 2)).toEqual([
      "Cold days.",
      "Colder comebacks.",
    ]);
    expect(shareWords("one two three", 2)).toEqual(["one", "two three"]);
    expect(shareWords("Say it louder", 1)).toEqual(["Say it louder"]);
  });
});

describe("collectionArt", () => {
  it("paints each tone its own ground", () => {
    expect(collectionArt(byId("bold-hoodies"))).toContain('fill="#ff4a2e"');
    expect(collectionArt(byId("blunt-hoodies"))).toContain('fill="#9cc7ff"');
    expect(collectionArt(byId("statement-bags"))).toContain('fill="#f4f0e6"');
  });

  it("puts a model behind garments shown on one, and only those", () => {
    // The model's head is the artwork's only ellipse on a tee.
    expect(collectionArt(byId("bold-mens-tees"))).toContain("<ellipse");
    expect(collectionArt(byId("blunt-mens-tees"))).not.toContain("<ellipse");
  });
});
