// `npm start`: builds the site when there is no build yet, then serves it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createSiteServer } from "../server/app.mjs";

const root = "build/client";
if (!existsSync(`${root}/index.html`) || !existsSync(`${root}/404.html`)) {
  console.log("No production build found: building it first.");
  execSync("npm run build", { stdio: "inherit" });
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const server = createSiteServer(root);
server.listen(port, host, () => {
  console.log(
    `Blunt & Bold is live at http://localhost:${port} (bound to ${host})`,
  );
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
