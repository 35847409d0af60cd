/** What other features may use from the chat: the thread and the text box (the back office's inbox shows them too). */
export { ChatThread, type ChatViewer } from './components/chat-thread';
export { ChatComposer } from './components/chat-composer';
/** The unread count of the shop's replies (the profile's chat button shows it). */
export { useUnreadCount } from './api/unread-count';
