import { readTypedContact, saysMore } from "@/lib/reading/contact-details";

// The contact details a visitor types into a chat message: in any order, with or without a
// sentence around them, a phone number too; and what is not theirs (a price, a year, a figure,
// someone else's address mid-sentence) is never read as theirs.

describe("readTypedContact", () => {
  it.each([
    ["Maya Chen, maya@studio.co", { name: "Maya Chen", email: "maya@studio.co", phone: null }],
    ["maya@studio.co maya chen 323-555-0142", { name: "Maya Chen", email: "maya@studio.co", phone: "323-555-0142" }],
    ["I'm Maya, reach me at maya@studio.co", { name: "Maya", email: "maya@studio.co", phone: null }],
    ["My name is Maya Chen and my email is maya@studio.co. Phone (323) 555-0142", { name: "Maya Chen", email: "maya@studio.co", phone: "(323) 555-0142" }],
    ["Email: maya@studio.co Name: Maya Chen", { name: "Maya Chen", email: "maya@studio.co", phone: null }],
    ["hi im maya chen from acme, maya@acme.com", { name: "Maya Chen", email: "maya@acme.com", phone: null }],
    ["Soy María López, maria@ejemplo.mx", { name: "María López", email: "maria@ejemplo.mx", phone: null }],
    ["call me at +1 323 555 0142", { name: null, email: null, phone: "+1 323 555 0142" }],
    ["Maya Chen | maya@studio.co | +44 20 7946 0958", { name: "Maya Chen", email: "maya@studio.co", phone: "+44 20 7946 0958" }],
    ["Sounds great, maya@studio.co", { name: null, email: "maya@studio.co", phone: null }],
    // When to call is no name: the one introduced is.
    ["I'm Dana Ruiz, dana.ruiz@example.com, call me next week", { name: "Dana Ruiz", email: "dana.ruiz@example.com", phone: null }],
    ["dana.ruiz@example.com, call me Monday morning", { name: null, email: "dana.ruiz@example.com", phone: null }],
    ["call me Dana, dana.ruiz@example.com", { name: "Dana", email: "dana.ruiz@example.com", phone: null }],
    // A name and where they work; a company's name is no person's; brackets around the address.
    ["Dana from Acme, dana@acme.com", { name: "Dana", email: "dana@acme.com", phone: null }],
    ["dana@acme.com, 310-555-0199, Acme Foods", { name: null, email: "dana@acme.com", phone: "310-555-0199" }],
    ["Thanks so much, Dana Ruiz (dana@acme.com)", { name: "Dana Ruiz", email: "dana@acme.com", phone: null }],
  ])("%s", (message, expected) => {
    expect(readTypedContact(message)).toMatchObject(expected);
  });

  it("keeps the rest of the message, without the details, for the concierge to answer", () => {
    const typed = readTypedContact("We're launching a coffee brand in March. Maya Chen, maya@studio.co");
    expect(typed).toMatchObject({ name: "Maya Chen", email: "maya@studio.co" });
    expect(typed?.rest).toBe("We're launching a coffee brand in March.");
    expect(saysMore(typed!.rest)).toBe(true);
    expect(saysMore(readTypedContact("Sure! It's Maya, maya@studio.co")!.rest)).toBe(false);
    expect(saysMore(readTypedContact("here you go: maya@studio.co")!.rest)).toBe(false);
    // When to reach them goes with the details: nothing more to answer.
    expect(saysMore(readTypedContact("I'm Dana Ruiz, dana.ruiz@example.com, call me next week")!.rest)).toBe(false);
    expect(saysMore(readTypedContact("dana.ruiz@example.com - please give me a call tomorrow morning")!.rest)).toBe(false);
    expect(saysMore(readTypedContact("Me llamo Dana Ruiz, dana@acme.com, llámame el lunes por la tarde")!.rest)).toBe(false);
    expect(saysMore(readTypedContact("dana.ruiz@example.com, call me next week. What would a brand film cost?")!.rest)).toBe(true);
  });

  it.each([
    "I'm looking for a quote for a $50,000 campaign in 2026",
    "what is 2025 revenue growth of 45% on 1,000,000 views?",
    "I'm Interested In A Brand Film",
    "Notes for the team.\nMy referee is al@exact.co, ask him.\nMy salary expectation is $200k.",
    "Our budget is 1,250,000 and the launch is 03/15/2026",
  ])("reads nothing of the visitor's in %j", (message) => {
    expect(readTypedContact(message)).toBeNull();
  });

  it("reads a bare name only when one is expected, and only as a name is written", () => {
    expect(readTypedContact("Maya")).toBeNull();
    expect(readTypedContact("Maya Chen", { expectingName: true })).toMatchObject({ name: "Maya Chen" });
    expect(readTypedContact("sounds good", { expectingName: true })).toBeNull();
  });

  it("reads a long hostile message once (a bounded result, whatever its length)", () => {
    const hostile = `${"a".repeat(5000)}@${"b.".repeat(3000)}co ${"1 ".repeat(4000)} ${"12 ".repeat(4000)} ${"I'm ".repeat(2000)}`;
    const typed = readTypedContact(hostile);
    expect(typed === null || typed.rest.length <= hostile.length).toBe(true);
  });
});
