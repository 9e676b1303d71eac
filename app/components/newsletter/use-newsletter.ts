import { useState, type FormEvent } from "react";
import { newsletterMessages } from "~/content/newsletter-messages";
import { site } from "~/content/site";
import type { LaunchListMode } from "~/lib/launch-list-mode";
import { subscribeEndpoint, type SignupSource } from "~/lib/signup-form";
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
  source: SignupSource;
  mode?: LaunchListMode;
  /** Sends the address; defaults to a JSON post to the launch list. */
  send?: typeof fetch;
  open?: (url: string) => void;
  now?: () => Date;
};

/**
 * Newsletter sign-up: validates, then posts the address to the launch list (or, in a
 * static-host build, opens the mail client with a prefilled message), reports with toasts and
 * clears the field once the address is safe. Returns props for the form parts.
 */
export function useNewsletter({
  source,
  mode = site.launchListMode,
  send,
  open = openMailto,
  now = () => new Date(),
}: Options) {
  const [email, setEmail] = useState("");
  const [processing, setProcessing] = useState(false);
  const [invalid, setInvalid] = useState(false);
  // The share link a single opt-in signup answers with, shown under the form.
  const [share, setShare] = useState<string | null>(null);

  function refuse(kind: "empty" | "invalid" | "disposable") {
    setInvalid(true);
    notify(newsletterMessages[kind]);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    try {
      // The rules load on first submit, keeping them out of the page's initial JS.
      const { postSignup, prepareSubscription } =
        await import("~/lib/newsletter");
      const result = prepareSubscription(email, site.newsletterEmail, now());
      if (result.kind !== "ready") return refuse(result.kind);
      if (mode === "mailto") {
        await nextFrame();
        open(result.mailto);
        notify(newsletterMessages.mailtoSuccess);
      } else {
        const { outcome, share } = await postSignup(
          result.email,
          source,
          send,
          location.search,
        );
        if (
          outcome === "empty" ||
          outcome === "invalid" ||
          outcome === "disposable"
        )
          return refuse(outcome);
        if (outcome === "failed") return notify(newsletterMessages.failed);
        if (outcome === "check-inbox") notify(newsletterMessages.checkInbox);
        else notify(newsletterMessages.success);
        setShare(share ? new URL(share, location.origin).href : null);
      }
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
    share,
    formProps: {
      onSubmit: handleSubmit,
      noValidate: true,
      // Without JavaScript the browser posts the form itself; a static host has no server.
      ...(mode === "server"
        ? ({ method: "post", action: subscribeEndpoint } as const)
        : {}),
    },
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
