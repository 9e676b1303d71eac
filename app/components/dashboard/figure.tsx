/** One big number of a card, its label above and an optional note below. */
export function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: string | number;
  note?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-paper-dim">{label}</dt>
      <dd className="font-display text-4xl tracking-wide tabular-nums">
        {value}
        {note && (
          <span className="block font-sans text-sm tracking-normal text-paper-dim">
            {note}
          </span>
        )}
      </dd>
    </div>
  );
}
