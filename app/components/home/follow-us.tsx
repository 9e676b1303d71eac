import { copy } from "~/content/copy";
import { site } from "~/content/site";
import { ExternalLink } from "../ui/external-link";
import { Section } from "../ui/section";
import { Tooltip } from "../ui/tooltip";
import { SocialIcon } from "./social-icon";

/** "Follow Us": one icon link per social network, each opening in a new tab. */
export function FollowUs() {
  return (
    <Section id="follow" heading={copy.follow} tone="panel">
      <ul className="mt-4 flex flex-wrap gap-3">
        {site.socials.map((social) => (
          <li key={social.name}>
            <Tooltip label={social.name}>
              <ExternalLink
                href={social.url}
                aria-label={`${social.name} ${copy.newTab}`}
                className="duration-quick flex size-tap items-center justify-center rounded-pill border border-ink-line text-paper transition-colors hover:border-accent hover:text-accent"
              >
                <SocialIcon name={social.name} />
              </ExternalLink>
            </Tooltip>
          </li>
        ))}
      </ul>
    </Section>
  );
}
