// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { startIslands, starterArguments } from "./inline-starter";
import {
  HYDRATES_ATTRIBUTE,
  IMPORTS_ATTRIBUTE,
  REACT_IMPORTS_ATTRIBUTE,
  RUNTIME_META,
} from "./markup";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  window.__islandInput = undefined;
  window.__firstPaint = undefined;
});

function page() {
  document.head.innerHTML = `<meta name="${RUNTIME_META}" content="/assets/runtime.js" ${IMPORTS_ATTRIBUTE}="/assets/a.js /assets/b.js" ${REACT_IMPORTS_ATTRIBUTE}="/assets/react.js">`;
  document.body.innerHTML = `<div data-island="chat" ${HYDRATES_ATTRIBUTE}=""><button>Chat</button></div><p>Text</p>`;
}

const added = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map(
    (element) => element.getAttribute("href") ?? element.getAttribute("src"),
  );

describe("the head's inline script", () => {
  it("keeps a click inside an island, starts the runtime once and preloads React for a React island", () => {
    page();
    startIslands(...starterArguments);
    document.querySelector("p")?.click();
    expect(window.__islandInput).toEqual([]);
    expect(added("script")).toEqual([]);

    const button = document.querySelector("button");
    button?.click();
    button?.click();
    expect(window.__islandInput?.map((event) => event.type)).toEqual([
      "click",
      "click",
    ]);
    expect(added("script[type=module]")).toEqual(["/assets/runtime.js"]);
    expect(added("link[rel=modulepreload]")).toEqual([
      "/assets/a.js",
      "/assets/b.js",
      "/assets/react.js",
    ]);
  });

  it("does nothing without the runtime's meta, as on the dev server", () => {
    document.body.innerHTML = `<div data-island="chat"><button>Chat</button></div>`;
    startIslands(...starterArguments);
    document.querySelector("button")?.click();
    expect(added("script")).toEqual([]);
  });
});
