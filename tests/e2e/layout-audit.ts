/** Limits a page is audited against: CSS pixels, and characters of each paragraph's own text. */
export type AuditLimits = { minTarget: number; maxLineChars: number };

/** What broke each rule, one readable line per offending element. */
export type LayoutAudit = {
  /** Elements reaching past the left or right edge of the viewport. */
  outsideViewport: string[];
  /** Images missing an alt, or with an empty one where the image is not decorative. */
  altText: string[];
  /** Tap targets smaller than `minTarget` in either direction. */
  smallTargets: string[];
  /** Paragraphs whose lines can hold more than `maxLineChars` characters. */
  longLines: string[];
};

/**
 * Runs in the page (pass it to `page.evaluate`), so it must not use anything from outside its
 * own body. Checks the rules of the responsive test on what is rendered right now.
 *
 * - An element may reach past the viewport only inside an ancestor below <body> that clips
 *   or scrolls sideways (a carousel track); <body>'s own clip would hide real overflow.
 * - An empty alt marks a decorative image. That is allowed only where the picture adds
 *   nothing to what is announced anyway: it is hidden from assistive technology, or sits in
 *   a link or button that has its own name, or in an <article> whose heading names it.
 * - Every link, button, field and summary is at least `minTarget` square, except links in
 *   running text (inside a <p>), which WCAG 2.5.8 exempts as inline targets.
 */
export function auditLayout({
  minTarget,
  maxLineChars,
}: AuditLimits): LayoutAudit {
  const viewportWidth = document.documentElement.clientWidth;
  // Visually hidden (sr-only) content is clipped away: nobody sees or taps it.
  const clippedAway = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (
        style.clipPath === "inset(50%)" ||
        style.clip === "rect(0px, 0px, 0px, 0px)"
      )
        return true;
    }
    return false;
  };
  const rendered = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !clippedAway(element)
    );
  };
  const describe = (element: Element) => {
    const box = element.getBoundingClientRect();
    const name =
      element.getAttribute("aria-label") ??
      element.getAttribute("alt") ??
      element.textContent ??
      "";
    const id = element.id ? `#${element.id}` : "";
    return `<${element.tagName.toLowerCase()}${id}> "${name.trim().slice(0, 40)}" at ${Math.round(box.left)}..${Math.round(box.right)}, ${Math.round(box.width)}x${Math.round(box.height)}`;
  };

  const clipsSideways = (element: Element) =>
    getComputedStyle(element).overflowX !== "visible";
  const isOutside = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.right <= viewportWidth + 0.5 && box.left >= -0.5) return false;
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (clipsSideways(parent)) return false;
    }
    return true;
  };
  const outside = [...document.body.querySelectorAll("*")].filter(
    (element) => rendered(element) && isOutside(element),
  );
  // Report the outermost offender only, not each of its children as well.
  const outsideViewport = outside
    .filter((element) => !outside.includes(element.parentElement as Element))
    .map(describe);

  const hasOwnName = (control: Element | null) =>
    Boolean(
      control &&
      (control.getAttribute("aria-label")?.trim() ||
        control.textContent?.trim()),
    );
  const decorative = (image: HTMLImageElement) =>
    image.closest('[aria-hidden="true"]') !== null ||
    hasOwnName(image.closest("a[href], button")) ||
    image.closest("article")?.querySelector("h1, h2, h3, h4, h5, h6") != null;
  const altText = [...document.images].flatMap((image) => {
    const file = (image.currentSrc || image.src).split("/").pop();
    if (!image.hasAttribute("alt")) return [`${file} has no alt attribute`];
    if (image.alt.trim() === "" && !decorative(image))
      return [`${file} has an empty alt but is not decorative where it sits`];
    return [];
  });

  const targets = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
  );
  const smallTargets = [...targets]
    .filter((target) => rendered(target))
    .filter((target) => !(target.matches("a") && target.closest("p")))
    .filter((target) => {
      const box = target.getBoundingClientRect();
      return box.width < minTarget - 0.5 || box.height < minTarget - 0.5;
    })
    .map(describe);

  // A line's length in characters: its width over the average advance of the paragraph's
  // own text, measured in its own font (CSS `ch` is the width of "0", wider than most letters).
  const pen = document.createElement("canvas").getContext("2d");
  if (!pen) throw new Error("No 2D canvas to measure text with");
  const longLines = [...document.querySelectorAll("p")]
    .filter((paragraph) => rendered(paragraph))
    .flatMap((paragraph) => {
      const style = getComputedStyle(paragraph);
      const raw = (paragraph.textContent ?? "").trim();
      if (raw.length <= maxLineChars) return [];
      const text =
        style.textTransform === "uppercase" ? raw.toUpperCase() : raw;
      pen.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      pen.letterSpacing =
        style.letterSpacing === "normal" ? "0px" : style.letterSpacing;
      const advance = pen.measureText(text).width / text.length;
      const lineWidth =
        paragraph.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight);
      const chars = Math.floor(lineWidth / advance);
      return chars > maxLineChars
        ? [`${describe(paragraph)} fits ${chars} characters a line`]
        : [];
    });

  return { outsideViewport, altText, smallTargets, longLines };
}
