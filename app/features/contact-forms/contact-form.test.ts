import { describe, expect, it } from "vitest";
import { asksProofOfWork, formSettings } from "./contact-form";
import { parseTemplate } from "./template";

describe("formSettings", () => {
  it("reads the settings as WordPress writes them, off unless on", () => {
    expect(formSettings({})).toEqual({ acceptanceAsValidation: false, demoMode: false, altcha: false });
    expect(formSettings({ acceptance_as_validation: "on", demo_mode: " true ", altcha: "ON" })).toEqual({ acceptanceAsValidation: true, demoMode: true, altcha: true });
    expect(formSettings({ altcha: "off" }).altcha).toBe(false);
  });
});

describe("asksProofOfWork", () => {
  const form = (template: string, altcha = false) => ({ template: parseTemplate(template), settings: { ...formSettings({}), altcha } });

  it("is asked by an [altcha] tag, with or without a word after it, or by the altcha setting", () => {
    expect(asksProofOfWork(form("[text a] [altcha] [submit]"))).toBe(true);
    expect(asksProofOfWork(form("[text a] [altcha captcha-1] [submit]"))).toBe(true);
    expect(asksProofOfWork(form("[text a] [submit]", true))).toBe(true);
  });

  it("is not asked otherwise, nor by an escaped tag", () => {
    expect(asksProofOfWork(form("[text a] [submit]"))).toBe(false);
    expect(asksProofOfWork(form("Viết [[altcha]] để chống thư rác [submit]"))).toBe(false);
  });
});
