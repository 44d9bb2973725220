import { describe, expect, it } from "vitest";
import { fromWooAddress, toWooAddress } from "./addresses";

const address = { fullName: "Nguyễn Thị Minh Khai", phone: "0901234567", province: "TP. Hồ Chí Minh", ward: "Phường Bến Thành", street: "12 Lê Lợi", email: "khai@example.vn" };

describe("toWooAddress", () => {
  it("stores WooCommerce's fields: the family name apart, the province in city, the ward in address_2", () => {
    expect(toWooAddress("billing", address)).toEqual({
      first_name: "Thị Minh Khai",
      last_name: "Nguyễn",
      company: "",
      address_1: "12 Lê Lợi",
      address_2: "Phường Bến Thành",
      city: "TP. Hồ Chí Minh",
      state: "",
      postcode: "",
      country: "VN",
      email: "khai@example.vn",
      phone: "0901234567",
    });
    // The delivery address has no e-mail in WooCommerce; a one-word name is the given name.
    expect(toWooAddress("shipping", { ...address, fullName: "Khai" })).not.toHaveProperty("email");
    expect(toWooAddress("shipping", { ...address, fullName: "Khai" })).toMatchObject({ first_name: "Khai", last_name: "" });
  });
});

describe("fromWooAddress", () => {
  it("reads back what it stored", () => {
    expect(fromWooAddress(toWooAddress("billing", address))).toEqual(address);
    expect(fromWooAddress(toWooAddress("shipping", address))).toEqual({ ...address, email: "" });
  });

  it("reads an imported address leniently: the province from state when city is empty, what is no text as empty", () => {
    expect(fromWooAddress({ first_name: "An", last_name: "Lê", state: "Huế", phone: 12345, address_1: "3 Lê Lợi" })).toEqual({
      fullName: "Lê An",
      phone: "",
      province: "Huế",
      ward: "",
      street: "3 Lê Lợi",
      email: "",
    });
  });

  it("answers null for nothing, or for what is no address", () => {
    expect(fromWooAddress(undefined)).toBeNull();
    expect(fromWooAddress(null)).toBeNull();
    expect(fromWooAddress("12 Lê Lợi")).toBeNull();
    expect(fromWooAddress({ country: "VN" })).toBeNull();
  });
});
