export { useProfile, useUserName, type UserProfile } from './api/get-profile';
export { useLogout } from './api/logout';
export { useSessionWatcher } from './session-watcher';
