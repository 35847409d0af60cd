import { DEFAULT_WHATSAPP_NUMBER } from '@mitumba/contracts';
import type { Db } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

/**
 * The shop's WhatsApp number, kept on the one shop_settings row: the support phone until the owner sets one in
 * /admin/settings (decision 0045).
 */
export function createShopContact(db: Db) {
  const readIn = async (tx: Db): Promise<string> => {
    const [row] = await tx.select({ number: shopSettings.whatsAppNumber }).from(shopSettings).limit(1);
    return row?.number ?? DEFAULT_WHATSAPP_NUMBER;
  };

  return {
    whatsApp: () => readIn(db),
    whatsAppWithin: (tx: Db) => readIn(tx),

    /** Sets the number inside the caller's transaction, after the settings row was written (it always exists then). */
    async setWhatsAppWithin(tx: Db, number: string): Promise<void> {
      await tx.update(shopSettings).set({ whatsAppNumber: number });
    },
  };
}

export type ShopContact = ReturnType<typeof createShopContact>;
