/** Whether a string is an absolute URL as the WHATWG URL parser (Node's and the harnesses') reads it. */
export function isUrl(s: string): boolean {
  return URL.canParse(s);
}
