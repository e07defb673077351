// How a statement was made: "in a statement", "in a radio interview", "on Twitter". Matched in the words around a cue.
// The captured noun phrase (lowercased, without the article) is reported as `medium`.
export const MEDIUM_NOUNS: ReadonlySet<string> = new Set([
  'statement', 'interview', 'press conference', 'news conference', 'briefing', 'op-ed', 'oped', 'column', 'letter', 'email', 'e-mail',
  'tweet', 'post', 'speech', 'address', 'remarks', 'hearing', 'testimony', 'filing', 'court filing', 'lawsuit', 'complaint', 'memo',
  'report', 'podcast', 'video', 'broadcast', 'appearance', 'rally', 'town hall', 'debate', 'text message', 'message', 'blog post',
  'facebook post', 'social media post', 'release', 'press release', 'essay', 'book', 'radio interview', 'television interview',
  'tv interview', 'phone interview', 'telephone interview', 'exclusive interview', 'written statement', 'joint statement', 'op-ed',
]);

// Platforms: "on Twitter", "on X", "on Facebook".
export const MEDIUM_PLATFORMS: ReadonlySet<string> = new Set([
  'twitter', 'x', 'facebook', 'instagram', 'truth social', 'tiktok', 'youtube', 'linkedin', 'threads', 'bluesky', 'cnn', 'fox news',
  'msnbc', 'nbc', 'abc', 'cbs', 'npr', 'television', 'tv', 'radio', 'social media', 'camera', 'the floor', 'the senate floor', 'the house floor',
]);
