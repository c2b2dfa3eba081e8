import type { ServiceEs } from "./types";

// Spanish versions of lib/content/services.ts, field by field (keyed by service slug).

export const servicesEs: Record<string, ServiceEs> = {
  "brand-strategy": {
    title: "Estrategia de Marca",
    description:
      "Posicionamiento, naming y plataformas de marca construidos a partir de investigación real con clientes, para que cada campaña que venga después parta de una idea más precisa.",
    overview:
      "En Northlight, la estrategia es la parte del trabajo que nunca se ve y siempre se siente. Empezamos escuchando: entrevistas con sus clientes, su piso de ventas y sus escépticos, y luego un análisis a fondo de la categoría y de las palabras que todos en ella ya han desgastado. A partir de ahí escribimos el posicionamiento, la plataforma de marca y la jerarquía de mensajes que su equipo realmente va a usar un martes por la tarde. Así fue como Harbor & Hill Credit Union pasó de parecer una caja de ahorros de los años 90 a ser una marca a la que los hijos de sus socios de verdad quieren unirse, y como Driftwood Coffee Roasters se convirtió en el cold brew hecho por gente que todavía tuesta su café junto a la playa.",
    keyServices: [
      "Posicionamiento y plataforma de marca",
      "Investigación de clientes y de categoría",
      "Naming e identidad verbal",
      "Arquitectura de mensajes",
      "Arquitectura de marca para empresas con múltiples productos",
      "Estrategia de rebranding y planificación de su implementación",
    ],
    capabilities: [
      "Entrevistas individuales con clientes y etnografía",
      "Encuestas cuantitativas y segmentación",
      "Auditorías de la competencia y mapeo de la categoría",
      "Talleres con stakeholders y equipos directivos",
      "Guías de tono de voz y manuales de redacción",
      "Seguimiento de la salud de marca",
      "Programas de lanzamiento interno y adopción entre los empleados",
    ],
    approach: [
      {
        title: "Escuchar",
        description:
          "Entrevistamos a clientes, personal y directivos, y leemos todo lo que su categoría dice de sí misma. La mayor parte de la respuesta ya está en la sala.",
      },
      {
        title: "Definir",
        description:
          "Destilamos lo que escuchamos en una sola declaración de posicionamiento y en las pruebas que la sustentan, y luego sometemos ambas a prueba con clientes reales.",
      },
      {
        title: "Articular",
        description:
          "La plataforma se convierte en lenguaje: una idea de marca, una jerarquía de mensajes y una guía de voz que sus redactores y su equipo de ventas pueden usar sin nosotros.",
      },
      {
        title: "Activar",
        description:
          "Planificamos la implementación, desde la presentación ante toda la empresa hasta la primera campaña, para que la estrategia se vea en el trabajo y no se quede en una presentación de diapositivas.",
      },
    ],
    results:
      "Tras reposicionar a Harbor & Hill Credit Union en torno a una sola verdad, que el dinero de sus socios se queda en los vecindarios de donde proviene, las nuevas membresías aumentaron un 36% en los 9 meses posteriores al lanzamiento y el reconocimiento asistido en sus vecindarios objetivo subió del 14% al 33%. Para Driftwood Coffee Roasters, una plataforma de marca, un sistema de naming y los textos de las latas para 3 sabores de lanzamiento ayudaron a que su primer cold brew enlatado se vendiera a 2.1 veces el promedio de la categoría en sus primeros 90 días.",
    clientTypes: [
      "Marcas retadoras que compiten con los líderes de su categoría",
      "Instituciones regionales que se modernizan para un público más joven",
      "Empresas dirigidas por sus fundadores que se preparan para crecer",
      "Empresas tras una fusión o adquisición",
      "Marcas de consumo que entran a una nueva categoría",
    ],
  },
  "creative-campaigns": {
    title: "Campañas Creativas",
    description:
      "Campañas integradas construidas en torno a una idea clara y pensadas para funcionar en todas partes: video, publicidad exterior, redes sociales, digital y punto de venta.",
    overview:
      'Una campaña es una sola idea bien contada en muchos lugares. En nuestros equipos creativos, un redactor y un director de arte forman dupla desde el primer brief, y se mantienen en el proyecto durante el rodaje, la edición y hasta la última adaptación de formato. Exploramos conceptos a lo grande, descartamos nosotros mismos la mayoría y le presentamos las 2 o 3 rutas que defenderíamos, cada una mostrada en los canales donde realmente va a vivir. El lanzamiento del menú de verano de Harvest Table, la plataforma "Go Further" de Pacific Crest Outfitters y "Ride the City" de Velo Electric surgieron de ese proceso, y cada una se construyó sobre una idea lo bastante simple como para sostener a la vez un spot, una valla publicitaria y un feed.',
    keyServices: [
      "Conceptualización de campañas e ideas de plataforma",
      "Redacción publicitaria y dirección de arte",
      "Publicidad exterior y marketing experiencial",
      "Creatividad para retail y punto de venta",
      "Campañas de lanzamiento integradas",
      "Programas de temporada y promocionales",
    ],
    capabilities: [
      "Briefs creativos redactados junto con su equipo",
      "Tableros de concepto y animatics para pruebas tempranas",
      "Producción para medios impresos, exteriores (OOH) y transporte público",
      "Dirección de sesiones fotográficas",
      "Motion graphics y sistemas de diseño",
      "Adaptación a distintos mercados y formatos",
      "Pruebas previas de la creatividad con el público objetivo",
    ],
    approach: [
      {
        title: "Brief",
        description:
          "Escribimos con usted un brief de una sola página: un público, una sola cosa que decir y una razón para creerla. Todo lo que viene después se evalúa con base en él.",
      },
      {
        title: "Conceptualizar",
        description:
          "Las duplas de redactor y director de arte exploran ampliamente, y luego presentamos 2 o 3 rutas mostradas en ubicaciones reales, no flotando sobre una diapositiva en blanco.",
      },
      {
        title: "Realizar",
        description:
          "El equipo que tuvo la idea se mantiene durante la fotografía, el video y el diseño, para que nada se pierda entre la presentación y el trabajo terminado.",
      },
      {
        title: "Lanzar y aprender",
        description: "Seguimos de cerca las primeras semanas en el mercado y ajustamos textos, cortes y ubicaciones mientras la campaña todavía tiene impulso.",
      },
    ],
    results:
      'La campaña "Go Further" de Pacific Crest Outfitters aumentó el tráfico en tienda un 14% frente al año anterior y elevó la proporción de compradores de 18-34 años del 22% al 31% de los nuevos miembros de su programa de lealtad. El lanzamiento del menú de verano de Harvest Table incrementó las ventas en locales comparables un 9.4% frente al periodo del menú de verano anterior, y "Ride the City" de Velo Electric consiguió 7,900 reservaciones de recorridos de prueba en Los Ángeles, 2.6 veces la meta de la campaña.',
    clientTypes: [
      "Minoristas con calendarios de lanzamientos de temporada",
      "Cadenas de restaurantes y de comida fast casual",
      "Marcas de electrónica de consumo y de movilidad",
      "Empresas de entretenimiento y streaming",
      "Marcas que entran a nuevos mercados",
    ],
  },
  "digital-marketing": {
    title: "Marketing Digital",
    description:
      "Publicidad en buscadores y en redes sociales, contenido y optimización de conversiones a cargo de personas que revisan los números cada mañana y cambian lo que no está funcionando.",
    overview:
      "Lo digital es donde una campaña se encuentra con una tarjeta de crédito, así que lo tratamos con el mismo cuidado que el video. Nuestro equipo digital planifica y gestiona la publicidad en buscadores y en redes sociales, crea páginas de destino que cargan rápido y dicen una sola cosa, y produce el contenido que atrae tráfico de búsqueda durante años, no semanas. Configuramos la medición antes del lanzamiento, acordamos con usted qué números importan y se los reportamos en lenguaje claro. El programa de contenido de Keyward es un buen ejemplo: una biblioteca de guías de seguridad realmente útiles que llevó la participación del contenido en sus registros del 20% al 46% y redujo el costo por adquisición combinado en un 34%.",
    keyServices: [
      "Publicidad en buscadores y en redes sociales",
      "Marketing de contenidos y SEO",
      "Páginas de destino y optimización de conversiones",
      "Email marketing y marketing de ciclo de vida",
      "Configuración de analítica y reportes",
      "Creatividad orientada a performance",
    ],
    capabilities: [
      "Gestión de anuncios en Google, Meta, TikTok, LinkedIn y Reddit",
      "Investigación de palabras clave y de brechas de contenido",
      "Pruebas A/B y multivariantes",
      "Configuración de GA4 y de medición del lado del servidor",
      "Automatización de marketing en HubSpot, Klaviyo y Braze",
      "Dashboards en Looker Studio",
      "Iteración creativa a partir de datos de desempeño",
    ],
    approach: [
      {
        title: "Auditar",
        description:
          "Revisamos sus cuentas, su medición y su sitio antes de gastar un solo dólar, porque a la mayoría de los presupuestos se les escapa dinero por algún lugar evidente.",
      },
      {
        title: "Planificar",
        description:
          "Acordamos un objetivo principal y las pocas métricas que lo demuestran, y luego asignamos canales y presupuesto según el recorrido real del cliente hasta la compra.",
      },
      {
        title: "Construir y lanzar",
        description:
          "Las campañas, las páginas de destino y el contenido salen al aire con la medición verificada y las pruebas ya configuradas, para aprender desde el primer día.",
      },
      {
        title: "Optimizar",
        description:
          "Las reuniones semanales de seguimiento y las revisiones mensuales mueven la inversión hacia lo que funciona y retiran lo que no, y cada cambio se explica.",
      },
    ],
    results:
      "El programa de contenido de Keyward hizo crecer el tráfico orgánico un 212% en 6 meses, hasta 480K sesiones mensuales, y elevó la participación del contenido en los registros del 20% al 46%, a la vez que redujo el costo por adquisición combinado en un 34%. Para la campaña de inscripción abierta de Lumina Health, un buscador de planes reconstruido y un programa de publicidad en buscadores y en redes sociales segmentado por eventos de vida aumentaron las nuevas inscripciones a planes individuales un 23% frente al periodo de inscripción abierta anterior y redujeron el costo por inscripción en un 29%.",
    clientTypes: [
      "Software y apps por suscripción",
      "Planes de salud y aseguradoras con periodos de inscripción",
      "Marcas de venta directa al consumidor",
      "Servicios financieros y cooperativas de crédito",
      "Empresas B2B con ciclos de venta largos",
    ],
  },
  "video-production": {
    title: "Producción de Video",
    description:
      "Videos de marca, comerciales y versiones para redes sociales producidos internamente en el centro de Los Ángeles (Downtown LA), desde el tratamiento y el casting hasta el rodaje, la edición, el color y el sonido.",
    overview:
      "Producimos video desde el día en que abrimos, y sigue siendo el trabajo por el que más se nos conoce. Nuestros productores, directores y editores internos se encargan de todo, desde un spot de 60 segundos para televisión hasta una serie vertical de 12 episodios, y planificamos cada rodaje para que un solo día de producción dé como resultado, al mismo tiempo, el video principal, las versiones cortas y las piezas para redes sociales. Estar en Los Ángeles significa que los equipos de rodaje, los sets de filmación y las locaciones están cerca, y que los costos se mantienen justos. Nuestros videos para IMAX, Pacific Crest Outfitters y Driftwood Coffee Roasters salieron de este estudio, y el mismo equipo que hace nuestro reel hace el suyo.",
    keyServices: [
      "Videos de marca y documentales",
      "Comerciales para televisión y streaming",
      "Video pensado para redes sociales y formato vertical",
      "Videos de producto y de lanzamiento",
      "Postproducción, color y sonido",
      "Motion graphics y animación",
    ],
    capabilities: [
      "Tratamientos, guiones y storyboards",
      "Casting, locaciones y permisos en todo el sur de California",
      "Equipos de rodaje completos y paquetes de equipamiento",
      "Producción en set y producción remota",
      "Edición offline y online",
      "Corrección de color y mezcla de sonido",
      "Entregables para televisión, streaming, cine y redes sociales",
      "Versionado y localización",
    ],
    approach: [
      {
        title: "Tratamiento",
        description:
          "El director y el productor escriben un tratamiento con referencias, tono y un plan de tomas, para que usted vea el video antes de que la cámara empiece a grabar.",
      },
      {
        title: "Preproducción",
        description:
          "El casting, las locaciones, el vestuario y el calendario se cierran con usted, y planificamos cada entregable para que un solo rodaje cubra todos los formatos.",
      },
      {
        title: "Producción",
        description:
          "Equipos compactos y experimentados filman con eficiencia en set o en locación, con un monitor para el cliente y un productor a su lado todo el día.",
      },
      {
        title: "Postproducción",
        description:
          "La edición, el color, el sonido y los gráficos se hacen internamente, con rondas de revisión incluidas en el calendario y especificaciones de entrega verificadas antes de enviar cualquier material.",
      },
    ],
    results:
      "Las versiones de 15 segundos de nuestro video de marca para IMAX mantuvieron una tasa promedio de visualización completa del 68% en TV conectada, y la campaña aumentó un 18% los clics para la compra anticipada de boletos desde su página de destino de Los Ángeles en las últimas 2 semanas. El video manifiesto de 90 segundos de Pacific Crest Outfitters obtuvo 5.6M de reproducciones con una tasa de finalización del 41% en YouTube, y los videos de lanzamiento de Driftwood Coffee Roasters sumaron 8.4M de reproducciones, el 72% de ellas orgánicas. Nuestro trabajo audiovisual ha ganado varios Telly Awards y reconocimientos de Digiday Video.",
    clientTypes: [
      "Marcas de entretenimiento y de exhibición cinematográfica",
      "Lanzamientos de alimentos y bebidas",
      "Marcas de belleza y cuidado personal",
      "Minoristas con campañas de temporada",
      "Empresas que necesitan un video de marca para marcar un hito",
    ],
  },
  "media-buying": {
    title: "Compra de Medios",
    description:
      "Planificación y compra de medios en TV, streaming, audio, publicidad exterior y digital, negociada con firmeza y medida según resultados de negocio.",
    overview:
      "Una buena creatividad en el lugar equivocado es un secreto caro. Nuestro equipo de medios planifica y compra en TV lineal y conectada, audio en streaming, podcasts, publicidad exterior y digital, y trabaja en la misma sala que los creativos, para que el plan y el trabajo se construyan el uno para el otro. Negociamos directamente con medios y cadenas, hacemos pruebas regionales antes de escalar y medimos según ventas, registros o visitas a tienda, no solo impresiones. Para los clientes que ya tienen una agencia de medios, también coordinamos las especificaciones creativas y la programación de la pauta, para que nada se pierda entre ambos equipos.",
    keyServices: [
      "Estrategia y planificación de medios",
      "Compra de TV lineal y conectada",
      "Publicidad exterior y en transporte público",
      "Compra de audio, streaming y podcasts",
      "Display programático y digital",
      "Medición y atribución",
    ],
    capabilities: [
      "Investigación de audiencias y selección de mercados",
      "Negociación directa con medios y cadenas",
      "Pruebas con exclusión geográfica (geo-holdout) y mercados comparables",
      "Modelado de marketing mix con socios",
      "Verificación de seguridad de marca y de fraude",
      "Programación de la pauta y ritmo de inversión del presupuesto",
      "Análisis poscampaña y recomendaciones",
    ],
    approach: [
      {
        title: "Entender al cliente",
        description:
          "Identificamos dónde pasa realmente su audiencia su tiempo y dónde pone su atención, con base en investigación y en sus datos propios, no en suposiciones.",
      },
      {
        title: "Planificar",
        description:
          "Construimos una mezcla de canales y una distribución del presupuesto en torno a su objetivo, con un diseño de pruebas que muestra lo que logra cada dólar.",
      },
      {
        title: "Negociar y comprar",
        description: "Negociamos directamente tarifas, valores agregados y ubicaciones, y le decimos cuánto pagamos y por qué valió la pena.",
      },
      {
        title: "Medir y reasignar",
        description:
          "Analizamos los resultados frente a los objetivos de negocio a lo largo de toda la pauta y movemos el presupuesto hacia los mercados y canales que están funcionando.",
      },
    ],
    results:
      "Para la inscripción abierta de Lumina Health, un plan bilingüe de audio en streaming, TV conectada y exteriores digitales, concentrado en Los Ángeles, el Inland Empire, Sacramento y el Valle Central, redujo el costo por inscripción un 29% en los canales pagados y aumentó las inscripciones en español un 41%. El plan de publicidad previa a las funciones y TV conectada de IMAX, programado para el jueves anterior a cada gran estreno, generó 4.2M de impresiones en el mercado de LA durante los periodos de pauta de los fines de semana de estreno, con un costo por visita a la página de destino 22% por debajo de lo planeado.",
    clientTypes: [
      "Planes de salud y aseguradoras",
      "Bancos regionales y cooperativas de crédito",
      "Marcas minoristas y de comercio electrónico",
      "Empresas de movilidad y de tecnología de consumo",
      "Marcas que se lanzan en nuevas ciudades",
    ],
  },
  "social-media": {
    title: "Redes Sociales",
    description: "Estrategia, contenido y gestión de comunidades en redes sociales para marcas que quieren ser parte del feed, no una interrupción en él.",
    overview:
      'Las redes sociales premian a las marcas que se presentan como personas: con rapidez, con un punto de vista y con sentido del humor sobre sí mismas. Nuestro equipo de redes sociales escribe la estrategia por plataforma, opera un pequeño estudio de contenido interno para fotos y videos de entrega rápida, y gestiona las comunidades en tiempo real. Planificamos en torno a los momentos culturales, pero mantenemos un calendario constante basado en formatos, porque las series construyen audiencias y las publicaciones aisladas no. La serie semanal "Picked This Week" de Harvest Table, sobre granjas, y los videos "First Pour" de Driftwood Coffee Roasters se construyeron así: un formato reconocible, nuevos episodios a un ritmo constante y una audiencia que vuelve por el siguiente.',
    keyServices: [
      "Estrategia en redes sociales y planificación por plataforma",
      "Creación de contenido y series recurrentes",
      "Gestión de comunidades",
      "Alianzas con creadores e influencers",
      "Amplificación pagada en redes sociales",
      "Escucha social y reportes",
    ],
    capabilities: [
      "TikTok, Instagram, YouTube Shorts, LinkedIn y Pinterest",
      "Estudio de contenido interno para entregas en la misma semana",
      "Selección de creadores, contratos y derechos de uso",
      "Protocolos de respuesta en tiempo real y de escalamiento",
      "Monitoreo de tendencias y calendarios culturales",
      "Escucha social con Sprout Social y Brandwatch",
      "Reportes mensuales de desempeño",
    ],
    approach: [
      {
        title: "Encontrar la voz",
        description: "Definimos cómo suena su marca en cada plataforma y sobre qué temas opinará y sobre cuáles no, antes de que salga la primera publicación.",
      },
      {
        title: "Crear formatos",
        description: "Desarrollamos 2 o 3 series repetibles a las que su audiencia pueda volver, y luego las ponemos a prueba con pequeñas pruebas pagadas.",
      },
      {
        title: "Publicar e interactuar",
        description:
          "Nuestro equipo crea, publica y responde a diario, con un proceso de aprobación claro para que el contenido oportuno siga siéndolo cuando se publique.",
      },
      {
        title: "Reportar y ajustar",
        description:
          "Los reportes mensuales se enfocan en guardados, compartidos, calidad de los seguidores e impacto en ventas, y el calendario cambia según lo que aprendemos.",
      },
    ],
    results:
      'El lanzamiento de verano de Harvest Table, construido en torno a la serie semanal "Picked This Week" sobre granjas, generó 11.8M de reproducciones de video orgánicas y pagadas en 12 semanas e hizo crecer sus seguidores en Instagram un 38%, de 61K a 84K, con una tasa de interacción promedio del 6.1% en la serie. La cuenta de TikTok de Driftwood Coffee Roasters pasó de 0 a 96K seguidores en 16 semanas, y el reto Glow Season de 8 semanas de Solstice Skincare reunió a 52K participantes y 9,300 publicaciones etiquetadas con #GlowSeason.',
    clientTypes: [
      "Restaurantes y marcas de alimentos",
      "Marcas de belleza y bienestar",
      "Productos de consumo masivo",
      "Minoristas de estilo de vida y de artículos para actividades al aire libre",
      "Apps y tecnología de consumo",
      "Marcas que lanzan una nueva línea de productos",
    ],
  },
};
