import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { IslandName } from "./catalog";
import { HYDRATES_ATTRIBUTE, idPrefix } from "./markup";
import { reactIslands } from "./react-islands";

/** What an island's props may hold: they travel in the page as JSON (`data-props`). */
export type IslandProps = Record<string, string | number | boolean | null>;

type IslandElementProps<P extends IslandProps> = {
  name: IslandName;
  /** What the prerender shows; an island that only acts (a console report) has none. */
  component?: ComponentType<P>;
  props?: P;
  /**
   * Unique on the page: the island's `useId` prefix, so ids never collide across roots.
   * Defaults to the name; an island used twice on one page names each use.
   */
  id?: string;
};

/**
 * An interactive part of a prerendered page (docs/islands.md): its component is rendered as
 * a React root of its own, so `runtime.ts` can hydrate it alone with the same ids, inside an
 * element that names it, carries its props and, when React hydrates it, says so
 * (`HYDRATES_ATTRIBUTE`, read by the head's script at a tap). The element takes no box
 * (`display: contents`), so the island lays out as if it stood there by itself.
 */
export function Island<P extends IslandProps>({
  name,
  component: Component,
  props,
  id = name,
}: IslandElementProps<P>) {
  const html = Component
    ? renderToString(<Component {...(props ?? ({} as P))} />, {
        identifierPrefix: idPrefix(id),
      })
    : "";
  return (
    <div
      data-island={name}
      data-id={id}
      data-props={props ? JSON.stringify(props) : undefined}
      {...(reactIslands.includes(name) ? { [HYDRATES_ATTRIBUTE]: "" } : {})}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
