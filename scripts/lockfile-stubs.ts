// The npm registry this project is developed against serves only Linux builds of packages
// such as @tailwindcss/oxide-* and @rollup/rollup-*, so `npm install` leaves the other
// platforms' optional binaries out of package-lock.json and `npm ci` then refuses the lock.
// This records each missing optional dependency as an optional stub entry: `npm ci` accepts
// the lock and skips the stubs, and the packages this platform needs install as usual.
// Run it after changing dependencies: `npx tsx scripts/lockfile-stubs.ts`.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages: Record<
  string,
  {
    version?: string;
    optional?: boolean;
    optionalDependencies?: Record<string, string>;
  }
> = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(
    meta.optionalDependencies ?? {},
  )) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (!packages[nested] && !packages[hoisted]) {
      packages[hoisted] = { version, optional: true };
      added++;
    }
  }
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-stubs: recorded ${added} optional platform package(s)`);
