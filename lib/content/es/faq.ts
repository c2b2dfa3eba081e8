import type { FaqEs } from "./types";

// Spanish versions of lib/content/faq.ts (keyed by entry id).

export const faqEs: Record<string, FaqEs> = {
  "how-much-does-a-project-cost": {
    question: "¿Cuánto cuesta trabajar con Northlight?",
    answer:
      "Depende del alcance, pero la mayoría de los proyectos suelen ubicarse, aproximadamente, en un rango de $10K-$100K+. Un paquete acotado de contenido para redes sociales o un solo video de marca se ubica hacia el extremo inferior; un lanzamiento integrado con estrategia, producción y medios pagados, hacia el extremo superior. Para relaciones de trabajo continuas, los retainers empiezan en unos $15K al mes. Una vez que entendemos sus objetivos, le enviamos una cotización por escrito desglosada por fase, para que sepa exactamente qué está pagando antes de empezar cualquier cosa.",
  },
  "how-long-does-a-project-take": {
    question: "¿Cuánto tiempo toma un proyecto típico?",
    answer:
      "Un sprint de contenido para redes sociales o un video corto puede entregarse en un plazo de 3 a 6 semanas. Un proyecto de estrategia de marca suele tomar de 6 a 10 semanas, y una campaña integrada, del brief al lanzamiento, normalmente toma de 8 a 16 semanas, según la producción y las aprobaciones. Si tiene una fecha de lanzamiento fija, díganoslo cuanto antes: planificamos hacia atrás a partir de ella y le diremos con honestidad qué es realista.",
  },
  "what-happens-in-a-first-meeting": {
    question: "¿Cómo es una primera reunión?",
    answer:
      "Es una conversación de 45 minutos, en persona en nuestro estudio en el centro de Los Ángeles (Downtown LA) o por videollamada, con un estratega y un líder creativo del equipo que trabajaría en su cuenta. Le preguntamos sobre su negocio, su audiencia, qué ha funcionado y qué no en el pasado, y cómo se vería el éxito dentro de un año. No hay presentación de ventas ni costo alguno. Después le enviamos un breve resumen y, si hay afinidad, una propuesta de alcance y una cotización.",
  },
  "how-do-we-get-started": {
    question: "¿Cómo empezamos?",
    answer:
      "Envíenos un brief, aunque sea preliminar: qué va a lanzar o cambiar, cuándo, cuánto puede invertir aproximadamente y cómo podemos comunicarnos con usted. Puede compartirlo en el chat de este sitio, escribir a studio@northlight.la o llamar al (323) 555-0142. Un miembro de nuestro equipo le responderá en un plazo de un día hábil para agendar una primera reunión.",
  },
  "where-are-you-based": {
    question: "¿Dónde están ubicados? ¿Solo trabajan con empresas de LA?",
    answer:
      "Northlight se fundó en Los Ángeles en 2011, y nuestro estudio está en 725 S. Spring Street, en el centro de Los Ángeles (Downtown LA). Trabajamos con clientes de todo el país: nos reunimos por videollamada en el día a día y viajamos para talleres, rodajes y presentaciones clave. Estar en LA le da a cada cliente acceso cercano a equipos de rodaje, sets de filmación, locaciones y talento de postproducción.",
  },
  "what-services-do-you-offer": {
    question: "¿Qué servicios ofrecen?",
    answer:
      "Somos una agencia de servicios integrales que abarca estrategia, creatividad, producción y medios: estrategia de marca, campañas creativas, marketing digital, producción de video, compra de medios y redes sociales. Puede contratarnos para uno de estos servicios o para todos. La mayoría de los clientes empieza con un solo proyecto y suma servicios una vez que ha visto cómo trabajamos.",
  },
  "which-industries-do-you-work-in": {
    question: "¿Con qué industrias trabajan?",
    answer:
      "Nuestro trabajo abarca entretenimiento (IMAX), alimentos y bebidas (Harvest Table, Driftwood Coffee Roasters), software (Keyward), venta de artículos para actividades al aire libre (Pacific Crest Outfitters), salud (Lumina Health), servicios financieros (Harbor & Hill Credit Union), movilidad (Velo Electric) y belleza (Solstice Skincare). No nos limitamos a un solo sector; lo que nuestros clientes tienen en común es un producto del que vale la pena hablar y las ganas de hacer un trabajo que la gente realmente note.",
  },
  "have-you-won-awards": {
    question: "¿Northlight ha ganado premios?",
    answer:
      "Sí. Nuestro trabajo ha ganado premios Clio, Telly y Shorty, y ha sido reconocido por la American Advertising Federation (AAF), Digiday Video, los Smarties y Ad Age. Estamos orgullosos de ellos, pero evaluamos nuestro trabajo, ante todo, por lo que logra para el negocio de nuestros clientes.",
  },
  "do-you-work-with-startups": {
    question: "¿Trabajan con startups?",
    answer:
      "Sí, y parte de nuestro trabajo favorito ha surgido de empresas en etapa temprana. Para las startups, normalmente recomendamos empezar con un proyecto acotado, como un sprint de posicionamiento, un video de lanzamiento o un paquete de contenido para redes sociales, en lugar de un retainer completo. Así la inversión se mantiene razonable y usted obtiene una base sobre la cual construir a medida que crece.",
  },
  "do-you-handle-media-buying": {
    question: "¿Se encargan de la compra de medios?",
    answer:
      "Sí. Nuestro equipo de medios planifica y compra en TV lineal y conectada, audio en streaming y podcasts, publicidad exterior, publicidad en redes sociales y en buscadores, y programática. Como medios y creatividad trabajan en la misma sala, el plan y el trabajo se construyen juntos. Si ya tiene una agencia de medios, con gusto le proporcionamos la creatividad y coordinamos con ella las especificaciones y la programación de la pauta.",
  },
  "do-you-produce-video-in-house": {
    question: "¿Producen el video internamente?",
    answer:
      "Sí. Nuestros productores, directores y editores forman parte de nuestro personal, y la edición, el color, el sonido y los gráficos se hacen en nuestro propio estudio. Planificamos cada rodaje para que un solo día de producción dé como resultado, al mismo tiempo, el video principal, las versiones cortas y las piezas para redes sociales, lo que mantiene los presupuestos justos y el trabajo consistente en todos los canales.",
  },
  "who-owns-the-work": {
    question: "¿De quién es el trabajo que crean para nosotros?",
    answer:
      "Es suyo. Una vez pagadas las facturas, la creatividad final, los activos de marca y los documentos de estrategia que hacemos para usted le pertenecen. Los elementos de terceros, como la música con licencia, el material de stock y los derechos de uso de talento y de creadores, se rigen por sus propias licencias; negociamos esos términos desde el principio y los detallamos en su cotización para que no haya sorpresas cuando quiera extender una campaña.",
  },
  "how-do-i-apply-for-a-job": {
    question: "¿Están contratando? ¿Cómo me postulo?",
    answer:
      "Contratamos por 3 vías: freelancers (productores, editores, diseñadores, redactores y equipo de rodaje), puestos de tiempo completo en estrategia, creatividad, producción y medios, y un programa de pasantías pagadas cada verano y cada otoño. La forma más rápida de postularse es subir su currículum en el chat de este sitio y decirnos qué vía le interesa; también puede enviar su currículum y su portafolio por correo a studio@northlight.la. Leemos todas las solicitudes y respondemos cuando hay afinidad.",
  },
  "are-internships-paid": {
    question: "¿Ofrecen pasantías?",
    answer:
      "Sí. Nuestras pasantías son pagadas y duran alrededor de 10 semanas, con puestos en estrategia, creatividad, producción y redes sociales. Los pasantes trabajan en proyectos reales de clientes junto a un mentor. Para postularse, suba su currículum en el chat y mencione la pasantía, o escriba a studio@northlight.la con su currículum y cualquier muestra de su trabajo.",
  },
  "how-should-vendors-reach-you": {
    question: "Soy proveedor o socio de producción. ¿Cómo puedo contactarlos?",
    answer:
      "Si es proveedor, casa productora, director, casa de postproducción o socio tecnológico, escríbanos a studio@northlight.la con sus credenciales: una breve presentación, su reel o portafolio, clientes relevantes y sus tarifas, si las tiene. Revisamos las propuestas de proveedores cada mes y nos comunicamos cuando un proyecto coincide con sus fortalezas. Por favor, evite las llamadas en frío; el correo electrónico es la manera de llegar a la persona indicada.",
  },
  "do-you-partner-with-other-agencies": {
    question: "¿Trabajan junto con otras agencias?",
    answer:
      "A menudo. Colaboramos regularmente con equipos internos, firmas de relaciones públicas, agencias de medios y agencias especializadas. Nos sentimos cómodos liderando el trabajo o cumpliendo un rol definido dentro de un grupo más amplio de agencias, y desde el inicio acordamos quién se encarga de qué para que el trabajo avance rápido.",
  },
  "am-i-talking-to-a-person": {
    question: "¿Estoy hablando con una persona real?",
    answer:
      "Está conversando con el concierge de IA de Northlight, no con una persona: responde a partir del contenido de este sitio. Para lo que no pueda responder, el equipo está a un mensaje de distancia en studio@northlight.la o al (323) 555-0142, y si deja su nombre y correo aquí, un estratega le dará seguimiento.",
  },
};
