/** What other features may use from trending and the ranking (the screens are lazy routes of their own). */
export { insightsKeys } from './api/keys';
