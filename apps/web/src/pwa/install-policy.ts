/** What the shop remembers about offering the install, in localStorage (`installPrompt`). */
export type InstallMemory = { visits: number; purchased: boolean; settled: boolean };

export const freshMemory: InstallMemory = { visits: 0, purchased: false, settled: false };

const ORDER_SUCCESS = '/ordersuccess';

/**
 * Where the offer may appear: the storefront and the order's success page. Never checkout, a payment or deposit
 * screen, the account or the back office (any page not listed here).
 */
const offerPages = [
  /^\/$/,
  /^\/collection\/?$/,
  /^\/product\/[^/]+\/?$/,
  /^\/(about|contact|support|return-policy|favorites)\/?$/,
  new RegExp(`^${ORDER_SUCCESS}/?$`),
];

/** A page load in a new browser session is a visit; reaching the order's success page is a purchase. */
export function remember(memory: InstallMemory, event: { newVisit?: boolean; pathname?: string }): InstallMemory {
  return {
    ...memory,
    visits: memory.visits + (event.newVisit ? 1 : 0),
    purchased: memory.purchased || event.pathname?.replace(/\/$/, '') === ORDER_SUCCESS,
  };
}

/** Offered once: from the second visit or after a purchase, on a page where it cannot get in the way of paying. */
export function mayOfferInstall(memory: InstallMemory, pathname: string): boolean {
  if (memory.settled) return false;
  if (memory.visits < 2 && !memory.purchased) return false;
  return offerPages.some((page) => page.test(pathname));
}
