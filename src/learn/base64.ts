// Base64 without Node's Buffer, so the weights decode the same in Node and in a browser.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/** Decodes standard base64 (with or without padding) into bytes. */
export function decodeBase64(s: string): Uint8Array {
  let len = s.length;
  while (len > 0 && s.charCodeAt(len - 1) === 61) len--;
  const out = new Uint8Array((len * 3) >> 2);
  let o = 0;
  let i = 0;
  for (; i + 4 <= len; i += 4) {
    const n = (LOOKUP[s.charCodeAt(i)]! << 18) | (LOOKUP[s.charCodeAt(i + 1)]! << 12) | (LOOKUP[s.charCodeAt(i + 2)]! << 6) | LOOKUP[s.charCodeAt(i + 3)]!;
    out[o++] = n >> 16; out[o++] = (n >> 8) & 255; out[o++] = n & 255;
  }
  const rest = len - i;
  if (rest >= 2) {
    const n = (LOOKUP[s.charCodeAt(i)]! << 18) | (LOOKUP[s.charCodeAt(i + 1)]! << 12) | (rest === 3 ? LOOKUP[s.charCodeAt(i + 2)]! << 6 : 0);
    out[o++] = n >> 16;
    if (rest === 3) out[o++] = (n >> 8) & 255;
  }
  return out;
}

/** Encodes bytes as standard base64 with padding. */
export function encodeBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!, b = bytes[i + 1] ?? 0, c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    chunk += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + (i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : '=') + (i + 2 < bytes.length ? ALPHABET[n & 63]! : '=');
    if (chunk.length >= 65536) { parts.push(chunk); chunk = ''; }
  }
  parts.push(chunk);
  return parts.join('');
}
