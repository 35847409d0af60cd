/** What other features may use from the chat: the thread and the text box (the back office's inbox shows them too). */
export { ChatThread, type ChatViewer } from './components/chat-thread';
export { ChatComposer } from './components/chat-composer';
