import { useCallback, useEffect, useState } from "react";
import { getJson } from "~/lib/owner-api";
import { useOwnerEvents } from "./owner-context";

export type Loaded<T> =
  | { status: "loading" }
  | { status: "ready"; data: T }
  | { status: "error"; message: string };

/**
 * One section's data from a GET route, loaded on mount and on `reload()`. While it reloads the
 * old data stays on screen, so nothing jumps; a 401 sends the whole page back to sign-in.
 */
export function useOwnerData<T>(path: string) {
  const { signedOut } = useOwnerEvents();
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void getJson<T>(path).then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: "ready", data: result.data });
      else if (result.problem === "unauthorized") signedOut();
      else setState({ status: "error", message: result.message });
    });
    return () => {
      current = false;
    };
  }, [path, version, signedOut]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
