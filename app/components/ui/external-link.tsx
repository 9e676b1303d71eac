import type { ComponentProps } from "react";
import { copy } from "~/content/copy";

type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
};

/** A link to another site: always a new tab, never leaking the opener, and said so to screen readers. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {copy.newTab}</span>
    </a>
  );
}
