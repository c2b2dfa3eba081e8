import { awardBadges } from "../content/awards";
import { formattedAddress, siteConfig } from "../content/site";
import { PHRASES } from "./phrases";
import type { Fact, KnowledgeSource } from "./source";
import { translateContent } from "./translate";

// The agency's structured facts, each a sentence that answers one kind of question directly, in
// English and in Spanish. They come from the site's config and content (the About and Los Angeles
// pages say the same), so an edit to a case study or the config changes the answer too.

const listPhrase = PHRASES.en.list;

export function buildFacts({ caseStudies, services }: KnowledgeSource): Fact[] {
  const { name, email, phone } = siteConfig;
  const clients = [...new Set(caseStudies.map((study) => study.client))];
  const programs = [...new Set(awardBadges)].filter((award) => !siteConfig.awards.includes(award));
  const es = PHRASES.es.list;
  const social = siteConfig.social.map((link) => `${link.label} (${link.href.replace(/^https?:\/\/(www\.)?/, "")})`);
  const fact = (subject: Fact["subject"], text: string, spanish: string): Fact => ({ id: `fact:${subject}`, subject, text, es: spanish });
  return [
    fact(
      "about",
      `${siteConfig.description} I'm its concierge: ask me about the work, the services or how to start a project.`,
      `${name} es una agencia creativa de Los Ángeles con premios en su trayectoria. Hacemos campañas, videos y marcas para empresas que prefieren ser recordadas a solo ser vistas: estrategia, creatividad, producción y medios bajo un mismo techo en el centro de Los Ángeles (Downtown LA). Soy su concierge: pregúnteme por el trabajo, los servicios o cómo empezar un proyecto.`,
    ),
    fact(
      "founded",
      `${name} was founded in ${siteConfig.foundedYear}, when it opened in Downtown Los Angeles on a simple bet: the work gets better when the people who plan it, make it and place it sit in the same room.`,
      `${name} se fundó en ${siteConfig.foundedYear}, cuando abrió en el centro de Los Ángeles (Downtown LA) con una apuesta sencilla: el trabajo sale mejor cuando quienes lo planean, lo hacen y lo pautan se sientan en la misma sala.`,
    ),
    fact(
      "tagline",
      `Our line is "${siteConfig.tagline}" Every brief has a true, specific thing worth saying; our job is to find it, then make it impossible to miss.`,
      `Nuestra frase es "${siteConfig.tagline}" Cada brief tiene algo verdadero y específico que vale la pena decir; nuestro trabajo es encontrarlo y hacer imposible no verlo.`,
    ),
    fact("social-links", `You'll find us on ${listPhrase(social)}.`, `Nos encuentra en ${es(social)}.`),
    fact(
      "legal-name",
      `${name}'s legal name is ${siteConfig.legalName}, based at ${formattedAddress}.`,
      `La razón social de ${name} es ${siteConfig.legalName}, con domicilio en ${formattedAddress}.`,
    ),
    fact(
      "privacy",
      `We do not sell your personal information, and the site sets no advertising or tracking cookies: a visitor id keeps your chat apart from other visitors'. You can ask us to delete your information at any time by emailing ${email}. The privacy policy at /privacy-policy has the details.`,
      `No vendemos su información personal, y el sitio no usa cookies de publicidad ni de rastreo: un identificador de visitante solo separa su chat del de otros visitantes. Puede pedirnos que borremos su información en cualquier momento escribiendo a ${email}. La política de privacidad en /privacy-policy tiene los detalles.`,
    ),
    fact(
      "location",
      `Our studio is at ${formattedAddress}, in Downtown Los Angeles. We work with clients nationwide, meeting over video day to day and traveling for workshops, shoots and key presentations.`,
      `Nuestro estudio está en ${formattedAddress}, en el centro de Los Ángeles (Downtown LA). Trabajamos con clientes en todo el país: nos reunimos por video en el día a día y viajamos para talleres, rodajes y presentaciones clave.`,
    ),
    fact(
      "contact",
      `You can reach the team at ${email} or ${phone}. Or leave your name and email here and we'll follow up within one business day.`,
      `Puede escribirle al equipo a ${email} o llamar al ${phone}. O déjenos aquí su nombre y correo y le contactamos en un día hábil.`,
    ),
    fact(
      "hours",
      `We keep West Coast hours, the same working day as brands from San Diego to Seattle, so reviews happen live and East Coast teams still share a full afternoon with us. Email ${email} or call ${phone}; we reply within one business day.`,
      `Trabajamos en horario de la Costa Oeste (West Coast), el mismo día laboral que las marcas de San Diego a Seattle, así que las revisiones son en vivo y los equipos de la Costa Este (East Coast) comparten con nosotros una tarde completa. Escriba a ${email} o llame al ${phone}; respondemos en un día hábil.`,
    ),
    fact(
      "awards",
      `Our work has won ${listPhrase(siteConfig.awards)} Awards${programs.length ? `, and has been recognized by ${listPhrase(programs)}` : ""}.`,
      `Nuestro trabajo ha ganado premios ${es(siteConfig.awards)}${programs.length ? `, y ha sido reconocido por ${es(programs)}` : ""}.`,
    ),
    fact(
      "clients",
      `We've worked with ${listPhrase(clients)}, among others. Each has a case study on the site with the results.`,
      `Hemos trabajado con ${es(clients)}, entre otros. Cada uno tiene un caso de estudio en el sitio con sus resultados.`,
    ),
    fact(
      "case-count",
      `There are ${caseStudies.length} case studies on the site: ${listPhrase(clients)}.`,
      `Hay ${caseStudies.length} casos de estudio en el sitio: ${es(clients)}.`,
    ),
    fact(
      "industries",
      `Our case studies span ${listPhrase(caseStudies.map((study) => `${study.industry.toLowerCase()} (${study.client})`))}.`,
      `Nuestros casos de estudio abarcan ${es(caseStudies.map((study) => `${translateContent(study.industry, "es").toLowerCase()} (${study.client})`))}.`,
    ),
    fact(
      "team",
      `Strategy, creative, production and media live under one roof at our Downtown LA studio, and the crew is in-house: strategists, writers and art directors, producers, directors, editors and media planners. The team that writes the brief sees it through the shoot, the edit and the media plan, with no hand-offs to a stranger halfway through.`,
      `Estrategia, creatividad, producción y medios viven bajo un mismo techo en nuestro estudio de Downtown LA, y el equipo es propio (in-house): estrategas, redactores y directores de arte, productores, directores, editores y planeadores de medios. El equipo que escribe el brief lo acompaña en el rodaje, la edición y el plan de medios, sin pasárselo a un extraño a mitad del camino.`,
    ),
    fact(
      "services",
      `We're a full-service agency with ${services.length} practices: ${listPhrase(services.map((service) => service.title))}. You can hire us for one or all of them; most clients start with a single project.`,
      `Somos una agencia de servicio completo con ${services.length} prácticas: ${es(services.map((service) => translateContent(service.title, "es")))}. Puede contratarnos para una o para todas; la mayoría de los clientes empieza con un solo proyecto.`,
    ),
  ];
}
