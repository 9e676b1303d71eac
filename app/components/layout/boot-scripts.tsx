import { Fragment, type ReactElement } from "react";
import { Scripts } from "react-router";
import stylesheetUrl from "~/app.css?url";
import { BOOT_TEMPLATE_ID } from "~/lib/boot-code";
import { isLink, withoutElements } from "./without-elements";

const isModuleScript = (element: ReactElement) =>
  element.type === "script" &&
  (element.props as { type?: unknown }).type === "module";

/**
 * React Router's boot scripts, less their `<link rel="modulepreload">` hints (ADR 009), with
 * the module script parked in an inert `<template>` that the head's starter copies into the
 * page after load (`app/lib/boot-code.ts`, ADR 014), behind the full stylesheet, which the
 * page's inline cut lacks and hydration waits for (ADR 015). Its other scripts (the router's
 * context) run in place. Only the prerender fills the template: a parsed template keeps its markup
 * out of its child list, so the browser renders it empty and hydration adopts it as it is.
 */
export function BootScripts() {
  // Called, not rendered, so its output can be filtered; its hooks run as this component's.
  const scripts = Scripts({});
  return (
    <>
      {withoutElements(
        scripts,
        (element) =>
          isLink("modulepreload")(element) || isModuleScript(element),
      )}
      <template id={BOOT_TEMPLATE_ID}>
        {import.meta.env.SSR && <link rel="stylesheet" href={stylesheetUrl} />}
        {import.meta.env.SSR &&
          withoutElements(
            scripts,
            (element) => element.type !== Fragment && !isModuleScript(element),
          )}
      </template>
    </>
  );
}
