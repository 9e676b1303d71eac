import type { ReactNode } from "react";

/** Width and side padding every page, the header and the footer share. */
export const pageFrame = "mx-auto w-full max-w-page px-4 sm:px-6 lg:px-8";

/** Width and padding shared by the inner pages. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div className={`${pageFrame} flex flex-col gap-10 pt-8`}>{children}</div>
  );
}
