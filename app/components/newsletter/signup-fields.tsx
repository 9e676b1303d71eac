import { copy } from "~/content/copy";
import { consent, launchListPaths } from "~/content/launch-list";
import { attributionFields } from "~/lib/attribution";
import { honeypotField, type SignupSource } from "~/lib/signup-form";

/**
 * Fills an attribution field from the page's own URL once the page runs JavaScript; without
 * it the server reads the same fields from the page's address in the Referer.
 */
const fillFromUrl = (input: HTMLInputElement | null) => {
  if (input)
    input.value = new URLSearchParams(location.search).get(input.name) ?? "";
};

/** The email field's look, shared by every form that asks for the address. */
export const emailInputClass =
  "min-h-tap w-full min-w-0 flex-1 rounded-pill border-2 border-ink-line bg-ink px-5 text-paper placeholder:text-paper-dim focus:border-accent aria-invalid:border-danger";

/**
 * What a form post to the launch list carries besides the address: which form it came from,
 * where the visitor landed from (UTM parameters, referral code), and a trap field for bots
 * that no visitor sees, hears or tabs to.
 */
export function HiddenSignupFields({
  source,
  sourceMark,
}: {
  source?: SignupSource;
  /** Lets the server fill the source in (the error page); `source` is then left out. */
  sourceMark?: boolean;
}) {
  return (
    <>
      <input
        type="hidden"
        name="source"
        value={source}
        data-signup-source={sourceMark ? "" : undefined}
      />
      {attributionFields.map((name) => (
        <input key={name} type="hidden" name={name} ref={fillFromUrl} />
      ))}
      {/* display:none keeps it from eyes, screen readers and the tab order alike. */}
      <div hidden>
        <label>
          Website
          <input
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}

/** One line under each form: what the address is for, and the privacy page. */
export function ConsentLine() {
  return (
    <p className="text-sm text-paper-dim">
      {consent.text}{" "}
      <a
        href={launchListPaths.privacy}
        className="underline underline-offset-4 hover:text-paper"
      >
        {consent.linkLabel}
      </a>
    </p>
  );
}

/** The address field's visually hidden label, shared by every signup form. */
export function EmailLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="sr-only">
      {copy.newsletter.label}
    </label>
  );
}
