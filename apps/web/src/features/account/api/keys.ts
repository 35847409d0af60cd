export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
  updateProfile: () => [...accountKeys.all, 'update-profile'] as const,
  updateProfilePicture: () => [...accountKeys.all, 'update-profile-picture'] as const,
  changeEmail: () => [...accountKeys.all, 'change-email'] as const,
  confirmEmailChange: () => [...accountKeys.all, 'change-email-confirm'] as const,
  changePassword: () => [...accountKeys.all, 'change-password'] as const,
};
