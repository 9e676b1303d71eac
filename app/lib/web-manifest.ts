/** An icon as a web app manifest lists it. */
export type ManifestIcon = { src: string; sizes: string; type: string };

/**
 * The web app manifest (what a phone uses when the site is added to the home screen): the
 * brand's name, its tagline, the ink of the page as theme and splash colour, and the icons.
 */
export function webManifest({
  brand,
  tagline,
  ink,
  icons,
}: {
  brand: string;
  tagline: string;
  /** The page background, so the splash screen and the browser bar match the site. */
  ink: string;
  icons: readonly ManifestIcon[];
}) {
  return {
    name: brand,
    short_name: brand,
    description: tagline,
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    theme_color: ink,
    background_color: ink,
    icons: [...icons],
  };
}
