/**
 * Input masks of SPEC §5 in one notation, compiled to react-imask / IMask options.
 *
 *   #  a digit          @  a letter          *  a letter or digit
 *   [..]   an optional part:               '+7 (###) ###-##-##[ ##]'
 *   X{n}   a token repeated n times:       '#{4} #{4} #{4} #{4}'
 *   X{m,n} / X{m,}  m to n / m or more:   '@{2}#{2} *{4,30}'
 *   \X     X as a fixed character:         '\\#####'
 *   any other character is fixed and typed for the player.
 *
 *   createMask('+7 (###) ###-##-##')                  // phone
 *   createMask(['#### #### #### ####', '#### ###### #####'])  // several masks, best fit wins (max 20)
 *   createMask('###,###,###', { reversed: true })     // fills from the right: 1234 -> 1,234
 *   createMask('##.##.####', { eager: true })         // fixed characters appear as soon as possible
 *   createMask('Z##', { tokens: { Z: { pattern: /[A-Z]/, optional: true } } })
 *
 * Pass the result as `mask` to <MaskedField> or to IMask(element, options) directly.
 */
import IMask, { type FactoryOpts } from 'imask';

/** SPEC §9: a mask list holds at most 20 masks. */
export const MASK_ARRAY_LIMIT = 20;

export interface MaskToken {
  pattern: RegExp;
  /** The token may be left out. */
  optional?: boolean;
  /** The token takes one or more characters (like X{1,}). */
  multiple?: boolean;
}

export interface MaskOptions {
  /** Fixed characters are added as soon as the input reaches them (and removed with the last input). */
  eager?: boolean;
  /** The mask fills from the right (amounts with separators). Plain tokens only. */
  reversed?: boolean;
  /** Show the placeholder for the whole mask while typing (default false: show only what is typed). */
  showPlaceholder?: boolean;
  placeholderChar?: string;
  /** Letters are upper-cased as they are typed. */
  uppercase?: boolean;
  /** Extra or replacement tokens by character. */
  tokens?: Record<string, MaskToken>;
}

export const DEFAULT_TOKENS: Readonly<Record<string, MaskToken>> = {
  '#': { pattern: /\d/ },
  '@': { pattern: /\p{L}/u },
  '*': { pattern: /[\p{L}\d]/u },
};

// Private-use characters name IMask definitions and blocks, so no fixed character can clash with them.
const DEFINITION_BASE = 0xe100;
const BLOCK_BASE = 0xe400;

interface CompiledPattern {
  mask: string;
  definitions: Record<string, RegExp>;
  blocks: Record<string, { mask: string; definitions: Record<string, RegExp>; repeat: number | [number, number] }>;
  tokenCount: number;
}

function parseRepeat(source: string, from: number): { repeat: number | [number, number]; end: number } | null {
  const match = /^\{(\d+)(?:(,)(\d*))?\}/.exec(source.slice(from));
  if (!match) return null;
  const min = Number(match[1]);
  const repeat: number | [number, number] = match[2] ? [min, match[3] ? Number(match[3]) : Infinity] : min;
  return { repeat, end: from + match[0].length };
}

/** Translates one mask of our notation into an IMask pattern with private definitions and blocks. */
export function compilePattern(source: string, tokens: Record<string, MaskToken> = DEFAULT_TOKENS): CompiledPattern {
  const definitionOf = new Map<string, string>();
  const definitions: Record<string, RegExp> = {};
  const blocks: CompiledPattern['blocks'] = {};
  let mask = '';
  let tokenCount = 0;

  const define = (char: string): string => {
    let name = definitionOf.get(char);
    if (!name) {
      name = String.fromCharCode(DEFINITION_BASE + definitionOf.size);
      definitionOf.set(char, name);
      definitions[name] = tokens[char].pattern;
    }
    return name;
  };

  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') {
      i += 1;
      if (i < source.length) mask += `\\${source[i]}`;
      continue;
    }
    if (char === '[' || char === ']') {
      mask += char;
      continue;
    }
    const token = tokens[char];
    if (!token) {
      mask += `\\${char}`;
      continue;
    }
    const definition = define(char);
    tokenCount += 1;
    const repeat = parseRepeat(source, i + 1) ?? (token.multiple ? { repeat: [1, Infinity] as [number, number], end: i + 1 } : null);
    let piece = definition;
    if (repeat) {
      const blockName = String.fromCharCode(BLOCK_BASE + Object.keys(blocks).length);
      blocks[blockName] = { mask: definition, definitions: { [definition]: token.pattern }, repeat: repeat.repeat };
      piece = blockName;
      i = repeat.end - 1;
    }
    mask += token.optional ? `[${piece}]` : piece;
  }
  return { mask, definitions, blocks, tokenCount };
}

/** Suffixes of a mask that start at a token, shortest first: '#,###' -> '#', '##', '###', '#,###'. */
function reversedSuffixes(source: string, tokens: Record<string, MaskToken>): string[] {
  const starts: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (tokens[source[i]]) starts.push(i);
  }
  return [...new Set(starts.map((start) => source.slice(start)))].reverse();
}

type DynamicMasked = InstanceType<typeof IMask.MaskedDynamic>;

/**
 * Reversed masks: among the suffix masks, the one that takes the most input wins; on a tie the one
 * that is complete (so '1234' becomes '1,234' and not '12,34').
 */
function reversedDispatch(appended: string, masked: DynamicMasked, flags: unknown, tail: unknown) {
  if (!masked.compiledMasks.length) return undefined;
  const input = masked.rawInputValue;
  const ranked = masked.compiledMasks.map((candidate, index) => {
    candidate.reset();
    candidate.append(input, { raw: true });
    candidate.append(appended, masked.currentMaskFlags(flags as Parameters<DynamicMasked['currentMaskFlags']>[0]));
    if (tail) candidate.appendTail(tail as Parameters<typeof candidate.appendTail>[0]);
    return { index, weight: candidate.rawInputValue.length, complete: candidate.isComplete ? 1 : 0 };
  });
  ranked.sort((a, b) => b.weight - a.weight || b.complete - a.complete || a.index - b.index);
  return masked.compiledMasks[ranked[0].index];
}

/** IMask options for one mask or a list of masks (at most MASK_ARRAY_LIMIT) in the notation above. */
export function createMask(masks: string | readonly string[], options: MaskOptions = {}): FactoryOpts {
  const tokens = { ...DEFAULT_TOKENS, ...options.tokens };
  const list = (typeof masks === 'string' ? [masks] : masks).slice(0, MASK_ARRAY_LIMIT);
  const common = {
    eager: options.eager ?? false,
    lazy: !options.showPlaceholder,
    placeholderChar: options.placeholderChar ?? '_',
    ...(options.uppercase ? { prepareChar: (chars: string) => chars.toUpperCase() } : {}),
  };
  const sources = options.reversed ? list.flatMap((mask) => reversedSuffixes(mask, tokens)) : list;
  const compiled = sources.map((mask) => {
    const { tokenCount: _count, ...pattern } = compilePattern(mask, tokens);
    return { ...common, ...pattern };
  });
  if (compiled.length === 1) return compiled[0];
  return {
    ...common,
    mask: compiled,
    ...(options.reversed ? { dispatch: reversedDispatch } : {}),
  };
}

/**
 * Formats a raw value through a mask, e.g. for display outside an input.
 * @internal a seam for tests
 */
export function applyMask(options: FactoryOpts, value: string): string {
  const masked = IMask.createMask(options);
  masked.resolve(value);
  return masked.value;
}
