import { useQuery } from '@tanstack/react-query';
import { DEFAULT_WHATSAPP_NUMBER, type ShopContactResponse } from '@mitumba/contracts/plain';
import { apiFetch } from './api-client';

/**
 * The shop's WhatsApp number (a shop setting, GET /api/shop/contact) and the wa.me links built on it. Until the
 * number has loaded (or if it cannot), the support phone stands in: it is the setting's default.
 */
export function useShopWhatsApp(): string {
  const contact = useQuery({
    queryKey: ['shop', 'contact'],
    queryFn: ({ signal }) => apiFetch<ShopContactResponse>('/api/shop/contact', { signal }),
    staleTime: 5 * 60_000,
  });
  return contact.data?.whatsApp ?? DEFAULT_WHATSAPP_NUMBER;
}

/** A chat with `number` (+254…), the message already typed. */
export const whatsAppChatLink = (number: string, text?: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** WhatsApp's own "send to…" screen with the message typed (the customer picks who). */
export const whatsAppShareLink = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;
