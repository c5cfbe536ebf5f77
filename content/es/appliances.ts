import type { ApplianceWords } from "./types.ts";

export const applianceWords: Record<string, ApplianceWords> = {
  "washing-machine": {
    slug: "lavadora",
    name: "Lavadora",
    plural: "lavadoras",
    description:
      "Reparamos lavadoras de carga frontal, de carga superior y apiladas que no desaguan, no centrifugan, no se llenan o tiran agua. Lo que más cambiamos son bombas de desagüe, seguros de tapa y de puerta, bandas, amortiguadores y tarjetas de control.",
    repairTime: "1-2 horas",
    estimator: { description: "Carga frontal y superior" },
    seoTitle: "Reparación de lavadoras en Houston | Servicio el mismo día",
    seoDescription:
      "¿Su lavadora no desagua, no centrifuga o tira agua? Reparamos lavadoras de carga frontal y superior en Houston el mismo día, con 90 días de garantía.",
    seoKeywords: [
      "reparación de lavadoras en houston",
      "arreglo de lavadoras houston",
      "reparación de lavadora de carga frontal",
      "reparación de lavadora de carga superior",
      "lavadora no desagua",
      "lavadora no centrifuga",
    ],
  },
  dryer: {
    slug: "secadora",
    name: "Secadora",
    plural: "secadoras",
    description:
      "Reparamos secadoras de gas y eléctricas que funcionan sin calentar, tardan demasiado, rechinan o no arrancan. Lo más común es cambiar resistencias, ignitores y bobinas de la válvula de gas, fusibles térmicos (termofusibles), bandas, poleas tensoras y rodillos del tambor.",
    repairTime: "1-2 horas",
    estimator: { description: "Secadoras de gas y eléctricas" },
    seoTitle: "Reparación de secadoras en Houston | Gas y eléctricas",
    seoDescription:
      "¿Su secadora no calienta, rechina o se apaga? Reparamos secadoras de gas y eléctricas en Houston el mismo día, revisamos el ducto y damos 90 días de garantía.",
    seoKeywords: [
      "reparación de secadoras en houston",
      "reparación de secadora de gas",
      "reparación de secadora eléctrica",
      "secadora no calienta",
      "limpieza de ducto de secadora houston",
      "secadora no enciende",
    ],
  },
  refrigerator: {
    slug: "refrigerador",
    name: "Refrigerador",
    plural: "refrigeradores",
    description:
      "Reparamos refrigeradores de puerta francesa, de dos puertas (side-by-side), con congelador arriba o abajo y empotrados que dejan de enfriar, tiran agua o se llenan de escarcha. Lo que más cambiamos son motores de ventilador, resistencias y sensores de deshielo, relevadores de arranque, máquinas de hielo y válvulas de agua.",
    repairTime: "1-3 horas",
    estimator: { description: "Todo tipo de refrigeradores" },
    seoTitle: "Reparación de refrigeradores en Houston | El mismo día",
    seoDescription:
      "¿Su refri no enfría, tira agua o hace escarcha? Reparamos refris de puerta francesa, side-by-side y empotrados en Houston el mismo día. 90 días de garantía.",
    seoKeywords: [
      "reparación de refrigeradores en houston",
      "reparación de refris houston",
      "refrigerador no enfría",
      "reparación de máquina de hielo de refrigerador",
      "reparación de congeladores houston",
      "reparación de refrigerador empotrado",
    ],
  },
  dishwasher: {
    slug: "lavaplatos",
    name: "Lavaplatos",
    plural: "lavaplatos",
    description:
      "Reparamos lavaplatos empotrados, de cajón y portátiles que no lavan bien, no desaguan, no se llenan o no secan. Lo más común es cambiar bombas de desagüe y de circulación, válvulas de entrada, seguros de la puerta y resistencias, y limpiar filtros y brazos rociadores tapados.",
    repairTime: "1-2 horas",
    estimator: { description: "Empotrados y portátiles" },
    seoTitle: "Reparación de lavaplatos en Houston | El mismo día",
    seoDescription:
      "¿Su lavaplatos no desagua, no lava o no seca? Reparamos lavaplatos empotrados y de cajón en Houston el mismo día con técnicos con licencia. 90 días de garantía.",
    seoKeywords: [
      "reparación de lavaplatos en houston",
      "lavaplatos no desagua",
      "lavaplatos no lava bien",
      "lavaplatos tira agua",
      "reparación de lavavajillas cerca de mí",
    ],
  },
  oven: {
    slug: "horno",
    name: "Horno",
    plural: "hornos",
    description:
      "Reparamos hornos de pared de gas y eléctricos, hornos dobles y hornos de convección que no calientan, calientan disparejo o no hacen la autolimpieza. Lo que más cambiamos son resistencias de hornear y de asar, ignitores, sensores de temperatura, ventiladores de convección y tarjetas de control.",
    repairTime: "1-3 horas",
    estimator: { description: "Hornos de pared de gas y eléctricos" },
    seoTitle: "Reparación de hornos en Houston | Gas y eléctricos",
    seoDescription:
      "¿Su horno no calienta o hornea disparejo? Reparamos hornos de gas, eléctricos, de pared y de convección en Houston el mismo día, con 90 días de garantía.",
    seoKeywords: [
      "reparación de hornos en houston",
      "reparación de horno de pared",
      "reparación de horno de gas",
      "reparación de horno eléctrico",
      "horno no calienta",
      "reparación de horno de convección",
    ],
  },
  microwave: {
    slug: "microondas",
    name: "Microondas",
    plural: "microondas",
    description:
      "Reparamos microondas sobre la estufa, empotrados y de cajón que funcionan pero no calientan, echan chispas o no arrancan. Lo más común es cambiar magnetrones, diodos y capacitores de alto voltaje, interruptores de la puerta, motores del plato giratorio y ventiladores del extractor.",
    repairTime: "30-90 minutos",
    estimator: { description: "Sobre la estufa y empotrados" },
    seoTitle: "Reparación de microondas en Houston | El mismo día",
    seoDescription:
      "¿Su microondas no calienta, echa chispas o no prende? Reparamos microondas sobre la estufa, empotrados y de cajón en Houston el mismo día. 90 días de garantía.",
    seoKeywords: [
      "reparación de microondas en houston",
      "reparación de microondas sobre la estufa",
      "reparación de microondas empotrado",
      "microondas no calienta",
      "reparación de microondas de cajón",
    ],
  },
  stove: {
    slug: "estufa",
    name: "Estufa",
    plural: "estufas",
    description:
      "Reparamos estufas de gas y eléctricas con hornillas que no prenden, no dejan de hacer clic o se quedan en bajo. Lo que más cambiamos son encendedores (ignitores) y sus módulos, válvulas de los quemadores, resistencias de espiral y radiantes, interruptores infinitos y perillas.",
    repairTime: "1-2 horas",
    estimator: { description: "Quemadores de gas y eléctricos" },
    seoTitle: "Reparación de estufas en Houston | Gas y eléctricas",
    seoDescription:
      "¿La hornilla de su estufa no prende o no deja de hacer clic? Reparamos estufas de gas y eléctricas en Houston el mismo día, con 90 días de garantía.",
    seoKeywords: [
      "reparación de estufas en houston",
      "reparación de estufa de gas",
      "reparación de estufa eléctrica",
      "hornilla de estufa no funciona",
      "reparación de encendedor de estufa",
    ],
  },
  range: {
    slug: "estufa-con-horno",
    name: "Estufa con horno",
    plural: "estufas con horno",
    description:
      "Reparamos estufas con horno independientes, deslizables (slide-in) y de estilo profesional, de gas, eléctricas, de inducción y de combustible dual, tanto la parte de arriba como el horno. Lo más común es cambiar ignitores, resistencias, sensores del horno, bisagras de la puerta y tarjetas de control.",
    repairTime: "1-3 horas",
    estimator: { description: "Gas, eléctricas y combustible dual" },
    seoTitle: "Reparación de estufas con horno en Houston | El mismo día",
    seoDescription:
      "Reparamos estufas con horno de gas, eléctricas, de inducción y de combustible dual en Houston el mismo día, de las hornillas al horno. 90 días de garantía.",
    seoKeywords: [
      "reparación de estufas con horno houston",
      "reparación de estufa de gas con horno",
      "reparación de estufa de combustible dual",
      "reparación de estufa profesional",
      "reparación de estufa de inducción",
      "horno de la estufa no calienta",
    ],
  },
  "ice-machine": {
    slug: "maquina-de-hielo",
    name: "Máquina de hielo",
    plural: "máquinas de hielo",
    description:
      "Reparamos máquinas de hielo bajo mostrador e independientes, de hielo transparente y de hielo picado (nugget), que dejan de hacer hielo, gotean o hacen cubitos chicos y turbios. Lo más común es cambiar válvulas de entrada de agua, bombas de desagüe, termistores y ventiladores del condensador, y quitar el sarro.",
    repairTime: "1-3 horas",
    estimator: { description: "Bajo mostrador y hielo nugget" },
    seoTitle: "Reparación de máquinas de hielo en Houston | Mismo día",
    seoDescription:
      "¿Su máquina de hielo no hace hielo o gotea? Reparamos máquinas bajo mostrador, de hielo transparente y nugget en Houston el mismo día. 90 días de garantía.",
    seoKeywords: [
      "reparación de máquinas de hielo houston",
      "reparación de máquina de hielo houston",
      "reparación de máquina de hielo bajo mostrador",
      "reparación de máquina de hielo nugget",
      "máquina de hielo no hace hielo",
    ],
  },
  "garbage-disposal": {
    slug: "triturador-de-basura",
    name: "Triturador de basura",
    plural: "trituradores de basura",
    description:
      "Reparamos y cambiamos trituradores de basura de alimentación continua y por lotes que zumban, se atoran, gotean o no prenden. Lo más común es destrabarlos, restablecer la protección térmica (reset) y cambiar interruptores, empaques de montaje y unidades gastadas.",
    repairTime: "30-60 minutos",
    estimator: { description: "Atorados, con fugas o que zumban" },
    seoTitle: "Reparación de trituradores de basura en Houston",
    seoDescription:
      "¿Su triturador de basura zumba, está atorado o gotea? Reparamos y cambiamos trituradores en Houston el mismo día con técnicos con licencia. 90 días de garantía.",
    seoKeywords: [
      "reparación de triturador de basura houston",
      "cambio de triturador de basura",
      "triturador de basura atorado",
      "triturador de basura gotea",
      "triturador de basura zumba",
    ],
  },
  "trash-compactor": {
    slug: "compactador-de-basura",
    name: "Compactador de basura",
    plural: "compactadores de basura",
    description:
      "Reparamos compactadores de basura empotrados e independientes que no arrancan, se paran a medio ciclo o no abren. Lo que más cambiamos son motores, tornillos sinfín y sus tuercas, cadenas de transmisión, interruptores del cajón y de seguridad, y correderas del cajón.",
    repairTime: "1-2 horas",
    estimator: { description: "Empotrados e independientes" },
    seoTitle: "Reparación de compactadores de basura en Houston",
    seoDescription:
      "¿Su compactador de basura no arranca, se atora o no abre? Reparamos compactadores empotrados e independientes en Houston el mismo día. 90 días de garantía.",
    seoKeywords: [
      "reparación de compactador de basura houston",
      "compactador de basura no funciona",
      "reparación de compactador empotrado",
      "reparación de motor de compactador",
      "cajón del compactador atorado",
    ],
  },
  downdraft: {
    slug: "extractor-de-bajada",
    name: "Extractor de bajada (downdraft)",
    plural: "extractores de bajada (downdraft)",
    description:
      "Reparamos extractores de bajada (downdraft) que suben y empotrados, y cubiertas con extractor de bajada, que no suben, jalan poco o hacen mucho ruido. Lo más común es cambiar motores del soplador, motores y engranes de elevación, interruptores y tarjetas de control, y limpiar filtros tapados de grasa.",
    repairTime: "1-2 horas",
    seoTitle: "Reparación de extractores downdraft en Houston",
    seoDescription:
      "¿Su extractor de bajada está atorado, hace ruido o no jala el humo? Reparamos extractores downdraft y cubiertas con extractor en Houston. 90 días de garantía.",
    seoKeywords: [
      "reparación de extractor downdraft houston",
      "reparación de downdraft",
      "reparación de extractor de bajada",
      "reparación de cooktop con downdraft",
      "reparación de motor de extractor downdraft",
    ],
  },
  cooktop: {
    slug: "cubierta-de-coccion",
    name: "Cubierta de cocción (cooktop)",
    plural: "cubiertas de cocción (cooktops)",
    description:
      "Reparamos cubiertas de cocción (cooktops) de gas, eléctricas, de vidrio radiante y de inducción con quemadores o zonas que no funcionan, códigos de error o que no dejan de hacer clic. Lo más común es cambiar ignitores, resistencias radiantes, tarjetas generadoras de inducción y paneles de control táctil.",
    repairTime: "1-3 horas",
    estimator: { description: "Gas, eléctricas e inducción" },
    seoTitle: "Reparación de cooktops en Houston | Gas e inducción",
    seoDescription:
      "¿Un quemador o zona de su cubierta no funciona? Reparamos cooktops de gas, eléctricos, de vidrio y de inducción en Houston el mismo día. 90 días de garantía.",
    seoKeywords: [
      "reparación de cooktop houston",
      "reparación de cubierta de inducción",
      "reparación de cooktop de gas",
      "reparación de estufa de vidrio",
      "reparación de cooktop eléctrico",
    ],
  },
};
