import { useState, type FormEvent } from "react";
import { newsletterMessages } from "~/content/newsletter-messages";
import { site } from "~/content/site";
import { notify } from "../toast/toast-store";

/** Hands a mailto URL to the visitor's mail client. */
export function openMailto(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.click();
}

// Lets the "Processing..." state paint before the mail client takes focus.
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

type Options = {
  open?: (url: string) => void;
  now?: () => Date;
};

/**
 * Newsletter sign-up by mail: validates, opens the mail client with a prefilled
 * message, reports with toasts and clears the field. Returns props for the form parts.
 */
export function useNewsletter({
  open = openMailto,
  now = () => new Date(),
}: Options = {}) {
  const [email, setEmail] = useState("");
  const [processing, setProcessing] = useState(false);
  const [invalid, setInvalid] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    try {
      // The validator (zod) loads on first submit, keeping it out of the page's initial JS.
      const { prepareSubscription } = await import("~/lib/newsletter");
      const result = prepareSubscription(email, site.newsletterEmail, now());
      if (result.kind !== "ready") {
        setInvalid(true);
        notify(newsletterMessages[result.kind]);
        return;
      }
      await nextFrame();
      open(result.mailto);
      notify(newsletterMessages.success);
      setEmail("");
      setInvalid(false);
    } catch {
      notify(newsletterMessages.failed);
    } finally {
      setProcessing(false);
    }
  }

  return {
    processing,
    formProps: { onSubmit: handleSubmit, noValidate: true },
    inputProps: {
      type: "email",
      name: "email",
      required: true,
      autoComplete: "email",
      value: email,
      "aria-invalid": invalid || undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setEmail(event.target.value);
        setInvalid(false);
      },
    },
  } as const;
}
