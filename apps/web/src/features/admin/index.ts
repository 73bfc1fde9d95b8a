/** Admin's public face: the console page, for the router. */
export { AdminPage } from './AdminPage';
