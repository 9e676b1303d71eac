// Steps that turn React Router's prerendered output into a deployable static site. Runs under
// tsx, so steps can read the typed content in app/ directly.
import { lowerModulePreloadPriority } from "./build/module-preload-priority.mjs";
import { moveNotFoundPage } from "./build/not-found-page.mjs";
import { writeSeoFiles } from "./build/seo-files.ts";

const client = "build/client";
moveNotFoundPage(client);
writeSeoFiles(client);
lowerModulePreloadPriority(client);
