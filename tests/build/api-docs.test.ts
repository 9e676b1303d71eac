// docs/api/openapi.json and docs/api.md are what the routes' schemas say, as of this commit:
// made again from the code here, they are the files on disk, and the build left the committed
// ones as they were. Reads the production build.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  apiDocFiles,
  apiPage,
  openApiDocument,
} from "../../scripts/build/api-docs";

const root = join(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");

describe("the API's documents", () => {
  it("are what the routes' schemas make of them, committed as the build writes them", async () => {
    const document = await openApiDocument(join(root, "build"));
    expect(JSON.parse(read(apiDocFiles.openApi))).toEqual(document);
    expect(read(apiDocFiles.page)).toBe(apiPage(document));
    // In a checkout the build must not have changed what is committed: a route whose schema
    // changed without its documents fails here until they are built and committed with it.
    // (A copy of the files, as the content drill makes, has no history to compare with.)
    if (existsSync(join(root, ".git")))
      expect(
        execFileSync(
          "git",
          [
            "status",
            "--porcelain",
            "--",
            apiDocFiles.openApi,
            apiDocFiles.page,
          ],
          { cwd: root },
        ).toString(),
        "run npm run build and commit docs/api*",
      ).toBe("");
  });

  it("document every API route with a summary, and the owners' routes with a 401", () => {
    const document = JSON.parse(read(apiDocFiles.openApi)) as {
      paths: Record<
        string,
        Record<string, { summary?: string; responses: object }>
      >;
    };
    const operations = Object.entries(document.paths).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method,
          operation,
        })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const { path, method, operation } of operations) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      const open = /^\/api\/admin\/(sign-in|invite\/)/.test(path);
      if (path.startsWith("/api/admin/") && !open)
        expect(operation.responses, `${method} ${path}`).toHaveProperty("401");
    }
  });
});
