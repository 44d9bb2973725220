/** The shop's own particulars, used in options, pages, the contact form and descriptions. */
export const SHOP = {
  name: "Cửa Hàng Xinh",
  tagline: "Thời trang và đồ dùng xinh xắn cho mỗi ngày",
  address: "123 Nguyễn Trãi, Phường Bến Thành, Thành phố Hồ Chí Minh",
  phone: "0901 234 567",
  email: "lienhe@cuahang.vn",
  hours: "8:30 – 21:30 hằng ngày, kể cả Chủ nhật",
  freeShippingFrom: "500.000 ₫",
} as const;
