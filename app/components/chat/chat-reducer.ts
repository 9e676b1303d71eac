/** One line of the conversation. */
export type ChatMessage = {
  id: number;
  text: string;
  /** True for the assistant, false for the visitor. */
  isBot: boolean;
  /** Epoch ms the message was added. */
  timestamp: number;
};

/** An answer the bot has decided on and will post once its typing delay is over. */
export type PendingReply = { text: string; delayMs: number };

export type ChatState = {
  messages: readonly ChatMessage[];
  /** Answers still to come, oldest first; the typing indicator shows while any are left. */
  pending: readonly PendingReply[];
  nextId: number;
};

export type ChatAction =
  /** The visitor sent `text`; the bot will answer with `reply`. */
  | { type: "sent"; text: string; timestamp: number; reply: PendingReply }
  /** The oldest pending answer is posted. */
  | { type: "replied"; timestamp: number };

/** A conversation that opens with the bot's greeting. */
export function initialChatState(
  greeting: string,
  timestamp: number,
): ChatState {
  return {
    messages: [{ id: 1, text: greeting, isBot: true, timestamp }],
    pending: [],
    nextId: 2,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "sent": {
      const text = action.text.trim();
      if (!text) return state;
      const message = {
        id: state.nextId,
        text,
        isBot: false,
        timestamp: action.timestamp,
      };
      return {
        messages: [...state.messages, message],
        pending: [...state.pending, action.reply],
        nextId: state.nextId + 1,
      };
    }
    case "replied": {
      const [next, ...rest] = state.pending;
      if (!next) return state;
      const message = {
        id: state.nextId,
        text: next.text,
        isBot: true,
        timestamp: action.timestamp,
      };
      return {
        messages: [...state.messages, message],
        pending: rest,
        nextId: state.nextId + 1,
      };
    }
  }
}
