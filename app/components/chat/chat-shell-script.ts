// The chat shell's part of the head's one inline script (ADR 034). Only the prerender
// imports this module, so the source never rides in a chunk the browser loads.
import { chatScript } from "~/content/chat-script";
import { CHAT_SHELL_ID, SENT_ATTRIBUTE } from "./chat-shell-handover";
import { KEPT_MESSAGE_KEY } from "./chat-store";

/**
 * The chat button: the launcher island's one control that opens a dialog. Unquoted, as the
 * build marks React islands by rewriting their quoted `data-island` attribute in the HTML
 * (`scripts/build/react-preloads.ts`).
 */
const CHAT_BUTTON = "[data-island=chat] [aria-haspopup=dialog]";

/**
 * Drives the shell until the live panel takes it off the page. A literal, so the HTML and its
 * CSP hash carry the same bytes, and a short one: it rides in every public page's first bytes.
 *
 * - The chat button opens and closes it, focusing its box or the button, and says so in
 *   `aria-expanded` and `aria-controls`. Each click it answers is marked handled
 *   (`preventDefault`): the islands' runtime does not replay it, nor does the button's React
 *   handler repeat it. The shell's state carries over instead: as the chat button becomes
 *   React's, an open shell opens the live panel with what the visitor left in it
 *   (`takeChatShell`).
 * - The shell's close button and Escape act as a click on the chat button.
 * - Enter or Send marks the box's text sent (`SENT_ATTRIBUTE`), locks the box, and keeps the
 *   text in the tab's memory (`KEPT_MESSAGE_KEY`): the live chat sends it, on this page or,
 *   if the visitor leaves first, the next.
 * - Send is enabled while the box holds more than whitespace and no more than the message
 *   limit, as in the live panel.
 */
export const chatShellScript = `(()=>{const d=document,q=(s,x)=>s.querySelector(x),ok=v=>v.trim()&&[...v].length<=${chatScript.maxMessageLength},send=s=>{const a=q(s,"textarea"),v=a.value;if(s.hasAttribute("${SENT_ATTRIBUTE}")||!ok(v))return;s.setAttribute("${SENT_ATTRIBUTE}","");a.readOnly=q(s,"[type=submit]").disabled=true;try{sessionStorage.setItem("${KEPT_MESSAGE_KEY}",v)}catch{}},on=e=>{const s=d.getElementById("${CHAT_SHELL_ID}"),t=e.target;if(!s||!(t instanceof Element))return;const c=q(d,"${CHAT_BUTTON}"),k=e.key;if(e.type=="click"){const b=t.closest("button[type=button]");if(b==c){e.preventDefault();const o=!s.open;o?s.show():s.close();o?c.setAttribute("aria-controls",s.id):c.removeAttribute("aria-controls");c.setAttribute("aria-expanded",o);(o?q(s,"textarea"):c).focus()}else if(b&&s.contains(b))c.click()}else if(s.contains(t))if(e.type=="submit"){e.preventDefault();send(s)}else if(e.type=="input"){if(!s.hasAttribute("${SENT_ATTRIBUTE}"))q(s,"[type=submit]").disabled=!ok(t.value)}else if(k=="Escape"||k=="Enter"&&!e.shiftKey&&!e.isComposing&&t.matches("textarea")){e.preventDefault();k=="Escape"?c.click():send(s)}};for(const x of["click","keydown","input","submit"])d.addEventListener(x,on,true)})()`;
