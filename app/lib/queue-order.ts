// The queue rule (queue-positions.ts) breaks ties between equal confirmation times by
// address, in `localeCompare` order. A database compares text byte by byte, or by a
// collation of its own, so the store keeps beside each address a key of plain letters whose
// byte order is that same order: the database ranks the list by the rule without a
// collation of its own (ADR 039).

// Every character an address the site accepts can hold (signup-rules.ts: the HTML syntax).
const alphabet =
  "abcdefghijklmnopqrstuvwxyz0123456789.!#$%&'*+/=?^_`{|}~-@".split("");

// The order `localeCompare` gives the alphabet, case aside: a character's rank is its
// primary weight. Taken from the same comparison the rule uses rather than written out.
const primaryRank = new Map(
  [...alphabet]
    .sort((a, b) => a.localeCompare(b))
    .map((character, rank) => [character, rank]),
);

// Ranks as two letters from b to z: 625 ranks, and "a" is left to end the primary part.
const letter = (n: number) => String.fromCharCode(98 + n);
const rankLetters = (rank: number) =>
  letter(Math.floor(rank / 25) % 25) + letter(rank % 25);

/** A character outside the alphabet (none is accepted today) sorts after all of it, by code point. */
function unknownRank(character: string) {
  return alphabet.length + (character.codePointAt(0) ?? 0);
}

/**
 * The key whose byte order is the order `localeCompare` gives the addresses: each character's
 * rank with case set aside, then "a", then each character's case (lower case first), as
 * the comparison looks at case only between addresses equal but for it. Lower-case letters
 * only, so any collation a database applies keeps that order.
 */
export function emailOrderKey(email: string) {
  let primary = "";
  let cases = "";
  for (const character of email) {
    const lower = character.toLowerCase();
    const rank = primaryRank.get(lower);
    primary +=
      rank === undefined
        ? `z${unknownRank(character)
            .toString(25)
            .replace(/./g, (d) => letter(parseInt(d, 25)))}`
        : rankLetters(rank);
    cases += lower === character ? "a" : "b";
  }
  return `${primary}a${cases}`;
}
