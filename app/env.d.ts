interface ImportMetaEnv {
  /** Epoch ms of the build; the prerendered HTML and the first client render both use it. */
  readonly VITE_BUILD_TIME?: string;
  /** "mailto" on a static host without the launch-list server; anything else means the server. */
  readonly VITE_LAUNCH_LIST_MODE?: string;
}
