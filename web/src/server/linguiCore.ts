/**
 * `@lingui/core` as the shop's modules see it in the server's build (vite.config.ts sends their
 * imports of `@lingui/core` here when building for the server, `linguiPerRender`): everything as
 * Lingui has it, except `i18n`, which is the Lingui instance of the render it is read in
 * (./renderScope.ts), or Lingui's own one outside any render. The shop's components translate
 * through the global `i18n` (`t` from @lingui/core/macro compiles to `i18n._`), so this is what
 * lets two renders in two languages run at once without a line of the screens changing; the
 * browser's build keeps Lingui's one instance.
 */
import { i18n as processI18n, type I18n } from '@lingui/core';
import { renderScope } from './renderScope';

export * from '@lingui/core';

/** Each instance's methods bound once (a render calls `i18n._` a few thousand times). */
const boundMethods = new WeakMap<I18n, Map<PropertyKey, unknown>>();

function methodOf(instance: I18n, key: PropertyKey, method: (...args: unknown[]) => unknown): unknown {
  let methods = boundMethods.get(instance);
  if (!methods) boundMethods.set(instance, (methods = new Map<PropertyKey, unknown>()));
  let bound = methods.get(key);
  if (!bound) methods.set(key, (bound = method.bind(instance)));
  return bound;
}

export const i18n: I18n = new Proxy(processI18n, {
  get(_target, key) {
    const active = renderScope.getStore()?.i18n ?? processI18n;
    const value: unknown = Reflect.get(active, key, active);
    return typeof value === 'function' ? methodOf(active, key, value as (...args: unknown[]) => unknown) : value;
  },
});
