import type { ReactNode } from "react";

type PageHeaderProps = {
  title: string;
  intro?: string;
  /** Buttons shown beside the title (back, shop). */
  actions?: ReactNode;
};

/** A page's h1 with its intro line and actions. */
export function PageHeader({ title, intro, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-5 border-b border-ink-line pb-8 lg:flex-row lg:items-end lg:justify-between">
      <div className="max-w-2xl">
        <h1 className="font-display text-5xl leading-none tracking-tight uppercase sm:text-6xl md:text-7xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 text-lg text-paper-dim">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
