// @ts-check
// Plain JavaScript so both the app and the server's Content-Security-Policy
// (server/http-policy.mjs, run by Node without a build) read the same origins.

/** Where the privacy-enhanced video embeds come from; player commands are addressed to it. */
export const videoEmbedOrigin = "https://www.youtube-nocookie.com";

/** Where every video's still image comes from. */
export const videoThumbnailOrigin = "https://i.ytimg.com";
