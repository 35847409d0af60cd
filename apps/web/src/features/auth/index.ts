/** What other features may use from the auth screens. */
export { remainingAttempts } from './login-attempts';
export { OtpInput, emptyOtp } from './components/otp-input';
export { PasswordStrengthMeter } from './components/password-strength-meter';
export { passwordLengthWords, passwordsDifferWords, phoneProblemWords } from './check-words';
