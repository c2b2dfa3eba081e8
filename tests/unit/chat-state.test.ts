import { deckReceived } from "@/components/chat/chat-copy";
import { freshState, inEmploymentMode, reducer, type ChatMessage } from "@/components/chat/chat-state";

const user: ChatMessage = { id: "u1", role: "user", text: "We need a launch spot", status: "done" };
const assistant: ChatMessage = { id: "a1", role: "assistant", text: "", status: "streaming" };

describe("the chat's reducer", () => {
  it("holds a message behind the contact form, then starts the reply with the contact", () => {
    const held = reducer(freshState("s"), { type: "hold", message: user, text: user.text });
    expect(held.held).toBe(user.text);
    const contact = { name: "Ana Ruiz", email: "ana@example.com", subject: "" };
    const started = reducer(held, { type: "start", user: null, assistant, contact });
    expect(started).toMatchObject({ held: null, sending: true, contact });
    expect(started.messages.map((message) => message.id)).toEqual(["u1", "a1"]);
  });

  it("streams deltas into the reply and finishes it with the conversation id", () => {
    let state = reducer(freshState("s"), { type: "start", user, assistant });
    state = reducer(state, { type: "delta", id: "a1", text: "Hello" });
    state = reducer(state, { type: "delta", id: "a1", text: " there" });
    expect(state.messages[1].text).toBe("Hello there");
    state = reducer(state, { type: "finish", id: "a1", text: "Hello there.", status: "done", conversationId: "c1" });
    expect(state).toMatchObject({ sending: false, conversationId: "c1" });
    expect(state.messages[1]).toMatchObject({ text: "Hello there.", status: "done" });
  });

  it("resets to a fresh conversation, and employment mode follows the chosen role", () => {
    const employed = reducer(freshState("s"), { type: "employment", employmentType: "internship", anchor: "a1" });
    expect(inEmploymentMode(employed)).toBe(true);
    const reset = reducer(employed, { type: "reset", sessionId: "s2" });
    expect(reset).toEqual(freshState("s2"));
    expect(inEmploymentMode(reset)).toBe(false);
  });
});

describe("deckReceived", () => {
  it("thanks a known visitor by first name and says where the team will answer", () => {
    expect(deckReceived("brief.pdf", { name: "Ana Ruiz", email: "ana@example.com" })).toBe(
      "Thanks, Ana. brief.pdf is with the team, and a strategist will read it and follow up at ana@example.com. Anything you'd like them to look at first?",
    );
  });

  it("asks who to follow up with when the contact is unknown", () => {
    expect(deckReceived("brief.pdf", null)).toBe("Thanks, brief.pdf is with the team. Who should they follow up with?");
  });
});
