import { describe, expect, it } from "vitest";
import { chatScript } from "~/content/chat-script";
import { type ChatMemory, createChatStore } from "./chat-store";

function memory(): ChatMemory & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const reply = { answer: chatScript.greeting, delayMs: 1000 };

describe("createChatStore", () => {
  it("carries the conversation, a reply still to come included, to the next page", () => {
    const tab = memory();
    const first = createChatStore(1, tab);
    first.dispatch({ type: "sent", text: "hi", timestamp: 2, reply });
    const next = createChatStore(3, tab);
    expect(next.getState()).toEqual(first.getState());
    expect(next.getState().messages.map((m) => m.text)).toEqual([
      chatScript.greeting.text,
      "hi",
    ]);
    expect(next.getState().pending).toHaveLength(1);
  });

  it("starts afresh from unreadable memory, and works where storage throws", () => {
    const tab = memory();
    tab.items.set("blunt-and-bold-chat", "{not json");
    expect(createChatStore(1, tab).getState().messages).toHaveLength(1);
    const blocked: ChatMemory = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    const store = createChatStore(1, blocked);
    store.dispatch({ type: "sent", text: "hi", timestamp: 2, reply });
    expect(store.getState().messages).toHaveLength(2);
  });
});
