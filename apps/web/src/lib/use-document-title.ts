import { useEffect } from 'react';

const SITE = 'Mitumba';

/** Sets the tab title for the page: 'Collection | Mitumba'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} — Second-hand fashion and bales in Kenya`;
  }, [title]);
}
