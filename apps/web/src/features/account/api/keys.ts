export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
  updateProfile: () => [...accountKeys.all, 'update-profile'] as const,
  updateProfilePicture: () => [...accountKeys.all, 'update-profile-picture'] as const,
};
