import {
  depositMethodIds, hybridMobileProviders, methodOrderOf,
  DEPOSIT_MIN_PERCENT_NEW_USER, DEPOSIT_MIN_PERCENT_REGULAR, paymentMethodIds, paymentMethodLabels,
  type BankDetails, type DepositMethodId, type PaymentMethodId, type PaymentSettingsResponse, type ShopSettings,
} from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

/** How the checkout names a method where the order's spec label (e.g. 'COD') is too terse for a shopper. */
export const checkoutLabels: Partial<Record<PaymentMethodId, string>> = { cod: 'Cash on Delivery', sidian: 'Sidian Bank paybill' };
export const methodLabel = (id: PaymentMethodId) => checkoutLabels[id] ?? paymentMethodLabels[id];

const descriptions: Record<PaymentMethodId, string> = {
  mpesa: 'Pay now: we send a prompt to your phone, you enter your M-Pesa PIN.',
  cash: 'Pay at our shop: the cashier gives you a security code.',
  cod: 'Pay in cash to the delivery rider, or at our counter when you collect. No code needed now.',
  sidian: 'Pay to our Sidian Bank paybill from your M-Pesa menu; we confirm it by hand.',
  tinypesa: 'Pay now by M-Pesa through TinyPesa: a prompt on your phone.',
  pesaflux: 'Pay now by M-Pesa through PesaFlux: a prompt on your phone.',
  paystack: 'Pay by card or M-Pesa on Paystack\'s secure page.',
  lipia: 'Pay now by M-Pesa through Lipia Online: a prompt on your phone.',
  kcb: 'Pay now by M-Pesa through KCB: a prompt on your phone.',
  hybrid: 'Part by M-Pesa now, the rest in cash at our counter with the cashier\'s security code.',
  deposit: 'A deposit now and the balance later.',
  razorpay: 'Pay by card on Razorpay\'s checkout.',
  stripe: 'Pay by card on Stripe\'s secure page.',
};

export const METHOD_UNAVAILABLE_MESSAGE = 'This payment method is not available.';
const faceToFace: readonly PaymentMethodId[] = ['cash', 'cod', 'sidian'];

/** Whether the shop can take a method at all: settled face to face (or by hand), or its provider is configured. */
export function methodAvailability(payments: { has(providerId: string): boolean }) {
  const direct = (method: PaymentMethodId) => faceToFace.includes(method) || payments.has(method);
  return (method: PaymentMethodId) => direct(method)
    // A hybrid's mobile part goes through PesaFlux or TinyPesa; its cash part is the counter's.
    || (method === 'hybrid' && hybridMobileProviders.some((provider) => payments.has(provider)))
    // A deposit is paid through one of its sub-methods (cash and bank always can).
    || (method === 'deposit' && depositMethodIds.some((id) => direct(depositMethodProvider(id))));
}

/** The payment method a deposit sub-method settles through ('bank' is the Sidian paybill). */
export const depositMethodProvider = (method: DepositMethodId): PaymentMethodId => (method === 'bank' ? 'sidian' : method);

export type StoredSettings = ShopSettings & { updatedAt: Date | null };
/** What a save brings: the settings, the order of methods optional. */
export type SettingsInput = Omit<ShopSettings, 'methodOrder'> & { methodOrder?: ShopSettings['methodOrder'] | undefined };

/** Until the owner first saves: every method and deposit method the shop can take, 50/75 %, the configured paybill. */
export function defaultShopSettings(isAvailable: (id: PaymentMethodId) => boolean, bank: BankDetails): StoredSettings {
  return {
    enabledMethods: paymentMethodIds.filter(isAvailable), depositMethods: depositMethodIds.filter((id) => isAvailable(depositMethodProvider(id))),
    minDepositRegular: DEPOSIT_MIN_PERCENT_REGULAR, minDepositNewUser: DEPOSIT_MIN_PERCENT_NEW_USER,
    ...bank, methodOrder: methodOrderOf([]), updatedAt: null,
  };
}

/**
 * The shop's payment settings as customers meet them (shop_settings, else the defaults). A method is on only when
 * the owner enabled it AND the shop can take it, so a removed provider never shows. Read afresh every time: one row.
 */
