import { useEffect, useState, useSyncExternalStore } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { ownerPages } from "~/content/pages";
import { buttonClass } from "~/components/ui/button-styles";
import { postJson } from "~/lib/owner-api";
import type { SessionAnswer } from "~/lib/owner-api-types";
import { registerPasskey } from "./passkey-ceremony";
import { OwnerGate } from "./sign-in-panel";
import { ProblemLine } from "./problem-line";

const copy = dashboardCopy.invite;

type Invite =
  | { status: "checking" }
  | { status: "open"; name: string }
  | { status: "refused"; message: string };

/** The token in the address bar's fragment; the prerendered page has none (null). */
const readToken = () => window.location.hash.slice(1);
const subscribeToHash = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/**
 * An invite link's page: the token is the link's fragment, which never reaches a server log.
 * It names who the invite is for, then registers this device's passkey for them.
 */
export function InvitePanel({
  onSignedIn,
}: {
  onSignedIn: (session: SessionAnswer) => void;
}) {
  const token = useSyncExternalStore(subscribeToHash, readToken, () => null);
  const [checked, setChecked] = useState<Invite>({ status: "checking" });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Asking for registration options checks the invite and names who it is for.
  useEffect(() => {
    if (!token) return;
    void postJson<{ name: string }>("/invite/options", { token }).then(
      (result) =>
        setChecked(
          result.ok
            ? { status: "open", name: result.data.name }
            : { status: "refused", message: result.message },
        ),
    );
  }, [token]);
  const invite: Invite =
    token === "" ? { status: "refused", message: copy.missing } : checked;

  const register = async () => {
    setPending(true);
    setError(null);
    const result = await registerPasskey<Pick<SessionAnswer, "owner">>(
      "/invite/options",
      "/invite/register",
      { token: token ?? "" },
    );
    setPending(false);
    if (!result.ok) return setError(result.message);
    // The token is spent: it leaves the address bar and the history entry, and a reload shows
    // the dashboard.
    window.history.replaceState(null, "", ownerPages.dashboard.path);
    onSignedIn({ owner: result.data.owner, passkey: "" });
  };

  return (
    <OwnerGate heading={copy.heading} intro={copy.intro}>
      {invite.status === "checking" && (
        <p className="text-paper-dim">{dashboardCopy.loading}</p>
      )}
      {invite.status === "refused" && (
        <p role="alert" className="text-danger">
          {invite.message}
        </p>
      )}
      {invite.status === "open" && (
        <>
          <p className="text-lg">
            {copy.welcome} <strong>{invite.name}</strong>.
          </p>
          <button
            type="button"
            className={buttonClass("accent", "lg")}
            disabled={pending}
            onClick={() => void register()}
          >
            {pending ? copy.working : copy.button}
          </button>
        </>
      )}
      <ProblemLine message={error} />
    </OwnerGate>
  );
}
