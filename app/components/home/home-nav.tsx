import { homeNav } from "~/content/navigation";
import { ActionLink } from "../ui/action-link";

// BLOG is last: it spans both columns of the phone grid.
const spanClass = (index: number) =>
  index === homeNav.length - 1 ? "col-span-2 md:col-span-1" : "";

/** The five navigation buttons: a two-column grid on phones, one row from 768px. */
export function HomeNav() {
  return (
    <nav aria-label="Main">
      <ul className="grid grid-cols-2 gap-3 md:flex md:flex-wrap md:justify-center">
        {homeNav.map((item, index) => (
          <li key={item.label} className={spanClass(index)}>
            <ActionLink
              destination={item.destination}
              variant="outline"
              className="w-full md:min-w-36"
            >
              {item.label}
            </ActionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
