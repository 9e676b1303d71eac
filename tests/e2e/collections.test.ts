import type { Locator } from "@playwright/test";
import { collectionGroups } from "~/content/collection-groups";
import { copy } from "~/content/copy";
import {
  everyDevice,
  expect,
  gotoHydrated,
  expectRenderedWhenNear,
  test,
} from "./fixtures";

/** The groups as the page heads them, with their items' names. */
const groups = collectionGroups.map((group) => ({
  heading: "heading" in group ? group.heading : group.name,
  name: group.name,
  items: group.items.map((item) => item.name),
}));
const itemCount = groups.flatMap((group) => group.items).length;

/** Desktop columns by item count: 1, 2, 3, otherwise 4. */
const expectedColumns = (count: number) => Math.min(count, 4);

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/collections");
});

test("has its title and a way back home", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy.collections.heading,
  );
  await page.getByRole("link", { name: copy.backHome }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy.hero.heading,
  );
});

test(
  "shows every group and every item with badge, status and a disabled Coming August button",
  { tag: everyDevice },
  async ({ page }) => {
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(
      groups.map((group) => group.heading),
    );
    for (const group of groups.filter((each) => each.heading !== each.name))
      await expect(page.getByText(group.name, { exact: true })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(itemCount);
    await expect(
      page.getByRole("button", { name: copy.collections.button }),
    ).toHaveCount(itemCount);

    for (const [groupIndex, group] of groups.entries()) {
      const section = page.getByRole("region", {
        name: group.heading,
        exact: true,
      });
      await expect(section.getByRole("heading", { level: 3 })).toHaveText([
        ...group.items,
      ]);

      for (const [itemIndex, name] of group.items.entries()) {
        const data = collectionGroups[groupIndex]?.items[itemIndex];
        if (!data) throw new Error(`No content entry for ${name}`);
        const card = section
          .getByRole("article")
          .filter({ has: page.getByRole("heading", { name, exact: true }) });
        await expect(
          card.getByRole("img", {
            name: copy.collections.artworkAlt(data),
            exact: true,
          }),
        ).toBeVisible();
        await expect(card.getByText(data.badge, { exact: true })).toBeVisible();
        await expect(card.getByText(data.description)).toBeVisible();
        await expect(
          card.getByText(data.status, { exact: true }),
        ).toBeVisible();
        await expect(
          card.getByRole("button", { name: copy.collections.button }),
        ).toBeDisabled();

        const advisory = card.getByRole("img", {
          name: copy.collections.advisoryAlt,
        });
        await expect(advisory).toHaveCount(/bold/i.test(name) ? 1 : 0);
      }
    }
    await expect(
      page.getByRole("img", { name: copy.collections.advisoryAlt }),
    ).toHaveCount(
      groups
        .flatMap((group) => group.items)
        .filter((name) => /bold/i.test(name)).length,
    );
  },
);

test(
  "lays each group out in as many columns as it has items, up to four",
  { tag: everyDevice },
  async ({ page }, testInfo) => {
    for (const group of groups) {
      const grid = page
        .getByRole("region", { name: group.heading, exact: true })
        .getByRole("list");
      const columns = await grid.evaluate(
        (element) =>
          getComputedStyle(element).gridTemplateColumns.split(" ").length,
      );
      const expected =
        testInfo.project.name === "desktop"
          ? expectedColumns(group.items.length)
          : 1;
      expect(columns, `${group.heading} columns`).toBe(expected);
    }
  },
);

test("renders a card's text only as it comes near, and the first card's at once", async ({
  page,
}) => {
  const cards = page.getByRole("article");
  const nameOf = (card: Locator) => card.getByRole("heading", { level: 3 });
  await expectRenderedWhenNear(nameOf(cards.first()), nameOf(cards.last()));
});
