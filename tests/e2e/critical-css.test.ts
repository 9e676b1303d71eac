import { type Page } from "@playwright/test";
import { prerenderPaths } from "~/content/pages";
import { RUNTIME_META } from "~/islands/markup";
import { loadTones } from "~/lib/load-time";
import {
  allowNotFoundLogs,
  expect,
  renderSkippedSections,
  test,
} from "./fixtures";

// The page stays as prerendered: its islands' code arrives empty, and so does the full
// stylesheet, so only the inline cut styles it (ADR 015). The test itself then links the
// full stylesheet under another address.
const fullSheetMark = "full-sheet";

test.beforeEach(async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  await page.route(/\/assets\/.*\.css(\?.*)?$/, (route) =>
    new URL(route.request().url()).searchParams.has(fullSheetMark)
      ? route.fallback()
      : route.fulfill({ contentType: "text/css", body: "" }),
  );
});

/** A phone, a tablet, a laptop and a wide desktop: each side of every width query of the sheet. */
const widths = [375, 768, 1280, 1920];

/**
 * Notes on the page every property the cut or the full stylesheet declares, in any rule,
 * keyframe or media block: the only ones whose computed value can differ between the two,
 * as both pages have the same markup, inline styles and browser defaults. A value that
 * follows from another (a border's width from its style, a box's size from its padding)
 * differs only where that other, declared one does. Reading these alone rather than all of
 * some 450 properties makes each reading about three times as quick. The full sheet is
 * fetched under the test's own address and parsed without being applied.
 */
function noteDeclaredProperties(page: Page, fullSheet: string) {
  return page.evaluate(async (fullSheet) => {
    const full = new CSSStyleSheet();
    full.replaceSync(await (await fetch(fullSheet)).text());
    const names = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ("style" in rule && rule.style instanceof CSSStyleDeclaration)
          for (let at = 0; at < rule.style.length; at += 1)
            names.add(rule.style.item(at));
        if ("cssRules" in rule && rule.cssRules instanceof CSSRuleList)
          collect(rule.cssRules);
      }
    };
    collect(full.cssRules);
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    (window as unknown as { __properties: string[] }).__properties = [
      ...names,
    ].filter((name) => !name.startsWith("--"));
  }, fullSheet);
}

/**
 * Every element's computed style (the properties {@link noteDeclaredProperties} found), and
 * its `::before` and `::after` where they exist, by box, noted on the page under `key`.
 * Animations are held at their start so every reading sees the same frame. The cut leaves
 * out custom properties nothing on the page reads; any it does read shows up in the
 * properties that read it.
 */
function noteStyles(page: Page, key: string) {
  return page.evaluate(
    ({ key, mark }) => {
      const properties = (window as unknown as { __properties: string[] })
        .__properties;
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = 0;
      }
      const styles: Record<string, Record<string, string>> = {};
      // Every element but the test's own link to the full sheet, scripts and their preloads,
      // which show no box: the islands' runtime script and its imports' preloads are added
      // after first paint, between two readings.
      const elements = [...document.querySelectorAll("*")].filter(
        (element) =>
          !element.matches(
            `link[href$="?${mark}"], link[rel="modulepreload"], script`,
          ),
      );
      for (const element of elements)
        for (const pseudo of ["", "::before", "::after"]) {
          const style = getComputedStyle(element, pseudo || null);
          // A ::before or ::after box exists only where its content is not none.
          if (pseudo && style.content === "none") continue;
          const values: Record<string, string> = {};
          for (const name of properties)
            values[name] = style.getPropertyValue(name);
          const box = `<${element.localName} class="${element.getAttribute("class") ?? ""}">${pseudo}`;
          let name = box;
          for (let copy = 2; name in styles; copy += 1)
            name = `${box} #${copy}`;
          styles[name] = values;
        }
      const notes = ((window as unknown as { __styles?: object }).__styles ??=
        {}) as Record<string, typeof styles>;
      notes[key] = styles;
    },
    { key, mark: fullSheetMark },
  );
}

/** The full stylesheet's address, as the islands' `<meta>` names it, marked as the test's own. */
async function fullSheetAddress(page: Page) {
  const href = await page
    .locator(`meta[name="${RUNTIME_META}"]`)
    .getAttribute("data-stylesheet");
  if (!href) throw new Error("no full stylesheet named on the page");
  return `${href}?${fullSheetMark}`;
}

/** Links the full stylesheet and waits for it. */
function addFullSheet(page: Page, fullSheet: string) {
  return page.evaluate(async (fullSheet) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = fullSheet;
    await new Promise((resolve, reject) => {
      link.onload = resolve;
      link.onerror = reject;
      document.head.append(link);
    });
  }, fullSheet);
}

/** Where the styles noted under `after` differ from those under `before`, box by box. */
function differences(page: Page, before: string, after: string) {
  return page.evaluate(
    ({ before, after }) => {
      const notes = (
        window as unknown as {
          __styles: Record<string, Record<string, Record<string, string>>>;
        }
      ).__styles;
      const was = notes[before] ?? {};
      const now = notes[after] ?? {};
      return [...new Set([...Object.keys(was), ...Object.keys(now)])].flatMap(
        (box) => {
          const changed = [
            ...new Set([
              ...Object.keys(was[box] ?? {}),
              ...Object.keys(now[box] ?? {}),
            ]),
          ]
            .filter((name) => was[box]?.[name] !== now[box]?.[name])
            .map((name) => `${name} ${was[box]?.[name]} → ${now[box]?.[name]}`);
          return changed.length ? [`${box}: ${changed.join("; ")}`] : [];
        },
      );
    },
    { before, after },
  );
}

/**
 * What the full stylesheet changes on the page as it is now, at each width: the styles with
 * the inline cut alone, then with the full sheet added. The page is loaded once.
 */
async function changesFromFullSheet(page: Page) {
  const height = page.viewportSize()?.height ?? 800;
  const fullSheet = await fullSheetAddress(page);
  await noteDeclaredProperties(page, fullSheet);
  // Skipped content keeps stale layout values, which would read as differences.
  await renderSkippedSections(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await noteStyles(page, `cut ${width}`);
  }
  await addFullSheet(page, fullSheet);
  const changes: Record<number, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await noteStyles(page, `full ${width}`);
    changes[width] = await differences(page, `cut ${width}`, `full ${width}`);
  }
  return changes;
}

const noChanges = Object.fromEntries(widths.map((width) => [width, []]));

for (const path of prerenderPaths) {
  test(`${path} looks the same with its inline stylesheet as with the full one`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path);
    expect(await changesFromFullSheet(page)).toEqual(noChanges);
    if (response?.status() === 404) allowNotFoundLogs(consoleErrors);
  });
}

// A plain-DOM island gets no full stylesheet (ADR 027): what it shows must be styled by the
// cut. The load-time panel is the one that shows markup the page does not: its template,
// filled in as `showLoadTime` does it, in every verdict.
test("the load-time panel looks the same with the inline stylesheet as with the full one, in every verdict", async ({
  page,
}) => {
  await page.goto("/about");
  await page.evaluate((tones) => {
    const island = document.querySelector('[data-island="load-time"]');
    const panel = island?.querySelector("template")?.content.firstElementChild;
    if (!island || !panel) throw new Error("no load-time template on the page");
    for (const tone of tones) {
      const shown = panel.cloneNode(true) as HTMLElement;
      shown.dataset.tone = tone;
      island.append(shown);
    }
  }, loadTones);
  expect(await changesFromFullSheet(page)).toEqual(noChanges);
});
