import { LaunchCountdown } from "~/components/countdown/launch-countdown";
import { Island } from "~/islands/island";
import { PageContainer } from "~/components/layout/page-container";
import { ActionLink } from "~/components/ui/action-link";
import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/countdown");

export default function Countdown() {
  return (
    <PageContainer>
      <section
        aria-labelledby="hype-heading"
        className="flex flex-col items-start gap-8 py-8 md:py-16"
      >
        <p className="font-display tracking-widest text-accent uppercase">
          Hype Room
        </p>
        <h1
          id="hype-heading"
          className="font-display text-5xl leading-none tracking-tight uppercase md:text-8xl"
        >
          {copy.hypeRoom.pageHeading}
        </h1>
        <Island
          name="countdown"
          component={LaunchCountdown}
          props={{ size: "lg" }}
        />
        <div className="flex flex-wrap gap-3">
          <ActionLink
            destination={{ kind: "external", href: site.shopUrl }}
            size="lg"
          >
            {copy.hypeRoom.shopButton}
          </ActionLink>
          <ActionLink
            destination={{ kind: "internal", to: "/" }}
            variant="outline"
            size="lg"
          >
            {copy.backHome}
          </ActionLink>
        </div>
      </section>
    </PageContainer>
  );
}
