/**
 * Remember Me keeps the email only, on this device for this browser: never a password or any other
 * secret (docs/decisions/001-session-token-is-the-only-stored-credential.md).
 */
import { browserValue } from '../../lib/deviceStorage';

export const rememberedEmailStorage = browserValue({
  name: 'rememberedEmail',
  version: 1,
  legacyKey: 'rememberedEmail',
  parse: (stored) => (typeof stored === 'string' ? stored : ''),
});

export const getRememberedEmail = (): string => rememberedEmailStorage.read();

export function rememberEmail(email: string, remember: boolean): void {
  if (remember) rememberedEmailStorage.write(email);
  else rememberedEmailStorage.clear();
}
