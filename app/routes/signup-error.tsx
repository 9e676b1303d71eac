import { useId } from "react";
import { PageContainer } from "~/components/layout/page-container";
import {
  EmailLabel,
  emailInputClass,
  HiddenSignupFields,
} from "~/components/newsletter/signup-fields";
import { PagePathScript } from "~/components/list/page-path-script";
import { buttonClass } from "~/components/ui/button-styles";
import { copy } from "~/content/copy";
import { launchListPaths, signupErrorPage } from "~/content/launch-list";
import { newsletterMessages } from "~/content/newsletter-messages";
import { signupPages } from "~/content/pages";
import { subscribeEndpoint } from "~/lib/signup-form";
import { noindexMeta } from "~/lib/page-meta";

export const meta = () => noindexMeta(signupPages.signupError);

/**
 * What a newsletter form post gets back when the server refuses it (JavaScript off). The
 * server fills the marked places: the reason, what the visitor typed and the form it came
 * from (server/site/signup-page.ts). Hydration keeps the filled-in text.
 */
export default function SignupError() {
  const inputId = useId();
  return (
    <PageContainer>
      <PagePathScript path={launchListPaths.signupError} />
      <section className="flex flex-col items-start gap-6 py-16 md:py-24">
        <h1 className="font-display text-4xl tracking-tight uppercase md:text-6xl">
          {signupErrorPage.heading}
        </h1>
        <p role="alert" className="text-lg text-danger" data-signup-problem="">
          {newsletterMessages.invalid.description}
        </p>
        <form
          method="post"
          action={subscribeEndpoint}
          className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row"
        >
          <HiddenSignupFields sourceMark />
          <EmailLabel htmlFor={inputId} />
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={copy.newsletter.placeholder}
            className={emailInputClass}
            data-signup-email=""
          />
          <button type="submit" className={buttonClass("accent")}>
            {copy.newsletter.join}
          </button>
        </form>
        <a href="/" className={buttonClass("outline")}>
          {signupErrorPage.link}
        </a>
      </section>
    </PageContainer>
  );
}