export function createPaymentSettings(deps: {
  db: Db; isAvailable: (id: PaymentMethodId) => boolean; bank: BankDetails; offlineOrderHours: number;
  /** The C2B shortcode customers pay any unpaid order to, with its reference as the account (MPESA_C2B_SHORTCODE). */
  mpesaPaybill: string;
}) {
  const { db, isAvailable } = deps;
  const defaults = () => defaultShopSettings(isAvailable, deps.bank);

  /** The saved row as settings, or undefined before the first save; with `lock`, row-locked inside `tx`. */
  async function stored(tx: Db = db, lock = false): Promise<StoredSettings | undefined> {
    const query = tx.select().from(shopSettings).limit(1);
    const [row] = await (lock ? query.for('update') : query);
    if (!row) return undefined;
    return {
      enabledMethods: row.enabledMethods.filter((id): id is PaymentMethodId => (paymentMethodIds as readonly string[]).includes(id)),
      depositMethods: row.depositMethods as DepositMethodId[],
      minDepositRegular: row.minDepositRegular, minDepositNewUser: row.minDepositNewUser,
      bankName: row.bankName, paybill: row.paybill, accountNumber: row.accountNumber, accountName: row.accountName,
      methodOrder: methodOrderOf(row.methodOrder), updatedAt: row.updatedAt,
    };
  }

  async function current(): Promise<StoredSettings> {
    return (await stored()) ?? defaults();
  }

  return {
    current,
    isAvailable,
    /** What is served until the owner first saves. */
    defaults,

    /**
     * Saves the settings inside `tx` (the caller's, with its audit row) and answers what they were before: the row
     * lock orders two saves; before the first save there is no row, and the defaults are the "before".
     */
    async replaceWithin(tx: Db, input: SettingsInput, actorId: string, now: Date): Promise<{ before: StoredSettings; after: ShopSettings }> {
      const before = (await stored(tx, true)) ?? defaults();
      // A save without an order (a client written before it) keeps the one in place.
      const next: ShopSettings = { ...input, methodOrder: input.methodOrder ?? before.methodOrder };
      await tx.insert(shopSettings).values({ id: true, ...next, updatedBy: actorId, updatedAt: now })
        .onConflictDoUpdate({ target: shopSettings.id, set: { ...next, updatedBy: actorId, updatedAt: now } });
      return { before, after: next };
    },

    /** The paybill customers are shown; `tx`: read inside the caller's transaction (an SMS written with its order). */
    async bankDetails(tx?: Db): Promise<BankDetails> {
      const { bankName, paybill, accountNumber, accountName } = (await stored(tx)) ?? defaults();
      return { bankName, paybill, accountNumber, accountName };
    },

    async methodEnabled(method: PaymentMethodId): Promise<boolean> {
      return isAvailable(method) && (await current()).enabledMethods.includes(method);
    },

    /** Whether a deposit (or a balance) may be paid this way now: deposits are on, and the owner offers this sub-method. */
    async depositMethodEnabled(method: DepositMethodId): Promise<boolean> {
      const settings = await current();
      return isAvailable('deposit') && settings.enabledMethods.includes('deposit') && isAvailable(depositMethodProvider(method))
        && settings.depositMethods.includes(method);
    },

    /**
     * GET /api/payment-settings: the twelve methods of spec 2 §3 and Stripe's card (the spec's "Stripe return"), each
     * enabled or not, in the owner's order.
     */
    async response(): Promise<PaymentSettingsResponse> {
      const settings = await current();
      const methods = settings.methodOrder.map((id) => ({
        id, label: methodLabel(id), enabled: isAvailable(id) && settings.enabledMethods.includes(id), description: descriptions[id],
      }));
      return {
        success: true,
        enabledMethods: methods.filter((method) => method.enabled).map((method) => method.id),
        depositMethods: settings.depositMethods.filter((method) => isAvailable(depositMethodProvider(method))),
        depositSettings: { minDepositRegular: settings.minDepositRegular, minDepositNewUser: settings.minDepositNewUser },
        methods,
        offlineOrderHours: deps.offlineOrderHours,
        mpesaPaybill: isAvailable('mpesa') ? deps.mpesaPaybill : null,
      };
    },
  };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
