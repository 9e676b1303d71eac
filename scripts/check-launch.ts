// Lists every site-config value that is still a placeholder; exits 1 while any is left,
// so a release pipeline can refuse to ship a site that links to example.com. First it says
// which launch-list mode the build in build/ (or, with none, the next build) is in.
import { existsSync, readFileSync } from "node:fs";
import { site } from "../app/content/site";
import {
  describeLaunchListMode,
  findPlaceholders,
  type ModeSource,
} from "../app/lib/launch-check";
import { parseLaunchListMode } from "../app/lib/launch-list-mode";
import { buildLayout } from "../server/build-layout.mjs";

const built = buildLayout("build").signup;
const modeSource: ModeSource = existsSync(built)
  ? {
      mode: parseLaunchListMode(
        JSON.parse(readFileSync(built, "utf8")).launchListMode,
      ),
      from: "build",
    }
  : {
      mode: parseLaunchListMode(process.env.VITE_LAUNCH_LIST_MODE),
      from: "env",
    };
console.log(describeLaunchListMode(modeSource));

const left = findPlaceholders(site);
if (left.length === 0) {
  console.log("check:launch: no placeholders left in app/content/site.ts");
} else {
  console.log(
    `check:launch: ${left.length} placeholder(s) still set in app/content/site.ts:`,
  );
  for (const { path, value } of left) console.log(`  ${path} = ${value}`);
  process.exitCode = 1;
}
