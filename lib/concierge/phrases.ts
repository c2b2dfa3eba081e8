import { cardCategoryLabels } from "../cards";
import { siteConfig } from "../content/site";
import type { CardCategory, EmploymentType, Language } from "../contracts/enums";
import { PDF_MAX_LABEL } from "../contracts/upload-limits";

// Everything the built-in concierge says in its own words, in English and in Spanish: one
// function per sentence shape, the same facts in each. The site's content (case studies, practices,
// FAQ answers) comes in already translated (translate.ts); names and figures are passed through.

/** "a, b and c" / "a, b y c". */
function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

export type Phrases = {
  list(items: string[]): string;
  yes: string;
  /** Before the case study whose story is nearest a visitor's business, of another kind than theirs. */
  nearestStory: string;
  /** A FAQ answer's opening that a wh-question leaves out ("Yes.", "Often."). */
  yesOpening: RegExp;
  // case studies
  metrics(primary: string, secondary: string[]): string;
  caseStudyLine(client: string, industry: string, primary: string): string;
  challenge(client: string, challenge: string, primary: string): string;
  duration(client: string, duration: string, metrics: string): string;
  made(client: string, made: string, primary: string): string;
  results(client: string, industry: string, metrics: string, duration: string | null): string;
  work(client: string, industry: string, services: string, metrics: string): string;
  example(part: string): string;
  reference(industry: string, client: string, primary: string): string;
  caseStudyPassage(client: string, text: string): string;
  /** Which of two engagements ran longer (or shorter), with both lengths. */
  ranLonger(first: string, firstDuration: string, second: string, secondDuration: string, shorter: boolean): string;
  resultsOverview(lines: string[]): string;
  // practices
  processSteps(title: string, steps: string[]): string;
  covers(title: string, items: string): string;
  practice(title: string, description: string, covers: string | null): string;
  /** Whom a practice works with ("Our Packaging Design practice works with…"). */
  serves(title: string, clients: string): string;
  practicePassage(title: string, text: string): string;
  processOverview(meeting: string | null, practices: string[]): string;
  drawsOn(titles: string, count: number): string;
  squarelyIn(titles: string, count: number, description: string, proof: string | null, next: string): string;
  proof(client: string, primary: string): string;
  hearMore(services: string, proof: string | null): string;
  // careers and partners
  careersLead(type: EmploymentType | null): string;
  season(text: string): string | null;
  whichPath: string;
  uploadResume: string;
  mentionsUpload: RegExp;
  vendor(answer: string | null): string;
  // the next step
  followUp(hasContact: boolean): string;
  estimate: string;
  /** Contact details typed into the chat, received: said once, never asking for them again. */
  contactThanks(name: string | null, by: "email" | "phone", applicant: boolean): string;
  /** A résumé uploaded in the chat: what was read of it and what happens next. */
  applicationReceived(name: string | null, read: string[], hasEmail: boolean): string;
  /** After applying: where the application stands. */
  applicationStatus: string;
  /** A link an applicant gave, kept with their résumé. */
  linkKept: string;
  // what the visitor asked to see
  portfolioNamed(client: string, primary: string): string;
  /** The portfolio opened: how many case studies, across which industries, and a few of its clients. */
  portfolio(count: number, across: string, clients: string[]): string;
  industriesAcross(industries: string[]): string;
  /** The reel opened, with the clients its description names. */
  reel(clients: string[]): string;
  cards(category: CardCategory): string;
  deck: string;
  // conversation
  clarification: string;
  thanks: string;
  goodbye: string;
  greeting: string;
  fallback: string;
  /** Honesty about the questions of a message the site could not answer, after what it did. */
  partly(questions: string[]): string;
  emergency: string;
  /** Where to read more on the site ("/services/video-production"). */
  readMore(paths: string[]): string;
};

const CARD_LABELS: Record<Language, Record<CardCategory, string>> = {
  en: cardCategoryLabels,
  es: { "social-media": "redes sociales", "web-design": "diseño web", branding: "branding", "video-production": "producción de video" },
};

