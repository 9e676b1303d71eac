import { PageContainer } from "~/components/layout/page-container";
import { buttonClass } from "~/components/ui/button-styles";
import { copy } from "~/content/copy";
import { Island } from "~/islands/island";
import { notFoundMeta } from "~/lib/page-meta";

export const meta = () => notFoundMeta();

export default function NotFound() {
  return (
    <PageContainer>
      <section className="flex flex-col items-start gap-6 py-16 md:py-24">
        <p
          className="font-display text-8xl leading-none text-bold md:text-9xl"
          aria-hidden="true"
        >
          404
        </p>
        <h1 className="font-display text-4xl tracking-tight uppercase md:text-6xl">
          {copy.notFound.heading}
        </h1>
        <p className="text-lg text-paper">{copy.notFound.text}</p>
        <a href="/" className={buttonClass("accent", "lg")}>
          {copy.notFound.link}
        </a>
      </section>
      <Island name="not-found-report" />
    </PageContainer>
  );
}
