/**
 * Sets an element's text only when it differs, so a tick that changes nothing makes no
 * change to the page (no mutation, no style or layout work).
 */
export function setText(element: Element | null | undefined, text: string) {
  if (element && element.textContent !== text) element.textContent = text;
}
