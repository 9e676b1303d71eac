import { copy } from "~/content/copy";
import { Island } from "~/islands/island";
import { LaunchCountdown } from "../countdown/launch-countdown";
import { ActionLink } from "../ui/action-link";
import { Section } from "../ui/section";

/** "HYPE ROOM COUNTDOWN": the countdown with the way into the Hype Room. */
export function HypeRoomPanel() {
  return (
    <Section
      id="hype-room"
      heading={copy.hypeRoom.heading}
      tone="panel"
      className="flex flex-col gap-5"
    >
      <Island
        name="countdown"
        id="countdown-panel"
        component={LaunchCountdown}
      />
      <ActionLink
        destination={{ kind: "internal", to: "/countdown" }}
        variant="outline"
        className="self-start"
      >
        {copy.hypeRoom.button}
      </ActionLink>
    </Section>
  );
}
