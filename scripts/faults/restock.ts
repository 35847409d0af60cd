/**
 * The back office and the waitlist for the fault suite: the admin sets a product's stock per weight through the
 * product form's API (`PUT /api/admin/products/:id`, an absolute stock, so repeating it after an unknown outcome
 * changes nothing), and shoppers join the waitlist of a sold-out weight (`POST /api/order/waitlist`).
 */
import { ADMIN_EMAIL, SHOPPERS, shopperEmail } from './harness.ts';
import { call, repeatUntilAnswered, signIn, type Tally } from './load.ts';

type AdminProduct = {
  code: string; name: string; description: string; price: number; category: string; subCategory: string; label: string;
  banner: string; bestseller: boolean; weights: { weight: string; stock: number }[];
};

export type BackOffice = {
  /** Sets every weight of the product to `stock` (repeated with the same body until answered); its weights' labels. */
  setStock(productId: string, stock: number, deadline: number): Promise<string[]>;
  /** Shopper 1…`shoppers` joins the waitlist of the product's `weight`; answers how many joined. */
  joinWaitlist(productId: string, weight: string, shoppers: number, deadline: number): Promise<number>;
};

export async function backOffice(baseUrl: string, tally: Tally, deadline: number): Promise<BackOffice> {
  const admin = await signIn(baseUrl, ADMIN_EMAIL, deadline);
  const customers = await Promise.all(Array.from({ length: SHOPPERS }, (_, index) => signIn(baseUrl, shopperEmail(index + 1), deadline)));
  return {
    async setStock(productId, stock, until) {
      const read = await repeatUntilAnswered(() => call(baseUrl, tally, 'GET', `/api/admin/products/${productId}`, { token: admin.token }), until);
      const product = read.body.product as AdminProduct | undefined;
      if (read.outcome !== 200 || !product) throw new Error(`the admin could not read ${productId}: ${read.outcome}`);
      const body = {
        code: product.code, name: product.name, description: product.description, price: product.price, category: product.category,
        subCategory: product.subCategory, label: product.label, banner: product.banner, bestseller: product.bestseller,
        weights: product.weights.map((entry) => ({ weight: entry.weight, stock })), reason: 'fault suite restock',
      };
      const saved = await repeatUntilAnswered(() => call(baseUrl, tally, 'PUT', `/api/admin/products/${productId}`, { token: admin.token, body }), until);
      if (saved.outcome !== 200) throw new Error(`the admin could not set the stock of ${productId}: ${saved.outcome} ${JSON.stringify(saved.body)}`);
      return product.weights.map((entry) => entry.weight);
    },
    async joinWaitlist(productId, weight, shoppers, until) {
      const joined = await Promise.all(customers.slice(0, shoppers).map(async (customer) => {
        const body = { productDetails: { productId, weight, quantity: 1 } };
        const answer = await repeatUntilAnswered(() => call(baseUrl, tally, 'POST', '/api/order/waitlist', { token: customer.token, body }), until);
        return answer.outcome === 200;
      }));
      return joined.filter(Boolean).length;
    },
  };
}
