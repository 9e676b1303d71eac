/** What went wrong, said at once to screen readers; nothing when nothing did. */
export function ProblemLine({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-danger">
      {message}
    </p>
  );
}
