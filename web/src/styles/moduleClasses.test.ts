/**
 * Every class a component takes from its stylesheet module (`styles.priceRows`) is one the
 * stylesheet defines. In tests a CSS module answers any name, so a misspelt class renders no
 * style and no test would notice: the PRICE DETAILS rows once touched the card's edges that way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { compile } from 'sass';

const srcDir = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const compiled = new Map<string, Set<string>>();
function classesOf(stylesheet: string): Set<string> {
  let classes = compiled.get(stylesheet);
  if (!classes) {
    const { css } = compile(stylesheet, { loadPaths: [dirname(stylesheet)], silenceDeprecations: ['import'] });
    classes = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
    compiled.set(stylesheet, classes);
  }
  return classes;
}

/** `file: name.class` for each class a module file uses and its stylesheet lacks. */
function missingClasses(): string[] {
  const missing: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, name, path] of text.matchAll(/import (\w+) from '([^']+\.module\.scss)'/g)) {
      const classes = classesOf(resolve(dirname(file), path!));
      for (const [, used] of text.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
        if (!classes.has(used!)) missing.push(`${relative(srcDir, file)}: ${name}.${used}`);
      }
    }
  }
  return missing;
}

describe('stylesheet modules', () => {
  it('define every class their components use', () => {
    expect(missingClasses()).toEqual([]);
  });
});
