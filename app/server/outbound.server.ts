const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Sends the visitor on to another site. The Content-Security-Policy's `form-action 'self'` also
 * governs redirects that follow a form submission, so a 302 to another origin after the chat or
 * parts-search form would be refused by the browser. This page is our own answer to the form, and
 * its refresh is an ordinary navigation, which form-action does not restrict. A link stays for a
 * browser that ignores refreshes. Nothing is cached: the query carries what the visitor typed.
 */
export function outboundPage(url: string, siteName: string): Response {
  const href = escapeHtml(url);
  const name = escapeHtml(siteName);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<title>Opening ${name}</title>
</head>
<body>
<p>Opening ${name}… <a href="${href}">Continue to ${name}</a></p>
</body>
</html>
`;
  return new Response(html, {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
