// `npm run drill:content`: proves the brand can edit its content and still ship. Copies the
// repository (its git-tracked files, as they are on disk) to a temporary folder, edits the
// content there the way the brand would, runs `npm test` on the copy, exits with its status
// and removes the copy. The edits find their targets by importing the content, not by line
// numbers, so they keep working as the content changes:
//   - every placeholder in app/content/site.ts and brand-facts.ts gets a different
//     real-looking value;
//   - the launch target moves a month into the future, at 10:00 local time, not midnight;
//   - the first collection item is renamed;
//   - the first plainly written chat answer is reworded;
//   - the newest news article's card text gets longer (its title is drawn into the artwork,
//     which `npm run art` redraws);
//   - the confirmation mail gets another subject.
// node_modules is linked, not reinstalled: the copy has the same lock file, so `npm ci`
// would install the same tree. Pass a command to run it instead of `npm test`, e.g.
// `npm run drill:content -- npx vitest run`.
import { execFileSync, spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  copyFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { collectionGroups as CollectionGroups } from "../app/content/collection-groups";
import type { chatScript as ChatScript } from "../app/content/chat-script";
import { findPlaceholders } from "../app/lib/launch-check";

const root = join(import.meta.dirname, "..");

/** Copies the tracked files of the repository at `from` into `to`. */
function copyRepository(from: string, to: string) {
  const files = execFileSync("git", ["ls-files", "-z"], {
    cwd: from,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      copyFileSync(join(from, file), join(to, file));
    } catch (error) {
      // A file deleted in the working tree but not yet committed is not part of it.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(from, "node_modules"), join(to, "node_modules"), "dir");
}

/** Replaces the one string literal holding `from` in a module's source with `to`. */
function replaceLiteral(file: string, from: string, to: string) {
  const source = readFileSync(file, "utf8");
  const literal = JSON.stringify(from);
  const count = source.split(literal).length - 1;
  if (count === 0) throw new Error(`${file}: no literal ${literal} to change`);
  writeFileSync(file, source.replaceAll(literal, JSON.stringify(to)));
}

const networkHosts: Record<string, string> = {
  instagram: "www.instagram.com",
  facebook: "www.facebook.com",
  tiktok: "www.tiktok.com",
  x: "x.com",
  pinterest: "www.pinterest.com",
  youtube: "www.youtube.com",
  linkedin: "www.linkedin.com",
};

/**
 * A launch-ready stand-in for a placeholder: social links on their networks, the rest on a
 * brand domain; a fact written as "Example: ..." loses its mark, and "Example City" becomes a
 * real city.
 */
export function realLookingValue(placeholder: string): string {
  const fact = /^example:?\s*(.*)$/i.exec(placeholder)?.[1];
  if (fact !== undefined) return fact === "City" ? "Manchester, UK" : fact;
  return placeholder.replace(
    /\b(?:([\w-]+)\.)?example\.(?:com|org|net)\b/i,
    (_, sub: string | undefined) =>
      (sub && networkHosts[sub.toLowerCase()]) ??
      (sub ? `${sub}.wearbluntandbold.com` : "wearbluntandbold.com"),
  );
}

/** The launch a brand would set: a month ahead, at 10:00 local time (not midnight). */
export function aMonthAhead(now: Date): string {
  const date = new Date(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00:00`;
}

async function load<T>(file: string, name: string): Promise<T> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, T>;
  const value = module[name];
  if (value === undefined) throw new Error(`${file} exports no ${name}`);
  return value;
}

/** Edits the content of the copy at `dir` as a brand would; returns what it changed. */
async function editContent(dir: string): Promise<string[]> {
  const content = (name: string) => join(dir, "app/content", name);
  const changes: string[] = [];

  // Both files that hold placeholders, by the export that holds them.
  const configs = [
    ["site.ts", "site"],
    ["brand-facts.ts", "brandFacts"],
  ] as const;
  const found = [];
  for (const [file, name] of configs) {
    const values = await load<Record<string, unknown>>(content(file), name);
    for (const placeholder of findPlaceholders(values))
      found.push({ file, name, ...placeholder });
  }
  const replacements = found.map(({ value }) => realLookingValue(value));
  if (new Set(replacements).size !== replacements.length)
    throw new Error("two placeholders would get the same value");
  for (const [index, { file, name, path, value }] of found.entries()) {
    const next = replacements[index] ?? value;
    replaceLiteral(content(file), value, next);
    changes.push(`${name}.${path}: ${value} -> ${next}`);
  }
  const site = await load<{ launchTarget: string }>(content("site.ts"), "site");
  const launch = aMonthAhead(new Date());
  replaceLiteral(content("site.ts"), site.launchTarget, launch);
  changes.push(`site.launchTarget: ${site.launchTarget} -> ${launch}`);

  const groups = await load<typeof CollectionGroups>(
    content("collection-groups.ts"),
    "collectionGroups",
  );
  const item = groups[0]?.items[0];
  if (!item) throw new Error("collection-groups.ts has no item to rename");
  replaceLiteral(
    content("collection-groups.ts"),
    item.name,
    `${item.name} Reissue`,
  );
  changes.push(`collection item: ${item.name} -> ${item.name} Reissue`);

  const script = await load<typeof ChatScript>(
    content("chat-script.ts"),
    "chatScript",
  );
  // The first answer written as one plain string literal (others depend on the launch phase
  // or interpolate the brand's name).
  const chatSource = readFileSync(content("chat-script.ts"), "utf8");
  const rule = script.rules.find(
    ({ reply }) =>
      "text" in reply && chatSource.includes(JSON.stringify(reply.text)),
  );
  if (!rule || !("text" in rule.reply))
    throw new Error("chat-script.ts has no answer to edit");
  const reply = `${rule.reply.text} Ask us again after the drop.`;
  replaceLiteral(content("chat-script.ts"), rule.reply.text, reply);
  changes.push(`chat answer (${rule.topic}): reworded`);

  const [article] = await load<{ excerpt: string }[]>(
    content("news.ts"),
    "newsArticles",
  );
  if (!article) throw new Error("news.ts has no article to edit");
  replaceLiteral(
    content("news.ts"),
    article.excerpt,
    `${article.excerpt} Dates, drops and a dress code inside: read it before your group chat does.`,
  );
  changes.push("news card text: lengthened");

  const mailCopy = readFileSync(content("list-pages.ts"), "utf8");
  const subject = /subject: `([^`$]+)\$\{site\.brand\}([^`]*)`/.exec(mailCopy);
  if (!subject) throw new Error("list-pages.ts has no mail subject to edit");
  writeFileSync(
    content("list-pages.ts"),
    mailCopy.replace(
      subject[0],
      "subject: `One click left: you're almost on the ${site.brand} list`",
    ),
  );
  changes.push("confirmation mail subject: reworded");

  // Every value must really have changed in the copy: import it again in a fresh process.
  const check = spawnSync(
    "npx",
    [
      "tsx",
      "-e",
      `import { launchConfig } from "./app/content/launch-config.ts"; import { findPlaceholders } from "./app/lib/launch-check.ts";
       if (findPlaceholders(launchConfig).length) { console.error(findPlaceholders(launchConfig)); process.exit(1); }
       if (launchConfig.launchTarget !== ${JSON.stringify(launch)}) process.exit(1);`,
    ],
    { cwd: dir, stdio: "inherit" },
  );
  if (check.status !== 0)
    throw new Error("the edited content still has placeholders");
  return changes;
}

async function main() {
  const command = process.argv.slice(2);
  const [program = "npm", ...args] =
    command.length > 0 ? command : ["npm", "test"];
  const dir = mkdtempSync(join(tmpdir(), "bb-drill-"));
  let status = 1;
  try {
    copyRepository(root, dir);
    const changes = await editContent(dir);
    console.log(`drill:content: copied the repository to ${dir} and changed:`);
    for (const change of changes) console.log(`  ${change}`);
    console.log(
      `drill:content: running ${[program, ...args].join(" ")} there\n`,
    );
    status =
      spawnSync(program, args, { cwd: dir, stdio: "inherit" }).status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\ndrill:content: ${status === 0 ? "passed" : `failed (exit ${status})`}`,
  );
  process.exit(status);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
