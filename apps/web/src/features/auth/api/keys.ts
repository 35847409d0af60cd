/** Query and mutation keys of the auth screens (login, signup, e-mail code, password recovery). */
export const authKeys = {
  all: ['auth'] as const,
  phoneAvailability: (phone: string) => [...authKeys.all, 'phone-availability', phone] as const,
  register: () => [...authKeys.all, 'register'] as const,
  verifyOtp: () => [...authKeys.all, 'verify-otp'] as const,
  requestNewOtp: () => [...authKeys.all, 'request-new-otp'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
};
