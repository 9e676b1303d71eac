import { dashboardCopy } from "~/content/dashboard";
import { buttonClass } from "~/components/ui/button-styles";
import { localTime } from "~/lib/dashboard-format";
import type { OpenQuestion } from "~/lib/owner-api-types";
import { DashboardSection } from "./dashboard-section";
import { DataTable } from "./data-table";
import { useOwnerAction } from "./use-owner-action";
import { useOwnerData } from "./use-owner-data";
import { ProblemLine } from "./problem-line";

const copy = dashboardCopy.questions;

/** What visitors asked the chat that it could not answer, most asked first. */
export function QuestionsSection() {
  const { state, reload } = useOwnerData<{ questions: OpenQuestion[] }>(
    "/questions",
  );
  const { run, pending, error } = useOwnerAction();
  const markHandled = async (question: string) => {
    if (await run("/questions/handled", { question })) reload();
  };
  return (
    <DashboardSection
      id="questions"
      heading={copy.heading}
      state={state}
      onRetry={reload}
    >
      {({ questions }) => (
        <>
          <ProblemLine message={error} />
          {questions.length === 0 ? (
            <p className="text-paper-dim">{copy.empty}</p>
          ) : (
            <DataTable
              caption={copy.heading}
              captionHidden
              columns={[
                copy.question,
                copy.asked,
                copy.last,
                dashboardCopy.actionColumn,
              ]}
              numeric={[1]}
              rows={questions.map((q) => [
                q.question,
                q.asked,
                localTime(q.lastAskedAt),
                <button
                  key="handled"
                  type="button"
                  disabled={pending}
                  className={buttonClass("outline")}
                  aria-label={`${copy.markHandled}: ${q.question}`}
                  onClick={() => void markHandled(q.question)}
                >
                  {copy.markHandled}
                </button>,
              ])}
            />
          )}
        </>
      )}
    </DashboardSection>
  );
}
