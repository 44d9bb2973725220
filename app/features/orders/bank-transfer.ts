import type { CheckoutSettings } from "~/features/site";
import type { OrderView } from "./types";
import { orderTransferContent, vietQrPayload } from "./vietqr";
import { vietQrSvg } from "./vietqr-svg";

/** What a shopper who pays by bank transfer needs: the shop's account, the amount, the content and its VietQR. */
export type BankTransfer = {
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** Whole đồng. */
  amount: number;
  /** `DH1234`: how the shop matches the money to the order. */
  content: string;
  /** The VietQR string; null when no valid code can be made (nothing to pay, or settings a bank would refuse). */
  qrPayload: string | null;
};

/** The transfer details for an order paid into the shop's account `bacs` (checkout settings). */
export function bankTransferFor(order: Pick<OrderView, "id" | "total">, bacs: CheckoutSettings["bacs"]): BankTransfer {
  const content = orderTransferContent(order.id);
  let qrPayload: string | null = null;
  try {
    qrPayload = vietQrPayload({ bin: bacs.bank_bin, accountNumber: bacs.account_number, amount: order.total, content });
  } catch {
    qrPayload = null;
  }
  return { bankName: bacs.bank_name, accountNumber: bacs.account_number, accountName: bacs.account_name, amount: order.total, content, qrPayload };
}

/**
 * The props of `BankTransferDetails`, QR image included. Call it in a loader: the QR encoder then
 * stays on the server and the page carries only the finished SVG.
 */
export function bankTransferView(order: Pick<OrderView, "id" | "total">, bacs: CheckoutSettings["bacs"]): BankTransfer & { qrSvg: string | null } {
  const transfer = bankTransferFor(order, bacs);
  return { ...transfer, qrSvg: transfer.qrPayload ? vietQrSvg(transfer.qrPayload) : null };
}
