import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';

type Tree = { [key: string]: string | Tree };

function flat(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  );
}

// Argument name -> kind (argument, number, date, time, plural, select, tag…); plural categories are
// allowed to differ per language, so they are not compared, but each language must have `other`.
function shape(
  elements: MessageFormatElement[],
  out = new Map<string, string>(),
  problems: string[] = [],
) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      out.set(`<${el.value}>`, 'tag');
      shape(el.children, out, problems);
      continue;
    }
    const kind =
      el.type === TYPE.plural
        ? el.pluralType === 'ordinal'
          ? 'selectordinal'
          : 'plural'
        : TYPE[el.type];
    const previous = out.get(el.value);
    // A bare {count} next to a plural on count is fine; keep the more specific kind.
    if (!previous || previous === 'argument') out.set(el.value, kind);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      if (!('other' in el.options)) problems.push(`${el.value}: no "other" branch`);
      for (const option of Object.values(el.options)) shape(option.value, out, problems);
    }
  }
  return { args: out, problems };
}

const english = flat(en as Tree);

describe('ICU structure against English', () => {
  for (const [lang, messages] of [
    ['tr', tr],
    ['ru', ru],
    ['de', de],
  ] as const) {
    it(`${lang}: same arguments and block types as English, no empty value`, () => {
      const local = flat(messages as Tree);
      const errors: string[] = [];
      for (const [key, source] of Object.entries(english)) {
        const text = local[key];
        if (text === undefined) continue;
        if (text.trim() === '') {
          errors.push(`${key}: empty`);
          continue;
        }
        let a, b;
        try {
          a = shape(parse(source));
          b = shape(parse(text));
        } catch (error) {
          errors.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        errors.push(...b.problems.map((p) => `${key}: ${p}`));
        const left = JSON.stringify([...a.args].sort());
        const right = JSON.stringify([...b.args].sort());
        if (left !== right) errors.push(`${key}: en ${left} ≠ ${lang} ${right}`);
      }
      expect(errors).toEqual([]);
    });
  }
});
