/**
 * New quiz questions and CAPTCHA images after a send or a reset (spec §3 "Contact form feedback
 * answer", §7 refill): the answer's input emptied, the question or image replaced, the hidden
 * answer hash or challenge updated.
 */
import { captchaChallengeOf, type Refill } from "./answers";

function byName(root: ParentNode, name: string): NodeListOf<HTMLInputElement> {
  return root.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
}

export function applyRefill(form: HTMLFormElement, refill: Refill): void {
  for (const [name, url] of Object.entries(refill.captcha ?? {})) {
    for (const input of byName(form, name)) input.value = "";
    for (const image of form.querySelectorAll(`img.wpcf7-captcha-${CSS.escape(name.replaceAll(":", ""))}`)) image.setAttribute("src", url);
    const challenge = captchaChallengeOf(url);
    if (challenge !== null) for (const input of byName(form, `_wpcf7_captcha_challenge_${name}`)) input.value = challenge;
  }
  for (const [name, [question, answerHash]] of Object.entries(refill.quiz ?? {})) {
    for (const wrap of form.querySelectorAll(`.wpcf7-form-control-wrap[data-name="${CSS.escape(name)}"]`)) {
      const input = wrap.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      if (input) input.value = "";
      const label = wrap.querySelector(".wpcf7-quiz-label");
      if (label) label.textContent = question;
      const hash = wrap.querySelector<HTMLInputElement>(`input[name="${CSS.escape(`_wpcf7_quiz_answer_${name}`)}"]`);
      if (hash) hash.value = answerHash;
    }
  }
}
