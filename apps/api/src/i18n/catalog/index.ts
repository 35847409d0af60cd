import { accountPhrases, accountTemplates } from './accounts.ts';
import { cartPhrases, cartTemplates } from './cart.ts';
import { checkoutPhrases, checkoutTemplates } from './checkout.ts';
import { depositPhrases, depositTemplates } from './deposits.ts';
import { orderPhrases, orderTemplates } from './orders.ts';
import { paymentPhrases } from './payments.ts';
import { providerPhrases, providerTemplates } from './providers.ts';
import { shoppingPhrases, shoppingTemplates } from './shopping.ts';
import { validationPhrases } from './validation.ts';

/** Every fixed text the shopper reads from the server, by id. */
export const PHRASES = {
  ...cartPhrases, ...accountPhrases, ...checkoutPhrases, ...paymentPhrases, ...validationPhrases, ...shoppingPhrases, ...depositPhrases, ...providerPhrases,
  ...orderPhrases,
};
/** Every text with values, by id. */
export const TEMPLATES = { ...cartTemplates, ...accountTemplates, ...checkoutTemplates, ...shoppingTemplates, ...depositTemplates, ...providerTemplates,
  ...orderTemplates,
};
