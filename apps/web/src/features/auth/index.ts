/** What other features may use from the auth screens. */
export { remainingAttempts } from './login-attempts';
