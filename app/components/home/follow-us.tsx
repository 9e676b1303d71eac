import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { ExternalLink } from "../ui/external-link";
import { Section } from "../ui/section";
import { SocialIcon } from "./social-icon";

/** "Follow Us": one icon link per social network, each opening in a new tab. */
export function FollowUs() {
  return (
    <Section id="follow" heading={copy.follow} tone="panel">
      <ul className="mt-4 flex flex-wrap gap-3">
        {site.socials.map((social) => (
          <li key={social.name}>
            <ExternalLink
              href={social.url}
              aria-label={`${social.name} ${copy.newTab}`}
              title={social.name}
              className="duration-quick flex size-tap items-center justify-center rounded-pill border border-ink-line text-paper transition-colors hover:border-accent hover:text-accent"
            >
              <SocialIcon name={social.name} />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
