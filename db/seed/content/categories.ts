export type ProductGroup = "apparel" | "shoes" | "bags" | "accessories" | "home" | "beauty";

/** Product categories (`product_cat`); children are listed under their parent. */
export type CategorySeed = {
  name: string;
  description: string;
  /** Three letters used in SKUs of products of this category. */
  code: string;
  /** Which description templates and review comments fit its products. */
  group: ProductGroup;
  children?: readonly CategorySeed[];
};

export const PRODUCT_CATEGORIES: readonly CategorySeed[] = [
  {
    name: "Thời trang nam",
    code: "NAM",
    group: "apparel",
    description: "Trang phục nam từ công sở đến dạo phố: phom dáng gọn gàng, chất liệu thoáng mát hợp khí hậu Việt Nam.",
    children: [
      {
        name: "Áo sơ mi nam",
        code: "ASM",
        group: "apparel",
        description: "Sơ mi oxford, linen và kẻ sọc cho tuần làm việc năm ngày, đứng phom mà vẫn dễ chịu cả ngày dài.",
      },
      {
        name: "Quần jeans nam",
        code: "QJN",
        group: "apparel",
        description: "Jeans ống đứng, slim fit và ống suông bằng denim co giãn nhẹ, bền màu sau nhiều lần giặt.",
      },
      {
        name: "Áo thun nam",
        code: "ATN",
        group: "apparel",
        description: "Áo thun cổ tròn, polo và henley bằng cotton mềm, món cơ bản không thể thiếu trong tủ đồ.",
      },
    ],
  },
  {
    name: "Thời trang nữ",
    code: "NU",
    group: "apparel",
    description: "Váy đầm và áo kiểu nữ tính, thanh lịch, dễ phối cho cả đi làm lẫn những buổi hẹn cuối tuần.",
    children: [
      {
        name: "Váy đầm",
        code: "VDM",
        group: "apparel",
        description: "Đầm midi, váy suông, đầm dự tiệc và chân váy công sở với đường cắt tôn dáng.",
      },
      {
        name: "Áo kiểu nữ",
        code: "AKN",
        group: "apparel",
        description: "Sơ mi lụa, áo cổ nơ, blouse tay phồng và áo len mỏng cho vẻ ngoài chỉn chu mỗi ngày.",
      },
    ],
  },
  {
    name: "Giày dép",
    code: "GDP",
    group: "shoes",
    description: "Sneaker, giày tây, giày lười và sandal êm chân, đế chống trơn trượt, hợp mọi hành trình.",
  },
  {
    name: "Túi xách",
    code: "TXH",
    group: "bags",
    description: "Túi da công sở, túi đeo chéo, tote canvas, balo laptop và ví: gọn gàng, bền bỉ, nhiều ngăn tiện lợi.",
  },
  {
    name: "Phụ kiện",
    code: "PKN",
    group: "accessories",
    description: "Thắt lưng, khăn lụa, mũ, đồng hồ và kính mát: những chi tiết nhỏ hoàn thiện phong cách của bạn.",
    children: [
      {
        name: "Đồng hồ",
        code: "DHO",
        group: "accessories",
        description: "Đồng hồ dây da, dây kim loại và đồng hồ cơ, bảo hành chính hãng 12 tháng.",
      },
      {
        name: "Kính mát",
        code: "KMT",
        group: "accessories",
        description: "Kính mát chống tia UV400, tròng phân cực, gọng kim loại và acetate nhẹ tênh.",
      },
    ],
  },
  {
    name: "Nhà cửa & đời sống",
    code: "NCD",
    group: "home",
    description: "Đồ gia dụng, đồ bếp và đồ trang trí giúp căn nhà gọn gàng, ấm cúng và tiện nghi hơn.",
  },
  {
    name: "Làm đẹp",
    code: "LDP",
    group: "beauty",
    description: "Mỹ phẩm chăm sóc da, tóc và trang điểm với thành phần lành tính, phù hợp làn da người Việt.",
  },
];
