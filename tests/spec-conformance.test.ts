// The one place that pins the product spec: its fixed texts and rules, quoted exactly, against
// the content and constants the site uses. Every other test reads those values from
// app/content/, so the brand can change what the spec leaves to it (URLs, dates, names,
// answers) and CI stays green; changing a text the spec fixes fails here, and only here.
import { describe, expect, it } from "vitest";
import { VISIBLE_MS } from "~/components/load-monitor/show-load-time";
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "~/components/ui/tooltip-radix";
import { aboutStory, brandStatement, highlights } from "~/content/brand";
import { chatScript } from "~/content/chat-script";
import { copy } from "~/content/copy";
import { homeNav } from "~/content/navigation";
import { newsArticles } from "~/content/news";
import { newsletterMessages } from "~/content/newsletter-messages";
import { pages } from "~/content/pages";
import { posts } from "~/content/posts";
import { site } from "~/content/site";
import { upcomingCollections } from "~/content/upcoming-collections";
import { loadTimeCopy, videoCopy } from "~/content/widget-copy";
import { TICK_MS } from "~/lib/launch-clock";
import { replyDelay } from "~/lib/chat-reply";
import { countdownUnits, getTimeLeft } from "~/lib/countdown";
import { launchState, localDateTime } from "~/lib/launch-phase";
import { classifyLoadTime } from "~/lib/load-time";

describe("1. What the product does", () => {
  it("The brand tagline is 'A Mindset You Can Wear'", () => {
    expect(site.tagline).toBe("A Mindset You Can Wear");
  });

  it("three highlight pills (Premium Materials, Ethically Made, Bold Designs)", () => {
    expect(highlights).toEqual([
      "Premium Materials",
      "Ethically Made",
      "Bold Designs",
    ]);
  });
});

describe("2. Screens and routes", () => {
  it("/, /collections, /news, /blog, /about, /countdown", () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        "/",
        "/collections",
        "/news",
        "/blog",
        "/about",
        "/countdown",
      ]),
    );
  });

  it("404 page: 'Oops! Page not found' with a link back to home", () => {
    expect(copy.notFound.heading).toBe("Oops! Page not found");
  });

  it("'Unexpected Application Error!' with the error text", () => {
    expect(copy.error.heading).toBe("Unexpected Application Error!");
  });

  it("A 'Shop Launch' box with a button 'Collection | First Drop' … and an 'Explore Our Collections' button", () => {
    expect(copy.shopLaunch.heading).toBe("Shop Launch");
    expect(copy.shopLaunch.shopButton).toBe("Collection | First Drop");
    expect(copy.shopLaunch.exploreButton).toBe("Explore Our Collections");
  });

  it("NEWS goes to /news; SHOP NOW opens the external store; ABOUT US goes to /about; HYPE ROOM goes to /countdown; BLOG goes to /blog", () => {
    expect(homeNav.map((item) => [item.label, item.destination])).toEqual([
      ["NEWS", { kind: "internal", to: "/news" }],
      ["SHOP NOW", { kind: "external", href: site.shopUrl }],
      ["ABOUT US", { kind: "internal", to: "/about" }],
      ["HYPE ROOM", { kind: "internal", to: "/countdown" }],
      ["BLOG", { kind: "internal", to: "/blog" }],
    ]);
  });

  it("A bottom prompt 'Explore Our Collection'", () => {
    expect(copy.explorePrompt).toBe("Explore Our Collection");
  });

  it("Hero 'A Mindset You Can Wear'", () => {
    expect(copy.hero.heading).toBe("A Mindset You Can Wear");
  });

  it("Newsletter box: 'Sign up for our newsletter and news emails', placeholder 'Enter your email' and a 'Join' button", () => {
    expect(copy.newsletter.heading).toBe(
      "Sign up for our newsletter and news emails",
    );
    expect(copy.newsletter.placeholder).toBe("Enter your email");
    expect(copy.newsletter.join).toBe("Join");
  });

  it("'Get Exclusive Discounts', 'HYPE ROOM COUNTDOWN', 'Visit Hype Room', 'Follow Us'", () => {
    expect(copy.discounts).toBe("Get Exclusive Discounts");
    expect(copy.hypeRoom.heading).toBe("HYPE ROOM COUNTDOWN");
    expect(copy.hypeRoom.button).toBe("Visit Hype Room");
    expect(copy.follow).toBe("Follow Us");
  });

  it("Follow Us: Instagram, Facebook, TikTok, X, Pinterest, YouTube, LinkedIn", () => {
    expect(site.socials.map((profile) => profile.name)).toEqual([
      "Instagram",
      "Facebook",
      "TikTok",
      "X",
      "Pinterest",
      "YouTube",
      "LinkedIn",
    ]);
  });

  it("collapsed it reads 'At {brand} we don't tiptoe.' … ending with 'Are you Blunt? Or are you Bold?'", () => {
    expect(brandStatement.teaser).toBe(`At ${site.brand} we don't tiptoe.`);
    expect(brandStatement.closing).toBe("Are you Blunt? Or are you Bold?");
  });

  it("Hint text is 'Hover to read more...' on desktop and 'Tap to read more...' on mobile", () => {
    expect(brandStatement.hint).toEqual({
      hover: "Hover to read more...",
      tap: "Tap to read more...",
    });
  });

  it("Title 'Our Collections' and a Back to Home button; 'Unisex' heading; button 'Coming August'", () => {
    expect(copy.collections.heading).toBe("Our Collections");
    expect(copy.backHome).toBe("Back to Home");
    expect(copy.collections.button).toBe("Coming August");
  });

  it("News: 5 entries, labelled 'Coming Soon' / 'Stay Tuned', with a disabled 'Read More'", () => {
    expect(newsArticles).toHaveLength(5);
    expect(copy.news.comingSoon).toBe("Coming Soon");
    expect(copy.news.stayTuned).toBe("Stay Tuned");
    expect(copy.news.readMore).toBe("Read More");
  });

  it("Blog: 4 posts, 1 published, the first; 'Back to Blog'; the others show 'Coming Soon'", () => {
    expect(posts).toHaveLength(4);
    expect(posts.map((post) => post.isPublished)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(copy.blog.backToBlog).toBe("Back to Blog");
    expect(copy.blog.comingSoon).toBe("Coming Soon");
  });

  it("'Why Blunt & Bold?' story text", () => {
    expect(aboutStory.title).toBe(`Why ${site.brand}?`);
  });

  it("'Full BOLD release incoming...' … 'Shop Current Collection' (external) and 'Back to Home'", () => {
    expect(copy.hypeRoom.pageHeading).toBe("Full BOLD release incoming...");
    expect(copy.hypeRoom.shopButton).toBe("Shop Current Collection");
  });
});

