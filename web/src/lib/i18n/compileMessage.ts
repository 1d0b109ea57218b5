/**
 * English messages stay in the code where they are used (the macros keep `message`, see
 * vite.config.ts), so English needs no catalogue; Lingui's runtime compiles them when first shown.
 * Lingui's own compiler carries a full ICU MessageFormat parser; this one reads the part of ICU
 * the shop's messages use (text, `{name}`, and `{n, plural|select|selectordinal, ...}` with `#`
 * and `=N` cases, apostrophe quoting) into the same compiled form, and catalogues.test.ts checks
 * that it matches Lingui's compiler on every message of every catalogue.
 */
type CompiledPart = string | CompiledArgument;
type CompiledArgument = [string] | [string, string, Record<string, unknown>];
export type CompiledMessage = CompiledPart[];

const choiceTypes = new Set(['plural', 'select', 'selectordinal']);

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  /** Parts up to a `}` that closes a case (not consumed) or the end. */
  parts(inPlural: boolean): CompiledMessage {
    const parts: CompiledPart[] = [];
    let literal = '';
    const flush = () => {
      if (literal) parts.push(literal);
      literal = '';
    };
    while (this.index < this.text.length) {
      const char = this.text[this.index]!;
      if (char === '}') break;
      if (char === "'") {
        literal += this.quoted(inPlural);
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        parts.push('#');
        this.index += 1;
        continue;
      }
      if (char === '{') {
        flush();
        parts.push(this.argument());
        continue;
      }
      literal += char;
      this.index += 1;
    }
    flush();
    return parts;
  }

  /** ICU apostrophes: `''` is one; `'` before a syntax character quotes up to the next `'`. */
  private quoted(inPlural: boolean): string {
    const next = this.text[this.index + 1];
    if (next === "'") {
      this.index += 2;
      return "'";
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      const end = this.text.indexOf("'", this.index + 1);
      const stop = end === -1 ? this.text.length : end;
      const quoted = this.text.slice(this.index + 1, stop).replace(/''/g, "'");
      this.index = stop + 1;
      return quoted;
    }
    this.index += 1;
    return "'";
  }

  private argument(): CompiledArgument {
    this.index += 1; // {
    const name = this.until(/[,}]/);
    if (this.text[this.index] === '}') {
      this.index += 1;
      return [name];
    }
    this.index += 1; // ,
    const type = this.until(/[,}]/);
    if (!choiceTypes.has(type)) throw new Error(`unsupported argument type "${type}" in: ${this.text}`);
    this.index += 1; // ,
    const cases: Record<string, unknown> = { offset: undefined };
    for (;;) {
      const key = this.until(/[{}]/);
      if (this.text[this.index] === '}') break;
      this.index += 1; // {
      cases[key.startsWith('=') ? key.slice(1) : key] = this.parts(type !== 'select');
      this.index += 1; // }
    }
    this.index += 1; // } of the argument
    return [name, type, cases];
  }

  private until(stop: RegExp): string {
    const start = this.index;
    while (this.index < this.text.length && !stop.test(this.text[this.index]!)) this.index += 1;
    return this.text.slice(start, this.index).trim();
  }
}

export function compileMessage(message: string): CompiledMessage {
  return new Reader(message).parts(false);
}
