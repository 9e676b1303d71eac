import { chatScript } from "~/content/chat-script";
import { checkDraft } from "~/lib/chat-message";
import { ChatFrame } from "./chat-frame";
import { ChatBubble, ChatLog } from "./chat-log";
import { CHAT_SHELL_ID } from "./chat-shell-handover";
import { MessageForm } from "./message-form";
import { TypingStatus } from "./typing-status";

/**
 * The chat panel as every public page's HTML carries it: closed, static, built from the
 * panel's own parts, and never hydrated (ADR 034). The head's script opens it at a tap on
 * the chat button, before any module script has run, so the visitor types at once; the live
 * panel takes it over as it opens (`takeChatShell`). The greeting shows without its time,
 * which the build cannot know, and without its suggested questions, which the live panel
 * adds: the page's first bytes have no room for them.
 */
export function ChatShell() {
  const { greeting } = chatScript;
  return (
    <ChatFrame id={CHAT_SHELL_ID} open={false}>
      <ChatLog>
        <ChatBubble isBot text={greeting.text} />
      </ChatLog>
      <TypingStatus typing={false} />
      <MessageForm check={checkDraft("", chatScript.maxMessageLength)} />
    </ChatFrame>
  );
}
