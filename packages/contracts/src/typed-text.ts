/**
 * The characters a text a person typed never holds, as patterns: the schemas refuse them
 * (fields.ts), and the browser's own code, which ships without zod, strips them from what it sends.
 */

/** Control characters; a text that may span lines keeps tab, line feed and carriage return. */
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair on its own: no character at all, and it breaks JSON and HTML downstream. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Format characters (Unicode Cf: bidi overrides and isolates, zero-width characters, the byte order
 * mark) and the Unicode line and paragraph separators. Nobody types them into a name, and each can make
 * a manager's message read other than it is: a separator starts a forged line, an override reverses
 * what follows, a zero-width character hides in a link. The zero-width joiner and non-joiner are let
 * through inside a value (between two other characters): emoji sequences are joined by U+200D, and
 * Persian and Indic names are written with U+200C. Only one-line fields refuse them; a comment
 * keeps them (emoji are joined by U+200D) and the message renderer neutralises them there.
 */
export const FORMAT_OR_SEPARATOR = /(?![\u200C\u200D])[\p{Cf}\u2028\u2029]|^[\u200C\u200D]|[\u200C\u200D]$/u;

/**
 * Characters that show nothing though they are not format characters: the combining grapheme
 * joiner (U+034F), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank Braille
 * pattern (U+2800). A one-line field refuses them too: a name of them looks empty, or hides a word.
 */
export const INVISIBLE_CHARACTERS = /[\u034F\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * A one-line value made safe to send (what the voice widget does with the name the agent heard):
 * format characters dropped, line and paragraph separators and the invisible fillers made spaces,
 * spaces collapsed and trimmed. A field's refusal would otherwise lose the whole contact.
 */
export function toOneLine(value: string): string {
  return (
    value
      .replace(/(?![\u200C\u200D])\p{Cf}/gu, '')
      // Each invisible filler on its own, the combining grapheme joiner (U+034F) included.
      // eslint-disable-next-line no-misleading-character-class
      .replace(/[\u2028\u2029\u034F\u115F\u1160\u3164\uFFA0\u2800]/gu, ' ')
      .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
      .replace(/\s+/gu, ' ')
      .trim()
      .replace(/^[\u200C\u200D]+|[\u200C\u200D]+$/gu, '')
  );
}
