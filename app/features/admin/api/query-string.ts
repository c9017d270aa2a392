/** A call's query string from a filter object, its undefined fields left out: `{ page: 2, q: undefined }` → 'page=2'. */
export const queryString = (query: object): string =>
  new URLSearchParams(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();
