import { type FormEvent, useState } from "react";

type State = { busy: boolean; error: string | null; codePrompt: boolean };

/** Fills the form's `wfls-captcha-token` with a solved challenge (its code is fetched only now). */
async function fillCaptcha(form: HTMLFormElement): Promise<void> {
  const field = form.elements.namedItem("wfls-captcha-token");
  if (!(field instanceof HTMLInputElement)) return;
  const { captchaToken } = await import("../client/captcha-token");
  field.value = await captchaToken();
}

/**
 * The login form with scripts, in the states of spec §4 "Login": on submit the button is
 * disabled and a CAPTCHA token obtained (when on); the AJAX check follows; an error or message is
 * shown (the code cleared, a new token next time); a right password submits the form for real,
 * or first asks for the two-factor code, which then goes with the real submit. Without scripts
 * the form posts as it is and the server answers the same states as pages.
 */
export function useScriptedLogin(o: { captcha: boolean }) {
  const [state, setState] = useState<State>({ busy: false, error: null, codePrompt: false });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    if (state.busy) return;
    // The code was asked for and typed: the real submit carries it.
    if (state.codePrompt) {
      setState({ ...state, busy: true });
      form.submit();
      return;
    }
    setState({ busy: true, error: null, codePrompt: false });
    if (o.captcha) await fillCaptcha(form);
    const { authenticate } = await import("../client/authenticate");
    const verdict = await authenticate(form);
    if (verdict.kind === "message") {
      setState({ busy: false, error: verdict.html, codePrompt: false });
      return;
    }
    if (verdict.twoFactorRequired) {
      setState({ busy: false, error: null, codePrompt: true });
      return;
    }
    form.submit();
  };
  return { ...state, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}

/** The registration form with scripts: a CAPTCHA token before the real submit (spec §4 "Registration with CAPTCHA"). */
export function useScriptedRegistration(o: { captcha: boolean }) {
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    if (o.captcha) await fillCaptcha(form);
    form.submit();
  };
  return { busy, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
