/** A plain user id: digits only, 4 to 12 of them, no leading zero. */
export const USER_ID = /^[1-9]\d{3,11}$/;

/** Whether a value (typed or read from a link) is a plain user id and nothing else. */
export const isPlainUserId = (value: unknown): value is string => typeof value === 'string' && USER_ID.test(value);
