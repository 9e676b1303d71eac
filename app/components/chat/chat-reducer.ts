import type { ChatAnswer } from "~/content/chat-script";

/** One line of the conversation; a bot line may carry links and quick replies. */
export type ChatMessage = ChatAnswer & {
  id: number;
  /** True for the assistant, false for the visitor. */
  isBot: boolean;
  /** Epoch ms the message was added. */
  timestamp: number;
};

/** An answer the bot has decided on and will post once its typing delay is over. */
export type PendingReply = { answer: ChatAnswer; delayMs: number };

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
  | { type: "replied"; timestamp: number }
  /** The bot says something at once, e.g. that a question was passed on. */
  | { type: "said"; answer: ChatAnswer; timestamp: number };

/** A conversation that opens with the bot's greeting. */
export function initialChatState(
  greeting: ChatAnswer,
  timestamp: number,
): ChatState {
  return {
    messages: [{ ...greeting, id: 1, isBot: true, timestamp }],
    pending: [],
    nextId: 2,
  };
}

function withMessage(
  state: ChatState,
  message: Omit<ChatMessage, "id">,
  pending = state.pending,
): ChatState {
  return {
    messages: [...state.messages, { ...message, id: state.nextId }],
    pending,
    nextId: state.nextId + 1,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "sent": {
      const text = action.text.trim();
      if (!text) return state;
      return withMessage(
        state,
        { text, isBot: false, timestamp: action.timestamp },
        [...state.pending, action.reply],
      );
    }
    case "replied": {
      const [next, ...rest] = state.pending;
      if (!next) return state;
      return withMessage(
        state,
        { ...next.answer, isBot: true, timestamp: action.timestamp },
        rest,
      );
    }
    case "said":
      return withMessage(state, {
        ...action.answer,
        isBot: true,
        timestamp: action.timestamp,
      });
  }
}
