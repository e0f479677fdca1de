/**
 * Strings every fuzz test sends, as the server should receive them (after JSON or URL decoding).
 * Keep the list short: the route fuzz sends each one to every input of every route.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000', // NUL: PostgreSQL text and jsonb refuse it
  'Acme\u0000Ltd',
  '\ud800', // lone high surrogate
  '\udc00', // lone low surrogate
  'x\ud83d', // half an emoji at the end
  '%00', // percent escapes as literal text (and raw in URLs, see urlVariants)
  '%25',
  '%E0%A4%A',
  'x'.repeat(5_000), // very long
  '\u202Egnp.exe', // right-to-left override
  '😀👨‍👩‍👧', // emoji, ZWJ sequence
  "' OR '1'='1' --", // SQL quote fragments
  '"; DROP TABLE identities; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{"a":"\\"}\\\n', // JSON-breaking characters
  ' \t\r\n ', // whitespace only
  '',
  '\ufeff\uffff', // BOM, noncharacter
  'did:sigil:0x%00',
];

/** Raw URL texts that are not percent-encodings of any string, sent into URLs as they are. */
export const HOSTILE_URL_FRAGMENTS: readonly string[] = ['%E0%A4%A', '%C3%28', '%ED%A0%80', '%', '%%', '%FF'];

/** A high surrogate without its low half, or a low one without its high half (code units, no `u`). */
const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** The three bytes a careless encoder writes for a lone surrogate: ED A0 80 for \ud800. */
function carelessBytes(surrogate: string): string {
  const unit = surrogate.charCodeAt(0);
  return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
}

/**
 * encodeURIComponent, except that a lone surrogate (which encodeURIComponent refuses) is sent as
 * the three bytes a careless encoder would write: not UTF-8. In runs between lone surrogates, not
 * unit by unit: the fuzz encodes texts of up to 200,000 characters, and a third of its time went
 * here when it did.
 */
export function encodeUrlText(value: string): string {
  // split with a capturing group: the runs of text at even places, the lone surrogates at odd ones.
  return value
    .split(LONE_SURROGATE)
    .map((part, index) => (index % 2 === 0 ? encodeURIComponent(part) : carelessBytes(part)))
    .join('');
}

/**
 * Every way to put the hostile strings into a URL part: each one encoded, each one that looks
 * like a percent escape also raw ('%00' arrives as NUL, '%25' as '%'), and the raw fragments.
 */
export function urlVariants(): string[] {
  const variants = new Set<string>();
  for (const value of HOSTILE_STRINGS) {
    variants.add(encodeUrlText(value));
    if (/^[\w%:.-]+$/.test(value)) variants.add(value);
  }
  for (const fragment of HOSTILE_URL_FRAGMENTS) variants.add(fragment);
  return [...variants];
}
