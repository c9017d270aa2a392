/**
 * A decimal written the French way ('4,8'), without an Intl formatter: a rating is drawn hundreds of times on
 * the catalogue, and each `toLocaleString` call builds a formatter that costs a phone time before it hydrates.
 */
export const frenchDecimal = (value: number): string => String(value).replace('.', ',');
