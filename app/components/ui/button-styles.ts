/** Visual weight of a button or button-like link. */
export type ButtonVariant = "accent" | "outline" | "ghost" | "bold" | "blunt";
export type ButtonSize = "md" | "lg";

// Full class strings so Tailwind can see every one of them.
const base =
  "inline-flex min-h-tap items-center justify-center gap-2 rounded-pill text-center font-display uppercase tracking-wide transition-colors duration-quick ease-snap disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";

const variants: Record<ButtonVariant, string> = {
  accent:
    "bg-accent text-accent-ink hover:bg-paper disabled:bg-ink-line disabled:text-paper-dim",
  outline:
    "border-2 border-paper text-paper hover:bg-paper hover:text-ink disabled:border-ink-line disabled:text-paper-dim disabled:hover:bg-transparent",
  ghost: "text-paper underline-offset-4 hover:underline",
  bold: "bg-bold text-ink hover:bg-paper",
  blunt: "bg-blunt text-ink hover:bg-paper",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-2 text-base",
  lg: "px-7 py-3 text-lg md:text-xl",
};

/** Class list for a button or a link styled as one. */
export function buttonClass(
  variant: ButtonVariant = "accent",
  size: ButtonSize = "md",
): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
