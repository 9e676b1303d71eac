import { createStore } from "~/lib/store";

/** A short message shown in a toast. */
export type Toast = {
  id: number;
  title: string;
  description: string;
  /** "error" is the destructive style. */
  tone: "error" | "success";
};

/** The toasts on screen; the prerendered HTML has none. */
export const toasts = createStore<readonly Toast[]>([]);
let nextId = 1;

/** Shows a toast; safe to call from any event handler. */
export function notify(toast: Omit<Toast, "id">): number {
  const id = nextId++;
  toasts.set([...toasts.get(), { ...toast, id }]);
  return id;
}

/** The toasts on screen now. */
export const getToasts = toasts.get;

/** Removes a toast once it has closed. */
export function dismiss(id: number) {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}
