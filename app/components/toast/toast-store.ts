/** A short message shown in a toast. */
export type Toast = {
  id: number;
  title: string;
  description: string;
  /** "error" is the destructive style. */
  tone: "error" | "success";
};

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; safe to call from any event handler. */
export function notify(toast: Omit<Toast, "id">): number {
  const id = nextId++;
  emit([...toasts, { ...toast, id }]);
  return id;
}

/** Removes a toast once it has closed. */
export function dismiss(id: number) {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts() {
  return toasts;
}

const noToasts: readonly Toast[] = [];
export function getServerToasts() {
  return noToasts;
}
