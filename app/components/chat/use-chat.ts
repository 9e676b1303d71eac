import { useCallback, useEffect, useSyncExternalStore } from "react";
import { type RandomSource, chatReply, replyDelay } from "~/lib/chat-reply";
import type { ChatStore } from "./chat-store";

type UseChatOptions = {
  store: ChatStore;
  random: RandomSource;
  now: () => number;
};

/**
 * The conversation, whether the bot is typing, and `send`. Each answer is decided when the
 * visitor sends and posted after its delay; closing the panel cancels the wait, and the
 * answer follows when the panel opens again.
 */
export function useChat({ store, random, now }: UseChatOptions) {
  const state = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  const next = state.pending[0];

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(
      () => store.dispatch({ type: "replied", timestamp: now() }),
      next.delayMs,
    );
    return () => clearTimeout(timer);
  }, [next, store, now]);

  const send = useCallback(
    (text: string) =>
      store.dispatch({
        type: "sent",
        text,
        timestamp: now(),
        reply: { text: chatReply(text, random), delayMs: replyDelay(random) },
      }),
    [store, random, now],
  );

  return { messages: state.messages, typing: next !== undefined, send };
}
