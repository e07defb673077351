/**
 * The external services of the end-to-end tests. They are required, never skipped: a missing variable fails the
 * test with the command that starts them.
 */
export function requireService(name: 'WHOSAID_TEST_PG' | 'WHOSAID_TEST_REDIS'): string {
  const url = process.env[name];
  if (!url) throw new Error(`${name} is not set: run "eval $(bash scripts/services.sh start)" first (it starts PostgreSQL and Redis on loopback).`);
  return url;
}

/** Debian's Chromium, which the browser tests drive with playwright-core. */
export const CHROMIUM = process.env.WHOSAID_CHROMIUM ?? '/usr/bin/chromium';

/** The launch flags that work on these machines (no background networking: the network is closed). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
