/**
 * Work done once per upstream answer: reads collapsed onto one upstream call (collapsed-reads.ts)
 * share the answer's very objects (its bytes, its headers), so what is worked out from one is kept
 * beside it, and goes when the answer does.
 */
export function oncePerAnswer<Part extends object, Value>(work: (part: Part) => Value): (part: Part) => Value {
  const done = new WeakMap<Part, Value>();
  return (part) => {
    if (done.has(part)) return done.get(part) as Value;
    const value = work(part);
    done.set(part, value);
    return value;
  };
}
