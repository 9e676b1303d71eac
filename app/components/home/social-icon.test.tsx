import { existsSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { site } from "~/content/site";
import { socialGlyphFile } from "../../../scripts/art/social-glyphs";
import { SocialIcon } from "./social-icon";

const root = new URL("../../../", import.meta.url);

it.each(site.socials.map((social) => social.name))(
  "%s's icon is a decorative mask of its generated glyph file",
  (name) => {
    const view = renderToStaticMarkup(<SocialIcon name={name} />);
    expect(view).toContain('aria-hidden="true"');
    // The class's url() is relative to app/app.css, where Tailwind writes it.
    const file = socialGlyphFile(name);
    expect(view).toContain(`mask-[url(./${file.replace(/^app\//, "")})]`);
    expect(existsSync(new URL(file, root))).toBe(true);
  },
);
