import { homeNav } from "~/content/navigation";
import { ActionLink } from "../ui/action-link";

// BLOG is last: it spans both columns of the phone grid. In the row each button shares the
// width, up to a size that keeps the row together on wide screens.
const itemClass = (index: number) =>
  index === homeNav.length - 1
    ? "col-span-2 md:max-w-48 md:flex-1"
    : "md:max-w-48 md:flex-1";

/** The five navigation buttons: a two-column grid on phones, one row from 768px. */
export function HomeNav() {
  return (
    <nav aria-label="Main">
      <ul className="grid grid-cols-2 gap-3 md:flex md:justify-center">
        {homeNav.map((item, index) => (
          <li key={item.label} className={itemClass(index)}>
            <ActionLink
              destination={item.destination}
              variant="outline"
              className="w-full"
            >
              {item.label}
            </ActionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
