import { median } from "./medians";

/** One round of the load check: `/`'s requests/s alone, then beside two kinds of traffic. */
export type LossRound = {
  alone: number;
  besideSignups: number;
  besideControl: number;
};

/**
 * The share of `/`'s requests/s lost beside signups and beside the control, each round
 * against the `/`-alone run of its own round, then the median over the rounds. A host's speed
 * drifts within a run: a loss taken against one early baseline reads that drift as the
 * signups' cost, a loss paired with its neighbour does not.
 */
export function pairedLoss(rounds: readonly LossRound[]) {
  const lossOf = (beside: number, alone: number) => 1 - beside / alone;
  const signups = rounds.map((round) =>
    lossOf(round.besideSignups, round.alone),
  );
  const control = rounds.map((round) =>
    lossOf(round.besideControl, round.alone),
  );
  return {
    signups: median(signups),
    control: median(control),
    perRound: { signups, control },
  };
}
