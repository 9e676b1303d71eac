import type { ReactNode } from "react";

/** Width and padding shared by the inner pages. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-8 sm:px-6 lg:px-8">
      {children}
    </div>
  );
}
