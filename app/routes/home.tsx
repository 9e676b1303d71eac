import { BrandStatement } from "~/components/home/brand-statement";
import { CountdownStrip } from "~/components/home/countdown-strip";
import { ExplorePrompt } from "~/components/home/explore-prompt";
import { FollowUs } from "~/components/home/follow-us";
import { Hero } from "~/components/home/hero";
import { HomeNav } from "~/components/home/home-nav";
import { HypeRoomPanel } from "~/components/home/hype-room-panel";
import { NewsletterBox } from "~/components/home/newsletter-box";
import { ShopLaunch } from "~/components/home/shop-launch";
import type { PageHandle } from "~/components/layout/page-handle";
import { pageFrame } from "~/components/layout/page-container";
import { UpcomingCollections } from "~/components/upcoming/upcoming-collections";
import { Island } from "~/islands/island";
import { brandStructuredData, pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/", brandStructuredData());

export const handle = { backgroundVideo: true } satisfies PageHandle;

export default function Home() {
  return (
    <div className={`${pageFrame} flex flex-col gap-8 pt-6`}>
      <Island name="shop-launch" component={ShopLaunch} />
      <HomeNav />
      <CountdownStrip />
      <Hero />
      {/* Below the first screen: rendered as they come near (app.css). */}
      <div className="render-when-near">
        <Island name="brand-statement" component={BrandStatement} />
      </div>
      <div className="render-when-near">
        <UpcomingCollections />
      </div>
      <div className="grid gap-6 render-when-near lg:grid-cols-2">
        <HypeRoomPanel />
        <div className="flex flex-col gap-6">
          <NewsletterBox />
          {/* A region of its own: sharing one with the newsletter box, Chromium styled it as
              the page loaded and fetched its seven glyphs beside the first screen's fonts. */}
          <div className="render-when-near [--near-height:12rem]">
            <Island name="follow-us" component={FollowUs} />
          </div>
        </div>
      </div>
      <div className="render-when-near">
        <ExplorePrompt />
      </div>
    </div>
  );
}
