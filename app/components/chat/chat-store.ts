import { chatScript } from "~/content/chat-script";
import { createStore } from "~/lib/store";
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  initialChatState,
} from "./chat-reducer";

/** A conversation kept outside React, so it outlives the panel and route changes. */
export type ChatStore = {
  getState: () => ChatState;
  dispatch: (action: ChatAction) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createChatStore(openedAt: number): ChatStore {
  const store = createStore(initialChatState(chatScript.greeting, openedAt));
  return {
    getState: store.get,
    dispatch: (action) => store.set(chatReducer(store.get(), action)),
    subscribe: store.subscribe,
  };
}

/** The visit's conversation; this module loads with the panel, on the first open. */
export const chatStore = createChatStore(Date.now());
