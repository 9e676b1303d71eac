import { useId } from "react";
import { copy } from "~/content/copy";
import type { SignupSource } from "~/lib/signup-form";
import { buttonClass } from "../ui/button-styles";
import {
  ConsentLine,
  EmailLabel,
  emailInputClass,
  HiddenSignupFields,
} from "./signup-fields";
import { useNewsletter } from "./use-newsletter";

type NewsletterFormProps = {
  heading: string;
  /** Label of the submit button: "Join" on the home page, "Subscribe" on /news. */
  submitLabel: string;
  /** Which form this is, stored with each signup. */
  source: SignupSource;
};

/**
 * Email sign-up, the same flow everywhere it appears: a real form post to the launch list
 * that works without JavaScript, taken over by fetch and toasts once the page has hydrated
 * (or the spec's mailto flow in a static-host build).
 */
export function NewsletterForm({
  heading,
  submitLabel,
  source,
}: NewsletterFormProps) {
  const { processing, share, formProps, inputProps } = useNewsletter({
    source,
  });
  const inputId = useId();
  const headingId = useId();
  return (
    <form
      {...formProps}
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-3"
    >
      <h2
        id={headingId}
        className="font-display text-xl tracking-wide uppercase md:text-2xl"
      >
        {heading}
      </h2>
      {formProps.method && <HiddenSignupFields source={source} />}
      <EmailLabel htmlFor={inputId} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          {...inputProps}
          id={inputId}
          placeholder={copy.newsletter.placeholder}
          className={emailInputClass}
        />
        <button
          type="submit"
          disabled={processing}
          className={buttonClass("accent")}
        >
          {processing ? copy.newsletter.processing : submitLabel}
        </button>
      </div>
      <ConsentLine />
      {share && (
        <p className="text-paper">
          {copy.newsletter.shareLead}{" "}
          <a href={share} className="break-all text-accent underline">
            {share}
          </a>
        </p>
      )}
    </form>
  );
}
