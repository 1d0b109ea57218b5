/**
 * Remember Me keeps the email only, on this device. The spec's client also stored the shopper's
 * credentials client-side; we keep no secret anywhere (docs/decisions/001-session-token-is-the-only-stored-credential.md).
 */
const KEY = 'rememberedEmail';

export function getRememberedEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string, remember: boolean): void {
  try {
    if (remember) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode); Remember Me then simply does nothing.
  }
}
