// The owners' dashboard at /admin: every word it shows and every message its API
// (/api/admin/*) answers with. Only the dashboard's own chunk and the server load this module;
// its pages' titles are in pages.ts with every other page's.

/** Why the dashboard's API refused a request: the `error` of its JSON answer, shown as it is. */
export const ownerProblems = {
  unauthorized: "Sign in first. Your session ended, or never started.",
  "invite-invalid":
    "This invite link was used, has expired or never existed. Ask an owner for a fresh one (they last 15 minutes).",
  "passkey-failed":
    "That passkey didn't check out. Try again, and unlock it with your PIN, fingerprint or face when asked.",
  "passkey-cancelled":
    "No passkey came back: the prompt was closed or timed out. Try again when you're ready.",
  "bad-request":
    "That request made no sense to us. Reload the page and try again.",
  "unsupported-media-type": "The dashboard talks JSON only.",
  "too-large":
    "That's far more than the dashboard ever sends. Reload the page and try again.",
  "cross-site": "Requests from other sites are refused.",
  "rate-limited":
    "Too many sign-in attempts from here. Take a breather and try again in a few minutes.",
  "not-found": "Nothing here by that name.",
  "step-up-needed":
    "Confirm it's you with your passkey first: inviting and passkey changes ask for it every 5 minutes.",
  "last-passkey":
    "That's the last passkey standing. Add another one before you revoke it, or nobody gets in.",
  "invalid-name": "Give the new owner a name, up to 60 characters on one line.",
  "confirm-mismatch": "Type the same address again, exactly, to erase it.",
  "invalid-email": "That doesn't look like an email address.",
  "not-on-list": "That address is not on the list.",
  "not-failed":
    "That delivery is not a failed one any more. Reload to see where it stands.",
  "invalid-time-zone": "That time zone is not one we know.",
  "invalid-range":
    "Pick two days, the first no later than the second and at most 400 days apart.",
  "invalid-wave":
    "A wave is the first so many places in the queue: a whole number, 1 or more.",
  "invalid-draft":
    "Your own mail needs a one-line subject and a text body. Leave both empty for the launch mail.",
  "invalid-rate":
    "The rate is a whole number of mails a second, at least 1 and no more than the form allows.",
  "invalid-time": "Pick a time with a date, or the launch moment.",
  "mail-off":
    "Mail is off on this server (no SMTP_URL), so there's nothing to send a test with.",
  "broadcast-refused":
    "That broadcast can't do that now. Reload to see where it stands.",
  failed:
    "Something broke on our side. Nothing was changed; try again in a moment.",
} as const;

export type OwnerProblem = keyof typeof ownerProblems;

/**
 * What the dashboard says when a broadcast command refuses (server/broadcasts/commands.ts
 * returns the code; the command line words it its own way).
 */
export const broadcastRefusals = {
  ended: (state: string) => `That broadcast is already ${state}.`,
  noUnsubscribeLink: (body: string) =>
    `The ${body} has no unsubscribe link: put {{unsubscribe_url}} in it.`,
  unknownPlaceholder: (body: string, placeholder: string, known: string) =>
    `The ${body} uses an unknown placeholder: {{${placeholder}}}. The ones there are: ${known}.`,
  cannotMove: (state: string, action: string) =>
    `That broadcast is ${state}: it can't ${action} now. Reload to see where it stands.`,
  notADraft: (state: string) =>
    `That broadcast is ${state}: only a draft can be deleted. Cancel it instead.`,
  testRefused: (reason: string) =>
    `The mail server refused the test copy: ${reason}`,
} as const;

