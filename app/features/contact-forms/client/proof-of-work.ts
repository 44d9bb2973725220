/**
 * The invisible proof of work of a form that asks for one (`[altcha]`, `altcha: on`; decision
 * 026): just before each send a fresh challenge is fetched from the shop and solved here, and the
 * solution goes with the fields. The solver is fetched on the first such send only.
 */
import { PROOF_OF_WORK_FIELD } from "../hidden-fields";

/** The form's field for the solution; null when the form asks for no proof of work. */
export function proofOfWorkField(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${PROOF_OF_WORK_FIELD}"]`);
}

/**
 * Solves a fresh challenge into the field and into what is about to be sent. Anything failing
 * (offline, no answer, not solved in time) leaves both empty: the form is sent all the same, and
 * the server answers it as spam.
 */
export async function fillProofOfWork(field: HTMLInputElement, formData: FormData): Promise<void> {
  const token = await solvedChallenge();
  field.value = token;
  formData.set(PROOF_OF_WORK_FIELD, token);
}

async function solvedChallenge(): Promise<string> {
  try {
    const { CAPTCHA_CHALLENGE_PATH, solveCaptcha } = await import("../../../lib/captcha-solver");
    const answer = await fetch(CAPTCHA_CHALLENGE_PATH, { cache: "no-store", credentials: "same-origin", headers: { Accept: "application/json" } });
    if (!answer.ok) return "";
    return (await solveCaptcha(await answer.json())) ?? "";
  } catch {
    return "";
  }
}
