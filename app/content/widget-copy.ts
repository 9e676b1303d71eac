/** Interface copy of the home page's carousel and videos, and of the load-time panel. */
export const carouselCopy = {
  heading: "Upcoming Collections",
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous collection",
  next: "Next collection",
  /** Each slide's name for screen readers, as the WAI-ARIA carousel pattern asks. */
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  /** Said after the carousel moves, so screen-reader users know where they are. */
  position: (position: number, total: number, name: string) =>
    `Showing ${position} of ${total}: ${name}`,
} as const;

export const videoCopy = {
  /** Shown when the background video cannot load; text from the spec's error catalogue. */
  unavailable: "Video unavailable - using fallback background",
  pauseBackground: "Pause background video",
  playBackground: "Play background video",
  playClip: (name: string) => `Play the ${name} video`,
  pauseClip: (name: string) => `Pause the ${name} video`,
  youtubeTitle: (name: string) => `${name} video`,
  backgroundTitle: "Background video",
} as const;

export const loadTimeCopy = {
  label: "Page load time",
  excellent: "Excellent performance!",
  good: "Good performance",
  slow: "Consider optimization",
  tip: "Tip: optimize and compress images, and cache static assets so repeat visits load instantly.",
  seconds: (value: string) => `${value}s`,
  dismiss: "Dismiss the load time",
} as const;
