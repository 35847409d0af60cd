import { Link } from 'react-router';

interface WaitingTileProps {
  title: string;
  count: number;
  testId: string;
  /** A line under the number (e.g. from how many customers). */
  note?: string | undefined;
  /** Where the waiting things are handled. */
  to: string;
  linkLabel: string;
}

/** A count of things waiting for a person, with the way to where they are handled. */
export function WaitingTile({ title, count, testId, note, to, linkLabel }: WaitingTileProps) {
  return (
    <section className="flex flex-col rounded-2xl border border-ink-200 bg-white p-4" aria-label={title}>
      <h2 className="text-sm font-semibold text-ink-600">{title}</h2>
      <p className="mt-1 text-3xl font-bold text-ink-900 tabular-nums" data-testid={testId}>{count}</p>
      {note ? <p className="text-sm text-ink-600">{note}</p> : null}
      <Link to={to} className="mt-auto inline-flex min-h-11 items-center self-start pt-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
        {linkLabel}
      </Link>
    </section>
  );
}