describe("3. Entities", () => {
  it("a carousel of upcoming collections: ten cards", () => {
    expect(upcomingCollections).toHaveLength(10);
  });

  it("Countdown value: zero-padded to two digits and labelled Days, Hours, Minutes, Seconds", () => {
    const units = countdownUnits(
      getTimeLeft(Date.UTC(2025, 0, 2, 3, 4, 5), Date.UTC(2025, 0, 1)),
    );
    expect(units).toEqual([
      { label: "Days", value: "01" },
      { label: "Hours", value: "03" },
      { label: "Minutes", value: "04" },
      { label: "Seconds", value: "05" },
    ]);
  });
});

describe("4. The countdown at its target", () => {
  it("On the landing component, at or past the target it shows zeros", () => {
    const target = localDateTime(site.launchTarget);
    for (const now of [target, target + 1000]) {
      expect(countdownUnits(launchState(target, now).left)).toEqual(
        ["Days", "Hours", "Minutes", "Seconds"].map((label) => ({
          label,
          value: "00",
        })),
      );
    }
  });
});

describe("4. States and transitions", () => {
  it("'Video unavailable - using fallback background'", () => {
    expect(videoCopy.unavailable).toBe(
      "Video unavailable - using fallback background",
    );
  });

  it("Under 2s: 'Excellent performance!'; 2s to under 4s: 'Good performance'; 4s and up: 'Consider optimization'; above 3s a tip", () => {
    expect(classifyLoadTime(1.99)).toMatchObject({
      message: "Excellent performance!",
    });
    expect(classifyLoadTime(2)).toMatchObject({ message: "Good performance" });
    expect(classifyLoadTime(3).tip).toBeUndefined();
    expect(classifyLoadTime(3.01)).toMatchObject({ tip: loadTimeCopy.tip });
    expect(classifyLoadTime(4)).toMatchObject({
      message: "Consider optimization",
    });
    expect(classifyLoadTime(1.234).seconds).toBe("1.23");
  });

  it("processing (button text 'Processing...', disabled)", () => {
    expect(copy.newsletter.processing).toBe("Processing...");
  });
});

describe("7. The calls it makes", () => {
  it("Replies come after a random delay of 1 to 2 seconds; anything else gets one of three generic replies", () => {
    expect(replyDelay(() => 0)).toBe(1000);
    expect(replyDelay(() => 0.9999)).toBeLessThanOrEqual(2000);
    expect(replyDelay(() => 0.9999)).toBeGreaterThan(1900);
    expect(chatScript.fallbacks).toHaveLength(3);
  });

  it("Keyword topics: Blunt, Bold, the difference, story, timeline, materials, products, launch, greetings, thanks", () => {
    expect(chatScript.rules.map((rule) => rule.topic)).toEqual(
      expect.arrayContaining([
        "blunt",
        "bold",
        "difference",
        "story",
        "timeline",
        "materials",
        "products",
        "launch",
        "greeting",
        "thanks",
      ]),
    );
  });
});

describe("8. The error catalogue", () => {
  it("Destructive toast titled 'Error': 'Please enter your email address'", () => {
    expect(newsletterMessages.empty).toEqual({
      tone: "error",
      title: "Error",
      description: "Please enter your email address",
    });
  });

  it("Toast 'Error': 'Failed to process subscription. Please try again.'", () => {
    expect(newsletterMessages.failed).toMatchObject({
      title: "Error",
      description: "Failed to process subscription. Please try again.",
    });
  });

  it("Success toast 'Subscription Initiated': 'Your email client will open to complete the subscription process.'", () => {
    expect(newsletterMessages.mailtoSuccess).toMatchObject({
      title: "Subscription Initiated",
      description:
        "Your email client will open to complete the subscription process.",
    });
  });
});

describe("9. Business constants and limits", () => {
  it("Load-time panel: 5 seconds visible", () => {
    expect(VISIBLE_MS).toBe(5000);
  });

  it("Countdown refresh: every 1000 ms", () => {
    expect(TICK_MS).toBe(1000);
  });

  it("Tooltip open delay: 700 ms. Tooltip skip delay: 300 ms.", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("Chat reply delay: 1 to 2 seconds, random", () => {
    expect(chatScript.replyDelayMs).toEqual({ min: 1000, max: 2000 });
  });
});
