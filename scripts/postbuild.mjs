// Steps that turn React Router's prerendered output into a deployable static site.
import { moveNotFoundPage } from "./build/not-found-page.mjs";

const client = "build/client";
moveNotFoundPage(client);
