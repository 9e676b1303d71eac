import { collectionGroups } from "~/content/collection-groups";
import { expect, gotoHydrated, test } from "./fixtures";

/** The groups and items exactly as the product spec lists them (20 items). */
const specGroups = [
  {
    heading: "For Him",
    items: ["Bold Mens Tees", "Blunt Mens Tees", "Bold Tanks", "Blunt Tanks"],
  },
  { heading: "For Her", items: ["Bold Womens Tees", "Blunt Womens Tees"] },
  {
    heading: "Unisex",
    name: "Classic Apparel",
    items: ["Insignia Tees", "Signature Tees", "Heritage Tees"],
  },
  { heading: "Long Sleeves", items: ["Bold", "Blunt"] },
  {
    heading: "Outerwear",
    items: ["Statement Outerwear", "Blunt Hoodies", "Bold Hoodies"],
  },
  { heading: "Jewelry", items: ["Statement Jewelry"] },
  { heading: "Footwear", items: ["Blunt Flip-Flops"] },
  {
    heading: "Accessories",
    items: [
      "Blunt Accessories",
      "Bold Accessories",
      "Statement Bags",
      "Statement Keyrings",
    ],
  },
] as const;

/** Desktop columns by item count: 1, 2, 3, otherwise 4. */
const expectedColumns = (count: number) => Math.min(count, 4);

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/collections");
});

test("has its title and a way back home", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Our Collections",
  );
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A Mindset You Can Wear",
  );
});

test("shows all 8 groups and every item with badge, status and a disabled Coming August button", async ({
  page,
}) => {
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    specGroups.map((group) => group.heading),
  );
  await expect(
    page.getByText("Classic Apparel", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(20);
  await expect(page.getByRole("button", { name: "Coming August" })).toHaveCount(
    20,
  );

  for (const [groupIndex, group] of specGroups.entries()) {
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
          name: `${name} artwork: ${data.slogan}`,
          exact: true,
        }),
      ).toBeVisible();
      await expect(card.getByText(data.badge, { exact: true })).toBeVisible();
      await expect(card.getByText(data.description)).toBeVisible();
      await expect(card.getByText(data.status, { exact: true })).toBeVisible();
      await expect(
        card.getByRole("button", { name: "Coming August" }),
      ).toBeDisabled();

      const advisory = card.getByRole("img", {
        name: "Bold content advisory badge",
      });
      await expect(advisory).toHaveCount(/bold/i.test(name) ? 1 : 0);
    }
  }
  await expect(
    page.getByRole("img", { name: "Bold content advisory badge" }),
  ).toHaveCount(6);
});

test("lays each group out in as many columns as it has items, up to four", async ({
  page,
}, testInfo) => {
  for (const group of specGroups) {
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
});
