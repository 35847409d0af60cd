/** The loyalty screens of spec 2 §2, spelt as the route table has them (/Referral with its capital). */
export const loyaltyPaths = {
  redeem: '/redeem',
  redeemSuccess: '/success',
  redeemFail: '/successfail',
  referral: '/Referral',
  userChat: '/user-chat',
} as const;
