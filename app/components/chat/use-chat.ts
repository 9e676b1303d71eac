import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { ChatAnswer } from "~/content/chat-script";
import { launchTarget } from "~/lib/launch-clock";
import { type RandomSource, chatReply, replyDelay } from "~/lib/chat-reply";
import { launchState } from "~/lib/launch-phase";
import type { ChatStore } from "./chat-store";

type ReplySources = {
  random: RandomSource;
  now: () => number;
};

type UseChatOptions = ReplySources & { store: ChatStore };

/**
 * The visitor's message, and the answer it gets: decided now, in the launch phase of this
 * moment, and posted after its delay while a panel is open.
 */
export function sendMessage(
  store: ChatStore,
  text: string,
  { random, now }: ReplySources,
) {
  const sentAt = now();
  const { phase } = launchState(launchTarget, sentAt);
  store.dispatch({
    type: "sent",
    text,
    timestamp: sentAt,
    reply: {
      answer: chatReply(text, { random, phase }),
      delayMs: replyDelay(random),
    },
  });
}

/**
 * The conversation, whether the bot is typing, `send` for the visitor and `say` for the
 * bot. Each answer is decided when the visitor sends (in the launch phase of that moment)
 * and posted after its delay; closing the panel cancels the wait, and the answer follows
 * when the panel opens again.
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
    (text: string) => sendMessage(store, text, { random, now }),
    [store, random, now],
  );

  const say = useCallback(
    (answer: ChatAnswer) =>
      store.dispatch({ type: "said", answer, timestamp: now() }),
    [store, now],
  );

  return { messages: state.messages, typing: next !== undefined, send, say };
}
