// The list's database as its own schema describes it, so a test that reads "every table"
// covers a table added later without being edited.
import type { Database } from "../../server/store/database";

/** Every table of the list's schemas with its columns, read from the database itself. */
export async function tableColumns(db: Database) {
  if (db.engine === "postgres")
    return (
      await db.all(
        `SELECT table_schema || '.' || table_name AS name, column_name AS col
         FROM information_schema.columns
         WHERE table_schema IN ('public', 'places')
         ORDER BY 1, 2`,
      )
    ).map((row) => ({ table: String(row.name), column: String(row.col) }));
  const found: { table: string; column: string }[] = [];
  for (const schema of ["main", "places"])
    for (const { name } of await db.all(
      `SELECT name FROM ${schema}.sqlite_schema WHERE type = 'table'`,
    ))
      for (const { name: column } of await db.all(
        `SELECT name FROM pragma_table_info(?, ?)`,
        [String(name), schema],
      ))
        found.push({
          table: `${schema}."${String(name)}"`,
          column: String(column),
        });
  return found;
}
