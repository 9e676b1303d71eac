import type { Store } from "../../server/store/index";
import { toSignup } from "../../server/store/launch-list";

/**
 * Every row of the list, oldest first: what a test checks the store against. The product
 * never reads the whole list in one go (docs/launch-list.md, "A list of a million").
 */
export async function allSignups(store: Store) {
  const rows = await store.db.all(
    "SELECT * FROM signups ORDER BY created_at, email",
  );
  return rows.map(toSignup);
}
