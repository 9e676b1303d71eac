import { highlights } from "~/content/brand";
import { copy } from "~/content/copy";

/** The page's headline, the two-tone tagline panel and the three highlight pills. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="flex flex-col gap-6 py-8 md:py-16"
    >
      <h1
        id="hero-heading"
        className="max-w-5xl font-display text-[clamp(3.25rem,15vw,9.5rem)] leading-[0.92] tracking-tight uppercase [text-shadow:0_2px_24px_rgb(0_0_0/0.6)]"
      >
        {copy.hero.heading}
      </h1>
      <p className="max-w-xl text-lg text-paper md:text-xl">{copy.hero.text}</p>
      <div
        role="group"
        aria-label={copy.taglinePanel.label}
        className="grid max-w-2xl grid-cols-1 gap-3 sm:grid-cols-2"
      >
        <p className="rounded-card bg-blunt px-5 py-4 font-display text-2xl tracking-wide text-ink uppercase">
          <span className="block text-xs tracking-widest">Blunt</span>
          {copy.taglinePanel.blunt}
        </p>
        <p className="rounded-card bg-bold px-5 py-4 font-display text-2xl tracking-wide text-ink uppercase">
          <span className="block text-xs tracking-widest">Bold</span>
          {copy.taglinePanel.bold}
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={copy.highlightsLabel}>
        {highlights.map((highlight) => (
          <li
            key={highlight}
            className="rounded-pill border border-paper/60 bg-ink/70 px-4 py-2 font-display text-sm tracking-wider uppercase"
          >
            {highlight}
          </li>
        ))}
      </ul>
    </section>
  );
}
