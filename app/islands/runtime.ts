import type { ComponentType } from "react";
import { type IslandEntry, isIslandName, islandCatalog } from "./catalog";
import { firstPaint, takeEarlyInput } from "./early-input";
import { fullStylesheet } from "./full-stylesheet";
import { idPrefix } from "./markup";

type Status = "asleep" | "waking" | "hydrating" | "live";

/** What happened inside an island before React could hear it, to act on once it is live. */
type Island = {
  element: HTMLElement;
  status: Status;
  /** Clicks on a widget button, while it slept. */
  clicks: Event[];
  submits: HTMLFormElement[];
  hovered?: Element;
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TypedValue = { field: Field; value: string; checked: boolean };

/**
 * What the visitor typed, ticked or chose in the island's fields before it went live.
 * Hydration leaves the fields as they are on screen but starts each component's state from
 * its props, so it is put back into the state afterwards. Read at that moment, it includes
 * what was typed while the island hydrated.
 */
function typedValues(element: HTMLElement): TypedValue[] {
  return [
    ...element.querySelectorAll<Field>("input, textarea, select"),
  ].flatMap((field) => {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some(
            (option) => option.selected !== option.defaultSelected,
          )
        : field.value !== field.defaultValue ||
          (field instanceof HTMLInputElement &&
            field.checked !== field.defaultChecked);
    return changed
      ? [
          {
            field,
            value: field.value,
            checked: "checked" in field && field.checked,
          },
        ]
      : [];
  });
}

/** Sets a field the way typing does, so the island's change handler hears it. */
function retype({ field, value, checked }: TypedValue) {
  if (!field.isConnected) return;
  if (
    field instanceof HTMLInputElement &&
    /^(checkbox|radio)$/.test(field.type)
  ) {
    if (field.checked !== checked) field.click();
    return;
  }
  // Hydration keeps the text on screen but not in the component's state. The field's own
  // setter, which React watches, makes it remember an empty field; the element type's
  // setter then puts the text back unseen, so the event reads as the change it is.
  field.value = "";
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

const islands = new WeakMap<Element, Island>();

function islandOf(target: EventTarget | null): Island | undefined {
  const element =
    target instanceof Element
      ? target.closest<HTMLElement>("[data-island]")
      : null;
  return element ? islands.get(element) : undefined;
}

/**
 * Replays what the visitor did while the island slept: what they typed, a widget button's
 * clicks, a form's submit, the focus and the mouse that are still on it.
 */
function goLive(island: Island) {
  if (island.status === "live") return;
  island.status = "live";
  island.element.dataset.hydrated = "true";
  for (const typed of typedValues(island.element)) retype(typed);
  // React renders what the retyping changed in a microtask queued before this one, and a
  // click or submit handler must see it.
  queueMicrotask(() => replayInput(island));
}

function replayInput(island: Island) {
  // Plain DOM code that already answered a press marks it handled, and is not asked twice.
  for (const click of island.clicks.splice(0)) {
    const button = isWidgetButton(click.target);
    if (!click.defaultPrevented && button?.isConnected) button.click();
  }
  for (const form of island.submits.splice(0))
    if (form.isConnected) form.requestSubmit();
  const focused = document.activeElement;
  if (focused && focused !== document.body && island.element.contains(focused))
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  const hovered = island.hovered;
  // React derives its enter events from these two.
  if (hovered?.isConnected && hovered.matches(":hover")) {
    hovered.dispatchEvent(
      new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }),
    );
    hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  }
}

/**
 * Loads an island's code, then returns what brings the island to life: React's hydration,
 * or its plain DOM code. A React island may show anything (the chat's panel, a toast), so
 * the full stylesheet comes first; plain DOM code only fills in and shows the island's own
 * prerendered markup, which the page's inline stylesheet already styles (ADR 027), so a
 * page nobody touches never swaps stylesheets.
 */
