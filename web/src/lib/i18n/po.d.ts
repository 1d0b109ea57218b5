// A catalogue as @lingui/vite-plugin compiles it when the shop imports a .po file.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
