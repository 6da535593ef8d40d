// Text made safe inside the XML and HTML the service writes by hand (the Atom feed, the error page; the
// sitemap should use it too): one escaper, so none of them forgets a character.

/**
 * `&`, `<`, `>` and `"` as entities: safe in element text and in double-quoted attributes, the only places these
 * documents put text (a single quote needs no escape there).
 */
export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
