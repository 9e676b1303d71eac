import { Link } from "react-router";
import { PageContainer } from "~/components/layout/page-container";
import { buttonClass } from "~/components/ui/button-styles";
import { subscribedPage } from "~/content/launch-list";
import { signupPages } from "~/content/pages";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.subscribed);

/** Where a newsletter form post lands once the address is on the list (JavaScript off). */
export default function Subscribed() {
  return (
    <PageContainer>
      <section className="flex flex-col items-start gap-6 py-16 md:py-24">
        <h1 className="font-display text-4xl tracking-tight uppercase md:text-6xl">
          {subscribedPage.heading}
        </h1>
        <p className="text-lg text-paper">{subscribedPage.text}</p>
        <Link to="/" className={buttonClass("accent", "lg")}>
          {subscribedPage.link}
        </Link>
      </section>
    </PageContainer>
  );
}
