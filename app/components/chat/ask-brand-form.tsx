import { useEffect, useId, useRef, useState } from "react";
import { chatCopy } from "~/content/chat-copy";
import { site } from "~/content/site";
import {
  type QuestionRoute,
  postQuestion,
  questionMailto,
} from "~/lib/chat-questions";
import {
  type QuestionCheck,
  checkQuestion,
  maxQuestionLength,
} from "~/lib/question-rules";
import { buttonClass } from "../ui/button-styles";

type AskBrandFormProps = {
  /** The message the bot could not answer; the visitor can edit it before sending. */
  initialQuestion: string;
  route: QuestionRoute;
  /** The question is on its way: stored by the server, or handed to the mail app. */
  onDone: (how: "stored" | "mailOpened") => void;
  onCancel: () => void;
  /** Opens a mailto URL; the page navigates to it, tests watch it. */
  openMail?: (url: string) => void;
  fetcher?: typeof fetch;
};

type Problem = Extract<QuestionCheck, { ok: false }>;

const problemText: Record<Problem["problem"], string> = {
  empty: chatCopy.ask.emptyQuestion,
  "too-long": chatCopy.ask.tooLong(maxQuestionLength),
  "invalid-email": chatCopy.ask.invalidEmail,
};

/**
 * The offer to pass an unanswered question on: the question (prefilled, editable), an
 * optional email, and one line on what is kept. Nothing typed is lost on an error.
 */
export function AskBrandForm({
  initialQuestion,
  route,
  onDone,
  onCancel,
  openMail = (url) => window.location.assign(url),
  fetcher,
}: AskBrandFormProps) {
  const [question, setQuestion] = useState(initialQuestion);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();
  const questionRef = useRef<HTMLTextAreaElement>(null);
  // The form replaces the message box: focus moves into it, as it would for a dialog step.
  useEffect(() => questionRef.current?.focus(), []);
  const mailto = (checked: { question: string; email?: string }) =>
    questionMailto(site.newsletterEmail, chatCopy.ask.mailSubject, checked);

  async function submit() {
    const check = checkQuestion(question, email);
    setRefusal(null);
    if (!check.ok) {
      setProblem(check);
      return;
    }
    setProblem(null);
    if (route === "mailto") {
      openMail(mailto(check));
      onDone("mailOpened");
      return;
    }
    setStatus("sending");
    const result = await postQuestion(check, fetcher);
    if (result.kind === "stored") return onDone("stored");
    setStatus(result.kind === "refused" ? "idle" : "failed");
    if (result.kind === "refused") setRefusal(result.error);
  }

  const checked = checkQuestion(question, email);
  const error = problem ? problemText[problem.problem] : refusal;
  return (
    <form
      aria-labelledby={`${id}-heading`}
      noValidate
      className="flex flex-col gap-2 border-t border-ink-line p-4 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3
        id={`${id}-heading`}
        className="font-display text-lg tracking-wide uppercase"
      >
        {chatCopy.ask.heading}
      </h3>
      <label htmlFor={`${id}-question`}>{chatCopy.ask.questionLabel}</label>
      <textarea
        ref={questionRef}
        id={`${id}-question`}
        value={question}
        rows={2}
        dir="auto"
        aria-invalid={problem !== null && problem.problem !== "invalid-email"}
        onChange={(event) => setQuestion(event.target.value)}
        className="max-h-24 min-h-12 w-full resize-none rounded-card border border-ink-line bg-ink px-3 py-2 text-paper aria-invalid:border-danger"
      />
      <label htmlFor={`${id}-email`}>{chatCopy.ask.emailLabel}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        placeholder={chatCopy.ask.emailPlaceholder}
        aria-invalid={problem?.problem === "invalid-email"}
        onChange={(event) => setEmail(event.target.value)}
        className="min-h-tap w-full rounded-card border border-ink-line bg-ink px-3 text-paper placeholder:text-paper-dim aria-invalid:border-danger"
      />
      <p role="alert" className="text-danger empty:hidden">
        {error}
        {status === "failed" ? (
          <>
            {chatCopy.ask.failed}{" "}
            <a
              href={mailto(checked.ok ? checked : { question })}
              className="underline"
            >
              {chatCopy.ask.emailInstead}
            </a>
          </>
        ) : null}
      </p>
      <p className="text-paper-dim">
        {chatCopy.ask.kept}{" "}
        <a href="/privacy" className="underline">
          {chatCopy.ask.privacyLink}
        </a>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={status === "sending"}
          className={buttonClass("accent", "md")}
        >
          {status === "sending" ? chatCopy.ask.sending : chatCopy.ask.send}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={buttonClass("ghost", "md")}
        >
          {chatCopy.ask.cancel}
        </button>
      </div>
    </form>
  );
}