export const dashboardCopy = {
  heading: "The list, at a glance",
  loading: "Loading…",
  noScript:
    "The dashboard needs JavaScript: passkeys are a browser feature. Turn it on and reload.",
  retry: "Try again",
  /** The header of a table's column of buttons. */
  actionColumn: "Action",
  signIn: {
    heading: "Owners only",
    intro:
      "Sign in with your passkey. There are no passwords here: we're blunt, not careless.",
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
    noPasskeys:
      "This browser can't use passkeys. Open the dashboard in a current browser on your phone or computer.",
    recovery:
      "Lost your passkey? Whoever runs the server can make you a new invite with npm run signups -- invite-owner.",
  },
  invite: {
    heading: "You're invited",
    intro:
      "Create a passkey for this dashboard. It lives on your device; nobody else can use it.",
    welcome: "This invite is for",
    button: "Create my passkey",
    working: "Waiting for your passkey…",
    missing:
      "This page needs the whole invite link. Copy it again from where you got it, or ask an owner for a fresh one.",
  },
  account: {
    signedInAs: "Signed in as",
    signOut: "Sign out",
    signedOut: "You're signed out.",
  },
  totals: {
    heading: "Totals",
    confirmed: "Confirmed",
    pending: "Waiting to confirm",
    unsubscribed: "Unsubscribed",
    today: "Joined today",
    last7Days: "Last 7 days",
    versusPrevious: (previous: number) => `vs ${previous} the 7 days before`,
    confirmationRate: "Confirmation rate",
    noRate: "none yet",
    counted: (time: string) =>
      `Counted at ${time}: totals, sources, referrers and places are counted again within seconds of a change.`,
  },
  perDay: {
    heading: "Signups per day",
    tableName: "Signups per day",
    ranges: [
      { days: 30, label: "30 days" },
      { days: 90, label: "90 days" },
      { days: 0, label: "Everything" },
    ],
    rangeLabel: "Show",
    day: "Day",
    signups: "Signups",
    total: "Running total",
    chartLabel:
      "Chart of signups per day and the running total; the table below holds the same numbers.",
    showTable: "Show the numbers",
  },
  sources: {
    heading: "Where they came from",
    form: "Form",
    campaign: "Campaign",
    signups: "Signups",
    confirmed: "Confirmed",
    rate: "Rate",
    direct: "direct",
    empty: "No signups yet.",
  },
  funnel: {
    heading: "Which campaign works",
    intro:
      "Unique visitors (one a day each, no cookies) to signups to confirmed subscribers, for the days you pick. A visit by a share link counts for the source of the person who shared it.",
    from: "From",
    to: "To",
    by: "Rows",
    dimensions: [
      { value: "source", label: "Source" },
      { value: "campaign", label: "Campaign" },
      { value: "landing", label: "Landing page" },
    ],
    show: "Show",
    csv: "Download CSV",
    key: { source: "Source", campaign: "Campaign", landing: "Landing page" },
    visitors: "Visitors",
    signups: "Signups",
    signupRate: "Signed up",
    confirmed: "Confirmed",
    confirmRate: "Confirmed of signups",
    referredVisitors: "Referred visitors",
    referredConfirmed: "Referred confirmed",
    kFactor: "Viral coefficient",
    total: "All",
    chartLabel:
      "Bars of visitors, signups and confirmed subscribers for the biggest rows; the table below holds the same numbers.",
    legend: { visitors: "Visitors", signups: "Signups", confirmed: "Confirmed" },
    bots: (views: number) =>
      `Bots and prefetches, kept out of these numbers: ${views} views.`,
    botReasons: {
      "user-agent": "bot user agents",
      prefetch: "prefetches",
      "not-same-origin": "not from a page of the site",
      "too-fast": "faster than anyone reads",
    } as Record<string, string>,
    empty: "No visits or signups in these days yet.",
  },
  fieldSpeed: {
    heading: "Speed, as visitors saw it",
    intro: (good: string) =>
      `The 75th percentile of what visitors' own browsers measured, per page and device. Good is ${good}.`,
    page: "Page",
    device: "Device",
    load: "Load",
    lcp: "LCP",
    inp: "INP",
    cls: "CLS",
    samples: "Page views",
    good: "good",
    poor: "slow",
    empty: "No speed measured in these days yet.",
  },
  referrals: {
    heading: "Top referrers",
    who: "Subscriber",
    referrals: "Confirmed referrals",
    position: "Place in the queue",
    empty: "Nobody has brought a friend yet.",
  },
  questions: {
    heading: "What the chat couldn't answer",
    question: "Question",
    asked: "Asked",
    last: "Last asked",
    markHandled: "Mark handled",
    empty: "No open questions. The bot held its own.",
  },
  outbox: {
    heading: "Mail and webhooks",
    pending: "Waiting to go out",
    failed: "Failed",
    kind: "Kind",
    to: "About",
    error: "Last error",
    attempts: "Attempts",
    redeliver: "Re-deliver",
    healthy: "Nothing failed. Everything that was due went out.",
  },
  subscribers: {
    heading: "Subscribers",
    searchLabel: "Find an address",
    search: "Search",
    noMatch: "No address on the list contains that.",
    export: "Download the list (CSV)",
    record: {
      status: "Status",
      joined: "Joined",
      confirmed: "Confirmed",
      unsubscribed: "Unsubscribed",
      form: "Form",
      campaign: "Campaign",
      referralCode: "Referral code",
      referredBy: "Came with code",
      position: "Place in the queue",
      referrals: "Confirmed referrals",
      none: "—",
    },
    erase: {
      heading: "Erase this subscriber",
      explain:
        "Removes the address and everything queued for it, for good. Type the address again to confirm.",
      confirmLabel: "Type the address again",
      button: "Erase for good",
      done: "Erased. The address and its queued mail are gone.",
    },
  },
  owners: {
    heading: "Owners and passkeys",
    passkey: "Passkey",
    owner: "Owner",
    added: "Added",
    lastUsed: "Last used",
    never: "never",
    current: "this session",
    revoke: "Revoke",
    addPasskey: "Add a passkey",
    passkeyAdded: "Passkey added.",
    inviteHeading: "Invite an owner",
    inviteName: "Their name",
    inviteButton: "Make an invite link",
    inviteLink: "Send them this link. It works once, for 15 minutes:",
  },
  sessions: {
    heading: "Your sessions",
    intro:
      "Everywhere you are signed in right now. Don't recognise one? End it, then revoke the passkey it used.",
    device: "Device",
    started: "Signed in",
    lastSeen: "Last seen",
    current: "this one",
    end: "End",
    endOthers: "End all other sessions",
    ended: (count: number) =>
      count === 1 ? "1 session ended." : `${count} sessions ended.`,
  },
  launchMail: {
    heading: "Launch mail",
    intro:
      "One mail to every confirmed subscriber when the shop opens. Write it, send yourself a test, then send it now or as the countdown hits zero.",
    list: "Broadcasts",
    subject: "Subject",
    state: "State",
    progress: "Sent",
    written: "Written",
    open: "Open",
    showing: "showing",
    empty: "Nothing written yet. The launch mail below is ready when you are.",
    states: {
      draft: "draft",
      scheduled: "scheduled",
      sending: "sending",
      paused: "paused",
      cancelled: "cancelled",
      done: "done",
    },
    numbers: {
      audience: "Audience",
      sent: "Sent",
      pending: "Still to go",
      failed: "Failed",
      skipped: "Skipped",
      inDoubt: "In doubt",
      unsubscribes: "Left by its link",
    },
    inDoubtNote:
      "In doubt: handed to the mail server just before a server stopped, then sent again. They may have it twice.",
    pausedBecause: "Paused by itself:",
    sendsAt: "Sends at",
    rate: (perSecond: number) => `${perSecond} mails a second`,
    preview: "Preview (text version)",
    test: {
      label: "Send a test to",
      button: "Send me a test",
      sent: (to: string) => `Test sent to ${to}. Check the inbox.`,
      mailOff: "Test copies need mail: set SMTP_URL on the server.",
    },
    start: {
      heading: "Send it",
      rate: "Mails a second",
      when: "When",
      now: "Now",
      launch: (at: string) => `As the countdown hits zero (${at})`,
      launchPassed: (at: string) =>
        `At the launch moment (${at}): it has passed, so at once`,
      at: "At a time",
      time: "Date and time",
      send: "Send now",
      schedule: "Schedule",
    },
    delete: "Delete draft",
    pause: "Pause",
    resume: "Resume",
    cancel: "Cancel for good",
    compose: {
      heading: "Write a mail",
      subject: "Subject",
      text: "Text version",
      html: "HTML version (optional)",
      wave: "Only the first places in the queue (optional)",
      placeholders:
        "{{shop_url}} is the shop link, {{unsubscribe_url}} the unsubscribe link. Every version needs the second.",
      save: "Save as a draft",
    },
  },
  audit: {
    heading: "Audit log",
    at: "When",
    who: "Who",
    action: "Action",
    object: "What",
    empty: "Nothing yet.",
    actions: {
      "sign-in": "signed in",
      "sign-out": "signed out",
      register: "joined as an owner",
      "step-up": "confirmed it's them with a passkey",
      "end-session": "ended a session",
      "add-passkey": "added a passkey",
      "revoke-passkey": "revoked a passkey",
      invite: "made an invite",
      export: "downloaded the list",
      erase: "erased a subscriber",
      redeliver: "re-delivered",
      "mark-handled": "marked a question handled",
      "broadcast-create": "wrote a broadcast",
      "broadcast-delete": "deleted a draft",
      "broadcast-test": "sent a test copy",
      "broadcast-start": "started a broadcast",
      "broadcast-schedule": "scheduled a broadcast",
      "broadcast-pause": "paused a broadcast",
      "broadcast-resume": "resumed a broadcast",
      "broadcast-cancel": "cancelled a broadcast",
    },
  },
} as const;
