/** A whole number; tool schemas show it as `integer`. */
export type Integer = number;
