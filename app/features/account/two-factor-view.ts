/**
 * What My account's two-factor page shows and posts (browser-safe: the page's component and the
 * server's handler share it).
 */

/** The page's form fields; the nonce keeps WordPress's name. */
export const TWO_FACTOR_FIELDS = { intent: "intent", nonce: "_wpnonce", secret: "secret", code: "code" } as const;
export type TwoFactorIntent = "activate" | "regenerate" | "deactivate";

/** What the setup shows for a secret: the secret grouped by four for reading, and its QR code (an SVG drawn on the server). */
export type TwoFactorSetup = { secret: string; secretGroups: string; qrSvg: string };

export type TwoFactorPage = { nonce: string } & ({ state: "off"; setup: TwoFactorSetup } | { state: "on"; recoveryCodesLeft: number });

/** What a posted form came to. */
export type TwoFactorResult =
  /** A stale or foreign form: nothing changed. The setup keeps the posted secret when it is one. */
  | { kind: "refused"; setup: TwoFactorSetup | null }
  /** Turned on, or new recovery codes: the codes, shown this once. */
  | { kind: "codes"; done: "activated" | "regenerated"; recoveryCodes: string[] }
  /** Done (or nothing left to do): the route says so in a notice on the page it sends the shopper to. */
  | { kind: "done"; notice: { kind: "success" | "error" | "info"; text: string } }
  /** A wrong code to turn it on: the same secret again, the error beside the code field. */
  | { kind: "activate_failed"; setup: TwoFactorSetup; error: string }
  /** A wrong code to turn it off, or a lockout. */
  | { kind: "deactivate_failed"; error: string };

/** Fewer recovery codes than this left: the page suggests making new ones. */
export const FEW_RECOVERY_CODES = 3;
