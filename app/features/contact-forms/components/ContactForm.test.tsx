import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONTACT_FORMS } from "../../../../db/seed/content/contact-forms";
import type { ContactFormView, FormOutcome } from "../form-view";
import { parseTemplate } from "../template";
import { ContactForm } from "./ContactForm";

const [MESSAGE_FORM, ORDER_FORM] = CONTACT_FORMS;

function view(template: string, outcome: FormOutcome | null = null, quiz: ContactFormView["quiz"] = {}): ContactFormView {
  return {
    id: 7,
    title: "Biểu mẫu liên hệ",
    locale: "vi",
    nodes: parseTemplate(template).nodes,
    unitTag: "wpcf7-f7-p12-o1",
    containerPostId: 12,
    action: "/lien-he/",
    quiz,
    outcome,
    today: "2026-11-28",
    proofOfWork: false,
  };
}

const draw = (v: ContactFormView) => renderToStaticMarkup(<ContactForm form={v} />);
const inputNamed = (markup: string, name: string) => new RegExp(`<input[^>]*name="${name.replace(/[[\]]/g, "\\$&")}"[^>]*>`).exec(markup)?.[0] ?? "";

/** The form as the server draws it, in Contact Form 7's markup, which its scripts and themes rely on. */
describe("ContactForm", () => {
  it("draws Contact Form 7's frame: the unit, the screen readers' region, the form with its status and hidden fields", () => {
    const markup = draw(view(MESSAGE_FORM!.template));
    expect(markup).toMatch(/^<div class="wpcf7 no-js" id="wpcf7-f7-p12-o1" lang="vi" dir="ltr" data-wpcf7-id="7"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"><\/p> <ul><\/ul><\/div>/);
    expect(markup).toContain('<form class="wpcf7-form init" aria-label="Biểu mẫu liên hệ" noValidate="" data-status="init" action="/lien-he/#wpcf7-f7-p12-o1" method="post">');
    expect(markup).toContain(
      '<fieldset class="hidden-fields-container"><input type="hidden" name="_wpcf7" value="7"/><input type="hidden" name="_wpcf7_version" value="6.1.6"/><input type="hidden" name="_wpcf7_locale" value="vi"/><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f7-p12-o1"/><input type="hidden" name="_wpcf7_container_post" value="12"/><input type="hidden" name="_wpcf7_posted_data_hash" value=""/></fieldset>',
    );
    expect(markup).toMatch(/<div class="wpcf7-response-output" aria-hidden="true"><\/div><\/form><\/div>$/);
    // Not a file form: no multipart.
    expect(markup).not.toContain("encType");
  });

  it("draws each field in its wrap with the owner's label around it, required and bounded as the tag says", () => {
    const markup = draw(view(MESSAGE_FORM!.template));
    expect(markup).toContain('<p><label> Họ và tên<br/><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxLength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" autoComplete="name" aria-required="true" aria-invalid="false" type="text" name="your-name" value=""/></span> </label></p>');
    expect(inputNamed(markup, "your-email")).toContain('class="wpcf7-form-control wpcf7-email wpcf7-validates-as-email wpcf7-validates-as-required"');
    expect(markup).toContain('<textarea cols="40" rows="10" maxLength="1000" class="wpcf7-form-control wpcf7-textarea wpcf7-validates-as-required"');
    expect(markup).toContain('data-target-name="your-message" data-starting-value="1000" data-current-value="1000" data-maximum-value="1000" data-minimum-value="">1000</span>');
    expect(markup).toContain('<span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" aria-invalid="false" name="your-consent" value="1"/><span class="wpcf7-list-item-label">Tôi đồng ý để cửa hàng lưu các thông tin trên để trả lời tôi.</span></label></span></span>');
    expect(markup).toContain('<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Gửi lời nhắn"/>');
  });

  it("draws every kind of field of the made-to-order form, multipart for its file", () => {
    const markup = draw(view(ORDER_FORM!.template, null, { "order-quiz": ["Thủ đô của Việt Nam là thành phố nào?", "abc123"] }));
    expect(markup).toContain('encType="multipart/form-data"');
    expect(inputNamed(markup, "order-quantity")).toContain('min="10" max="2000" step="10"');
    expect(inputNamed(markup, "order-urgency")).toContain('type="range"');
    expect(inputNamed(markup, "order-date")).toContain('min="2026-12-01" max="2027-12-31"');
    expect(inputNamed(markup, "order-website")).toContain('placeholder="https://"');
    expect(markup).toContain('<option value="" selected="">—Vui lòng chọn—</option><option value="Áo thun in logo">Áo thun in logo</option>');
    expect(inputNamed(markup, "order-sizes[]")).toContain('type="checkbox"');
    expect(inputNamed(markup, "order-print")).toContain("checked");
    expect(markup).toContain("wpcf7-exclusive-checkbox");
    expect(inputNamed(markup, "order-delivery_free_text")).toContain('disabled=""');
    expect(inputNamed(markup, "order-design")).toContain('accept=".jpg,.jpeg,.png,.pdf"');
    expect(markup).toContain('<span class="wpcf7-quiz-label">Thủ đô của Việt Nam là thành phố nào?</span>');
    expect(inputNamed(markup, "_wpcf7_quiz_answer_order-quiz")).toContain('value="abc123"');
    expect(markup).toContain('<a href="/dieu-khoan-va-dieu-kien/">điều khoản và điều kiện</a>');
    expect(markup).toContain("wpcf7-acceptance optional");
    expect(inputNamed(markup, "order-source")).toContain('value="trang-lien-he"');
  });

  it("gives a form asking for the proof of work its hidden field and, for those without scripts, a note; [altcha] itself draws nothing", () => {
    const template = "[text* your-name]\n\n[altcha]\n\n[submit]";
    const markup = draw({ ...view(template), proofOfWork: true });
    expect(markup).toContain(
      '<input type="hidden" name="_wpcf7_posted_data_hash" value=""/><input type="hidden" name="_wpcf7_altcha" value=""/></fieldset><noscript><p class="wpcf7-noscript-note">Biểu mẫu này cần JavaScript để chống thư rác. Vui lòng bật JavaScript trong trình duyệt rồi tải lại trang để gửi lời nhắn.</p></noscript><p><span class="wpcf7-form-control-wrap" data-name="your-name">',
    );
    expect(markup).toContain('</span></p><p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Gửi"/></p>');
    expect(markup.match(/_wpcf7_altcha/g)).toHaveLength(1);
    const plain = draw(view(template.replace("[altcha]", "")));
    expect(plain).not.toContain("_wpcf7_altcha");
    expect(plain).not.toContain("noscript");
  });

  it("shows a post's outcome without scripts: the message, each error under its field and in the list, what was typed", () => {
    const outcome: FormOutcome = {
      status: "validation_failed",
      message: "Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.",
      invalidFields: [{ field: "your-email", message: "Vui lòng nhập một địa chỉ e-mail." }],
      values: { "your-name": ["Lan <3"], "your-email": ["lan@"] },
    };
    const markup = draw(view(MESSAGE_FORM!.template, outcome));
    expect(markup).toContain('class="wpcf7-form invalid"');
    expect(markup).toContain('data-status="invalid"');
    expect(markup).toContain('<ul><li id="wpcf7-f7-p12-o1-ve-your-email">Vui lòng nhập một địa chỉ e-mail.</li></ul>');
    const email = inputNamed(markup, "your-email");
    expect(email).toContain("wpcf7-not-valid");
    expect(email).toContain('aria-invalid="true" aria-describedby="wpcf7-f7-p12-o1-ve-your-email"');
    expect(email).toContain('value="lan@"');
    expect(markup).toContain('<span class="wpcf7-not-valid-tip" aria-hidden="true">Vui lòng nhập một địa chỉ e-mail.</span>');
    expect(inputNamed(markup, "your-name")).toContain('value="Lan &lt;3"');
    expect(markup).toContain('<div class="wpcf7-response-output" aria-hidden="true">Một hoặc nhiều trường có lỗi. Vui lòng kiểm tra và thử lại.</div>');
  });
});
