import type { RouteHandle } from "~/components/background-video/background-video-slot";
import { BrandStatement } from "~/components/home/brand-statement";
import { CountdownStrip } from "~/components/home/countdown-strip";
import { ExplorePrompt } from "~/components/home/explore-prompt";
import { FollowUs } from "~/components/home/follow-us";
import { Hero } from "~/components/home/hero";
import { HomeNav } from "~/components/home/home-nav";
import { HypeRoomPanel } from "~/components/home/hype-room-panel";
import { NewsletterBox } from "~/components/home/newsletter-box";
import { ShopLaunch } from "~/components/home/shop-launch";
import { pageFrame } from "~/components/layout/page-container";
import { UpcomingCollections } from "~/components/upcoming/upcoming-collections";
import { brandStructuredData, pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/", brandStructuredData());

export const handle = { backgroundVideo: true } satisfies RouteHandle;

export default function Home() {
  return (
    <div className={`${pageFrame} flex flex-col gap-8 pt-6`}>
      <ShopLaunch />
      <HomeNav />
      <CountdownStrip />
      <Hero />
      {/* Below the first screen: rendered as they come near (app.css). */}
      <div className="render-when-near">
        <BrandStatement />
      </div>
      <div className="render-when-near">
        <UpcomingCollections />
      </div>
      <div className="grid gap-6 render-when-near lg:grid-cols-2">
        <HypeRoomPanel />
        <div className="flex flex-col gap-6">
          <NewsletterBox />
          <FollowUs />
        </div>
      </div>
      <div className="render-when-near">
        <ExplorePrompt />
      </div>
    </div>
  );
}
