/** Where "now" comes from, so that tests can move time (token expiry, rate-limit windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
