import { useCallback, useEffect, useState } from "react";
import { dashboardCopy } from "~/content/dashboard";
import { getJson } from "~/lib/owner-api";
import type { SessionAnswer } from "~/lib/owner-api-types";
import { DashboardView } from "./dashboard-view";
import { InvitePanel } from "./invite-panel";
import { SignInPanel } from "./sign-in-panel";

type Screen =
  | { kind: "checking" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "signed-in"; session: SessionAnswer };

/**
 * The owners' dashboard: on /admin it asks whether this browser has a session, on
 * /admin/invite it registers a passkey from the invite link; either way it ends signed in.
 */
export function DashboardApp({ mode }: { mode: "dashboard" | "invite" }) {
  const [screen, setScreen] = useState<Screen>({
    kind: mode === "invite" ? "signed-out" : "checking",
  });
  // Once the invite has made a passkey, this page is the dashboard (and says so in the address bar).
  const [inviting, setInviting] = useState(mode === "invite");

  useEffect(() => {
    if (mode === "invite") return;
    void getJson<SessionAnswer>("/session").then((result) =>
      setScreen(
        result.ok
          ? { kind: "signed-in", session: result.data }
          : { kind: "signed-out" },
      ),
    );
  }, [mode]);

  const signedIn = useCallback((session: SessionAnswer) => {
    setInviting(false);
    setScreen({ kind: "signed-in", session });
  }, []);
  // A second 401 from a section that was still loading keeps the first notice.
  const signedOut = useCallback(
    (notice?: string) =>
      setScreen((current) =>
        current.kind === "signed-out"
          ? current
          : { kind: "signed-out", notice },
      ),
    [],
  );

  if (screen.kind === "checking")
    return <p className="py-20 text-paper-dim">{dashboardCopy.loading}</p>;
  if (screen.kind === "signed-in")
    return <DashboardView session={screen.session} onSignedOut={signedOut} />;
  if (inviting) return <InvitePanel onSignedIn={signedIn} />;
  return <SignInPanel notice={screen.notice} onSignedIn={signedIn} />;
}
