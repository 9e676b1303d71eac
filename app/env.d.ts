interface ImportMetaEnv {
  /** Epoch ms of the build; the prerendered HTML and the first client render both use it. */
  readonly VITE_BUILD_TIME?: string;
  /** "mailto" builds the newsletter forms for a static host (see app/content/site.ts). */
  readonly VITE_LAUNCH_LIST_MODE?: string;
}
