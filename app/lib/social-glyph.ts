import type { SocialProfile } from "../content/site";

/** The `<symbol>` id of a network's glyph in the generated social icon sprite. */
export const socialGlyphId = (name: SocialProfile["name"]) =>
  name.toLowerCase();
