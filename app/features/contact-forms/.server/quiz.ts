import { createHmac, randomInt } from "node:crypto";
import type { FormTag } from "../form-model";
import { pipes } from "../form-tag";

/**
 * A quiz's answer as compared: Unicode-normalised, lower case, its spaces collapsed, so "Hà  Nội"
 * and "hà nội" both answer "Hà Nội".
 */
export function canonicalAnswer(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase("vi").replace(/\s+/gu, " ").trim();
}

/** What the page carries instead of the answer (`_wpcf7_quiz_answer_<name>`): a keyed hash of it. */
export function quizAnswerHash(secretKey: string, answer: string): string {
  return createHmac("sha256", secretKey).update(`wpcf7_quiz|${canonicalAnswer(answer)}`).digest("hex").slice(0, 32);
}

/** A quiz's question and its answer's hash: the first on the page (so every visitor gets the same page), any on refill. */
export function quizQuestion(tag: FormTag, secretKey: string, pick: "first" | "random"): [question: string, answerHash: string] {
  const pairs = pipes(tag);
  const chosen = pairs.length === 0 ? { label: "", value: "" } : pairs[pick === "first" ? 0 : randomInt(pairs.length)]!;
  return [chosen.label, quizAnswerHash(secretKey, chosen.value)];
}

/** Every quiz of the form with a fresh question: refill's and each feedback answer's `quiz`. */
export function refillQuizzes(tags: readonly FormTag[], secretKey: string): Record<string, [string, string]> | null {
  const quizzes = tags.filter((t) => t.type === "quiz" && t.name !== "");
  if (quizzes.length === 0) return null;
  return Object.fromEntries(quizzes.map((t) => [t.name, quizQuestion(t, secretKey, "random")]));
}
