// The tabs of a file are chosen by the URL hash (/recipient/{id}#dom): links from other screens open
// the right tab, and a hash the file does not know (yet) opens the first one.

/** The tab a hash opens: its own when it exists, else the first tab. */
export function resolveTab(hash: string, tabs: readonly string[]): string {
  const wanted = decodeURIComponent(hash.replace(/^#/, ''));
  return tabs.includes(wanted) ? wanted : tabs[0];
}
