declare global {
  interface Window {
    /** mailto URLs the page tried to open, newest last. */
    __mailtos: string[];
  }
}

/**
 * Init script, runs before the app: records every mailto link the page clicks instead
 * of handing it to a mail client (headless Chromium has none and logs an error).
 */
export function recordMailtos() {
  window.__mailtos = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    this.addEventListener(
      "click",
      (event) => {
        if (!this.href.startsWith("mailto:")) return;
        window.__mailtos.push(this.href);
        event.preventDefault();
      },
      { once: true },
    );
    click.call(this);
  };
}
