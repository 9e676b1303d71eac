import { useId } from "react";
import { copy } from "~/content/copy";
import { buttonClass } from "../ui/button-styles";
import { useNewsletter } from "./use-newsletter";

type NewsletterFormProps = {
  heading: string;
  /** Label of the submit button: "Join" on the home page, "Subscribe" on /news. */
  submitLabel: string;
};

/** Email sign-up that opens the visitor's mail client; the same flow everywhere it appears. */
export function NewsletterForm({ heading, submitLabel }: NewsletterFormProps) {
  const { processing, formProps, inputProps } = useNewsletter();
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
      <label htmlFor={inputId} className="sr-only">
        {copy.newsletter.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          {...inputProps}
          id={inputId}
          placeholder={copy.newsletter.placeholder}
          className="min-h-tap w-full min-w-0 flex-1 rounded-pill border-2 border-ink-line bg-ink px-5 text-paper placeholder:text-paper-dim focus:border-accent aria-invalid:border-danger"
        />
        <button
          type="submit"
          disabled={processing}
          className={buttonClass("accent")}
        >
          {processing ? copy.newsletter.processing : submitLabel}
        </button>
      </div>
    </form>
  );
}
