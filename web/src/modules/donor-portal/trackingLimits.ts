/** Latest status updates and communications the tracking page shows (spec 000 §9). */
export const RECENT_UPDATES = 3;
