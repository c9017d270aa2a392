import { QR_LIMITS, qrDefaults, qrMessages, type QrErrorLevel } from '../../../../domain/qr-codes';

/** What the inputs hold; numbers stay text while typed so a half-typed value is not forced. */
export interface QrFormState {
  name: string;
  url: string;
  fgColor: string;
  bgColor: string;
  size: string;
  margin: string;
  errorLevel: QrErrorLevel;
  includeLogo: boolean;
  logoSize: number;
}

const homeUrl = () => (typeof window === 'undefined' ? '/' : `${window.location.origin}/`);

export const defaultForm = (): QrFormState => ({
  name: qrDefaults.name,
  url: homeUrl(),
  fgColor: qrDefaults.fgColor,
  bgColor: qrDefaults.bgColor,
  size: String(qrDefaults.size),
  margin: String(qrDefaults.margin),
  errorLevel: qrDefaults.errorLevel,
  includeLogo: qrDefaults.includeLogo,
  logoSize: qrDefaults.logoSize,
});

const inRange = (text: string, { min, max }: { min: number; max: number }) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/** The bounds of §5 checked while typing: a message per field, and the numbers once they are valid. */
export function checkForm(form: QrFormState) {
  const size = inRange(form.size, QR_LIMITS.size);
  const margin = inRange(form.margin, QR_LIMITS.margin);
  const url = form.url.trim().length > QR_LIMITS.url ? qrMessages.urlTooDense : undefined;
  return {
    size,
    margin,
    /** The first message a save would stop on, field order. */
    blocking: url ?? (size === null ? qrMessages.size : margin === null ? qrMessages.margin : undefined),
    errors: {
      url,
      size: size === null ? qrMessages.size : undefined,
      margin: margin === null ? qrMessages.margin : undefined,
    },
  };
}
