// Byte streams of unsigned/zigzag varints: the compact on-disk form of sparse weights and lexicons.

/** Growable byte writer. */
export class ByteWriter {
  private buf = new Uint8Array(1 << 16);
  private n = 0;

  /** Appends an unsigned integer < 2^32 as a varint. */
  uint(v: number): void {
    this.ensure(5);
    v >>>= 0;
    while (v >= 0x80) { this.buf[this.n++] = (v & 0x7f) | 0x80; v >>>= 7; }
    this.buf[this.n++] = v;
  }

  /** Appends a signed integer as a zigzag varint. */
  int(v: number): void {
    this.uint(v < 0 ? -2 * v - 1 : 2 * v);
  }

  /** The bytes written so far. */
  bytes(): Uint8Array {
    return this.buf.slice(0, this.n);
  }

  private ensure(k: number): void {
    if (this.n + k <= this.buf.length) return;
    const next = new Uint8Array(this.buf.length * 2);
    next.set(this.buf);
    this.buf = next;
  }
}

/** Sequential reader matching ByteWriter. */
export class ByteReader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}

  /** Reads an unsigned varint. */
  uint(): number {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = this.buf[this.pos++]!;
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
      shift += 7;
    }
  }

  /** Reads a zigzag varint. */
  int(): number {
    const u = this.uint();
    return u % 2 === 1 ? -(u + 1) / 2 : u / 2;
  }

  /** True while bytes remain. */
  more(): boolean {
    return this.pos < this.buf.length;
  }
}
