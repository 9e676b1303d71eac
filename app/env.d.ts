interface ImportMetaEnv {
  /** Epoch ms of the build; the prerendered HTML and the first client render both use it. */
  readonly VITE_BUILD_TIME?: string;
}
