import { create } from "qrcode";
import { tOrders } from "~/lib/i18n/areas/orders";

/** Light modules around the symbol that scanners need to find it (the QR standard's quiet zone). */
export const QUIET_ZONE = 4;

export type VietQrSvgOptions = {
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** What screen readers say; the default names it a VietQR transfer code. */
  title?: string;
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A QR code of `payload` as a standalone SVG document (one path, a module per unit of the
 * viewBox, so it scales crisply), rendered where it is called: no request leaves the server.
 * Error correction M, which banking apps read from a phone screen or a print.
 */
export function vietQrSvg(payload: string, { size = 240, title = tOrders("orders.qr.title") }: VietQrSvgOptions = {}): string {
  const { modules } = create(payload, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const side = n + 2 * QUIET_ZONE;
  let path = "";
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" width="${size}" height="${size}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/>` +
    `</svg>`
  );
}
