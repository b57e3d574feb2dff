import type { ProviderName } from './federated-users';

/**
 * The page that plays Google's or Apple's sign-in and consent (local mode only, clearly labelled): the person
 * chooses the e-mail address of their account there, then continues or cancels. Its form goes back to the stand-in
 * (`/oauth2/idpresponse`, where Cognito receives the provider's answer), which then redirects to the shop.
 */
const LOOK: Readonly<Record<ProviderName, { name: string; colour: string }>> = {
  Google: { name: 'Google', colour: '#1a73e8' },
  SignInWithApple: { name: 'Apple', colour: '#000000' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function providerPage(options: {
  readonly provider: ProviderName;
  readonly ticket: string;
  readonly email?: string;
  readonly problem?: string;
}): string {
  const { name, colour } = LOOK[options.provider];
  const problem = options.problem ? `<p role="alert" class="problem">${escapeHtml(options.problem)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  .label { font-size: 0.875rem; background: #fef7e0; color: #5f4b00; padding: 0.25rem 0.5rem; border-radius: 4px; }
  label { display: block; margin: 1.5rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; font-size: 1rem; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { padding: 0.6rem 1.2rem; font-size: 1rem; border-radius: 4px; border: 1px solid ${colour}; cursor: pointer; }
  button[value="allow"] { background: ${colour}; color: #fff; }
  button[value="deny"] { background: #fff; color: ${colour}; }
  .problem { color: #a50e0e; }
</style>
</head>
<body>
<main>
  <p class="label">Local stand-in for ${name} — no real ${name} account is used</p>
  <h1>Sign in with ${name}</h1>
  <p>Choose the e-mail address of your ${name} account. SkyDeck will receive your e-mail address.</p>
  ${problem}
  <form method="get" action="/oauth2/idpresponse">
    <input type="hidden" name="ticket" value="${escapeHtml(options.ticket)}">
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(options.email ?? '')}">
    <div class="actions">
      <button type="submit" name="consent" value="allow">Continue</button>
      <button type="submit" name="consent" value="deny">Cancel</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in error (local stand-in)</title></head>
<body><main><h1>Sign-in error</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
}
