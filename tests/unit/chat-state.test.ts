import { contactConfirmation, deckReceived } from "@/components/chat/chat-copy";
import { freshState, inEmploymentMode, reducer, type ChatMessage } from "@/components/chat/chat-state";

const user: ChatMessage = { id: "u1", role: "user", text: "We need a launch spot", status: "done" };
const assistant: ChatMessage = { id: "a1", role: "assistant", text: "", status: "streaming" };

describe("the chat's reducer", () => {
  it("keeps contact details the server took from a typed message, so the contact gate never asks again", () => {
    const user: ChatMessage = { id: "u", role: "user", text: "Maya Chen, maya@studio.co", status: "done" };
    const assistant: ChatMessage = { id: "a", role: "assistant", text: "", status: "streaming" };
    const started = reducer(freshState("s"), { type: "start", user, assistant });
    const contact = { name: "Maya Chen", email: "maya@studio.co", subject: "" };
    const finished = reducer(started, {
      type: "finish",
      id: "a",
      text: "Thanks, Maya: a strategist will email you within one business day.",
      status: "done",
      contact,
    });
    expect(finished.contact).toEqual(contact);
    // A later reply without details keeps them.
    const again = reducer(reducer(finished, { type: "start", user: { ...user, id: "u2" }, assistant: { ...assistant, id: "a2" } }), {
      type: "finish",
      id: "a2",
      text: "…",
      status: "done",
    });
    expect(again.contact).toEqual(contact);
  });

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

  it("keeps the contact form open while Continue waits, and on a refusal, with its cause", () => {
    const held = reducer(freshState("s"), { type: "hold", message: user, text: user.text });
    const submitted = reducer(held, { type: "submit-contact" });
    expect(submitted).toMatchObject({ held: user.text, sending: true, contactRefusal: null, contact: null });
    const refusal = { field: "email" as const, message: "Check your email address: it should look like name@company.com." };
    const refused = reducer(submitted, { type: "refused", refusal });
    expect(refused).toMatchObject({ held: user.text, sending: false, contactRefusal: refusal, contact: null });
    expect(refused.messages).toEqual([user]);

    // Taken: the form closes, one line confirms the contact, then the reply.
    const contact = { name: "Maya Chen", email: "maya@studio.com", subject: "" };
    const note: ChatMessage = { id: "n1", role: "assistant", kind: "note", text: contactConfirmation(contact), status: "done" };
    const started = reducer(reducer(refused, { type: "submit-contact" }), { type: "start", user: null, assistant, contact, note });
    expect(started).toMatchObject({ held: null, sending: true, contactRefusal: null, contact });
    expect(started.messages.map((message) => message.id)).toEqual(["u1", "n1", "a1"]);
    expect(note.text).toBe("Thanks, Maya. The team will follow up at maya@studio.com.");
  });

  it("remembers a Skip for the conversation, and drops a quiet held note instead of sending it", () => {
    const held = reducer(freshState("s"), { type: "hold", message: user, text: user.text });
    expect(reducer(held, { type: "skip" })).toMatchObject({ contactSkipped: true, held: user.text });
    const quiet = reducer(freshState("s"), { type: "hold", message: null, text: "I've shared brief.pdf with the team.", quiet: true });
    expect(quiet).toMatchObject({ heldQuiet: true });
    expect(reducer(quiet, { type: "skip" })).toMatchObject({ contactSkipped: true, held: null, heldQuiet: false });
    // A quiet note sent with the contact: the confirmation, and no reply bubble.
    const note: ChatMessage = { id: "n1", role: "assistant", kind: "note", text: "Thanks, Ana.", status: "done" };
    const started = reducer(quiet, { type: "start", user: null, assistant: null, note });
    expect(started.messages.map((message) => message.id)).toEqual(["n1"]);
    expect(reducer(started, { type: "finish", id: null, text: "", status: "done", conversationId: "c1" })).toMatchObject({
      sending: false,
      conversationId: "c1",
    });
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

  it("asks who to follow up with when the contact is unknown, unless the visitor skipped the form", () => {
    expect(deckReceived("brief.pdf", null)).toBe("Thanks, brief.pdf is with the team. Who should they follow up with?");
    expect(deckReceived("brief.pdf", null, { ask: false })).toBe("Thanks, brief.pdf is with the team.");
  });
});
