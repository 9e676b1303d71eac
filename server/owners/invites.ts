// Invites: how a new owner (or one who lost every passkey) gets in. Made by
// `npm run signups -- invite-owner` and by owners on the dashboard.
import { ownerPages } from "../../app/content/pages";
import type { OwnersTable } from "../store/owners";
import { inviteLifetimeMs } from "./policy";
import { hashToken, newToken } from "./tokens";

/**
 * A one-time invite link for a new owner: a fresh 256-bit token in the link's fragment (which
 * browsers never send to a server or in a Referer), only its hash stored.
 */
export async function createInvite(
  table: OwnersTable,
  {
    name,
    invitedBy,
    origin,
    now,
  }: { name: string; invitedBy: string | null; origin: string; now: Date },
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + inviteLifetimeMs).toISOString();
  await table.createInvite({
    tokenHash: hashToken(token),
    name,
    invitedBy,
    now: now.toISOString(),
    expiresAt,
  });
  return { link: `${origin}${ownerPages.invite.path}#${token}`, expiresAt };
}