async function loadIsland(
  entry: IslandEntry,
  island: Island,
  name: string,
): Promise<() => void> {
  if ("mount" in entry) {
    const mount = await entry.mount();
    return () => {
      mount(island.element);
      goLive(island);
    };
  }
  const [Component, { hydrateIsland }] = await Promise.all([
    entry.load() as Promise<ComponentType<Record<string, unknown>>>,
    import("./hydrate"),
    fullStylesheet(),
  ]);
  return () => {
    const props = JSON.parse(island.element.dataset.props ?? "{}") as Record<
      string,
      unknown
    >;
    island.status = "hydrating";
    // From here React hears the island's events itself: a click on it hydrates it at once.
    hydrateIsland(
      island.element,
      Component,
      props,
      idPrefix(island.element.dataset.id ?? name),
      () => goLive(island),
    );
  };
}

async function wake(island: Island) {
  if (island.status !== "asleep") return;
  const name = island.element.dataset.island;
  if (!isIslandName(name)) return;
  island.status = "waking";
  const entry = islandCatalog[name];
  // In an idle moment: the rest of the tap (its click after the pointer, their paint) comes
  // first, as the browser keeps idle callbacks behind pending input.
  if ("prepare" in entry) idle(entry.prepare);
  let start: () => void;
  try {
    start = await loadIsland(entry, island, name);
  } catch (error) {
    // Offline, or a newer deploy replaced the code: the page stays as prerendered, a form
    // posts the way it does without JavaScript, and the next interaction tries again.
    island.status = "asleep";
    island.clicks.length = 0;
    for (const form of island.submits.splice(0)) form.submit();
    console.error(error);
    return;
  }
  start();
}

const isWidgetButton = (target: EventTarget | null) =>
  target instanceof Element
    ? target.closest<HTMLElement>('button[type="button"]')
    : null;

/** Keeps what React would miss of input inside an island not yet live, and returns it. */
function keep(event: Event): Island | undefined {
  const island = islandOf(event.target);
  if (!island || island.status === "live") return undefined;
  const asleep = island.status === "asleep" || island.status === "waking";
  if (asleep && event.type === "click" && isWidgetButton(event.target))
    island.clicks.push(event);
  // A submit waits until the island is live, also while it hydrates: React would hydrate at
  // once to hear it, and its handler would read the fields' state before goLive puts back
  // what was typed (an address would read as empty). Stopped here, at the document, React's
  // listener on the island never sees it; goLive submits it again.
  if (event.type === "submit" && event.target instanceof HTMLFormElement) {
    event.preventDefault();
    event.stopPropagation();
    island.submits.push(event.target);
  }
  if (
    event.type === "pointerover" &&
    (event as PointerEvent).pointerType === "mouse" &&
    event.target instanceof Element
  )
    island.hovered = event.target;
  return island;
}

/**
 * Runs `run` once the frame that answers the current input has painted. An animation frame
 * runs just before the paint; a timer set from one runs after it. As `afterNextPaint` does,
 * which lives with the React hooks: imported here, it became a chunk of its own on every
 * page's path.
 */
function afterThisFrame(run: () => void) {
  requestAnimationFrame(() => setTimeout(run));
}

/**
 * Any input inside a sleeping island wakes it, once the frame that answers the input has
 * painted: a waking React island brings the full stylesheet, whose arrival restyles the whole
 * page, and its code's compiling, which would otherwise land in that frame (a tap that opens
 * the chat's shell, ADR 034).
 */
function hear(event: Event) {
  const island = keep(event);
  if (island?.status === "asleep") afterThisFrame(() => void wake(island));
}

const heardEvents = [
  "pointerdown",
  "pointerover",
  "click",
  "focusin",
  "keydown",
  "input",
  "submit",
];

