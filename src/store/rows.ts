import type { Entity, Quote } from '../model/types.js';
import { nameKey, quoteKey } from './normalize.js';

/** A named speaker as stored: one row per (type, key) across articles. */
export interface SpeakerRef {
  type: 'person' | 'organization';
  key: string;
  name: string;
  titles: readonly string[];
}

/**
 * Who a quote's speaker is as a speaker row: a resolved person or organization, or a bare name taken
 * as a person; unnamed sources and places are not speakers. `displayKey`: the name's nameKey, when the
 * caller has made it already.
 */
export function speakerRef(q: Quote, entity: Entity | undefined, displayKey?: string): SpeakerRef | null {
  if (q.speaker.anonymous) return null;
  const name = q.speaker.name;
  const type = entity?.type === 'organization' ? 'organization' : entity?.type === 'person' || (entity === undefined && name) ? 'person' : null;
  const display = entity?.name ?? name;
  if (type === null || !display) return null;
  const key = displayKey ?? nameKey(display);
  return key === '' ? null : { type, key, name: display, titles: entity?.titles ?? [] };
}

/**
 * One quote as every store keeps it, without its article and speaker ids (the database gives those).
 * Made where the analysis runs (a worker thread), so only these few strings cross to the writer.
 */
export interface QuoteFields {
  seq: number;
  kind: string;
  /** The content's fragments joined by " … ". */
  text: string;
  spans: [number, number][];
  cue: string | null;
  source: string | null;
  speaker: SpeakerRef | null;
  speaker_name: string | null;
  speaker_key: string | null;
  anonymous: boolean;
  description: string | null;
  addressee: string | null;
  medium: string | null;
  time_text: string | null;
  time_date: string | null;
  rule: string;
  confidence: number;
  /** The syndication key (normalize.ts `quoteKey`). */
  norm_key: string | null;
}

/** The rows of an article's quotes: fragments joined by " … ", speaker names and syndication keys. */
export function quoteFields(quotes: readonly Quote[], entities: readonly Entity[]): QuoteFields[] {
  const byId = new Map(entities.map((e) => [e.id, e]));
  return quotes.map((q, seq) => {
    const entity = q.speaker.entity === null ? undefined : byId.get(q.speaker.entity);
    const text = q.content.map((s) => s.text).join(' … ');
    const speakerName = q.speaker.anonymous ? null : (entity?.name ?? q.speaker.name);
    // The speaker row's name is this same name: its key is made once.
    const speakerKey = speakerName === null ? null : nameKey(speakerName);
    return {
      seq, kind: q.kind, text, spans: q.content.map((s) => [s.start, s.end]),
      cue: q.cue?.text ?? null, source: q.source?.text ?? null,
      speaker: speakerRef(q, entity, speakerKey ?? undefined), speaker_name: speakerName, speaker_key: speakerKey,
      anonymous: q.speaker.anonymous, description: q.speaker.description,
      addressee: q.addressee?.text ?? null, medium: q.medium, time_text: q.time?.text ?? null, time_date: q.time?.date ?? null,
      rule: q.rule, confidence: q.confidence, norm_key: quoteKey(text),
    };
  });
}
