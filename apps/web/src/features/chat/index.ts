/**
 * Chat's public face: the /liveChat page for the router, and the inbox hook the layout mounts
 * once to keep conversations live and put the unread count on the Messages link.
 */
export { ChatPage } from './ChatPage';
export { useChatInbox } from './use-chat-inbox';
