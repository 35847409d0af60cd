/** What other features may use from the waitlist. */
export { WaitlistButton } from './components/waitlist-button';
export { WaitlistSection } from './components/waitlist-section';
export { useJoinWaitlist } from './use-join-waitlist';
