import { expect, gotoHydrated, test } from "./fixtures";

const shopUrl = "https://shop.example.com";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/");
});

test("shows the header, the Shop Launch box and the hero", async ({ page }) => {
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Blunt & Bold home" }),
  ).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A Mindset You Can Wear",
  );

  const shopLaunch = page.getByRole("region", { name: "Shop Launch" });
  await expect(shopLaunch.getByRole("heading", { level: 2 })).toHaveText(
    "Shop Launch",
  );
  await expect(
    shopLaunch.getByRole("link", { name: "Collection | First Drop" }),
  ).toHaveAttribute("href", shopUrl);
  await expect(
    shopLaunch.getByRole("link", { name: "Explore Our Collections" }),
  ).toHaveAttribute("href", "/collections");

  await expect(
    page.getByRole("list", { name: "Highlights" }).getByRole("listitem"),
  ).toHaveText(["Premium Materials", "Ethically Made", "Bold Designs"]);
  await expect(page.getByRole("contentinfo")).toContainText(
    "© 2025 Blunt & Bold",
  );
});

test("shows the countdown strip and the Hype Room panel in the drop-is-live state", async ({
  page,
}) => {
  const strip = page.getByRole("region", { name: "Launch countdown" });
  await expect(strip.getByRole("timer")).toHaveText(
    /00\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00\s*Seconds/,
  );

  const panel = page.getByRole("region", { name: "HYPE ROOM COUNTDOWN" });
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(
    "HYPE ROOM COUNTDOWN",
  );
  await expect(panel.getByRole("timer")).toContainText("The drop is live.");
  await expect(panel.getByText("The countdown hit zero.")).toBeVisible();
  await expect(
    panel.getByRole("link", { name: /^Shop the Drop/ }),
  ).toHaveAttribute("href", shopUrl);
  await expect(
    panel.getByRole("link", { name: "Visit Hype Room" }),
  ).toHaveAttribute("href", "/countdown");
});

test("shows the newsletter box, the discounts link and Follow Us", async ({
  page,
}) => {
  const form = page.getByRole("form", {
    name: "Sign up for our newsletter and news emails",
  });
  await expect(
    form.getByRole("textbox", { name: "Email address" }),
  ).toHaveAttribute("placeholder", "Enter your email");
  await expect(form.getByRole("button", { name: "Join" })).toBeEnabled();
  await expect(
    page.getByRole("link", { name: /^Get Exclusive Discounts/ }),
  ).toHaveAttribute("href", "https://info.example.com");

  const follow = page.getByRole("region", { name: "Follow Us" });
  await expect(follow.getByRole("heading", { level: 2 })).toHaveText(
    "Follow Us",
  );
  const networks = [
    "Instagram",
    "Facebook",
    "TikTok",
    "X",
    "Pinterest",
    "YouTube",
    "LinkedIn",
  ];
  const links = follow.getByRole("link");
  await expect(links).toHaveCount(networks.length);
  for (const [index, network] of networks.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(
      `${network} (opens in a new tab)`,
    );
    await expect(links.nth(index)).toHaveAttribute("href", /^https:\/\//);
  }
});

test("lists the ten upcoming collections", async ({ page }) => {
  const names = [
    "Women's Active Wear",
    "Men's Active Wear",
    "Outerwear",
    "Women's Streetwear",
    "Signature Tees",
    "Signature Apex",
    "Jewelry",
    "Footwear",
    "Heritage Tees",
    "Denim",
  ];
  const upcoming = page.getByRole("region", { name: "Upcoming Collections" });
  for (const name of names) {
    await expect(
      upcoming.getByRole("heading", { name, exact: true }),
    ).toBeAttached();
  }
});

const navTargets = [
  { label: "NEWS", path: "/news", heading: "News" },
  { label: "ABOUT US", path: "/about", heading: "Why Blunt & Bold?" },
  {
    label: "HYPE ROOM",
    path: "/countdown",
    heading: "Full BOLD release incoming...",
  },
  { label: "BLOG", path: "/blog", heading: "Blog" },
] as const;

test("the navigation buttons lead where the spec says", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText([
    "NEWS",
    "SHOP NOW (opens in a new tab)",
    "ABOUT US",
    "HYPE ROOM",
    "BLOG",
  ]);
  await expect(nav.getByRole("link", { name: /^SHOP NOW/ })).toHaveAttribute(
    "href",
    shopUrl,
  );

  for (const target of navTargets) {
    await nav.getByRole("link", { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      target.heading,
    );
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A Mindset You Can Wear",
    );
  }
});

test("the Explore prompts lead to the collections", async ({ page }) => {
  await page
    .getByRole("link", { name: "Explore Our Collection", exact: true })
    .click();
  await expect(page).toHaveURL("/collections");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Our Collections",
  );
  await page.goBack();
  await page
    .getByRole("link", { name: "Explore Our Collections", exact: true })
    .click();
  await expect(page).toHaveURL("/collections");
});

test("the navigation is a two-column grid with BLOG spanning both on phones, one row on desktop", async ({
  page,
}, testInfo) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  const box = async (label: string) => {
    const rect = await nav
      .getByRole("link", { name: new RegExp(`^${label}`) })
      .boundingBox();
    if (!rect) throw new Error(`${label} is not rendered`);
    return rect;
  };
  const news = await box("NEWS");
  const shop = await box("SHOP NOW");
  const about = await box("ABOUT US");
  const hype = await box("HYPE ROOM");
  const blog = await box("BLOG");

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
});
