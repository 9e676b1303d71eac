// Lists every site-config value that is still a placeholder; exits 1 while any is left,
// so a release pipeline can refuse to ship a site that links to example.com.
import { site } from "../app/content/site";
import { findPlaceholders } from "../app/lib/launch-check";

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
