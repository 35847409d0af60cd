/**
 * The contracts' plain helpers and constants, without zod: what the web app needs on its first load
 * (formatting, the spec's rules, limits, route table). Types come along for free; schemas live in the main entry.
 */
export * from './catalog-constants.ts';
export * from './catalog-rules.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './languages.ts';
export * from './routes.ts';
export * from './phone.ts';
export * from './payment-events.ts';
export * from './password.ts';
export * from './cart-rules.ts';
export * from './after-sale.ts';
export * from './admin-rules.ts';
export * from './delivery-progress.ts';
export type {
  Banner, BannerListResponse, CatalogFacetsResponse, Product, ProductFeedback, ProductFeedbackResponse, ProductImage, ProductRating, ProductListQuery,
  ProductListResponse, ProductResponse, ProductSuggestResponse, SearchSuggestion,
} from './catalog.ts';
export * from './product-options.ts';
export type { ErrorEnvelope } from './envelope.ts';
export type { Address, LoginResponse, MessageResponse, ProfileResponse, RegisterBody, UserProfile } from './accounts.ts';
export type { CartData, CartLine, CartResponse, CartSummary } from './cart.ts';
export type { Offer, OfferPrice, WaitlistEntry } from './shopping.ts';
export * from './payment-methods.ts';
// The aggregators' and hybrid's rules are their own entry (`@mitumba/contracts/mobile-money`): only the checkout and
// the progress screens use them, so the storefront's first load never carries them.
export type {
  PaystackInitiateResponse, PaystackStatusResponse, RazorpayOrderResponse, StripeInitiateResponse, VerifyRazorpayResponse, VerifyStripeResponse,
} from './card-payments.ts';
export type {
  BalancePaymentResponse, DepositPlacementData, DepositPlacementResponse, DepositStatusResponse, TinypesaDepositStatusResponse,
} from './deposits.ts';
export type {
  HybridInitiateBody, HybridInitiateResponse, HybridStatusResponse, KcbInitiateResponse, KcbStatusResponse, LipiaInitiateResponse,
  LipiaStatusResponse, MobileMoneyInitiateBody, PesafluxInitiateResponse, PesafluxStatusResponse, TinypesaInitiateResponse,
  TinypesaStatusResponse,
} from './mobile-money.ts';
export type {
  BankDetails, DeliveryAddress, MpesaInitiateResponse, MpesaStatusResponse, OrderPayload, OrderView, PaymentSettingsResponse,
  PaymentStatus, PendingOrderResponse, PlaceOrderResponse, UserOrdersResponse,
  DeliverResponse, OrderDetailResponse, OrderListResponse, OrderSummary, OrderViewField, TimelineEntry,
} from './orders.ts';
export type { CashierOrder, CashierOrderResponse, ConfirmCashResponse, TodaysCashOrdersResponse, PendingCodResponse } from './cashier.ts';
export * from './insights-rules.ts';
export type {
  AdminCancellationRequest, AdminConfirmPaymentBody, AdminDecideCancellationBody, AdminOrderActionResponse, AdminOrderCustomer,
  AdminOrderAttention, AdminOrderDetailResponse, AdminOrderListQuery, AdminOrderListResponse, AdminOrderRow, AdminOrderStatus, AdminPaymentAttempt, AdminSmsMessage,
  AdminPaymentEvent, AdminReasonBody, AuditEntry, AuditListResponse, AuditQuery,
} from './admin-orders.ts';
export * from './chat-rules.ts';
export type { AdminConversationResponse, AdminConversationRow, AdminInboxQuery, AdminInboxResponse, ChatUnreadResponse } from './chat.ts';
export * from './loyalty-rules.ts';
export type { CouponView, RedeemBody, RedeemResponse, UserCouponsResponse, WalletBalanceResponse } from './loyalty.ts';
export type { SearchAddBody, SearchHistoryEntry, SearchHistoryResponse } from './search-history.ts';
export * from './referral-rules.ts';
export type { MyReferralsResponse, ReferralEntry, ReferralLinkResponse, ReferralStats } from './referrals.ts';
export type { EarlyCancelQuote, EarlyCancelQuoteResponse, EarlyCancelResponse } from './after-sale-schemas.ts';
export * from './delivery-rules.ts';
export type { DeliveryOption, DeliveryOptionsResponse, OrderDelivery } from './delivery.ts';
export type { AdminDeliveryListResponse, AdminDeliveryOption, AdminDeliveryResponse, AdminCreateDeliveryBody, AdminUpdateDeliveryBody } from './admin-delivery.ts';
export type { AdminCourierListResponse, AdminDispatchBody, AdminReadyForCollectionBody, Courier } from './couriers.ts';
export type { ShopContactResponse } from './shop-contact.ts';
