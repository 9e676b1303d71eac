import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { Island } from "~/islands/island";
import { NewsletterForm } from "../newsletter/newsletter-form";
import { ExternalLink } from "../ui/external-link";

/** The home page's newsletter sign-up and the discounts link. */
export function NewsletterBox() {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-ink-line bg-ink-soft/85 p-6 md:p-8">
      <Island
        name="newsletter"
        component={NewsletterForm}
        props={{
          heading: copy.newsletter.heading,
          submitLabel: copy.newsletter.join,
          source: "home",
        }}
      />
      <ExternalLink
        href={site.infoUrl}
        className="inline-flex min-h-tap items-center self-start font-display tracking-wide text-accent uppercase underline underline-offset-4 hover:text-paper"
      >
        {copy.discounts}
      </ExternalLink>
    </div>
  );
}