/** In an idle moment (Safari has no idle callbacks). */
function idle(run: () => void) {
  if ("requestIdleCallback" in window)
    requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** After load and first paint, in an idle moment. */
function whenIdle(run: () => void) {
  void firstPaint().then(() => idle(run));
}

/** What shows a visitor at work on the page, before any tap on an island. */
const engagedEvents = ["scroll", "pointermove", "pointerdown", "keydown"];

/**
 * After first paint, at the first scroll, mouse move, touch or key press anywhere: for code
 * worth having before a visitor's first tap, which a page nobody touches never loads (a
 * React chunk would cost it a long task). Once that input's frame has painted: starting the
 * requests is main-thread work, which a tap's own answer would otherwise wait behind (a
 * first tap on the chat button is also the first touch).
 */
function whenEngaged(run: () => void) {
  const once = () => {
    for (const type of engagedEvents)
      window.removeEventListener(type, once, true);
    afterThisFrame(run);
  };
  void firstPaint().then(() => {
    for (const type of engagedEvents)
      window.addEventListener(type, once, { capture: true, passive: true });
  });
}

const nearViewport = new Map<number, IntersectionObserver>();

/** The watch that wakes an island once it is within `screens` viewport heights. */
function watchNear(screens: number) {
  let watch = nearViewport.get(screens);
  if (!watch) {
    watch = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = islandOf(entry.target);
          if (island) inItsOwnTask(() => void wake(island));
        }
      },
      { rootMargin: `${screens * 100}% 0px` },
    );
    nearViewport.set(screens, watch);
  }
  return watch;
}

const queued: (() => void)[] = [];
const taskChannel = new MessageChannel();
taskChannel.port1.onmessage = () => queued.shift()?.();

/**
 * Runs `run` in a task of its own, after the ones queued before it. Starting one island is
 * short (its code's preload links, an observer), but a page's islands started together made
 * one task that blocks a slow phone's main thread for a tenth of a second (ADR 035). A
 * message is a task that no timer clamping or paused clock delays.
 */
function inItsOwnTask(run: () => void) {
  queued.push(run);
  taskChannel.port2.postMessage(undefined);
}

/** Arranges the waking of an island that wakes by itself later, as its entry says. */
function arrange(island: Island, entry: IslandEntry) {
  if (entry.wake === "idle") whenIdle(() => void wake(island));
  else if (entry.wake === "visible")
    void firstPaint().then(() => {
      // So it is live before the visitor reaches it.
      const watch = watchNear(entry.screens ?? 1);
      for (const child of island.element.children) watch.observe(child);
    });
  else if (entry.wake === "signal")
    entry.signal(() => void wake(island), island.element);
}

/**
 * Finds every island in the page and arranges its waking: at once, when idle, when near
 * the viewport, or at the first interaction, as the catalog says, each island in a task of
 * its own. An island's element takes no box, so its children are what the viewport watch
 * observes. The page is marked ready once every island is arranged.
 */
export function startIslands() {
  for (const type of heardEvents) document.addEventListener(type, hear, true);
  const prefetched = new Set<string>();
  for (const element of document.querySelectorAll<HTMLElement>(
    "[data-island]",
  )) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    const island: Island = {
      element,
      status: "asleep",
      clicks: [],
      submits: [],
    };
    islands.set(element, island);
    const entry = islandCatalog[name];
    // An island that waits for interaction needs nothing more: the listeners above hear it.
    if (entry.wake === "now") void wake(island);
    else if (entry.wake !== "interaction")
      inItsOwnTask(() => arrange(island, entry));
    if ("prefetch" in entry && !prefetched.has(name)) {
      prefetched.add(name);
      whenEngaged(() => void entry.prefetch().catch(() => undefined));
    }
  }
  // Input from before the runtime ran was answered frames ago: its islands wake at once.
  for (const event of takeEarlyInput()) {
    const island = keep(event);
    if (island) void wake(island);
  }
  inItsOwnTask(() => {
    document.documentElement.dataset.islands = "ready";
  });
}
