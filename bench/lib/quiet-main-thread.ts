import type { RunSummary } from "./lighthouse-summary";

/** A run's main-thread figures when nothing ran: for tests that build runs by hand. */
export const quietMainThread: Pick<
  RunSummary,
  "mainThread" | "tasksAfterPaint" | "longestTaskAfterPaintMs"
> = {
  mainThread: {
    styleLayout: 0,
    scriptEvaluation: 0,
    scriptParseCompile: 0,
    paintCompositeRender: 0,
  },
  tasksAfterPaint: 0,
  longestTaskAfterPaintMs: 0,
};
