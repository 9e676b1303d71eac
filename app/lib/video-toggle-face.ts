/** A video toggle's accessible names for its two states (also its tooltips). */
export type VideoToggleLabels = { pause: string; play: string };

/**
 * The attributes that show which face a video toggle turns to the visitor: the name it is
 * read by, and `data-paused`, on which the stylesheet shows the play icon rather than the
 * pause one. One source for React's render and for the plain DOM code that turns a
 * prerendered button before React wakes (ADR 032), so the two agree at hydration.
 */
export function videoToggleFace(paused: boolean, labels: VideoToggleLabels) {
  return {
    "aria-label": paused ? labels.play : labels.pause,
    "data-paused": paused ? "" : undefined,
  };
}

/** Sets `face` on a button already in the page, as React would render it. */
export function showVideoToggleFace(
  button: Element,
  face: ReturnType<typeof videoToggleFace>,
) {
  for (const [name, value] of Object.entries(face))
    if (value === undefined) button.removeAttribute(name);
    else button.setAttribute(name, value);
}
