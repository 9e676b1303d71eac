import * as RadixToast from "@radix-ui/react-toast";
import { dismiss, type Toast } from "./toast-store";

const toneClass: Record<Toast["tone"], string> = {
  error: "border-danger bg-[#2a0d0d] text-paper",
  success: "border-success bg-[#0d2315] text-paper",
};

/** Radix toasts: announced politely, swipe or Escape to dismiss, gone after five seconds. */
export default function ToastViewport({
  toasts,
}: {
  toasts: readonly Toast[];
}) {
  return (
    <RadixToast.Provider duration={5000} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.tone === "error" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
          className={`grid gap-1 rounded-card border-2 p-4 shadow-2xl ${toneClass[toast.tone]}`}
          data-tone={toast.tone}
        >
          <RadixToast.Title className="font-display text-lg tracking-wide uppercase">
            {toast.title}
          </RadixToast.Title>
          <RadixToast.Description className="text-sm">
            {toast.description}
          </RadixToast.Description>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-3 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
