// The shapes /api/admin/* answers with, named from the server's own types: type-only imports,
// so none of the server's code reaches the browser.
import type { DayCount, Momentum } from "../../server/dashboard/signup-days";
import type { AuditEntry } from "../../server/store/audit-log";
import type {
  OpenQuestion,
  OutboxHealth,
  SourceRow,
  StatusCounts,
} from "../../server/store/dashboard";
import type { Signup } from "../../server/store/index";
import type { Owner, PasskeyEntry } from "../../server/store/owners";

export type { AuditEntry, DayCount, OpenQuestion, OutboxHealth, SourceRow };

export interface SessionAnswer {
  owner: Owner;
  passkey: string;
}

export interface Overview {
  timeZone: string;
  counts: StatusCounts;
  momentum: Momentum;
  days: DayCount[];
  sources: SourceRow[];
  referrers: { email: string; position: number; referralCount: number }[];
}

export interface SubscriberRecord {
  subscriber: Signup & { position: number | null; referralCount: number };
}

export interface PasskeyList {
  passkeys: (PasskeyEntry & { label: string; current: boolean })[];
}
