import { ListPage } from "~/components/list/list-page";
import { PagePathScript } from "~/components/list/page-path-script";
import { buttonClass, type ButtonVariant } from "~/components/ui/button-styles";

/**
 * A page a mail link opens that acts only on a button press: a plain form post (no JavaScript
 * needed) to the signed link, which the server fills in as the form's action
 * (server/launch-list/list-pages.ts' linkFormFiller).
 */
export function LinkFormPage({
  path,
  variant,
  heading,
  text,
  button,
  link,
}: {
  path: string;
  variant: ButtonVariant;
  heading: string;
  text: string;
  button: string;
  link: string;
}) {
  return (
    <ListPage
      heading={heading}
      text={text}
      link={link}
      // One bright button on the page: the one that does what the link is for.
      linkVariant={variant === "accent" ? "outline" : "accent"}
    >
      <PagePathScript path={path} />
      <form method="post" data-link-action="">
        <button type="submit" className={buttonClass(variant, "lg")}>
          {button}
        </button>
      </form>
    </ListPage>
  );
}
