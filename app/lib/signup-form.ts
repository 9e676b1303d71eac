// The shape of a signup post, known to the forms, the server and the tests. Kept apart from the
// validation rules so the forms can render these names without loading the rules early.

/** Where both forms post, with or without JavaScript. */
export const subscribeEndpoint = "/api/subscribe";

/** The forms a signup can come from, stored with it. */
export const signupSources = ["home", "news"] as const;

export type SignupSource = (typeof signupSources)[number];

/**
 * The field real visitors never see or fill (hidden from eyes, screen readers and the tab
 * order); form-filling bots do, and their posts are answered as usual but not stored.
 */
export const honeypotField = "website";

/** Where a confirmation link points (GET confirms and shows the place in the queue). */
export const confirmEndpoint = "/api/confirm";

/** Where an unsubscribe link points: GET asks, POST (one click, RFC 8058) unsubscribes. */
export const unsubscribeEndpoint = "/api/unsubscribe";
