import { toString as qrToString } from "qrcode";
import { tAccount } from "~/lib/i18n/areas/account";

/** Light modules around the symbol. The QR standard asks for 4; 2 suffice on the page's white card and keep the code larger. */
export const QR_MARGIN = 2;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The otpauth URI of the two-factor setup page as an inline SVG, drawn on the server by the
 * `qrcode` package the VietQR code already uses (orders/vietqr-svg.ts): the secret never leaves
 * the server for an image service. Error correction M, as authenticator apps read it from a screen.
 * `size` is its width and height in CSS pixels. An image to screen readers, named in Vietnamese; the page also shows the secret as text, for
 * those who cannot scan.
 */
export async function otpauthQrSvg(
  uri: string,
  { size = 200, label = tAccount("account.twoFactor.qrLabel") }: { size?: number; label?: string } = {},
): Promise<string> {
  const svg = await qrToString(uri, { type: "svg", errorCorrectionLevel: "M", margin: QR_MARGIN, width: size });
  return svg.trim().replace(/^<svg /, `<svg role="img" aria-label="${escapeXml(label)}" `);
}
