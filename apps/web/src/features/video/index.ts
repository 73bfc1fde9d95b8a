/** Video's public face: the /video-chat/{roomId} page for the router. */
export { VideoRoomPage } from './VideoRoomPage';
