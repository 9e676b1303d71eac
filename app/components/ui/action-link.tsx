import type { Destination } from "~/content/navigation";
import {
  buttonClass,
  type ButtonSize,
  type ButtonVariant,
} from "./button-styles";
import { ExternalLink } from "./external-link";

type ActionLinkProps = {
  destination: Destination;
  children: React.ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A button-styled link that goes to a route or, in a new tab, to another site. */
export function ActionLink({
  destination,
  children,
  variant,
  size,
  className = "",
}: ActionLinkProps) {
  const classes = `${buttonClass(variant, size)} ${className}`;
  return destination.kind === "internal" ? (
    <a href={destination.to} className={classes}>
      {children}
    </a>
  ) : (
    <ExternalLink href={destination.href} className={classes}>
      {children}
    </ExternalLink>
  );
}
