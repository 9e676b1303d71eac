// What a new developer reads first stays true and short: the README opens with the two
// commands, the content page lists every content module, and the index of decisions lists
// every record.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const decisions = "docs/decisions";

describe("onboarding docs", () => {
  it("the README opens with the two commands and reads in minutes", () => {
    const readme = read("README.md");
    const firstBlock = readme.split("```")[1] ?? "";
    expect(firstBlock).toMatch(
      /^sh\nnpm ci && npm start .*\nnpm ci && npm test /,
    );
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    for (const page of [
      "content",
      "launch-list",
      "deploying",
      "testing",
      "performance",
    ])
      expect(readme).toContain(`(docs/${page}.md)`);
  });

  it("the content page's table names every content module", () => {
    const readme = read("docs/content.md");
    const modules = readdirSync(join(root, "app/content")).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    expect(modules.filter((file) => !readme.includes(`\`${file}\``))).toEqual(
      [],
    );
  });

  it("the README links the decisions, whose index lists each one", () => {
    expect(read("README.md")).toContain(`(${decisions}/README.md)`);
    const index = read(`${decisions}/README.md`);
    const records = readdirSync(join(root, decisions)).filter((file) =>
      /^\d{3}-.+\.md$/.test(file),
    );
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((file) => !index.includes(`(${file})`))).toEqual([]);
  });

  it("every decision states its date and status", () => {
    for (const file of readdirSync(join(root, decisions))) {
      if (!/^\d{3}-/.test(file)) continue;
      const text = read(`${decisions}/${file}`);
      expect(text, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text, file).toMatch(
        /^Status: (Proposed|Accepted|Superseded by \d{3})/m,
      );
    }
  });
});

describe("the server's map", () => {
  it("lists every folder of server/ and no folder that is not there, on one screen", () => {
    const map = read("server/README.md");
    expect(map.split("\n").length).toBeLessThanOrEqual(50);
    const folders = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const path = `${dir}/${entry.name}`;
          return [path.slice("server/".length), ...folders(path)];
        });
    const listed = [...map.matchAll(/^- `([\w/-]+)\/`/gm)].map(
      ([, folder = ""]) => folder,
    );
    expect(listed.sort()).toEqual(folders("server").sort());
  });

  const modules = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? modules(`${dir}/${entry.name}`)
        : entry.name.endsWith(".ts")
          ? [`${dir}/${entry.name}`]
          : [],
    );

  it("keeps each area's SQL in the store module of its name, and no SQL outside store/", () => {
    const areas = readdirSync(join(root, "server"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      // The site is served from memory; the store is where the SQL is.
      .filter((name) => name !== "site" && name !== "store");
    expect(areas.length).toBeGreaterThan(0);
    const map = read("server/README.md");
    for (const area of areas) {
      expect(read(`server/store/${area}.ts`), area).toMatch(/db\.(all|run)/);
      expect(map).toContain(`\`store/${area}.ts\``);
    }
    const statement =
      /\b(SELECT .+ FROM|INSERT INTO|UPDATE \w+\s+SET|DELETE FROM)\b/;
    const outside = modules("server").filter(
      (file) => !file.startsWith("server/store/") && statement.test(read(file)),
    );
    expect(outside).toEqual([]);
  });

  it("has no two modules of the same file name", () => {
    const names = modules("server").map((file) => file.split("/").pop());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe("the repository speaks to its reader", () => {
  it("cites no issue number a reader of the repository cannot open", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: root })
      .toString()
      .split("\n")
      .filter((file) => /\.(ts|tsx|md|sql|sh|css|json|yml)$/.test(file));
    const citing = tracked.filter((file) =>
      /\bissues? #?\d+\b/i.test(read(file)),
    );
    expect(citing).toEqual([]);
  });
});
