import type { ReactNode } from "react";
import { PageContainer } from "~/components/layout/page-container";
import { buttonClass, type ButtonVariant } from "~/components/ui/button-styles";

/**
 * The frame of every launch-list page (on the list, check your inbox, confirmed, leaving):
 * a heading, what happened, anything the page adds, and the way back home.
 */
export function ListPage({
  heading,
  text,
  link,
  linkVariant = "accent",
  children,
}: {
  heading: string;
  text?: string;
  link: string;
  /** quieter where the page's own button is the one to press */
  linkVariant?: ButtonVariant;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <section className="flex flex-col items-start gap-6 py-16 md:py-24">
        <h1 className="font-display text-4xl tracking-tight uppercase md:text-6xl">
          {heading}
        </h1>
        {text && <p className="text-lg text-paper">{text}</p>}
        {children}
        <a href="/" className={buttonClass(linkVariant, "lg")}>
          {link}
        </a>
      </section>
    </PageContainer>
  );
}
