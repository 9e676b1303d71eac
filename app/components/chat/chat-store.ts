import { chatScript } from "~/content/chat-script";
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
  let state = initialChatState(chatScript.greeting, openedAt);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      state = chatReducer(state, action);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The visit's conversation; this module loads with the panel, on the first open. */
export const chatStore = createChatStore(Date.now());
