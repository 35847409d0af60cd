/** Business constants of spec 1 §9 that both server and client rely on. */
export const MAX_PER_PRODUCT_WEIGHT = 3;
export const OFFER_RANGE_BELOW_PRICE = 2000;
export const OFFER_STEP = 100;
export const LOW_STOCK_THRESHOLD = 5;
export const RELATED_PRODUCTS = 5;
export const LATEST_COLLECTION_SIZE = 10;
export const BEST_SELLERS_SIZE = 5;
export const PRODUCT_PAGE_SIZE = 24;
export const PRODUCT_PAGE_SIZE_MAX = 100;
/** What the search box offers at most while the shopper types. */
export const SUGGESTIONS_MAX = 6;
export const LOGIN_ATTEMPTS = 3;
export const LOCKOUT_SECONDS = 60;
export const OTP_LENGTH = 6;
export const OTP_SECONDS = 120;
export const PASSWORD_MIN_LENGTH = 8;
export const PRODUCT_REFRESH_MS = 30_000;
export const SUPPORT_PHONE = '+254 700 123 456';
export const SUPPORT_EMAIL = 'support@mitumba.co.ke';
export const STORE_REGION = 'Gikomba Market, Nairobi, Kenya';
/** When the phone, WhatsApp and chat are answered (spec 1 §2: 'support 24/7'). */
export const SUPPORT_HOURS = '24/7, every day of the year';

/** The WhatsApp number customers message until the owner sets one in /admin/settings: the support phone. */
export const DEFAULT_WHATSAPP_NUMBER = `+${SUPPORT_PHONE.replace(/\D/g, '')}`;
