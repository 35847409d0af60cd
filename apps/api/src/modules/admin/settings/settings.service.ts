import {
  depositMethodIds, paymentMethodIds, type AdminSettingsBody, type AdminSettingsResponse, type AdminShopSettings, type ShopSettings,
} from '@mitumba/contracts';
import type { Db } from '../../../db/client.ts';
import { record } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { createPointsRate } from '../../loyalty/points-rate.ts';
import { createShopContact } from '../../shop-contact/shop-contact.ts';
import { depositMethodProvider, methodLabel, type PaymentSettings } from '../../orders/payment-settings.ts';

const DEFAULT_REASON = 'Shop settings updated';

const plain = (settings: ShopSettings): ShopSettings => ({
  enabledMethods: settings.enabledMethods, depositMethods: settings.depositMethods,
  minDepositRegular: settings.minDepositRegular, minDepositNewUser: settings.minDepositNewUser,
  bankName: settings.bankName, paybill: settings.paybill, accountNumber: settings.accountNumber, accountName: settings.accountName,
  methodOrder: settings.methodOrder,
});

/**
 * /admin/settings: reads the settings with what the shop can take, saves them (one row) with their audit row. The
 * loyalty points rate lives on the same row (modules/loyalty/points-rate.ts) and is audited with the rest.
 */
export function createAdminSettingsService(deps: { db: Db; settings: PaymentSettings }) {
  const { db, settings } = deps;
  const { isAvailable } = settings;
  const pointsRate = createPointsRate(db);
  const contact = createShopContact(db);

  async function view(): Promise<Omit<AdminSettingsResponse, 'success'>> {
    const [current, rate, whatsAppNumber] = await Promise.all([settings.current(), pointsRate.current(), contact.whatsApp()]);
    return {
      settings: { ...plain(current), pointsPerHundredShillings: rate, whatsAppNumber },
      updatedAt: current.updatedAt?.toISOString() ?? null,
      methods: paymentMethodIds.map((id) => ({ id, label: methodLabel(id), available: isAvailable(id) })),
      depositMethodsAvailable: depositMethodIds.map((id) => ({ id, available: isAvailable(depositMethodProvider(id)) })),
    };
  }

  /** A method is enabled only if the shop can take its money: refused with the method's name. */
  function refuseUnavailable(body: Pick<ShopSettings, 'enabledMethods' | 'depositMethods'>): void {
    const method = body.enabledMethods.find((id) => !isAvailable(id));
    if (method) throw new AppError('BUSINESS_RULE', `${methodLabel(method)} cannot be enabled: the shop has no provider for it.`);
    const deposit = body.depositMethods.find((id) => !isAvailable(depositMethodProvider(id)));
    if (deposit) throw new AppError('BUSINESS_RULE', `Deposits by ${deposit} cannot be enabled: the shop has no provider for it.`);
  }

  return {
    view,

    async save(actor: { id: string }, body: AdminSettingsBody, now = new Date()) {
      const { reason, pointsPerHundredShillings, whatsAppNumber, ...input } = body;
      const next = { ...input, enabledMethods: [...new Set(input.enabledMethods)], depositMethods: [...new Set(input.depositMethods)] };
      refuseUnavailable(next);
      await db.transaction(async (tx) => {
        const txRate = createPointsRate(tx);
        const saved = await settings.replaceWithin(tx, next, actor.id, now);
        const replaced = plain(saved.before);
        // Read after the row was locked and written: the payment settings' save leaves the rate as it was.
        const rateBefore = await txRate.currentWithin(tx);
        const numberBefore = await contact.whatsAppWithin(tx);
        const before: AdminShopSettings = { ...replaced, pointsPerHundredShillings: rateBefore, whatsAppNumber: numberBefore };
        // A client that does not send the rate or the number leaves it as it was.
        const after: AdminShopSettings = {
          ...plain(saved.after), pointsPerHundredShillings: pointsPerHundredShillings ?? rateBefore, whatsAppNumber: whatsAppNumber ?? numberBefore,
        };
        await txRate.setWithin(tx, after.pointsPerHundredShillings);
        await contact.setWhatsAppWithin(tx, after.whatsAppNumber);
        await record(tx, { actor, action: 'settings.update', entity: 'settings', entityId: 'payments', before, after, reason: reason || DEFAULT_REASON, now });
      });
      return view();
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
