/** spec 01 §2: the China site is the current address with its .com part swapped for .cn. */
export function chinaSiteUrl(href: string): string {
  const url = new URL(href);
  url.hostname = url.hostname.replace(/\.com(?=$|\.)/, '.cn');
  return url.toString();
}
