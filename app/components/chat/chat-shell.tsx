import { chatScript } from "~/content/chat-script";
import { checkDraft } from "~/lib/chat-message";
import { CHAT_SHELL_ID } from "~/lib/early-taps";
import { ChatBubble, ChatLog } from "./chat-log";
import { ChatFrame } from "./chat-frame";
import { MessageForm } from "./message-form";
import { QuickReplies } from "./quick-replies";
import { TypingStatus } from "./typing-status";

const emptyDraft = checkDraft("", chatScript.maxMessageLength);

/**
 * The chat panel as every page's HTML carries it: closed, static, built from the panel's
 * own parts. The early-tap script (`app/lib/early-taps.ts`) opens it on the chat button
 * before hydration, so the visitor can type at once; the live panel takes its text over
 * when it mounts, and the launcher then drops it. The greeting shows without its time,
 * which the build could not know.
 */
export default function ChatShell() {
  const { greeting } = chatScript;
  return (
    <ChatFrame id={CHAT_SHELL_ID} open={false}>
      <ChatLog>
        <ChatBubble isBot text={greeting.text} />
      </ChatLog>
      {greeting.suggestions ? (
        <QuickReplies topics={greeting.suggestions} />
      ) : null}
      <TypingStatus typing={false} />
      <MessageForm check={emptyDraft} showCount={false} />
    </ChatFrame>
  );
}
