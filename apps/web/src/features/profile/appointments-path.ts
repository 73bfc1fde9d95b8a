/** The client's appointments page, and the id older links (/profile#appointments) point at. */
export const APPOINTMENTS_PATH = '/appointments';
export const APPOINTMENTS_SECTION_ID = 'appointments';
