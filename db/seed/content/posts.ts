import { h2, p, ul } from "../html";
import type { Silhouette } from "../images/shapes";
import type { BlogCategorySlug, PostTagSlug } from "./taxonomies";

/** A blog post; its featured image is a flat lay of the drawn items. */
export type PostSeed = {
  title: string;
  excerpt: string;
  categories: readonly BlogCategorySlug[];
  tags: readonly PostTagSlug[];
  /** Published this many days before the seed's base date. */
  daysAgo: number;
  image: { kinds: readonly Silhouette[]; colors: readonly string[] };
  content: readonly string[];
  /** Readers' comments (approved), oldest first; `replies` answer the one they are under. */
  comments?: readonly CommentSeed[];
};

export type CommentSeed = { author: string; email: string; hoursAfter: number; content: string; replies?: readonly CommentSeed[] };

export const BLOG_POSTS: readonly PostSeed[] = [
  {
    title: "5 cách phối áo sơ mi trắng cho dân công sở",
    excerpt: "Một chiếc sơ mi trắng có thể mặc cả tuần mà không lặp lại: đây là năm công thức phối đồ đơn giản, dễ áp dụng.",
    categories: ["meo-hay", "xu-huong"],
    tags: ["phoi-do", "cong-so"],
    daysAgo: 6,
    image: { kinds: ["shirt", "pants", "watch"], colors: ["#FFFFFF", "#1F3A93", "#5A3A22"] },
    content: [
      p("Áo sơ mi trắng là món đồ mà gần như ai cũng có trong tủ, nhưng không phải ai cũng tận dụng hết sức mạnh của nó. Chỉ cần thay đổi món đi kèm, chiếc áo quen thuộc có thể mang lại năm phong cách khác nhau cho năm ngày làm việc."),
      h2("1. Sơ mi trắng và quần tây xanh navy"),
      p("Đây là công thức an toàn nhất cho những buổi họp quan trọng. Hãy chọn quần tây cạp vừa, ống đứng, kết hợp thắt lưng da màu nâu để bộ trang phục bớt đơn điệu."),
      h2("2. Sơ vin cùng quần jeans ống đứng"),
      p("Thứ Sáu là ngày để thoải mái hơn một chút. Sơ vin áo vào quần jeans màu đậm, xắn tay áo hai nấc và đi cùng đôi sneaker trắng: vừa gọn gàng vừa trẻ trung."),
      h2("3, 4 và 5: chân váy, blazer và áo len"),
      ul([
        "Chân váy chữ A dài qua gối cùng giày búp bê cho vẻ ngoài thanh lịch.",
        "Khoác blazer màu be bên ngoài khi phải gặp đối tác.",
        "Mặc áo len cổ tròn bên ngoài, để lộ cổ áo sơ mi khi trời se lạnh.",
      ]),
      p("Mẹo nhỏ: chọn sơ mi vải oxford hoặc cotton dày vừa để áo không bị lộ nội y và giữ phom tốt suốt cả ngày."),
    ],
    comments: [
      {
        author: "Ngọc Anh",
        email: "ngocanh@example.vn",
        hoursAfter: 5,
        content: "Công thức số 2 đúng gu mình luôn! Cho mình hỏi áo sơ mi oxford của shop có bị nhăn nhiều không ạ?",
        replies: [
          {
            author: "Cửa Hàng Xinh",
            email: "hotro@cuahangxinh.vn",
            hoursAfter: 7,
            content: "Chào chị Ngọc Anh, vải oxford dày nên ít nhăn hơn cotton mỏng. Chị phơi trên móc ngay sau khi giặt là gần như không cần ủi ạ.",
          },
        ],
      },
      { author: "Minh Khôi", email: "khoi.minh@example.vn", hoursAfter: 30, content: "Bài viết hữu ích. Mong shop ra thêm bài phối đồ cho nam." },
    ],
  },
  {
    title: "Cách giặt và bảo quản áo lụa luôn bền đẹp",
    excerpt: "Lụa đẹp nhưng kén người chăm. Vài thói quen nhỏ khi giặt, phơi và cất giữ sẽ giúp chiếc áo lụa giữ được độ bóng mịn nhiều năm.",
    categories: ["meo-hay"],
    tags: ["bao-quan", "giat-ui"],
    daysAgo: 19,
    image: { kinds: ["blouse", "scarf"], colors: ["#F4B6C2", "#1F3A93"] },
    content: [
      p("Lụa là chất liệu tự nhiên có cấu trúc sợi protein giống như tóc của chúng ta, vì vậy nó rất nhạy cảm với nhiệt độ cao, xà phòng mạnh và ánh nắng gắt."),
      h2("Giặt tay bằng nước mát"),
      p("Hãy giặt tay trong nước mát dưới 30 °C với nước giặt chuyên dụng cho lụa hoặc dầu gội đầu dịu nhẹ. Không vò, không chà mạnh; chỉ nhấn nhẹ áo trong nước rồi xả lại hai lần."),
      h2("Phơi trong bóng râm"),
      p("Đừng vắt xoắn áo. Cuộn áo trong một chiếc khăn bông để thấm bớt nước, sau đó phơi trên móc có vai tròn ở nơi thoáng gió, tránh nắng trực tiếp làm bạc màu."),
      h2("Ủi và cất giữ"),
      ul([
        "Ủi mặt trái ở chế độ lụa khi áo còn hơi ẩm.",
        "Treo áo trong túi vải thoáng khí, không dùng túi nilon.",
        "Đặt vài túi thơm oải hương trong tủ để tránh côn trùng.",
      ]),
    ],
  },
  {
    title: "Gợi ý quà tặng 20/10 cho mẹ và người thương",
    excerpt: "Ngày Phụ nữ Việt Nam sắp đến: từ khăn lụa, túi da đến nến thơm, đây là những món quà vừa ý nghĩa vừa dễ chọn.",
    categories: ["qua-tang"],
    tags: ["qua-tang", "phu-kien", "do-da"],
    daysAgo: 2,
    image: { kinds: ["scarf", "candle", "bag"], colors: ["#C62828", "#F3E6A8", "#6B3E26"] },
    content: [
      p("Mỗi dịp 20/10, câu hỏi quen thuộc lại xuất hiện: tặng gì cho mẹ, cho vợ, cho người yêu hay đồng nghiệp nữ? Chúng tôi đã tổng hợp những món quà được khách hàng chọn nhiều nhất năm ngoái."),
      h2("Cho mẹ: ấm áp và thiết thực"),
      p("Một chiếc khăn lụa vuông họa tiết cổ điển, một bộ khăn tắm cotton mềm mại hay chiếc cốc gốm men lam vẽ tay đều là những món mẹ có thể dùng hằng ngày và nhớ đến bạn."),
      h2("Cho người thương: tinh tế và riêng tư"),
      p("Túi đeo chéo mini, đồng hồ dây lưới vàng hồng hay thỏi son kem lì là lựa chọn an toàn. Nếu chưa chắc về màu sắc, hãy chọn nến thơm tinh dầu: ai cũng thích một không gian dễ chịu."),
      p("Đặc biệt, từ nay đến hết ngày 20/10, mọi đơn hàng đều được gói quà miễn phí kèm thiệp viết tay theo lời nhắn của bạn."),
    ],
  },
  {
    title: "Xu hướng màu sắc thu đông 2026: xanh rêu và be sữa lên ngôi",
    excerpt: "Những gam màu trầm ấm, gần gũi với thiên nhiên đang thống trị các bộ sưu tập mùa lạnh năm nay.",
    categories: ["xu-huong"],
    tags: ["mau-sac", "phoi-do"],
    daysAgo: 27,
    image: { kinds: ["dress", "shirt", "hat"], colors: ["#556B2F", "#D8C3A5", "#C8B58A"] },
    content: [
      p("Sau nhiều mùa của những gam màu rực rỡ, thời trang thu đông 2026 quay về với bảng màu trầm ấm và dễ mặc. Xanh rêu, be sữa, nâu hạt dẻ và xám khói xuất hiện dày đặc trên các sàn diễn lẫn đường phố."),
      h2("Xanh rêu: mạnh mẽ mà vẫn dịu dàng"),
      p("Xanh rêu hợp với làn da châu Á hơn ta nghĩ. Một chiếc áo sơ mi linen hay váy suông xanh rêu phối cùng phụ kiện da nâu sẽ tạo nên tổng thể hài hòa, có chiều sâu."),
      h2("Be sữa: nền tảng cho mọi tủ đồ"),
      p("Màu be dễ phối với gần như mọi màu khác. Bạn có thể mặc cả cây be từ áo đến quần, chỉ cần thay đổi chất liệu để bộ đồ không bị nhạt."),
      p("Gợi ý của chúng tôi: bắt đầu bằng một món phụ kiện như mũ bucket kaki hay khăn lụa, rồi dần thêm những món lớn hơn khi bạn đã quen với gam màu mới."),
    ],
  },
  {
    title: "Chọn size quần jeans chuẩn mà không cần thử",
    excerpt: "Mua jeans online không còn là trò may rủi nếu bạn biết đo ba số đo này và đọc đúng bảng size.",
    categories: ["meo-hay"],
    tags: ["phoi-do"],
    daysAgo: 41,
    image: { kinds: ["pants", "belt"], colors: ["#1F3A93", "#3E2417"] },
    content: [
      p("Quần jeans là món đồ khó mua online nhất vì mỗi hãng một phom. Tuy vậy, chỉ với một chiếc thước dây và năm phút, bạn có thể chọn đúng size ngay lần đầu."),
      h2("Ba số đo cần biết"),
      ul([
        "Vòng eo: đo ngang rốn, thước dây vừa khít nhưng không siết.",
        "Vòng mông: đo ở điểm nở nhất của mông.",
        "Chiều dài ống trong: từ đáy quần đến mắt cá chân.",
      ]),
      p("So sánh các số đo với bảng size trong từng trang sản phẩm. Nếu bạn nằm giữa hai size, hãy chọn size lớn hơn với dáng ống đứng và size nhỏ hơn với dáng slim fit có vải co giãn."),
      p("Vẫn chưa chắc chắn? Cửa Hàng Xinh hỗ trợ đổi size miễn phí một lần trong 7 ngày, chỉ cần quần còn nguyên tem mác."),
    ],
  },
  {
    title: "Bí quyết chọn kính mát hợp với khuôn mặt",
    excerpt: "Mặt tròn, mặt vuông hay trái xoan: mỗi dáng mặt có một kiểu gọng kính giúp gương mặt cân đối và cuốn hút hơn.",
    categories: ["meo-hay", "xu-huong"],
    tags: ["phu-kien", "phoi-do"],
    daysAgo: 55,
    image: { kinds: ["sunglasses", "hat"], colors: ["#111111", "#C8B58A"] },
    content: [
      p("Một chiếc kính mát phù hợp không chỉ bảo vệ đôi mắt khỏi tia UV mà còn giúp cân bằng các đường nét trên gương mặt. Nguyên tắc chung rất đơn giản: chọn gọng tương phản với dáng mặt."),
      ul([
        "Mặt tròn: gọng vuông hoặc chữ nhật bản dày giúp gương mặt góc cạnh hơn.",
        "Mặt vuông: gọng tròn hoặc mắt mèo làm mềm đường quai hàm.",
        "Mặt trái xoan: may mắn nhất, hầu hết kiểu gọng đều hợp.",
        "Mặt dài: gọng to bản, cầu kính thấp để gương mặt ngắn lại.",
      ]),
      p("Đừng quên kiểm tra thông số chống tia UV400 và cân nhắc tròng phân cực nếu bạn thường xuyên lái xe hoặc đi biển."),
    ],
  },
  {
    title: "Cách vệ sinh giày da và giày vải tại nhà",
    excerpt: "Chỉ với vài dụng cụ có sẵn trong nhà, đôi giày yêu thích của bạn sẽ luôn sạch sẽ và bền lâu.",
    categories: ["meo-hay"],
    tags: ["giay-dep", "bao-quan", "do-da"],
    daysAgo: 73,
    image: { kinds: ["shoe", "shoe"], colors: ["#F5F5F2", "#4A2C1A"] },
    content: [
      p("Giày dép là món đồ chịu nhiều bụi bẩn nhất nhưng lại thường bị bỏ quên khi dọn dẹp. Vệ sinh định kỳ hai tuần một lần sẽ giúp giày bền gấp đôi."),
      h2("Với giày da"),
      p("Lau bụi bằng khăn mềm hơi ẩm, để khô tự nhiên rồi thoa một lớp xi dưỡng da mỏng. Tuyệt đối không giặt giày da trong nước hay phơi dưới nắng gắt vì da sẽ nứt và bạc màu."),
      h2("Với giày vải và sneaker"),
      p("Tháo dây và lót giày, chải sạch bụi đất, sau đó dùng bàn chải mềm với nước ấm pha chút baking soda để làm sạch vết bẩn. Nhét giấy báo vào trong khi phơi để giày giữ phom và hút ẩm nhanh hơn."),
      p("Với phần đế cao su bị ố vàng, hỗn hợp kem đánh răng và baking soda là cứu tinh rẻ tiền mà hiệu quả bất ngờ."),
    ],
  },
  {
    title: "Chăm sóc da mùa hanh khô với 4 bước cơ bản",
    excerpt: "Khi độ ẩm không khí giảm, làn da cần được chăm sóc khác đi. Bốn bước đơn giản giúp da luôn mềm mại, căng mọng.",
    categories: ["meo-hay"],
    tags: ["cham-soc-da"],
    daysAgo: 96,
    image: { kinds: ["jar", "bottle", "tube"], colors: ["#A8D0E6", "#F4B6C2", "#7DB36A"] },
    content: [
      p("Mùa hanh khô khiến da dễ bong tróc, căng rát và xỉn màu. Thay vì thêm thật nhiều sản phẩm, bạn chỉ cần làm đúng bốn bước cơ bản mỗi ngày."),
      ul([
        "Làm sạch dịu nhẹ: chọn sữa rửa mặt có độ pH cân bằng, không chứa xà phòng.",
        "Cân bằng: nước hoa hồng không cồn giúp da mềm và sẵn sàng hấp thụ dưỡng chất.",
        "Dưỡng ẩm: kem dưỡng có hyaluronic acid hoặc ceramide giữ nước cho da suốt ngày dài.",
        "Chống nắng: kể cả khi trời râm, tia UV vẫn âm thầm làm da lão hóa.",
      ]),
      p("Ngoài ra, hãy uống đủ nước, hạn chế tắm nước quá nóng và đặt một máy tạo độ ẩm trong phòng ngủ nếu bạn ngồi điều hòa nhiều giờ."),
    ],
  },
  {
    title: "Cửa Hàng Xinh ra mắt dịch vụ gói quà miễn phí",
    excerpt: "Từ tháng này, mọi đơn hàng đều có thể được gói quà bằng giấy kraft tái chế kèm thiệp viết tay, hoàn toàn miễn phí.",
    categories: ["tin-tuc-cua-hang"],
    tags: ["qua-tang", "khuyen-mai"],
    daysAgo: 118,
    image: { kinds: ["tote", "candle", "mug"], colors: ["#E8DCC4", "#F3E6A8", "#2E5E8C"] },
    content: [
      p("Rất nhiều khách hàng mua sắm tại Cửa Hàng Xinh để làm quà cho người thân. Để món quà trọn vẹn hơn, chúng tôi chính thức ra mắt dịch vụ gói quà miễn phí cho mọi đơn hàng."),
      p("Quà được gói bằng giấy kraft tái chế, buộc dây cói và kèm một tấm thiệp do nhân viên viết tay theo lời nhắn bạn để lại ở bước thanh toán. Hóa đơn sẽ được tách riêng để người nhận không thấy giá tiền."),
      p("Để sử dụng dịch vụ, bạn chỉ cần ghi lời nhắn vào ô ghi chú đơn hàng và chọn “Gói quà”. Cảm ơn bạn đã luôn đồng hành cùng chúng tôi!"),
    ],
  },
  {
    title: "Tủ đồ tối giản: 12 món đủ mặc cả mùa",
    excerpt: "Ít đồ hơn nhưng mặc đẹp hơn: danh sách 12 món cơ bản giúp bạn phối được hàng chục bộ trang phục.",
    categories: ["xu-huong"],
    tags: ["tu-do-toi-gian", "phoi-do"],
    daysAgo: 143,
    image: { kinds: ["tshirt", "pants", "shoe"], colors: ["#FFFFFF", "#1F3A93", "#F5F5F2"] },
    content: [
      p("Tủ đồ tối giản, hay tủ đồ con nhộng, là cách xây dựng tủ quần áo từ một số ít món đồ chất lượng, dễ phối với nhau. Bạn tiết kiệm thời gian mỗi sáng và cả tiền bạc."),
      h2("Danh sách gợi ý"),
      ul([
        "Hai áo thun trơn trắng và đen",
        "Một sơ mi trắng, một sơ mi xanh nhạt",
        "Một quần jeans ống đứng, một quần tây",
        "Một chân váy hoặc quần short",
        "Một áo khoác nhẹ, một áo len mỏng",
        "Một đôi sneaker trắng, một đôi giày da",
        "Một chiếc túi da trung tính",
      ]),
      p("Nguyên tắc quan trọng nhất: chọn màu trung tính cho những món lớn và để phụ kiện đảm nhận phần màu sắc. Khi mọi món đều hợp với nhau, việc phối đồ trở nên nhẹ nhàng hơn bao giờ hết."),
    ],
  },
  {
    title: "Bảo quản túi da thật đúng cách để dùng cả chục năm",
    excerpt: "Túi da thật là khoản đầu tư dài hạn. Chăm sóc đúng cách, chiếc túi sẽ càng dùng càng đẹp.",
    categories: ["meo-hay"],
    tags: ["do-da", "bao-quan"],
    daysAgo: 167,
    image: { kinds: ["bag", "wallet"], colors: ["#6B3E26", "#3B2A20"] },
    content: [
      p("Da thật có lỗ chân lông và cần “thở” như làn da của chúng ta. Vì thế kẻ thù lớn nhất của túi da là độ ẩm cao, nắng gắt và túi nilon kín."),
      p("Mỗi tháng một lần, hãy lau túi bằng khăn mềm và thoa một lớp kem dưỡng da chuyên dụng. Với vết bẩn nhỏ, dùng khăn ẩm lau nhẹ theo chiều vân da, không dùng cồn hay nước tẩy rửa."),
      p("Khi không dùng, nhồi giấy vào trong túi để giữ phom, cho túi vào túi vải đi kèm và cất nơi khô thoáng. Đừng treo túi bằng quai quá lâu vì quai sẽ giãn và biến dạng."),
      p("Nếu túi bị ướt mưa, thấm khô bằng khăn rồi để khô tự nhiên ở nhiệt độ phòng, tuyệt đối không sấy nóng."),
    ],
  },
  {
    title: "Nồi chiên không dầu: 5 món ngon cho bữa tối bận rộn",
    excerpt: "Đi làm về muộn vẫn có bữa tối tươm tất với năm món dễ làm bằng nồi chiên không dầu.",
    categories: ["meo-hay"],
    tags: ["nha-bep"],
    daysAgo: 201,
    image: { kinds: ["fryer", "pot", "mug"], colors: ["#2B2B2B", "#C0C4C8", "#2E5E8C"] },
    content: [
      p("Nồi chiên không dầu là trợ thủ đắc lực cho những ai bận rộn: chỉ cần sơ chế, cho vào nồi và hẹn giờ, bạn có thể tranh thủ làm việc khác."),
      ul([
        "Cánh gà chiên nước mắm: 180 °C trong 20 phút, lật mặt ở phút thứ 10.",
        "Khoai lang nướng mật ong: 200 °C trong 25 phút.",
        "Cá basa áp chảo sốt chanh: 180 °C trong 15 phút.",
        "Đậu hũ chiên giòn: 190 °C trong 12 phút, không cần dầu.",
        "Chả giò: phết chút dầu ăn, 180 °C trong 15 phút.",
      ]),
      p("Lưu ý: không xếp thực phẩm chồng lên nhau quá dày để hơi nóng lưu thông đều, và vệ sinh lòng nồi ngay sau khi dùng để lớp chống dính bền lâu."),
    ],
  },
  {
    title: "Tưng bừng sinh nhật cửa hàng: ưu đãi đến 30% trong tháng 9",
    excerpt: "Cửa Hàng Xinh tròn 5 tuổi! Cảm ơn bạn bằng chuỗi ưu đãi lớn nhất năm cùng nhiều quà tặng hấp dẫn.",
    categories: ["tin-tuc-cua-hang"],
    tags: ["khuyen-mai"],
    daysAgo: 31,
    image: { kinds: ["bag", "dress", "watch"], colors: ["#C62828", "#F4B6C2", "#D4A59A"] },
    content: [
      p("Năm năm trước, Cửa Hàng Xinh bắt đầu từ một gian hàng nhỏ trên phố Nguyễn Trãi. Hôm nay, chúng tôi đã đồng hành cùng hơn 50.000 khách hàng trên khắp Việt Nam."),
      p("Để tri ân, suốt tháng 9 nhiều sản phẩm được giảm giá từ 10% đến 30%, áp dụng cho cả mua trực tuyến và tại cửa hàng."),
      ul([
        "Giảm thêm 50.000 ₫ cho đơn từ 800.000 ₫.",
        "Tặng túi tote canvas cho 200 đơn hàng đầu tiên mỗi tuần.",
        "Miễn phí giao hàng toàn quốc, không giới hạn giá trị đơn.",
      ]),
      p("Chương trình áp dụng đến hết ngày 30/9. Số lượng có hạn, hãy nhanh tay bạn nhé!"),
    ],
  },
];
