/**
 * The composer before the page's scripts arrive.
 *
 * The home page starts its scripts only after its first screen is shown (a phone on a slow network
 * waits a second or more for them), and the composer is a plain textarea until then: a visitor can
 * already type, and the text stays in the field. This small inline script, parsed with the page,
 * makes Enter keep the message for sending instead of starting a new line (the textarea's own
 * Enter), and turns the form's native submission (Send, which is enabled until then), which would
 * reload the page, into the same; a conversation starter clicked while the field is empty puts its
 * text in the field, kept for sending the same way, so the visitor sees it was taken (clicked again,
 * it is still the one message). An event it handles goes no further, so neither React (which
 * listens on the document too, and may be hydrating already) nor the page's starter (which clicks
 * script-only buttons again after hydration: lib/http/first-paint-boot.mjs) acts on it a second
 * time. Once the chat has hydrated, `ChatInput` takes over the text in the field and sends a kept
 * message as soon as the chat is ready.
 *
 * It is a server component (no client code of its own): the script is in the prerendered HTML,
 * and the page's Content-Security-Policy allows it by its hash, like Next's own inline scripts.
 */
import { COMPOSER_ID, EARLY_SEND, LIVE_ATTRIBUTE, STARTER_ATTRIBUTE } from "./composer-ids";

const EARLY_COMPOSER_SCRIPT =
  `(function(w,d){function k(e){var f=d.getElementById(${JSON.stringify(COMPOSER_ID)}),s;` +
  `if(!f||f.hasAttribute(${JSON.stringify(LIVE_ATTRIBUTE)}))return;` +
  `if(e.type=="click"){s=e.target.closest&&e.target.closest("[${STARTER_ATTRIBUTE}]");if(!s||(f.value&&f.value!==s.textContent))return;f.value=s.textContent}` +
  `else{if(e.type=="keydown"?e.target!==f||e.key!=="Enter"||e.shiftKey||e.isComposing:e.target!==f.form)return;e.preventDefault()}` +
  `e.stopImmediatePropagation();f.value.trim()&&(w[${JSON.stringify(EARLY_SEND)}]=1)}` +
  `d.addEventListener("keydown",k,!0);d.addEventListener("submit",k,!0);d.addEventListener("click",k,!0)})(window,document)`;

export function EarlyComposer() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_COMPOSER_SCRIPT }} />;
}