const english: Phrases = {
  list: (items) => joinList(items, "and"),
  yes: "Yes.",
  nearestStory: "The nearest story we have:",
  yesOpening: /^(Yes|Often)[.,]\s*/,
  metrics: (primary, secondary) => (secondary.length ? `${primary}, plus ${joinList(secondary, "and")}` : primary),
  caseStudyLine: (client, industry, primary) => `${client} (${industry}): ${primary}.`,
  challenge: (client, challenge, primary) => `The ${client} challenge: ${challenge} The result: ${primary}.`,
  duration: (client, duration, metrics) => `The ${client} engagement ran ${duration}, and delivered ${metrics}.`,
  made: (client, made, primary) => `For ${client} we made ${made}. The result: ${primary}.`,
  results: (client, industry, metrics, duration) => `${client} (${industry}) saw ${metrics}.${duration ? ` The work ran ${duration}.` : ""}`,
  work: (client, industry, services, metrics) => `Our ${client} work (${industry}, ${services}) delivered ${metrics}.`,
  example: (part) => `Here's a relevant example. ${part}`,
  reference: (industry, client, primary) => `For a ${industry} reference, our ${client} work delivered ${primary}.`,
  caseStudyPassage: (client, text) => `${client}: ${text}`,
  ranLonger: (first, firstDuration, second, secondDuration, shorter) =>
    `The ${first} engagement was ${shorter ? "shorter" : "longer"}: ${firstDuration}, against ${secondDuration} for ${second}.`,
  resultsOverview: (lines) => `Every case study is measured by what the work did for the business:\n${lines.join("\n")}\n\n`,
  processSteps: (title, steps) => `Our ${title} process has ${steps.length} steps:\n${steps.join("\n")}\n\n`,
  covers: (title, items) => `${title} covers ${items}.`,
  serves: (title, clients) => `Our ${title} practice works with ${clients}.`,
  practice: (title, description, covers) => `That's our ${title} practice: ${description}${covers ? ` It covers ${covers}.` : ""}`,
  practicePassage: (title, text) => `Our ${title} practice: ${text}`,
  processOverview: (meeting, practices) =>
    `${meeting ? `It starts with a first meeting: ${meeting} ` : ""}Then each practice has its own steps. ${practices.join("; ")}.`,
  drawsOn: (titles, count) => `For what you described, that would draw on our ${titles} ${count > 1 ? "practices" : "practice"}.`,
  squarelyIn: (titles, count, description, proof, next) =>
    `That's squarely in our ${titles} ${count > 1 ? "practices" : "practice"}. ${description}${proof ? ` ${proof}` : ""} ${next}`,
  proof: (client, primary) => `Our ${client} work is a good reference: ${primary}.`,
  hearMore: (services, proof) =>
    `We'd love to hear more. We cover ${services}, so tell me what you're launching, who it's for and when it needs to be in market.${proof ? ` ${proof}` : ""}`,
  careersLead: (type) =>
    type === "internship"
      ? "Thanks for your interest in an internship with us."
      : type === "freelancer"
        ? "Thanks for reaching out about freelance work."
        : type === "full-time"
          ? "Thanks for your interest in a full-time role."
          : `Thanks for your interest in joining ${siteConfig.name}.`,
  season: (text) => {
    const match = /paid (internship program [^.;,]+)/.exec(text);
    return match ? `We run the ${match[1]}.` : null;
  },
  whichPath: "Which path fits you best: freelance, full-time or an internship?",
  uploadResume: "Upload your resume here (PDF or text) and I'll read it in and pass it to the team.",
  mentionsUpload: /upload your resume/i,
  vendor: (answer) => `Thanks for thinking of us. ${answer ?? `Please email ${siteConfig.email} with your credentials.`}`,
  followUp: (hasContact) =>
    hasContact
      ? "What's your timeline, and do you have a budget range in mind?"
      : "What are you launching, and when? Share your name and email and a strategist will follow up.",
  estimate: "Share your name and email and a strategist will follow up with an estimate.",
  contactThanks: (name, by, applicant) => {
    const thanks = name ? `Thanks, ${name.split(" ")[0]}:` : "Thanks:";
    if (applicant) return `${thanks} your details are with your application, and the team replies when there is a fit.`;
    return `${thanks} a strategist will ${by === "email" ? "email" : "call"} you within one business day.`;
  },
  applicationReceived: (name, read, hasEmail) =>
    `${name ? `Thanks, ${name.split(" ")[0]}:` : "Thanks:"} your resume is with the team${read.length ? `, and I read your ${joinList(read, "and")} from it` : ""}. ${
      hasEmail
        ? "The team reads every application and replies when there is a fit."
        : "Add your email here so the team can reach you; they read every application and reply when there is a fit."
    } Meanwhile, ask me anything about the role or the studio.`,
  applicationStatus: "Your application is with the team.",
  linkKept: "Thanks: I've added that link to your application, so the team sees it with your resume.",
  portfolioNamed: (client, primary) => `Here's our ${client} case study: ${primary}. Open it for the full story.`,
  portfolio: (count, across, clients) =>
    `Here's our recent work: ${count} case studies across ${across}${clients.length ? `, for clients like ${joinList(clients, "and")}` : ""}. Filter by service or industry and open any project for the full story.`,
  industriesAcross: (industries) =>
    industries.length > 3 ? `${industries.length} industries, from ${industries[0]} to ${industries[1]}` : joinList(industries, "and"),
  reel: (clients) =>
    `Here's our reel, a quick cut of recent campaigns and films${clients.length ? ` for ${joinList(clients, "and")}, among others` : ""}. Close it any time to come back to the chat.`,
  cards: (category) => `Here are a few ${CARD_LABELS.en[category]} projects. Select one to see what we made and how it performed.`,
  deck: `Happy to take a look: attach your deck or brief as a PDF with the upload button next to the message box (up to ${PDF_MAX_LABEL}).`,
  clarification: `Sorry, I didn't catch that. Tell me what you're working on (a launch, a film, a rebrand) or what you'd like to know about ${siteConfig.name}, and I'll take it from there.`,
  thanks: "You're welcome! Is there anything else I can help you with?",
  goodbye: `Thanks for stopping by. When you're ready to talk, we're at ${siteConfig.email}.`,
  greeting: `Hi, I'm the ${siteConfig.name} concierge. Tell me what you're working on (a launch, a film, a rebrand) and I'll show you relevant work, or ask me anything about the studio.`,
  fallback: `I don't have that one in front of me, and I'd rather not guess: the team can answer it at ${siteConfig.email} or ${siteConfig.phone}. I can also walk you through our services, recent work or pricing.`,
  // Never the visitor's words quoted back: "the rest of your question".
  partly: (questions) =>
    `As for the ${questions.length > 1 ? "other questions" : "rest of your question"}, I don't have that in front of me and I'd rather not guess: the team can answer it at ${siteConfig.email} or ${siteConfig.phone}.`,
  emergency: `I'm here to help with your creative needs! Tell me about your project, or reach the team at ${siteConfig.email}.`,
  readMore: (paths) => `More: ${joinList(paths, "and")}`,
};

