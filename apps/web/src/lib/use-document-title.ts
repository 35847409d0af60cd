import { useEffect } from 'react';

const SITE = 'Mitumba';

export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE}` : `${SITE} — Second-hand fashion and bales in Kenya`;
}

/** The title the page asked for while it was rendered on the server (one render at a time: renders are synchronous). */
export const serverTitle: { current: string | undefined } = { current: undefined };

/** Sets the tab title for the page: 'Collection | Mitumba'. */
export function useDocumentTitle(title: string | undefined): void {
  if (typeof document === 'undefined') serverTitle.current = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
