import { median } from "./medians";

/**
 * The share of `/`'s requests/s lost in each round beside other traffic (`beside[i]`), against
 * the `/`-alone run of the same round (`alone[i]`), and the median over the rounds. A host's
 * speed drifts within a run: a loss taken against one early baseline reads that drift as the
 * other traffic's cost, a loss paired with its neighbour does not.
 */
export function pairedLoss(
  alone: readonly number[],
  beside: readonly number[],
) {
  if (alone.length !== beside.length)
    throw new Error("each round needs a run alone and a run beside");
  const perRound = alone.map((rate, round) => 1 - (beside[round] ?? 0) / rate);
  return { median: median(perRound), perRound };
}
