import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { useState, useSyncExternalStore } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import type { SessionAnswer } from "~/lib/owner-api-types";
import { signInWithPasskey } from "./passkey-ceremony";
import { ProblemLine } from "./problem-line";

const copy = dashboardCopy.signIn;

const subscribeToNothing = () => () => undefined;

/** Owners only: one button that asks the device for a passkey. */
export function SignInPanel({
  notice,
  onSignedIn,
}: {
  notice?: string;
  onSignedIn: (session: SessionAnswer) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Known only in the browser; the prerendered page offers the button.
  const supported = useSyncExternalStore(
    subscribeToNothing,
    browserSupportsWebAuthn,
    () => true,
  );

  const signIn = async () => {
    setPending(true);
    setError(null);
    const result = await signInWithPasskey<Pick<SessionAnswer, "owner">>();
    setPending(false);
    if (result.ok) onSignedIn({ owner: result.data.owner, passkey: "" });
    else setError(result.message);
  };

  return (
    <OwnerGate heading={copy.heading} intro={copy.intro}>
      {notice && (
        <p role="status" className="text-success">
          {notice}
        </p>
      )}
      {supported ? (
        <button
          type="button"
          className={buttonClass("accent", "lg")}
          disabled={pending}
          onClick={() => void signIn()}
        >
          {pending ? copy.working : copy.button}
        </button>
      ) : (
        <p role="alert" className="text-danger">
          {copy.noPasskeys}
        </p>
      )}
      <ProblemLine message={error} />
      <p className="text-sm text-paper-dim">{copy.recovery}</p>
    </OwnerGate>
  );
}

/** The frame of the signed-out screens: a heading, a line, and what to do. */
export function OwnerGate({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex max-w-2xl flex-col items-start gap-6 py-12 md:py-20">
      <h1 className="font-display text-5xl leading-none tracking-tight uppercase md:text-7xl">
        {heading}
      </h1>
      <p className="text-lg text-paper">{intro}</p>
      {children}
    </section>
  );
}
