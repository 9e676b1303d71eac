// The shapes /api/admin/* answers with, named from the server's own types: type-only imports,
// so none of the server's code reaches the browser.
import type { DayCount, Momentum } from "../../server/dashboard/signup-days";
import type { FunnelRow } from "../../server/dashboard/funnel";
import type { FunnelDimension } from "../../server/store/visits";
import type { SpeedMetric, SpeedRow } from "../../server/visits/field-speed";
import type { AuditEntry } from "../../server/store/audit-log";
import type { OpenQuestion, OutboxHealth } from "../../server/store/dashboard";
import type { SourceRow, StatusCounts } from "../../server/store/list-snapshot";
import type { Signup } from "../../server/store/launch-list";
import type { BroadcastStatus } from "../../server/broadcasts/commands";
import type {
  Owner,
  PasskeyEntry,
  SessionEntry,
} from "../../server/store/owners";

export type {
  AuditEntry,
  BroadcastStatus,
  DayCount,
  FunnelDimension,
  FunnelRow,
  SpeedMetric,
  SpeedRow,
  OpenQuestion,
  OutboxHealth,
  SourceRow,
};

export interface SessionAnswer {
  owner: Owner;
  passkey: string;
}

export interface Overview {
  timeZone: string;
  /** when the counts, sources and referrers were counted; null before the first count */
  countedAt: string | null;
  counts: StatusCounts;
  momentum: Momentum;
  days: DayCount[];
  sources: SourceRow[];
  referrers: { email: string; position: number; referralCount: number }[];
}

export interface FunnelAnswer {
  from: string;
  to: string;
  by: FunnelDimension;
  timeZone: string;
  rows: FunnelRow[];
  total: FunnelRow;
  bots: { reason: string; views: number }[];
}

export interface FieldSpeedAnswer {
  good: Record<SpeedMetric, number>;
  rows: SpeedRow[];
}

export interface SubscriberRecord {
  subscriber: Signup & { position: number | null; referralCount: number };
}

export interface PasskeyList {
  passkeys: (PasskeyEntry & { label: string; current: boolean })[];
}

export interface SessionList {
  sessions: (SessionEntry & { current: boolean })[];
}

export interface BroadcastList {
  broadcasts: BroadcastStatus[];
  launchMail: { subject: string; text: string; html: string };
  /** the site's launch moment, ISO */
  launchAt: string;
  defaultRate: number;
  maxRate: number;
  canSendTests: boolean;
}

export interface BroadcastPreview {
  subject: string;
  text: string;
  html: string | null;
}
