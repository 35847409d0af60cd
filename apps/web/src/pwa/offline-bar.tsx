import { useOnline } from './online-status';

/** A quiet line under the header while offline; the page keeps showing what it last had. Gone when back online. */
export function OfflineBar() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="bg-ink-800 px-4 py-2 text-center text-sm text-white">You are offline — prices and stock may have changed.</p>
      )}
    </div>
  );
}
