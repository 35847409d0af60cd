export { ChatButton } from './components/chat-button';
export { CouponCodes } from './components/coupon-codes';
export { WalletCard } from './components/wallet-card';
export { loyaltyPaths } from './loyalty-paths';
