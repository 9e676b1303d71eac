/** Devices with a mouse or trackpad: hover-driven reveals make sense there. */
export const HOVER_QUERY = "(hover: hover) and (pointer: fine)";

/** Visitors who asked their system for less motion: no autoplay, no animated scrolling. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
