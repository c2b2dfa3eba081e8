import type { CaseStudyEs } from "./types";

// Spanish versions of lib/content/case-studies.ts, field by field (keyed by case study id).

export const caseStudiesEs: Record<string, CaseStudyEs> = {
  imax: {
    title: "IMAX",
    industry: "Entretenimiento",
    duration: "10 semanas",
    challenge:
      "El público de Los Angeles tiene más formas de ver un estreno que en cualquier otro lugar, y muchos consideran que todas las pantallas son intercambiables. IMAX quería que los cinéfilos de LA eligieran una función IMAX a propósito, no por casualidad, en medio de una cartelera de verano saturada, y que compraran sus boletos con anticipación en lugar de decidir en la taquilla.",
    strategy:
      "Construimos la campaña en torno a una idea sencilla: algunas películas están hechas para verse en tamaño completo, y LA debería saber dónde encontrar ese tamaño. Cada pieza dirigía a una sola página de destino local con horarios por vecindario, para que el conocimiento de marca se convirtiera directamente en intención de compra de boletos.",
    execution: [
      "Una película de marca de 60 segundos y versiones cortas de 15 segundos que contrastan la misma escena en un teléfono, un televisor y una pantalla IMAX",
      "OOH en transporte público y a nivel de calle cerca de Hollywood, Century City y Universal City, con las dimensiones de la pantalla impresas a escala",
      "Una página de destino para Los Angeles con los horarios de IMAX agrupados por vecindario y acceso a la compra de boletos con un solo toque",
      "Plan de medios en publicidad previa a las funciones y en TV conectada, programado para el jueves anterior a cada gran estreno",
      "Una serie para redes sociales de clips cortos sobre lo que ocurre detrás de la proyección, con proyeccionistas e ingenieros de sonido locales",
    ],
    results: [
      "4.2M de impresiones en el mercado de LA durante los periodos de pauta de los fines de semana de estreno de la campaña",
      "Aumento del 31% en las sesiones de la página de destino de IMAX desde códigos postales de LA en comparación con el verano anterior",
      "Aumento del 18% en los clics de compra anticipada de boletos desde la página de destino en las dos últimas semanas",
      "Tasa promedio de visualización completa del 68% en las versiones de 15 segundos en TV conectada",
      "El costo por visita a la página de destino quedó 22% por debajo de lo planeado",
    ],
    tags: ["Entretenimiento", "Mercado local", "OOH", "TV conectada", "Película de marca"],
    metrics: {
      primary: "4.2M de impresiones en el fin de semana de estreno",
      secondary: [
        "Aumento del 31% en las sesiones de la página de destino en LA",
        "18% más clics de compra anticipada de boletos",
        "68% de visualización completa en TV conectada",
      ],
    },
  },
  "harvest-table-summer-menu": {
    title: "Menú de verano de Harvest Table",
    industry: "Alimentos y bebidas",
    duration: "12 semanas",
    challenge:
      "Los lanzamientos del menú de verano de Harvest Table se habían estancado: los mismos bowls de temporada, el mismo envío masivo de correos y un repunte de tráfico que se desvanecía en dos semanas. Con 46 locales desde San Diego hasta Seattle, la cadena necesitaba un lanzamiento que impulsara las visitas a la hora del almuerzo durante todo julio y agosto, no solo en la semana de lanzamiento.",
    strategy:
      "Tratamos el menú como una historia sobre las granjas, no sobre los bowls. Una serie semanal en redes sociales siguió cada ingrediente desde un productor de la Costa Oeste, identificado por su nombre, hasta la línea de servicio, lo que dio a la gente un nuevo motivo para volver cada semana que el menú estuvo disponible.",
    execution: [
      "Serie para redes sociales de doce episodios 'Picked This Week', filmada en locación en ocho granjas asociadas",
      "Videos verticales de recetas y de armado de platillos para Reels y TikTok, uno por cada platillo nuevo del menú",
      "Programa de creadores con 24 creadores gastronómicos regionales, cada uno vinculado con el Harvest Table más cercano",
      "Tableros de menú en los locales y manteles para bandejas con códigos QR que enlazan a los episodios de las granjas",
      "Un spot de lanzamiento de 30 segundos para pauta en redes sociales y audio en streaming en los seis principales mercados de la cadena",
    ],
    results: [
      "11.8M de reproducciones de video orgánicas y pagadas a lo largo de las 12 semanas",
      "Las ventas en locales comparables subieron 9.4% frente al periodo del menú de verano anterior",
      "Los seguidores en Instagram crecieron 38%, de 61K a 84K",
      "Los pedidos de bowls de verano en la app superaron el pronóstico en 27%",
      "Tasa de interacción promedio del 6.1% en la serie de las granjas, casi tres veces el promedio anterior de la marca",
    ],
    tags: ["Restaurantes", "Lanzamiento de temporada", "Programa de creadores", "Video de formato corto"],
    metrics: {
      primary: "11.8M de reproducciones de video en 12 semanas",
      secondary: [
        "Aumento del 9.4% en las ventas en locales comparables",
        "Crecimiento del 38% en seguidores de Instagram",
        "27% más pedidos de bowls en la app de lo previsto",
      ],
    },
  },
  "keyward-password-manager": {
    title: "Gestor de contraseñas Keyward",
    industry: "Tecnología",
    duration: "6 meses",
    challenge:
      "Keyward tenía un producto con buenas reseñas y casi ningún alcance orgánico: el 80% de los registros llegaba por búsqueda pagada, donde el costo por adquisición se había duplicado en 18 meses. La mayoría de las personas que necesitaban un gestor de contraseñas no buscaban uno; buscaban qué hacer después de una filtración de datos, y Keyward no aparecía en esas respuestas.",
    strategy:
      "Creamos un programa de contenido que llega a las personas en el momento de preocupación, después de un correo sobre una filtración o de quedarse con una cuenta bloqueada, y les explica qué hacer en un lenguaje sencillo. Keyward aparece como el siguiente paso práctico, no como el protagonista, de modo que el contenido se gana la confianza antes de pedir una descarga.",
    execution: [
      "Una biblioteca de 40 artículos extensos sobre filtraciones, llaves de acceso y recuperación de cuentas, cada uno asociado a una búsqueda de alta intención",
      "Ocho videos explicativos animados, de 90 segundos cada uno, que desglosan el phishing, el relleno de credenciales y los códigos de autenticación de dos factores",
      "'Locked Out', una serie de video en seis partes con historias reales de recuperación de cuentas contadas por quienes las vivieron",
      "Una lista de verificación para responder a filtraciones, con captura de correo electrónico que alimenta una secuencia de bienvenida en cinco partes",
      "Versiones verticales cortas de los videos explicativos para YouTube Shorts, TikTok y LinkedIn",
    ],
    results: [
      "El tráfico orgánico creció 212% en seis meses, hasta 480K sesiones mensuales",
      "La proporción de registros provenientes de tráfico orgánico y contenido pasó del 20% al 46%",
      "El costo por adquisición combinado bajó 34%",
      "La serie 'Locked Out' alcanzó 2.3M de reproducciones con una tasa de finalización promedio del 54%",
      "31 artículos posicionados en la primera página de Google para sus búsquedas objetivo",
    ],
    tags: ["Marketing de contenidos", "SEO", "Video explicativo", "SaaS", "Seguridad"],
    metrics: {
      primary: "Crecimiento del 212% en tráfico orgánico",
      secondary: ["El 46% de los registros ahora proviene del contenido", "Costo por adquisición 34% menor", "2.3M de reproducciones de la serie 'Locked Out'"],
    },
  },
  "pacific-crest-go-further": {
    title: "Pacific Crest Go Further",
    industry: "Comercio minorista",
    duration: "5 meses",
    challenge:
      "Pacific Crest Outfitters estaba perdiendo compradores jóvenes frente a marcas de actividades al aire libre que venden directo al consumidor, con historias más contundentes y una adquisición más barata. Sus tiendas seguían dando los mejores consejos sobre equipo de toda la costa, pero los clientes menores de 35 años veían la marca como el lugar donde sus padres compraban chaquetas impermeables, y la afluencia a las tiendas en primavera había caído dos años seguidos.",
    strategy:
      "'Go Further' replanteó a Pacific Crest: de tienda de equipo a punto de partida de un viaje. Construimos la campaña en torno al personal de las tiendas, que conoce cada inicio de sendero a un día de camino en auto, e hicimos de su conocimiento local la razón para entrar.",
    execution: [
      "Un video manifiesto de 90 segundos que sigue a tres empleados de la tienda en sus propias rutas de fin de semana, más versiones de 30 y 15 segundos",
      "OOH en estacionamientos de inicios de sendero, paradas de shuttles a las pistas de esquí y paradas de transporte público en Los Angeles, el Área de la Bahía y Portland",
      "'Staff Routes', un mapa en línea con buscador de 120 caminatas recomendadas por los empleados, cada una vinculada a la tienda más cercana",
      "Eventos de planificación de viajes en tienda, promovidos con anuncios geosegmentados en redes sociales y correo electrónico",
      "Un plan de medios de primavera con mayor peso en YouTube, TV conectada y podcasts de actividades al aire libre",
    ],
    results: [
      "El tráfico en tienda creció 14% interanual durante el periodo de la campaña",
      "Los compradores de 18-34 años pasaron del 22% al 31% de los nuevos miembros del programa de lealtad",
      "El mapa 'Staff Routes' registró 640K sesiones y 85K rutas guardadas",
      "El video manifiesto obtuvo 5.6M de reproducciones con una tasa de finalización del 41% en YouTube",
      "Retorno de la inversión publicitaria de 4.8:1 en medios pagados",
    ],
    tags: ["Comercio minorista", "Aire libre", "Video manifiesto", "OOH", "Lealtad"],
    metrics: {
      primary: "Aumento del 14% en el tráfico en tienda",
      secondary: [
        "31% de los nuevos miembros del programa de lealtad tiene 18-34 años",
        "640K sesiones en el mapa 'Staff Routes'",
        "Retorno de la inversión publicitaria de 4.8:1",
      ],
    },
  },
  "lumina-health-open-enrollment": {
    title: "Inscripción abierta de Lumina Health",
    industry: "Salud",
    duration: "4 meses",
    challenge:
      "Los planes individuales de Lumina Health tenían precios competitivos, pero durante el periodo de inscripción abierta la mayoría de los californianos compara planes durante menos de 20 minutos y se queda con los nombres que ya conoce. Las campañas de inscripción anteriores de Lumina se apoyaban en tablas de tarifas y siglas, y su herramienta para encontrar planes perdía al 70% de los visitantes antes de que vieran una sola cotización.",
    strategy:
      "Hicimos que la inscripción abierta girara en torno a la claridad y no a la jerga de coberturas: tres preguntas sencillas, una respuesta honesta. Las piezas creativas prometían un plan en cinco minutos, y reconstruimos la experiencia en línea para que el producto realmente cumpliera esa promesa.",
    execution: [
      "Campaña 'Five Minutes to Covered' en audio en streaming, TV conectada y publicidad exterior digital, en inglés y en español",
      "Un buscador de planes reconstruido que reemplazó un formulario de 14 campos por tres preguntas y una comparación de planes lado a lado",
      "Programa de búsqueda y pauta en redes sociales segmentado por eventos de vida: nuevo empleo, nuevo bebé, cumplir 26 años, mudarse a California",
      "Secuencia de retargeting con explicaciones breves sobre deducibles, redes de proveedores y subsidios",
      "Plan de medios concentrado en Los Angeles, el Inland Empire, Sacramento y el Valle Central",
    ],
    results: [
      "Las nuevas inscripciones a planes individuales aumentaron 23% respecto al periodo de inscripción abierta anterior",
      "La tasa de finalización del buscador de planes pasó del 30% al 62%",
      "El costo por inscripción bajó 29% en los canales pagados",
      "Las inscripciones en español aumentaron 41%",
      "El tiempo promedio desde la llegada al sitio hasta la cotización bajó a 4 minutos 10 segundos",
    ],
    tags: ["Salud", "Inscripción abierta", "Bilingüe", "Conversión", "UX"],
    metrics: {
      primary: "23% más inscripciones nuevas que el año anterior",
      secondary: [
        "La finalización del buscador de planes se duplicó, hasta 62%",
        "Costo por inscripción 29% menor",
        "Aumento del 41% en inscripciones en español",
      ],
    },
  },
  "driftwood-coffee-launch": {
    title: "Lanzamiento de Driftwood Coffee",
    industry: "Alimentos y bebidas",
    duration: "16 semanas",
    challenge:
      "Driftwood Coffee Roasters pasaba de dos cafeterías en Long Beach a los supermercados con un cold brew en lata, y llegaba a un refrigerador ya repleto de marcas nacionales. Con un presupuesto de lanzamiento limitado y 300 nuevos puntos de venta en el sur de California, cada lata tenía que venderse lo bastante rápido para conservar su espacio en anaquel más allá de la primera revisión de 90 días.",
    strategy:
      "Posicionamos a Driftwood como el cold brew hecho por gente que todavía tuesta su café junto a la playa, y dejamos que las redes sociales contaran la historia. En lugar de comprar alcance de manera amplia, construimos una comunidad unida en torno a las cafeterías y la usamos para impulsar la prueba del producto en las tiendas específicas que vendían las latas.",
    execution: [
      "Plataforma de marca, sistema de nombres y textos de la lata para tres sabores de lanzamiento",
      "Serie de video vertical 'First Pour' en Instagram y TikTok, filmada al amanecer en la tostaduría de Long Beach",
      "Localizador de tiendas con anuncios geosegmentados en redes sociales que dirigían al punto de venta más cercano con producto disponible",
      "Programa de seeding que envió kits de lanzamiento a 150 surfistas, baristas y creadores gastronómicos del sur de California",
      "Un video de lanzamiento de 20 segundos para pauta en redes sociales y pantallas en tienda de los supermercados aliados",
    ],
    results: [
      "Rotación en anaquel de 2.1 veces el promedio de la categoría en los primeros 90 días",
      "Los 300 puntos de venta del lanzamiento renovaron, y se sumaron 180 más en el siguiente trimestre",
      "La cuenta de TikTok pasó de cero a 96K seguidores en 16 semanas",
      "8.4M de reproducciones de video, el 72% de ellas orgánicas",
      "El seeding con creadores generó 410 publicaciones y un estimado de 3.9M de impresiones",
    ],
    tags: ["Lanzamiento de producto", "CPG", "Bebidas", "Seeding con creadores", "TikTok"],
    metrics: {
      primary: "Rotación de 2.1x la de la categoría en 90 días",
      secondary: [
        "100% de los puntos de venta del lanzamiento renovados",
        "96K seguidores en TikTok partiendo de cero",
        "8.4M de reproducciones de video, 72% orgánicas",
      ],
    },
  },
  "harbor-hill-credit-union": {
    title: "Harbor & Hill Credit Union",
    industry: "Servicios financieros",
    duration: "9 meses",
    challenge:
      "Harbor & Hill llevaba 60 años al servicio de las comunidades del puerto y de las colinas de Los Angeles, pero su base de socios estaba envejeciendo y su identidad todavía parecía la de un banco de ahorros de la década de 1990. Los socios menores de 40 años abrían cuentas en apps fintech, y el conocimiento de la marca a nivel local entre inquilinos y compradores de vivienda por primera vez estaba por debajo del 15%.",
    strategy:
      "Reconstruimos la marca en torno a una verdad que los grandes bancos no pueden reclamar: el dinero de Harbor & Hill se queda en los vecindarios de donde proviene. La nueva identidad y la campaña de lanzamiento hicieron visible ese circuito local, desde el mural en la pared de la sucursal hasta la primera pantalla de la app móvil.",
    execution: [
      "Estrategia de marca, posicionamiento y una nueva composición del logotipo, sistema de color y tipografía",
      "Campaña de lanzamiento 'Your Money Lives Here' en OOH, radio local y medios digitales en San Pedro, Wilmington, Echo Park y Highland Park",
      "Murales encargados a cuatro artistas de LA en las fachadas de las sucursales, cada uno vinculado a la historia de un socio",
      "Rediseño de la señalización de las sucursales, las tarjetas de débito y las pantallas de bienvenida de la app",
      "Un plan de medios a nivel de vecindario con pautas en español y en coreano",
    ],
    results: [
      "Las nuevas afiliaciones aumentaron 36% en los nueve meses posteriores al lanzamiento",
      "Los socios menores de 40 años pasaron del 18% al 29% de las cuentas nuevas",
      "El conocimiento asistido de la marca en los vecindarios objetivo subió del 14% al 33%",
      "Las solicitudes de préstamo de compradores de vivienda por primera vez aumentaron 47%",
      "Los registros en la app móvil al abrir una cuenta aumentaron 52%",
    ],
    tags: ["Renovación de marca", "Servicios financieros", "Local", "Identidad", "Murales"],
    metrics: {
      primary: "Crecimiento del 36% en nuevas afiliaciones",
      secondary: [
        "La proporción de cuentas nuevas de menores de 40 años subió a 29%",
        "El conocimiento asistido creció más del doble, hasta 33%",
        "47% más solicitudes de compradores de vivienda por primera vez",
      ],
    },
  },
  "velo-electric-ride-the-city": {
    title: "Velo Electric Ride the City",
    industry: "Movilidad",
    duration: "14 semanas",
    challenge:
      "Las bicicletas eléctricas de Velo Electric salían bien evaluadas en las pruebas, pero en Los Angeles la mayoría de quienes se trasladan al trabajo seguía creyendo que ir en bicicleta era inseguro, hacía sudar o simplemente era imposible en su ruta. La marca necesitaba convertir la curiosidad en recorridos de prueba y demostrar que una bicicleta eléctrica podía reemplazar viajes reales en auto, no solo paseos de fin de semana junto a la playa.",
    strategy:
      "'Ride the City' hizo del propio trayecto al trabajo la prueba. Pusimos a angelinos reales en bicicletas Velo para sus trayectos diarios de verdad, los filmamos y publicamos los tiempos, las rutas y los costos lado a lado con los de ir en auto.",
    execution: [
      "Un video principal de 60 segundos con una carrera entre un ciclista de Velo y un auto desde Silver Lake hasta Downtown en hora pico",
      "Serie para redes sociales 'Commute Swap' con 12 personas de LA que cambiaron su auto por una Velo durante 30 días",
      "OOH en corredores congestionados como los bulevares Sunset, Wilshire y Venice, con el tiempo que hace la bicicleta en ese tramo",
      "Un micrositio planificador de rutas que compara el tiempo de viaje y el costo mensual en bicicleta y en auto",
      "Estaciones temporales de recorridos de prueba en eventos del Arts District y de Culver City, con reservas a través de pauta en redes sociales",
    ],
    results: [
      "7,900 recorridos de prueba reservados, 2.6 veces la meta de la campaña",
      "Conversión de recorrido de prueba a compra del 19%",
      "Las ventas en línea en LA aumentaron 44% durante la campaña",
      "La serie 'Commute Swap' sumó 6.2M de reproducciones y 48K guardados",
      "El micrositio planificador de rutas registró 210K comparaciones de viajes",
    ],
    tags: ["Movilidad", "Bicicleta eléctrica", "Serie para redes sociales", "OOH", "Recorridos de prueba"],
    metrics: {
      primary: "7,900 recorridos de prueba reservados",
      secondary: [
        "Aumento del 44% en las ventas en línea en LA",
        "19% de conversión de recorrido de prueba a compra",
        "6.2M de reproducciones de 'Commute Swap'",
      ],
    },
  },
  "solstice-skincare-glow-season": {
    title: "Solstice Skincare Glow Season",
    industry: "Belleza",
    duration: "8 semanas",
    challenge:
      "El protector solar y el sérum de vitamina C de Solstice Skincare eran sus productos más vendidos, pero las ventas de verano estaban estancadas porque los compradores veían la marca como una más de belleza limpia entre docenas. Los costos de la pauta en redes sociales iban en aumento, y las publicaciones de influencers de la marca eran impecables pero habían dejado de mover producto.",
    strategy:
      "'Glow Season' cambió la perfección con filtros por piel real bajo luz real. Creamos un reto de rutina de ocho semanas en torno a contenido de antes y después sin retoques, de clientes y dermatólogos, y convertimos la historia de ingredientes de la marca en una prueba que la gente podía ver.",
    execution: [
      "Reto de rutina 'Glow Season' de ocho semanas en Instagram y TikTok, con seguimientos semanales",
      "Videos verticales sin retoques de 40 clientes y tres dermatólogos certificados",
      "Una sección dedicada al reto en el sitio de Solstice, con un armador de rutinas y compra de paquetes",
      "Sesiones semanales de preguntas y respuestas en vivo sobre ingredientes en Instagram con el químico formulador de la marca",
      "Programa de pauta en redes sociales siempre activo que usó como anuncios los videos de clientes con mejor rendimiento",
    ],
    results: [
      "Los ingresos directos al consumidor aumentaron 58% frente a las mismas ocho semanas del año pasado",
      "52K personas se unieron al reto, y el 61% completó las ocho semanas",
      "El costo por compra en la pauta en redes sociales bajó 37% con creatividades hechas por clientes",
      "El paquete de rutina representó el 34% de los pedidos en línea durante la campaña",
      "14.5M de reproducciones de video y 9,300 publicaciones generadas por usuarios con la etiqueta #GlowSeason",
    ],
    tags: ["Belleza", "UGC", "Reto en redes sociales", "DTC", "Belleza limpia"],
    metrics: {
      primary: "Aumento del 58% en los ingresos directos al consumidor",
      secondary: ["52K participantes en el reto", "Costo por compra 37% menor", "9,300 publicaciones con #GlowSeason"],
    },
  },
};
