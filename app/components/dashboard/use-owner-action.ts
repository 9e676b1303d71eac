import { useCallback, useState } from "react";
import { useOwnerEvents } from "./owner-context";
import { postWithStepUp } from "./passkey-ceremony";

/**
 * A write from a section: pending while it runs (a step-up included, when the server asks for
 * one), the API's message when it fails (the form keeps what was typed), and back to sign-in
 * on a 401.
 */
export function useOwnerAction() {
  const { signedOut, acted } = useOwnerEvents();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async <T>(path: string, body: unknown = {}): Promise<T | null> => {
      setPending(true);
      setError(null);
      const result = await postWithStepUp<T>(path, body);
      setPending(false);
      if (result.ok) {
        acted();
        return result.data;
      }
      if (result.problem === "unauthorized") signedOut();
      else setError(result.message);
      return null;
    },
    [signedOut, acted],
  );
  return { run, pending, error };
}
