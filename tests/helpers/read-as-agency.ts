// Run with SITE_NAME set (tests/unit/agency-name.test.ts): prints how the concierge and lead
// qualification read messages that name the agency, as JSON, so a test can check that the name
// comes from the site configuration.
import { readQuestion } from "@/lib/concierge/question";
import { services } from "@/lib/content/services";
import { siteConfig } from "@/lib/content/site";
import { qualify } from "@/lib/leads/qualify";
import { answerFromKnowledge, classify } from "./knowledge";

async function main() {
  const name = siteConfig.name;
  const answer = await answerFromKnowledge({ message: `What does ${name} actually do?` });
  console.log(
    JSON.stringify({
      name,
      internal: readQuestion(`who founded ${name}?`).subjects,
      about: readQuestion(`what is ${name}?`).subjects,
      hiring: classify(`is ${name} hiring?`).intent,
      answer: { reply: answer.reply, unanswered: answer.unanswered },
      services: qualify([{ kind: "message", id: "m1", text: `We need ${name} for a rebrand, not video.` }], services).services.map((service) => service.slug),
    }),
  );
}

void main();
