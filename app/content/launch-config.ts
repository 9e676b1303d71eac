import { brandFacts } from "./brand-facts";
import { site } from "./site";

/** Every value `npm run check:launch` inspects for placeholders: the site config and the brand facts. */
export const launchConfig = { ...site, facts: brandFacts };
