/** What other features may use from price offers. */
export { useOfferPrice } from './api/get-offer-price';
export { PriceOfferBox } from './components/price-offer-box';
