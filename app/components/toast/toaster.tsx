import { Suspense, lazy } from "react";
import { useStore } from "~/hooks/use-store";
import { type Toast, toasts as toastStore } from "./toast-store";

// The toast library is only fetched when the first toast is raised.
const ToastViewport = lazy(() => import("./toast-viewport"));

// The prerendered HTML shows no toasts; one constant keeps the server snapshot stable.
const noToasts: readonly Toast[] = [];

/** Mount point for toasts (an island of its own); costs nothing until something calls `notify`. */
export function Toaster() {
  const toasts = useStore(toastStore, noToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
