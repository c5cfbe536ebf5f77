const svgTexts = import.meta.glob<string>("/public/images/**/*.svg", { query: "?raw", import: "default", eager: true });

/**
 * An SVG of public/ as a data: address, for an image that is on screen when the page opens: the
 * browser draws it with the page, without another request. Null for any other address.
 */
export function inlineSvgSource(publicPath: string): string | null {
  const text = svgTexts[`/public${publicPath}`];
  return text === undefined ? null : `data:image/svg+xml,${encodeURIComponent(text.trim().replace(/\s+/g, " "))}`;
}
