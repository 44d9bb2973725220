import { translator } from "../format";

/**
 * Messages of the gallery area, kept out of the catalogue every page ships (../vi.ts): only pages
 * that show it load them.
 */
export const galleryMessages = {
  "gallery.previous": "Ảnh trước",
  "gallery.next": "Ảnh tiếp theo",
  "gallery.slide": "Ảnh {n} / {total}",
  "gallery.slideRole": "ảnh",
  "gallery.carouselRole": "trình chiếu ảnh",
  "gallery.thumbnails": "Chọn ảnh để xem",
  "gallery.viewFullSize": "Xem ảnh kích thước đầy đủ",
  "gallery.lightbox": "Ảnh phóng to: {name}",
  "gallery.close": "Đóng (Esc)",
  "gallery.zoom": "Phóng to hoặc thu nhỏ",
  "gallery.lightboxPrevious": "Ảnh trước (phím mũi tên trái)",
  "gallery.lightboxNext": "Ảnh tiếp theo (phím mũi tên phải)",
  "gallery.lightboxError": "Không thể tải ảnh này.",
} as const;

export const tGallery = translator(galleryMessages);
