// `npm start`: makes sure there is a production build (see planBuild for when it builds), then
// runs the built server, build/server/main.js, in this process, so signals reach it directly.
import { execSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildLayout } from "../server/build-layout";
import { buildSources, newestChange, planBuild } from "./build-freshness";

const layout = buildLayout("build");

function isWritable(path: string) {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const outputs = [
  join(layout.client, "index.html"),
  join(layout.client, "404.html"),
  layout.headers,
  layout.signup,
  layout.server,
];
const plan = planBuild({
  outputTimes: outputs.map(
    (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs,
  ),
  newestSource: newestChange(".", buildSources),
  mayRebuild: process.env.NODE_ENV !== "production" && isWritable("."),
});
if (plan.message) console.log(plan.message);
// A production build whatever NODE_ENV the caller runs under (a test runner sets "test").
if (plan.build)
  execSync("npm run build", {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });

await import(pathToFileURL(resolve(layout.server)).href);
