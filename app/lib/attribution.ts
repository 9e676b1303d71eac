// Where a signup came from: the UTM parameters and the referral code of the landing URL. The
// browser sends them with the signup; the server reads them with the same rule.

/** The fields, as the landing URL and the forms name them. */
export const attributionFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ref",
] as const;

type AttributionField = (typeof attributionFields)[number];
export type Attribution = Record<AttributionField, string | null>;

/** Longer values are cut to this many characters, not refused: a signup never fails on them. */
export const maxAttributionLength = 100;

// C0 and C1 control characters, DEL included.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * One value: trimmed, control characters removed, cut to 100 characters; anything that is not
 * a string (a repeated form field, a JSON number) or is empty is null.
 */
function cleanValue(value: unknown) {
  if (typeof value !== "string") return null;
  const clean = value.replace(controlCharacters, "").trim();
  return clean === "" ? null : clean.slice(0, maxAttributionLength).trim();
}

/**
 * The attribution a signup carries: each field from the posted body, or, when the body has
 * none, from the query of the page it was posted from (a form post with JavaScript off).
 * @param landing the query of the same-site page the post came from
 */
export function readAttribution(
  body: Record<string, unknown>,
  landing: URLSearchParams = new URLSearchParams(),
): Attribution {
  return Object.fromEntries(
    attributionFields.map((field) => [
      field,
      cleanValue(body[field]) ?? cleanValue(landing.get(field)),
    ]),
  ) as Attribution;
}
