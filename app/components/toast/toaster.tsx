import { Suspense, lazy, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribe } from "./toast-store";

// The toast library is only fetched when the first toast is raised.
const ToastViewport = lazy(() => import("./toast-viewport"));

/** Mount point for toasts; costs nothing until something calls `notify`. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
