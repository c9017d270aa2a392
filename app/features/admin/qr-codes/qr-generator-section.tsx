import { ComingSoon } from '../ui/section';

/** Générateur de QR codes and its saved library (back-office §2.8). */
export function QrGeneratorSection() {
  return <ComingSoon id="tools-qr-generator" title="Générateur de QR codes" />;
}
