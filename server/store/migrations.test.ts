import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listMigrations } from "./migrations";
import { numberPlaceholders } from "./postgres";

describe("listMigrations", () => {
  const dir = `${mkdtempSync(join(tmpdir(), "bb-migrations-"))}/`;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads numbered files in order, split into statements without comments", () => {
    writeFileSync(
      `${dir}002-second.sql`,
      "-- adds two things\nCREATE TABLE b (x TEXT);\nCREATE INDEX b_x ON b (x);\n",
    );
    writeFileSync(
      `${dir}001-first.sql`,
      "CREATE TABLE a (\n  x TEXT -- why\n);\n",
    );
    writeFileSync(`${dir}notes.md`, "not a migration");
    expect(listMigrations(dir)).toEqual([
      {
        version: 1,
        name: "001-first.sql",
        statements: ["CREATE TABLE a (\n  x TEXT -- why\n)"],
      },
      {
        version: 2,
        name: "002-second.sql",
        statements: ["CREATE TABLE b (x TEXT)", "CREATE INDEX b_x ON b (x)"],
      },
    ]);
  });

  it("ships the signups table as version 1", () => {
    expect(listMigrations()[0]).toMatchObject({
      version: 1,
      name: "001-signups.sql",
    });
  });
});

describe("numberPlaceholders", () => {
  it("turns ? into PostgreSQL's $1, $2, ...", () => {
    expect(numberPlaceholders("INSERT INTO t VALUES (?, ?, ?)")).toBe(
      "INSERT INTO t VALUES ($1, $2, $3)",
    );
  });
});
