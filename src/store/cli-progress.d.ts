// The few parts of cli-progress 3.12 that the ingest progress bar uses (the package ships no types).
declare module 'cli-progress' {
  interface Options {
    format?: string;
    stream?: NodeJS.WritableStream;
    hideCursor?: boolean;
    clearOnComplete?: boolean;
    etaBuffer?: number;
    fps?: number;
    barsize?: number;
  }
  export class SingleBar {
    constructor(options: Options, preset?: unknown);
    start(total: number, value: number, payload?: Record<string, unknown>): void;
    update(value: number, payload?: Record<string, unknown>): void;
    stop(): void;
  }
  export const Presets: { shades_classic: unknown; legacy: unknown };
}
