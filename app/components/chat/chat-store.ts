import { chatScript } from "~/content/chat-script";
import { createStore } from "~/lib/store";
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
} from "./chat-reducer";

/** A conversation kept outside React, so it outlives the panel and the page. */
export type ChatStore = {
  getState: () => ChatState;
  dispatch: (action: ChatAction) => void;
  subscribe: (listener: () => void) => () => void;
};

/** Where a conversation is kept between the pages of a visit. */
export type ChatMemory = Pick<Storage, "getItem" | "setItem">;

const MEMORY_KEY = "blunt-and-bold-chat";

function remembered(memory: ChatMemory | undefined): ChatState | undefined {
  try {
    const state = JSON.parse(memory?.getItem(MEMORY_KEY) ?? "null") as unknown;
    const { messages, pending, nextId } = (state ?? {}) as Partial<ChatState>;
    if (
      Array.isArray(messages) &&
      Array.isArray(pending) &&
      Number.isInteger(nextId)
    )
      return state as ChatState;
  } catch {
    // Unreadable or blocked storage: the conversation starts afresh.
  }
  return undefined;
}

/**
 * A conversation that starts with the greeting, or where the visit left it: every page change
 * is a full page load, so `memory` (the tab's session storage) carries it to the next page,
 * replies still to come included.
 */
export function createChatStore(
  openedAt: number,
  memory?: ChatMemory,
): ChatStore {
  const store = createStore(
    remembered(memory) ?? initialChatState(chatScript.greeting, openedAt),
  );
  return {
    getState: store.get,
    dispatch(action) {
      store.set(chatReducer(store.get(), action));
      try {
        memory?.setItem(MEMORY_KEY, JSON.stringify(store.get()));
      } catch {
        // Full or blocked storage: the conversation lasts for this page only.
      }
    },
    subscribe: store.subscribe,
  };
}

/**
 * Where the head's script keeps a message sent from the chat's prerendered shell (ADR 034)
 * until the live chat has it: the visitor may leave the page before the chat's code comes,
 * and the next page's chat sends it.
 */
export const KEPT_MESSAGE_KEY = "blunt-and-bold-chat-shell";

/** The message a shell sent that the conversation does not have yet. */
export function keptMessage(): string | undefined {
  return sessionMemory()?.getItem(KEPT_MESSAGE_KEY) ?? undefined;
}

/** Called as the conversation takes the kept message. */
export function forgetKeptMessage() {
  sessionMemory()?.removeItem(KEPT_MESSAGE_KEY);
}

function sessionMemory(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Blocked site data (Safari private mode, strict settings).
  }
}

/** The visit's conversation; this module loads with the panel. */
export const chatStore = createChatStore(Date.now(), sessionMemory());
