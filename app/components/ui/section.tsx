import type { ReactNode } from "react";

type SectionTone = "plain" | "panel" | "accent";

const tones: Record<SectionTone, string> = {
  plain: "",
  panel: "rounded-card border border-ink-line bg-ink-soft/85 p-6 md:p-8",
  accent: "rounded-card bg-accent p-6 text-accent-ink md:p-8",
};

type SectionProps = {
  /** Heading text; rendered as an h2 unless `headingLevel` says otherwise. */
  heading: ReactNode;
  headingLevel?: 2 | 3;
  /** Hide the heading visually but keep it for screen readers. */
  hideHeading?: boolean;
  tone?: SectionTone;
  /** What kind of region this is, for screen readers (e.g. "carousel"). */
  roleDescription?: string;
  id?: string;
  className?: string;
  children: ReactNode;
};

/** A titled, labelled region of a page. */
export function Section({
  heading,
  headingLevel = 2,
  hideHeading = false,
  tone = "plain",
  roleDescription,
  id,
  className = "",
  children,
}: SectionProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-roledescription={roleDescription}
      className={`${tones[tone]} ${className}`}
    >
      <Heading
        id={headingId}
        className={
          hideHeading
            ? "sr-only"
            : "font-display text-2xl tracking-wide uppercase md:text-3xl"
        }
      >
        {heading}
      </Heading>
      {children}
    </section>
  );
}