const spanish: Phrases = {
  list: (items) => joinList(items, "y"),
  yes: "Sí.",
  nearestStory: "Lo más parecido que hemos hecho:",
  yesOpening: /^(Sí|A menudo)[.,]\s*/,
  metrics: (primary, secondary) => (secondary.length ? `${primary}, además de ${joinList(secondary, "y")}` : primary),
  caseStudyLine: (client, industry, primary) => `${client} (${industry}): ${primary}.`,
  challenge: (client, challenge, primary) => `El reto de ${client}: ${challenge} El resultado: ${primary}.`,
  duration: (client, duration, metrics) => `El proyecto de ${client} duró ${duration} y logró ${metrics}.`,
  made: (client, made, primary) => `Para ${client} hicimos ${made}. El resultado: ${primary}.`,
  results: (client, industry, metrics, duration) => `${client} (${industry}) logró ${metrics}.${duration ? ` El trabajo duró ${duration}.` : ""}`,
  work: (client, industry, services, metrics) => `Nuestro trabajo para ${client} (${industry}, ${services}) logró ${metrics}.`,
  example: (part) => `Aquí tiene un ejemplo relevante. ${part}`,
  reference: (industry, client, primary) => `Como referencia en ${industry}, nuestro trabajo para ${client} logró ${primary}.`,
  caseStudyPassage: (client, text) => `${client}: ${text}`,
  ranLonger: (first, firstDuration, second, secondDuration, shorter) =>
    `El proyecto de ${first} fue más ${shorter ? "corto" : "largo"}: ${firstDuration}, frente a ${secondDuration} el de ${second}.`,
  resultsOverview: (lines) => `Cada caso de estudio se mide por lo que el trabajo logró para el negocio:\n${lines.join("\n")}\n\n`,
  processSteps: (title, steps) => `Nuestro proceso de ${title} tiene ${steps.length} pasos:\n${steps.join("\n")}\n\n`,
  covers: (title, items) => `${title} incluye ${items}.`,
  serves: (title, clients) => `Nuestra práctica de ${title} trabaja con ${clients}.`,
  practice: (title, description, covers) => `Esa es nuestra práctica de ${title}: ${description}${covers ? ` Incluye ${covers}.` : ""}`,
  practicePassage: (title, text) => `Nuestra práctica de ${title}: ${text}`,
  processOverview: (meeting, practices) =>
    `${meeting ? `Todo empieza con una primera reunión: ${meeting} ` : ""}Después, cada práctica tiene sus propios pasos. ${practices.join("; ")}.`,
  drawsOn: (titles, count) => `Para lo que nos describe, eso se apoyaría en ${count > 1 ? "nuestras prácticas" : "nuestra práctica"} de ${titles}.`,
  squarelyIn: (titles, count, description, proof, next) =>
    `Eso encaja de lleno en ${count > 1 ? "nuestras prácticas" : "nuestra práctica"} de ${titles}. ${description}${proof ? ` ${proof}` : ""} ${next}`,
  proof: (client, primary) => `Nuestro trabajo para ${client} es una buena referencia: ${primary}.`,
  hearMore: (services, proof) =>
    `Nos encantaría saber más. Cubrimos ${services}; cuéntenos qué van a lanzar, para quién es y cuándo necesita estar en el mercado.${proof ? ` ${proof}` : ""}`,
  careersLead: (type) =>
    type === "internship"
      ? "Gracias por su interés en una pasantía con nosotros."
      : type === "freelancer"
        ? "Gracias por escribirnos sobre trabajo freelance."
        : type === "full-time"
          ? "Gracias por su interés en un puesto de tiempo completo."
          : `Gracias por su interés en unirse a ${siteConfig.name}.`,
  season: (text) => {
    const match = /(programa de pasantías pagadas [^.;,]+)/.exec(text);
    return match ? `Tenemos un ${match[1]}.` : null;
  },
  whichPath: "¿Qué camino le queda mejor: freelance, tiempo completo o una pasantía?",
  uploadResume: "Suba aquí su currículum (PDF o texto) y se lo paso al equipo.",
  mentionsUpload: /sub(ir|a) su currículum/i,
  vendor: (answer) => `Gracias por pensar en nosotros. ${answer ?? `Escríbanos a ${siteConfig.email} con sus credenciales.`}`,
  followUp: (hasContact) =>
    hasContact
      ? "¿Cuál es su calendario y tiene en mente un rango de presupuesto?"
      : "¿Qué van a lanzar y para cuándo? Déjenos su nombre y correo y un estratega se pondrá en contacto.",
  estimate: "Déjenos su nombre y correo y un estratega le enviará una cotización.",
  contactThanks: (name, by, applicant) => {
    const thanks = name ? `Gracias, ${name.split(" ")[0]}:` : "Gracias:";
    if (applicant) return `${thanks} sus datos quedan con su solicitud, y el equipo responde cuando hay una oportunidad.`;
    return `${thanks} un estratega le ${by === "email" ? "escribirá" : "llamará"} en un día hábil.`;
  },
  applicationReceived: (name, read, hasEmail) =>
    `${name ? `Gracias, ${name.split(" ")[0]}:` : "Gracias:"} su currículum está con el equipo${read.length ? `, y leí en él su ${joinList(read, "y")}` : ""}. ${
      hasEmail
        ? "El equipo lee cada solicitud y responde cuando hay una oportunidad."
        : "Déjenos aquí su correo para que el equipo pueda contactarle; leemos cada solicitud y respondemos cuando hay una oportunidad."
    } Mientras tanto, pregúnteme lo que quiera sobre el puesto o el estudio.`,
  applicationStatus: "Su solicitud está con el equipo.",
  linkKept: "Gracias: agregué ese enlace a su solicitud, para que el equipo lo vea junto a su currículum.",
  portfolioNamed: (client, primary) => `Aquí está nuestro caso de ${client}: ${primary}. Ábralo para ver la historia completa.`,
  portfolio: (count, across, clients) =>
    `Aquí está nuestro trabajo reciente: ${count} casos de estudio en ${across}${clients.length ? `, para clientes como ${joinList(clients, "y")}` : ""}. Filtre por servicio o industria y abra cualquier proyecto para ver la historia completa.`,
  industriesAcross: (industries) =>
    industries.length > 3 ? `${industries.length} industrias, de ${industries[0]} a ${industries[1]}` : joinList(industries, "y"),
  reel: (clients) =>
    `Aquí está nuestro reel, un corte rápido de campañas y videos recientes${clients.length ? ` para ${joinList(clients, "y")}, entre otros` : ""}. Ciérrelo cuando quiera para volver al chat.`,
  cards: (category) => `Aquí tiene algunos proyectos de ${CARD_LABELS.es[category]}. Elija uno para ver qué hicimos y cómo funcionó.`,
  deck: `Con gusto lo revisamos: adjunte su presentación o brief en PDF con el botón de carga junto al cuadro de mensaje (hasta ${PDF_MAX_LABEL}).`,
  clarification: `Perdón, no le entendí. Cuénteme en qué está trabajando (un lanzamiento, un video, un cambio de marca) o qué le gustaría saber de ${siteConfig.name}, y de ahí seguimos.`,
  thanks: "¡Con gusto! ¿Hay algo más en lo que le pueda ayudar?",
  goodbye: `Gracias por visitarnos. Cuando quiera platicar, estamos en ${siteConfig.email}.`,
  greeting: `Hola, soy el concierge de ${siteConfig.name}. Cuénteme en qué está trabajando (un lanzamiento, un video, un cambio de marca) y le muestro trabajo relevante, o pregúnteme lo que quiera sobre el estudio.`,
  fallback: `No tengo ese dato a la mano y prefiero no adivinar: el equipo le puede responder en ${siteConfig.email} o al ${siteConfig.phone}. También le puedo contar de nuestros servicios, nuestro trabajo reciente o nuestros precios.`,
  partly: () =>
    `Sobre lo demás que pregunta, no tengo ese dato a la mano y prefiero no adivinar: el equipo le puede responder en ${siteConfig.email} o al ${siteConfig.phone}.`,
  emergency: `¡Estoy aquí para ayudarle con sus necesidades creativas! Cuénteme de su proyecto o escriba al equipo a ${siteConfig.email}.`,
  readMore: (paths) => `Más: ${joinList(paths, "y")}`,
};

export const PHRASES: Record<Language, Phrases> = { en: english, es: spanish };
