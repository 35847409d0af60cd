export { useProfile, useUserName, type UserProfile } from './api/get-profile';
export { useLogout } from './api/logout';
export { useAccountLanguage, useChooseLanguage } from './account-language';
export { useSessionWatcher } from './session-watcher';
