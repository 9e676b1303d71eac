-- The funnel from first visit to confirmed subscriber (server/visits/, docs/launch-list.md
-- "Visits and the funnel"). No IP address, user agent or cookie is stored: a visitor is an
-- HMAC keyed with its day's random salt, and both go 48 hours after that day ends. What stays
-- is counts per hour and dimension.
CREATE TABLE visit_salts (
  -- a UTC day, YYYY-MM-DD
  day TEXT PRIMARY KEY,
  -- 32 random bytes, hex
  salt TEXT NOT NULL
);
-- One row per visitor and day: its first touch, and how many pages it viewed that day.
CREATE TABLE visitors (
  -- the HMAC of address, user agent and host under the day's salt
  id TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  -- the first view's UTC hour, YYYY-MM-DDTHH
  hour TEXT NOT NULL,
  path TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  referrer TEXT NOT NULL,
  device TEXT NOT NULL,
  -- the referral code of the link it came by, when that names a subscriber
  ref TEXT,
  views INTEGER NOT NULL DEFAULT 0,
  -- views before the last increment, so a batch tells a new visitor and an ended bounce apart
  prev_views INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX visitors_day ON visitors (day);
-- Views per hour and dimension; visitors and bounces are counted on their first view's row.
CREATE TABLE visit_counts (
  hour TEXT NOT NULL,
  path TEXT NOT NULL,
  source TEXT NOT NULL,
  medium TEXT NOT NULL,
  campaign TEXT NOT NULL,
  referrer TEXT NOT NULL,
  device TEXT NOT NULL,
  -- 1: the visit came by a subscriber's share link, and `source` is that subscriber's
  referred INTEGER NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  bounces INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, path, source, medium, campaign, referrer, device, referred)
);
-- Views that are not a person's, kept apart from the funnel.
CREATE TABLE bot_views (
  hour TEXT NOT NULL,
  path TEXT NOT NULL,
  -- "user-agent", "prefetch", "not-same-origin" or "too-fast"
  reason TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, path, reason)
);
-- Field speed: a histogram per day, page, device class and metric.
CREATE TABLE field_speed (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  device TEXT NOT NULL,
  -- "load", "lcp", "inp" (milliseconds) or "cls" (thousandths)
  metric TEXT NOT NULL,
  -- the sample rounded to its bucket's lower bound (server/visits/field-speed.ts)
  bucket INTEGER NOT NULL,
  samples INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, device, metric, bucket)
);
-- Each signup's first touch: the source (a referred signup takes its referrer's), campaign,
-- landing page, medium and referrer domain of the visit it came from.
ALTER TABLE signups ADD COLUMN visit_source TEXT;
ALTER TABLE signups ADD COLUMN visit_medium TEXT;
ALTER TABLE signups ADD COLUMN visit_campaign TEXT;
ALTER TABLE signups ADD COLUMN visit_landing TEXT;
ALTER TABLE signups ADD COLUMN visit_referrer TEXT;
UPDATE signups SET visit_source = COALESCE(lower(utm_source), 'direct'), visit_medium = COALESCE(utm_medium, ''), visit_campaign = COALESCE(utm_campaign, ''), visit_landing = '', visit_referrer = '';
-- Signups and confirmed subscribers per signup hour and first touch, kept in the transaction of
-- each signup, confirmation and unsubscribe, so the funnel never reads the list itself.
CREATE TABLE funnel_signups (
  hour TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL,
  landing TEXT NOT NULL,
  referred INTEGER NOT NULL,
  signups INTEGER NOT NULL DEFAULT 0,
  -- confirmed now: an unsubscribe takes one off
  confirmed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, source, campaign, landing, referred)
);
INSERT INTO funnel_signups (hour, source, campaign, landing, referred, signups, confirmed)
  SELECT substr(created_at, 1, 13), visit_source, visit_campaign, visit_landing, CASE WHEN referred_by IS NULL THEN 0 ELSE 1 END, COUNT(*), SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END)
  FROM signups
  GROUP BY substr(created_at, 1, 13), visit_source, visit_campaign, visit_landing, CASE WHEN referred_by IS NULL THEN 0 ELSE 1 END;
