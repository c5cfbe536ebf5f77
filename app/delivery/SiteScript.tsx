import { useNonce } from "../components/nonce.tsx";

/**
 * What must hold before the first paint, in a few inline statements: the `js` class that shows
 * controls needing a script, and `no-popover` where the Popover API is missing (both decide the
 * layout, so setting them later would move things on screen). The site script itself
 * (app/delivery/site.js) is requested only once the page has painted, so nothing but the page itself
 * is downloaded before its content is on screen. A page opened in a background tab paints only
 * when shown, so a timer requests it regardless.
 */
function siteScriptLoader(src: string): string {
  return [
    `(function(){var d=document.documentElement;d.classList.add("js");`,
    `if(!Object.prototype.hasOwnProperty.call(HTMLElement.prototype,"popover"))d.classList.add("no-popover");`,
    `var done=false;function load(){if(done)return;done=true;var s=document.createElement("script");s.src=${JSON.stringify(src)};document.head.appendChild(s)}`,
    `try{var o=new PerformanceObserver(function(l){if(l.getEntries().some(function(e){return e.name==="first-contentful-paint"})){o.disconnect();setTimeout(load,0)}});o.observe({type:"paint",buffered:true})}catch(e){addEventListener("load",load)}`,
    `setTimeout(load,3000)})()`,
  ].join("");
}

export function SiteScript({ src }: { src: string }) {
  const nonce = useNonce();
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: siteScriptLoader(src) }} />;
}
