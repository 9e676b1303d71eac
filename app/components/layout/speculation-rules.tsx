import { speculationRules } from "~/lib/speculation-rules";

/**
 * Every page change is a full page load, so the browser fetches the page a visitor is
 * about to open (on hover or the start of a tap) where it has the Speculation Rules API;
 * elsewhere the rules are an inert data block.
 */
export function SpeculationRules() {
  return (
    <script
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
    />
  );
}
