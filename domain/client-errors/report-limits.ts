/** What a browser may report, and how much of it: shared by the tiny reporter and the API schema. */
export const clientErrorKinds = ['render-crash', 'script-error', 'unhandled-rejection', 'redirect-loop'] as const;
type ClientErrorKind = (typeof clientErrorKinds)[number];

export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_DETAIL_MAX = 4000;
export const CLIENT_ERROR_PAGE_MAX = 300;

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  detail?: string;
  page: string;
}
