import type { Page } from "@playwright/test";
import { highlights } from "~/content/brand";
import { copy } from "~/content/copy";
import { launchCopy } from "~/content/launch-copy";
import { homeNav } from "~/content/navigation";
import { site } from "~/content/site";
import { upcomingCollections } from "~/content/upcoming-collections";
import { carouselCopy } from "~/content/widget-copy";
import { launchState, localDateTime } from "~/lib/launch-phase";
import { everyDevice, expect, gotoHydrated, test } from "./fixtures";

const shopUrl = site.shopUrl;

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/");
});

async function showsHeaderShopLaunchAndHero(page: Page) {
  await expect(
    page.getByRole("banner").getByRole("link", { name: `${site.brand} home` }),
  ).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy.hero.heading,
  );

  const shopLaunch = page.getByRole("region", {
    name: copy.shopLaunch.heading,
  });
  await expect(shopLaunch.getByRole("heading", { level: 2 })).toHaveText(
    copy.shopLaunch.heading,
  );
  await expect(
    shopLaunch.getByRole("link", { name: copy.shopLaunch.shopButton }),
  ).toHaveAttribute("href", shopUrl);
  await expect(
    shopLaunch.getByRole("link", { name: copy.shopLaunch.exploreButton }),
  ).toHaveAttribute("href", "/collections");

  await expect(
    page
      .getByRole("list", { name: copy.highlightsLabel })
      .getByRole("listitem"),
  ).toHaveText([...highlights]);
  await expect(page.getByRole("contentinfo")).toContainText(copy.footer);
}

// Before the launch target the panel counts down; from it on, the drop is live.
// (countdown.test.ts moves a fake clock across the target on every surface.)
const launched =
  launchState(localDateTime(site.launchTarget), Date.now()).phase === "live";

async function showsCountdownAndHypeRoom(page: Page) {
  const strip = page.getByRole("region", {
    name: copy.hypeRoom.stripLabel,
  });
  const zeros = /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00\s*Seconds/;
  await (launched
    ? expect(strip.getByRole("timer")).toHaveText(zeros)
    : expect(strip.getByRole("timer")).not.toHaveText(zeros));

  const panel = page.getByRole("region", { name: copy.hypeRoom.heading });
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(
    copy.hypeRoom.heading,
  );
  const live = panel.getByText(launchCopy.live.text);
  if (launched) {
    await expect(live).toBeVisible();
    await expect(
      panel.getByRole("link", {
        name: new RegExp(`^${launchCopy.live.shop}`),
      }),
    ).toHaveAttribute("href", shopUrl);
  } else {
    await expect(live).toHaveCount(0);
  }
  await expect(
    panel.getByRole("link", { name: copy.hypeRoom.button }),
  ).toHaveAttribute("href", "/countdown");
}

async function showsNewsletterDiscountsAndFollowUs(page: Page) {
  const form = page.getByRole("form", { name: copy.newsletter.heading });
  await expect(
    form.getByRole("textbox", { name: copy.newsletter.label }),
  ).toHaveAttribute("placeholder", copy.newsletter.placeholder);
  await expect(
    form.getByRole("button", { name: copy.newsletter.join }),
  ).toBeEnabled();
  await expect(
    page.getByRole("link", { name: new RegExp(`^${copy.discounts}`) }),
  ).toHaveAttribute("href", site.infoUrl);

  const follow = page.getByRole("region", { name: copy.follow });
  await expect(follow.getByRole("heading", { level: 2 })).toHaveText(
    copy.follow,
  );
  const links = follow.getByRole("link");
  await expect(links).toHaveCount(site.socials.length);
  for (const [index, profile] of site.socials.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(
      `${profile.name} ${copy.newTab}`,
    );
    await expect(links.nth(index)).toHaveAttribute("href", profile.url);
  }
}

async function listsUpcomingCollections(page: Page) {
  const upcoming = page.getByRole("region", { name: carouselCopy.heading });
  for (const { name } of upcomingCollections) {
    await expect(
      upcoming.getByRole("heading", { name, exact: true }),
    ).toBeAttached();
  }
}

// Each section only reads the page as loaded, so one load serves them all, a step each.
const sections = [
  {
    name: "shows the header, the Shop Launch box and the hero",
    check: showsHeaderShopLaunchAndHero,
  },
  {
    name: `shows the countdown strip and the Hype Room panel ${launched ? "in the drop-is-live state" : "counting down"}`,
    check: showsCountdownAndHypeRoom,
  },
  {
    name: "shows the newsletter box, the discounts link and Follow Us",
    check: showsNewsletterDiscountsAndFollowUs,
  },
  { name: "lists the upcoming collections", check: listsUpcomingCollections },
];

test("shows every section the spec lists", async ({ page }) => {
  for (const section of sections)
    await test.step(section.name, () => section.check(page));
});

// Following each button to its screen, and back, is a11y-keyboard.test.ts's journey.
test("the navigation buttons lead where the spec says", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(
    homeNav.map(({ label, destination }) =>
      destination.kind === "external" ? `${label} ${copy.newTab}` : label,
    ),
  );
  for (const { label, destination } of homeNav)
    await expect(
      nav.getByRole("link", { name: new RegExp(`^${label}`) }),
    ).toHaveAttribute(
      "href",
      destination.kind === "external" ? destination.href : destination.to,
    );
});

test("the Explore prompts lead to the collections", async ({ page }) => {
  await page
    .getByRole("link", { name: copy.explorePrompt, exact: true })
    .click();
  await expect(page).toHaveURL("/collections");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    copy.collections.heading,
  );
  await page.goBack();
  await page
    .getByRole("link", { name: copy.shopLaunch.exploreButton, exact: true })
    .click();
  await expect(page).toHaveURL("/collections");
});

test(
  "the navigation is a two-column grid with BLOG spanning both on phones, one row on desktop",
  { tag: everyDevice },
  async ({ page }, testInfo) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const box = async (label: string) => {
      const rect = await nav
        .getByRole("link", { name: new RegExp(`^${label}`) })
        .boundingBox();
      if (!rect) throw new Error(`${label} is not rendered`);
      return rect;
    };
    // The spec's order: NEWS, SHOP NOW, ABOUT US, HYPE ROOM, BLOG.
    const [news, shop, about, hype, blog] = await Promise.all(
      homeNav.map(({ label }) => box(label)),
    );
    if (!news || !shop || !about || !hype || !blog)
      throw new Error("the navigation needs its five buttons");

    if (testInfo.project.name === "mobile") {
      expect(shop.y).toBeCloseTo(news.y, 0);
      expect(shop.x).toBeGreaterThan(news.x + news.width - 1);
      expect(about.y).toBeGreaterThan(news.y + news.height - 1);
      expect(hype.y).toBeCloseTo(about.y, 0);
      expect(about.x).toBeCloseTo(news.x, 0);
      expect(hype.x).toBeCloseTo(shop.x, 0);
      expect(blog.y).toBeGreaterThan(about.y + about.height - 1);
      expect(blog.x).toBeCloseTo(news.x, 0);
      expect(blog.x + blog.width).toBeCloseTo(shop.x + shop.width, 0);
    } else {
      const row = [news, shop, about, hype, blog];
      for (const button of row) expect(button.y).toBeCloseTo(news.y, 0);
      for (const [left, right] of [
        [news, shop],
        [shop, about],
        [about, hype],
        [hype, blog],
      ] as const) {
        expect(right.x).toBeGreaterThan(left.x + left.width - 1);
      }
    }
  },
);
