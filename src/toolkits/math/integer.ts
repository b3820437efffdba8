/** A whole number. Tools reject fractional values. */
export type Integer = number;
