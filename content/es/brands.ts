import { company } from "../company.ts";
import type { BrandWords } from "../translation-types.ts";

/** Spanish words for every brand page, keyed by the English brand slug (the slug itself stays the same). */
export const brandWords: Record<string, BrandWords> = {
  // ── Major American brands ────────────────────────────────────────────────
  whirlpool: {
    description:
      "Whirlpool tiene su origen en la Upton Machine Company, fundada en 1911 en St. Joseph, Michigan, y es la marca principal de Whirlpool Corporation, que hoy tiene su sede muy cerca, en Benton Harbor. Lo que más cambian nuestros técnicos son bombas de desagüe y seguros de la tapa de lavadoras, termofusibles y resistencias de secadoras, y piezas del sistema de descongelamiento y máquinas de hielo de refrigeradores.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca principal de Whirlpool Corporation, con sede en Michigan",
    seoTitle: "Reparación de electrodomésticos Whirlpool en Houston",
    seoDescription: `Reparación Whirlpool el mismo día en Houston: lavadoras, secadoras, refrigeradores, lavaplatos y estufas. Piezas originales y garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos whirlpool houston",
      "reparación de lavadoras whirlpool",
      "reparación de secadoras whirlpool",
      "reparación de refrigeradores whirlpool",
      "reparación de lavaplatos whirlpool",
    ],
  },
  ge: {
    description:
      "Los electrodomésticos GE vienen de General Electric, fundada en 1892, y hoy los fabrica GE Appliances, con sede en Louisville, Kentucky, que pertenece a Haier desde 2016. Con frecuencia reparamos máquinas de hielo y ventiladores del evaporador de refrigeradores GE, bombas de lavaplatos, ignitores y resistencias de horneado de estufas, y controles de lavadoras y secadoras Profile.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca de línea completa de GE Appliances, con sede en Louisville, Kentucky",
    seoTitle: "Reparación de electrodomésticos GE en Houston | Mismo día",
    seoDescription: `Reparación GE el mismo día en Houston para modelos GE, GE Profile y Café: refrigeradores, estufas, lavadoras, secadoras y más, con garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos ge houston",
      "reparación de refrigeradores ge",
      "reparación ge profile",
      "reparación de lavadoras ge",
      "reparación de secadoras ge",
      "reparación de hornos ge",
    ],
  },
  maytag: {
    description:
      "Maytag se fundó en 1893 en Newton, Iowa, y forma parte de Whirlpool Corporation desde 2006. Nuestros técnicos reparan seguido bombas de desagüe y actuadores de cambio de lavadoras Maytag, resistencias y poleas tensoras de secadoras, y máquinas de hielo y sistemas de descongelamiento de refrigeradores.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca de Whirlpool conocida por sus lavadoras y secadoras de uso rudo",
    seoTitle: "Reparación de electrodomésticos Maytag en Houston",
    seoDescription: `Reparación Maytag el mismo día en Houston: lavadoras Bravos, Centennial y de carga frontal, secadoras, refrigeradores y lavaplatos. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos maytag houston",
      "reparación de lavadoras maytag",
      "reparación de secadoras maytag",
      "reparación de refrigeradores maytag",
      "reparación de lavaplatos maytag",
    ],
  },
  frigidaire: {
    description:
      "Frigidaire, fundada en 1918 y una de las primeras marcas de refrigeradores de Estados Unidos, pertenece a la sueca Electrolux desde 1986. Con frecuencia cambiamos ventiladores del evaporador y máquinas de hielo completas de refrigeradores Frigidaire, resistencias de horneado e ignitores de hornos, y bombas de desagüe de lavaplatos.",
    headquarters: "Estados Unidos",
    marketPosition: "La marca de consumo masivo de Electrolux en Norteamérica",
    seoTitle: "Reparación de electrodomésticos Frigidaire en Houston",
    seoDescription: `Reparación Frigidaire y Frigidaire Gallery el mismo día en Houston: refrigeradores, estufas, lavaplatos, lavadoras y secadoras. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos frigidaire houston",
      "reparación de refrigeradores frigidaire",
      "reparación frigidaire gallery",
      "reparación de hornos frigidaire",
      "reparación de lavaplatos frigidaire",
    ],
  },
  kitchenaid: {
    description:
      "KitchenAid nació en 1919 con su batidora de pedestal y desde 1986 es la marca de cocina de gama alta de Whirlpool Corporation. Nuestros técnicos atienden seguido bombas y seguros de la puerta de lavaplatos KitchenAid, máquinas de hielo y dispensadores de refrigeradores, controles de hornos de pared y compactadores de basura empotrados.",
    headquarters: "Estados Unidos",
    marketPosition: "La marca de electrodomésticos de cocina de gama alta de Whirlpool",
    seoTitle: "Reparación de electrodomésticos KitchenAid en Houston",
    seoDescription: `Reparación KitchenAid el mismo día en Houston: lavaplatos, refrigeradores, hornos de pared, cubiertas y compactadores. Garantía de ${company.warranty.days} días en cada arreglo.`,
    seoKeywords: [
      "reparación de electrodomésticos kitchenaid houston",
      "reparación de lavaplatos kitchenaid",
      "reparación de refrigeradores kitchenaid",
      "reparación de hornos kitchenaid",
      "reparación de compactador de basura kitchenaid",
    ],
  },
  kenmore: {
    description:
      "Sears usó el nombre Kenmore por primera vez en 1913, en una máquina de coser, y vendió su primera lavadora Kenmore en 1927; desde entonces, los electrodomésticos Kenmore los han fabricado por contrato empresas como Whirlpool, LG, Electrolux y GE. Por eso nuestros técnicos identifican cada aparato por su número de modelo, y lo que más reparan son bombas e interruptores de la tapa de lavadoras, piezas de calefacción de secadoras y sistemas de descongelamiento de refrigeradores.",
    headquarters: "Estados Unidos",
    marketPosition: "La marca propia de Sears de toda la vida, fabricada por varios grandes fabricantes",
    seoTitle: "Reparación de electrodomésticos Kenmore en Houston",
    seoDescription: `Reparación Kenmore y Kenmore Elite el mismo día en Houston: lavadoras, secadoras, refrigeradores y estufas, según su número de modelo. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos kenmore houston",
      "reparación de lavadoras kenmore",
      "reparación de secadoras kenmore",
      "reparación de refrigeradores kenmore",
      "reparación kenmore elite",
    ],
  },
  amana: {
    description:
      "Amana se fundó en 1934 en Amana, Iowa, lanzó el microondas de mostrador Radarange en 1967 y es marca de Whirlpool desde 2006. Lo que más vemos son lavadoras Amana de carga superior con fallas de desagüe o del seguro de la tapa, secadoras que no calientan y refrigeradores con problemas de descongelamiento.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca de Whirlpool a precio accesible",
    seoTitle: "Reparación de electrodomésticos Amana en Houston",
    seoDescription: `Reparación Amana el mismo día en Houston: lavadoras, secadoras, refrigeradores, estufas y lavaplatos. Precio claro por adelantado y garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos amana houston",
      "reparación de lavadoras amana",
      "reparación de secadoras amana",
      "reparación de refrigeradores amana",
      "reparación de estufas amana",
    ],
  },
  hotpoint: {
    description:
      "Hotpoint data de 1911 y en Norteamérica es una marca económica de GE Appliances que comparte muchas piezas con los modelos GE. Nuestros técnicos reparan seguido resistencias de hornillas y de horneado de estufas Hotpoint, problemas de desagüe en lavadoras de carga superior y fallas de descongelamiento en refrigeradores.",
    headquarters: "Estados Unidos",
    marketPosition: "Línea económica de GE Appliances",
    seoTitle: "Reparación de electrodomésticos Hotpoint en Houston",
    seoDescription: `Reparación Hotpoint el mismo día en Houston: estufas, lavadoras, secadoras, refrigeradores y lavaplatos, con piezas compatibles con GE. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos hotpoint houston",
      "reparación de estufas hotpoint",
      "reparación de lavadoras hotpoint",
      "reparación de secadoras hotpoint",
      "reparación de refrigeradores hotpoint",
    ],
  },
  "speed-queen": {
    description:
      "Speed Queen nació en 1908 como Barlow & Seelig Manufacturing en Ripon, Wisconsin, y hoy forma parte de Alliance Laundry Systems, un gran fabricante de equipo de lavandería comercial. Sus máquinas están hechas para durar muchos años, así que normalmente cambiamos piezas de desgaste: bandas de transmisión, baleros y sellos de la tina de lavadoras, y ignitores, bandas y rodillos de secadoras.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca de lavandería de grado comercial de Alliance Laundry Systems",
    seoTitle: "Reparación de lavadoras y secadoras Speed Queen Houston",
    seoDescription: `Reparación Speed Queen el mismo día en Houston: lavadoras de carga superior y frontal, secadoras y equipos caseros de grado comercial. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación speed queen houston",
      "reparación de lavadoras speed queen",
      "reparación de secadoras speed queen",
      "lavadora speed queen carga superior reparación",
      "reparación de lavadoras comerciales houston",
    ],
  },
  roper: {
    description:
      "Roper tiene su historia desde 1874 como fabricante de estufas, y Whirlpool es dueña de la marca desde 1989 para sus líneas económicas de lavandería, refrigeración y cocina. Los aparatos Roper comparten muchas piezas con los Whirlpool, y lo que más arreglan nuestros técnicos son interruptores de la tapa y bombas de desagüe de lavadoras, termofusibles de secadoras y resistencias de estufas.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca económica de Whirlpool",
    seoTitle: "Reparación de electrodomésticos Roper en Houston",
    seoDescription: `Reparación Roper el mismo día en Houston: lavadoras, secadoras, refrigeradores y estufas, con piezas compatibles con Whirlpool. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos roper houston",
      "reparación de lavadoras roper",
      "reparación de secadoras roper",
      "reparación de estufas roper",
      "reparación de refrigeradores roper",
    ],
  },
  "magic-chef": {
    description:
      "La American Stove Company de St. Louis lanzó el nombre Magic Chef en 1929, y hoy se usa en electrodomésticos compactos y de mostrador. Lo que más reparamos de Magic Chef son microondas, refrigeradores compactos, máquinas de hielo de mostrador y lavadoras y secadoras compactas, además de estufas de gas Magic Chef más antiguas.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca de electrodomésticos compactos y de mostrador",
    seoTitle: "Reparación de electrodomésticos Magic Chef en Houston",
    seoDescription: `Reparación Magic Chef el mismo día en Houston: microondas, refris compactos, máquinas de hielo, lavadoras compactas y estufas de gas. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos magic chef houston",
      "reparación de microondas magic chef",
      "reparación de refrigerador magic chef",
      "reparación de máquina de hielo magic chef",
      "reparación de estufa magic chef",
    ],
  },
  tappan: {
    description:
      "Tappan se fundó en 1881 en Ohio como fabricante de estufas, vendió uno de los primeros hornos de microondas para el hogar en 1955 y pertenece a Electrolux desde 1979. Todavía hay estufas y hornos de pared Tappan en muchas casas antiguas de Houston, y normalmente les cambiamos ignitores, resistencias de horneado, termostatos del horno y válvulas de los quemadores.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca clásica de estufas y hornos, propiedad de Electrolux",
    seoTitle: "Reparación de estufas y hornos Tappan en Houston",
    seoDescription: `Reparación Tappan el mismo día en Houston: estufas, hornos de pared y microondas, incluso modelos antiguos con piezas difíciles de hallar. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos tappan houston",
      "reparación de estufas tappan",
      "reparación de hornos tappan",
      "reparación de estufa de gas tappan",
      "reparación de estufas antiguas houston",
    ],
  },
  insinkerator: {
    description:
      "InSinkErator se fundó en 1938 en Racine, Wisconsin, por John W. Hammes, el inventor del triturador de desperdicios de comida, y pasó a formar parte de Whirlpool Corporation en 2022. Nuestros técnicos destraban platos trituradores atorados, restablecen el protector de sobrecarga cuando se bota, arreglan fugas en la brida del fregadero y en las conexiones del desagüe, y cambian unidades gastadas.",
    headquarters: "Estados Unidos",
    marketPosition: "El mayor fabricante del mundo de trituradores de basura",
    seoTitle: "Reparación de triturador InSinkErator en Houston",
    seoDescription: `Reparación y cambio de trituradores InSinkErator el mismo día en Houston, modelos Badger y Evolution: atorados, fugas y zumbidos. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación insinkerator houston",
      "reparación de triturador de basura insinkerator",
      "reparación insinkerator badger",
      "reparación insinkerator evolution",
      "cambio de triturador de basura houston",
    ],
  },
  broan: {
    description:
      "Broan se fundó en 1932 en Hartford, Wisconsin, y como Broan-NuTone fabrica productos de ventilación para el hogar, entre ellos extractores de bajada (downdraft), además de compactadores de basura. Reparamos ventiladores y mecanismos de elevación de extractores de bajada Broan, y motores, tornillos de empuje e interruptores del cajón de compactadores.",
    headquarters: "Estados Unidos",
    marketPosition: "Especialista en ventilación residencial (Broan-NuTone)",
    seoTitle: "Reparación de extractor downdraft y compactador Broan",
    seoDescription: `Reparación Broan el mismo día en Houston: extractores de bajada (downdraft) y compactadores de basura empotrados, motores e interruptores. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación broan houston",
      "reparación de extractor downdraft broan",
      "reparación de compactador de basura broan",
      "reparación broan nutone",
      "reparación de extractor de bajada houston",
    ],
  },

  // ── Premium and high-end brands ──────────────────────────────────────────
  "sub-zero": {
    description:
      "Sub-Zero se fundó en 1945 en Madison, Wisconsin, y fabrica refrigeración empotrada e integrada, vinoteras y máquinas de hielo bajo mostrador. Nuestros técnicos atienden seguido ventiladores del condensador y condensadores sucios de Sub-Zero, motores del ventilador del evaporador, válvulas de agua de la máquina de hielo, sellos de la puerta y tarjetas de control.",
    headquarters: "Estados Unidos",
    marketPosition: "Especialista en refrigeración empotrada del Sub-Zero Group",
    seoTitle: "Reparación de refrigeradores Sub-Zero en Houston",
    seoDescription: `Reparación Sub-Zero el mismo día en Houston: refrigeradores empotrados e integrados, vinoteras y máquinas de hielo bajo mostrador. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación sub-zero houston",
      "reparación de refrigeradores sub-zero",
      "reparación de máquina de hielo sub-zero",
      "reparación de vinoteras sub-zero",
      "reparación de refrigeradores empotrados houston",
    ],
  },
  wolf: {
    description:
      "Wolf se fundó en 1934 en Los Ángeles como fabricante de estufas comerciales, y su línea residencial forma parte del Sub-Zero Group desde 2000. Reparamos seguido ignitores y módulos de chispa de estufas Wolf de gas y de combustible dual, sondas de temperatura y ventiladores de convección del horno, y ventiladores y mecanismos de elevación de extractores de bajada (downdraft).",
    headquarters: "Estados Unidos",
    marketPosition: "La marca de cocina de alta gama del Sub-Zero Group",
    seoTitle: "Reparación de estufas y hornos Wolf en Houston",
    seoDescription: `Reparación Wolf el mismo día en Houston: estufas de gas y de combustible dual, hornos de pared, cubiertas, microondas y extractores. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación wolf houston",
      "reparación de estufas wolf",
      "reparación de hornos wolf",
      "reparación de cubierta de cocción wolf",
      "reparación de extractor downdraft wolf",
    ],
  },
  viking: {
    description:
      "Viking Range se fundó en 1987 en Greenwood, Mississippi, para fabricar estufas de estilo comercial para el hogar, y pertenece a Middleby Corporation desde 2013. Nuestros técnicos cambian seguido ignitores y módulos de chispa de los quemadores Viking, resistencias de horneado y bisagras de la puerta del horno, y ventiladores y piezas de la máquina de hielo de refrigeradores.",
    headquarters: "Estados Unidos",
    marketPosition: "Pionera de las estufas de estilo comercial para el hogar",
    seoTitle: "Reparación de electrodomésticos Viking en Houston",
    seoDescription: `Reparación Viking el mismo día en Houston: estufas profesionales, hornos de pared, cubiertas, refrigeradores y lavaplatos. Garantía de ${company.warranty.days} días en cada arreglo.`,
    seoKeywords: [
      "reparación viking houston",
      "reparación de estufas viking",
      "reparación de hornos viking",
      "reparación de refrigeradores viking",
      "reparación de cubierta de cocción viking",
    ],
  },
  thermador: {
    description:
      "Thermador se fundó en 1916 en Los Ángeles y desde 1998 es la marca de lujo de BSH Home Appliances, el fabricante de Bosch. Atendemos seguido ignitores de los quemadores Star de Thermador, sensores y tarjetas de control de hornos de pared, ventiladores y dispensadores de refrigeradores Freedom, y extractores de bajada (downdraft).",
    headquarters: "Estados Unidos",
    marketPosition: "La marca de cocina de lujo de BSH Home Appliances",
    seoTitle: "Reparación de electrodomésticos Thermador en Houston",
    seoDescription: `Reparación Thermador el mismo día en Houston: estufas Pro, hornos de pared, cubiertas, refrigeradores Freedom y lavaplatos. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación thermador houston",
      "reparación de estufas thermador",
      "reparación de hornos thermador",
      "reparación de refrigeradores thermador",
      "reparación de lavaplatos thermador",
    ],
  },
  miele: {
    description:
      "Miele se fundó en 1899 en Alemania y sigue en manos de las familias Miele y Zinkann. Nuestros técnicos atienden seguido bombas de desagüe y fallas de entrada de agua de lavaplatos Miele, códigos de error de lavadoras y secadoras, y controles de hornos y hornos de vapor, con piezas específicas de Miele.",
    headquarters: "Alemania",
    marketPosition: "Fabricante alemán de alta gama, propiedad de la familia fundadora",
    seoTitle: "Reparación de electrodomésticos Miele en Houston",
    seoDescription: `Reparación Miele el mismo día en Houston: lavaplatos, lavadoras, secadoras, hornos de pared y de vapor, cubiertas y refrigeradores. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación miele houston",
      "reparación de lavaplatos miele",
      "reparación de lavadoras miele",
      "reparación de secadoras miele",
      "reparación de hornos miele",
    ],
  },
  jennair: {
    description:
      "JennAir se fundó en 1947 en Indianápolis, inventó la cubierta de cocción (cooktop) con extractor de bajada y desde 2006 es la marca de lujo de Whirlpool Corporation. Reparamos con regularidad ventiladores y motores de elevación de extractores de bajada JennAir, controles y sensores de hornos de pared, y ventiladores y máquinas de hielo de refrigeradores empotrados.",
    headquarters: "Estados Unidos",
    marketPosition: "La marca de lujo de Whirlpool y creadora de la cocina con extractor de bajada",
    seoTitle: "Reparación de electrodomésticos JennAir en Houston",
    seoDescription: `Reparación JennAir el mismo día en Houston: cubiertas con extractor downdraft, hornos de pared, estufas, refris empotrados y lavaplatos. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación jennair houston",
      "reparación jenn-air",
      "reparación de extractor downdraft jennair",
      "reparación de hornos jennair",
      "reparación de refrigeradores jennair",
    ],
  },
  dacor: {
    description:
      "Dacor fue fundada en 1965 en el sur de California por Stanley Joseph y pertenece a Samsung desde 2016. Nuestros técnicos atienden seguido ventiladores de convección y sensores de hornos de pared Dacor, ignitores de estufas y cubiertas, extractores de bajada elevables y controles de refrigeradores de columna.",
    headquarters: "Estados Unidos",
    marketPosition: "Marca de lujo nacida en California, propiedad de Samsung",
    seoTitle: "Reparación de electrodomésticos Dacor en Houston",
    seoDescription: `Reparación Dacor el mismo día en Houston: hornos de pared, estufas, cubiertas, extractores downdraft y refris, por técnicos capacitados. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación dacor houston",
      "reparación de hornos dacor",
      "reparación de estufas dacor",
      "reparación de cubierta de cocción dacor",
      "reparación de refrigeradores dacor",
    ],
  },
  "fisher-paykel": {
    description:
      "Fisher & Paykel se fundó en 1934 en Nueva Zelanda, creó el lavaplatos de cajón DishDrawer y pertenece a Haier desde 2012. Reparamos seguido bombas de desagüe, actuadores de la tapa y cableado de DishDrawer, ventiladores y máquinas de hielo de refrigeradores, e ignitores y resistencias de estufas y hornos de pared.",
    headquarters: "Nueva Zelanda",
    marketPosition: "Marca neozelandesa conocida sobre todo por los lavaplatos DishDrawer",
    seoTitle: "Reparación de electrodomésticos Fisher & Paykel Houston",
    seoDescription: `Reparación Fisher & Paykel el mismo día en Houston: lavaplatos DishDrawer, refrigeradores, estufas, hornos de pared y lavandería. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación fisher and paykel houston",
      "reparación de lavaplatos dishdrawer fisher paykel",
      "reparación de refrigeradores fisher paykel",
      "reparación de estufas fisher paykel",
      "reparación de lavadoras fisher paykel",
    ],
  },
  gaggenau: {
    description:
      "Gaggenau tiene su origen en 1683 en la Selva Negra de Alemania y forma parte de BSH Home Appliances desde 1995. Nuestros técnicos atienden hornos combinados de vapor y hornos de pared Gaggenau, cubiertas y extractores de bajada Vario, y refrigeradores y lavaplatos empotrados, por lo general con piezas específicas de fábrica.",
    headquarters: "Alemania",
    marketPosition: "La marca de lujo para empotrar de BSH Home Appliances",
    seoTitle: "Reparación de electrodomésticos Gaggenau en Houston",
    seoDescription: `Reparación Gaggenau el mismo día en Houston: hornos de vapor y de pared, cubiertas Vario, extractores downdraft, refris y lavaplatos. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación gaggenau houston",
      "reparación de hornos gaggenau",
      "reparación de horno de vapor gaggenau",
      "reparación de cubierta de cocción gaggenau",
      "reparación de refrigeradores gaggenau",
    ],
  },
  bertazzoni: {
    description:
      "Bertazzoni se fundó en 1882 en Guastalla, Italia, y la sigue dirigiendo la familia Bertazzoni. Normalmente reparamos ignitores de chispa y válvulas de los quemadores de estufas y cubiertas Bertazzoni, termostatos, ventiladores de convección y bisagras de la puerta del horno, y fallas de refrigeradores y lavaplatos.",
    headquarters: "Italia",
    marketPosition: "Fabricante italiano de estufas, de propiedad familiar",
    seoTitle: "Reparación de estufas y hornos Bertazzoni en Houston",
    seoDescription: `Reparación Bertazzoni el mismo día en Houston: estufas italianas de gas, dual e inducción, hornos de pared, cubiertas y refris. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación bertazzoni houston",
      "reparación de estufas bertazzoni",
      "reparación de hornos bertazzoni",
      "reparación de cubierta de cocción bertazzoni",
      "reparación de estufas italianas houston",
    ],
  },
  asko: {
    description:
      "Asko nació en 1950 en Vara, Suecia, cuando Karl-Erik Andersson construyó una lavadora, y es conocida por sus lavaplatos y equipos de lavandería hechos de acero. Nuestros técnicos atienden seguido bombas de desagüe y fallas del sistema antifugas de lavaplatos Asko, y seguros de la puerta, bombas y resistencias de lavadoras y secadoras.",
    headquarters: "Suecia",
    marketPosition: "Especialista escandinavo en lavaplatos y lavandería",
    seoTitle: "Reparación de lavaplatos y lavadoras Asko en Houston",
    seoDescription: `Reparación Asko el mismo día en Houston: lavaplatos, lavadoras y secadoras compactas, de la bomba de desagüe a errores antifugas. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación asko houston",
      "reparación de lavaplatos asko",
      "reparación de lavadoras asko",
      "reparación de secadoras asko",
      "reparación de lavaplatos europeos houston",
    ],
  },
  liebherr: {
    description:
      "Liebherr fue fundada en 1949 por Hans Liebherr en Alemania, tiene su sede en Bulle, Suiza, y fabrica refrigeradores para el hogar desde los años 50. Reparamos refrigeradores, congeladores y vinoteras Liebherr empotrados y de pie; lo más común son ventiladores, sensores, sellos de la puerta y máquinas de hielo.",
    headquarters: "Suiza",
    marketPosition: "Especialista europeo en refrigeración",
    seoTitle: "Reparación de refrigeradores Liebherr en Houston",
    seoDescription: `Reparación de refrigeradores Liebherr el mismo día en Houston: empotrados y de pie, congeladores y vinoteras. Garantía de ${company.warranty.days} días en piezas y mano de obra.`,
    seoKeywords: [
      "reparación liebherr houston",
      "reparación de refrigeradores liebherr",
      "reparación de congeladores liebherr",
      "reparación de vinoteras liebherr",
      "reparación de refrigeradores europeos houston",
    ],
  },
  bluestar: {
    description:
      "Las estufas BlueStar se arman a mano en Reading, Pensilvania, en Prizer-Painter Stove Works, que fabrica estufas ahí desde 1880. Nuestros técnicos atienden ignitores y módulos de chispa de los quemadores abiertos BlueStar, válvulas de los quemadores, termostatos y válvulas de seguridad del horno, y asadores infrarrojos.",
    headquarters: "Estados Unidos",
    marketPosition: "Estufas de gas de quemadores abiertos, armadas a mano",
    seoTitle: "Reparación de estufas BlueStar en Houston | Mismo día",
    seoDescription: `Reparación BlueStar el mismo día en Houston: estufas de quemadores abiertos, cubiertas y hornos: ignitores, válvulas, termostatos. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de estufas bluestar houston",
      "reparación de hornos bluestar",
      "reparación de cubierta bluestar",
      "ignitor de estufa bluestar",
      "reparación de estufas profesionales houston",
    ],
  },
  smeg: {
    description:
      "Smeg se fundó en 1948 en Guastalla, Italia, y es conocida por sus refrigeradores de estilo retro y sus aparatos de cocina de diseño. Reparamos seguido termostatos, ventiladores y sellos de la puerta de refrigeradores Smeg, ignitores y resistencias de estufas y hornos, y bombas de lavaplatos.",
    headquarters: "Italia",
    marketPosition: "Fabricante italiano de electrodomésticos de diseño",
    seoTitle: "Reparación de electrodomésticos Smeg en Houston",
    seoDescription: `Reparación Smeg el mismo día en Houston: refrigeradores retro, estufas, hornos de pared, cubiertas y lavaplatos, con técnicos capacitados. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación smeg houston",
      "reparación de refrigerador smeg",
      "reparación de estufas smeg",
      "reparación de hornos smeg",
      "reparación de lavaplatos smeg",
    ],
  },
  "la-cornue": {
    description:
      "La Cornue se fundó en 1908 en París por Albert Dupuy, cuyo diseño de horno abovedado todavía usan las estufas hechas a mano de la compañía. Nuestros técnicos atienden estufas La Cornue Château y CornuFé; lo más común son ignitores, válvulas de los quemadores y del horno, termopares y termostatos.",
    headquarters: "Francia",
    marketPosition: "Estufas francesas de lujo hechas a mano",
    seoTitle: "Reparación de estufas La Cornue en Houston | Mismo día",
    seoDescription: `Reparación de estufas La Cornue el mismo día en Houston, modelos Château y CornuFé: ignitores, válvulas de quemadores y horno, termopares. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación la cornue houston",
      "reparación de estufas la cornue",
      "reparación cornufe",
      "reparación de hornos la cornue",
      "reparación de estufas francesas houston",
    ],
  },

  // ── Popular international brands ─────────────────────────────────────────
  samsung: {
    description:
      "Samsung se fundó en 1938 en Corea del Sur, y hoy Samsung Electronics es uno de los mayores vendedores de electrodomésticos en Estados Unidos. Lo que más reparan nuestros técnicos son máquinas de hielo de refrigeradores Samsung que se congelan, ventiladores del evaporador y sistemas de descongelamiento, fallas de desagüe y códigos de error en lavadoras, e ignitores de estufas.",
    headquarters: "Corea del Sur",
    marketPosition: "Fabricante global de electrónica y gran vendedor de electrodomésticos en EE. UU.",
    seoTitle: "Reparación de electrodomésticos Samsung en Houston",
    seoDescription: `Reparación Samsung el mismo día en Houston: refrigeradores, máquinas de hielo, lavadoras, secadoras, estufas y lavaplatos. Garantía de ${company.warranty.days} días en cada arreglo.`,
    seoKeywords: [
      "reparación de electrodomésticos samsung houston",
      "reparación de refrigeradores samsung",
      "máquina de hielo samsung no funciona",
      "reparación de lavadoras samsung",
      "reparación de secadoras samsung",
      "reparación de estufas samsung",
    ],
  },
  lg: {
    description:
      "LG nació en 1947 en Corea del Sur como Lak-Hui Chemical, y LG Electronics es un gran fabricante de lavadoras, secadoras y refrigeradores que se venden en Estados Unidos. Atendemos seguido refrigeradores LG que enfrían poco o con fallas en la máquina de hielo, bombas de desagüe y seguros de la puerta de lavadoras de carga frontal, y secadoras que no calientan.",
    headquarters: "Corea del Sur",
    marketPosition: "Gran fabricante global de lavandería y refrigeración",
    seoTitle: "Reparación de electrodomésticos LG en Houston | Mismo día",
    seoDescription: `Reparación LG el mismo día en Houston: refrigeradores, lavadoras de carga frontal, secadoras, estufas y lavaplatos, y códigos de error. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos lg houston",
      "reparación de refrigeradores lg",
      "reparación de lavadoras lg",
      "reparación de secadoras lg",
      "reparación de lavaplatos lg",
    ],
  },
  bosch: {
    description:
      "Bosch se fundó en 1886 en Stuttgart, Alemania, y sus electrodomésticos los fabrica BSH Home Appliances, parte del Grupo Bosch. Lo que más reparan nuestros técnicos son bombas de desagüe de lavaplatos Bosch, bombas de circulación con calentador integrado y los errores E15 y E24, además de hornos de pared, cubiertas, refrigeradores y lavandería compacta.",
    headquarters: "Alemania",
    marketPosition: "Marca alemana conocida sobre todo por sus lavaplatos silenciosos",
    seoTitle: "Reparación de electrodomésticos Bosch en Houston",
    seoDescription: `Reparación Bosch el mismo día en Houston: lavaplatos, hornos de pared, estufas, cubiertas, refrigeradores y lavandería compacta. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos bosch houston",
      "reparación de lavaplatos bosch",
      "lavaplatos bosch error e24",
      "reparación de hornos bosch",
      "reparación de refrigeradores bosch",
    ],
  },
  electrolux: {
    description:
      "Electrolux se fundó en 1919 en Estocolmo, Suecia, y es la empresa matriz de Frigidaire en Norteamérica. Reparamos seguido bombas y seguros de la puerta de lavadoras Electrolux de carga frontal, piezas de calefacción de secadoras, ventiladores y máquinas de hielo de refrigeradores, y controles de estufas y hornos de pared.",
    headquarters: "Suecia",
    marketPosition: "Grupo sueco de electrodomésticos y empresa matriz de Frigidaire",
    seoTitle: "Reparación de electrodomésticos Electrolux en Houston",
    seoDescription: `Reparación Electrolux el mismo día en Houston: lavadoras de carga frontal, secadoras, refrigeradores, estufas y hornos de pared. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos electrolux houston",
      "reparación de lavadoras electrolux",
      "reparación de secadoras electrolux",
      "reparación de refrigeradores electrolux",
      "reparación de hornos electrolux",
    ],
  },
  haier: {
    description:
      "Haier se fundó en 1984 en Qingdao, China, y es dueña de GE Appliances desde 2016 y de Fisher & Paykel desde 2012. Lo que más atendemos de Haier son refrigeradores, lavandería compacta y de tamaño completo y microondas; las reparaciones comunes son ventiladores, termostatos, bombas de desagüe e interruptores de la puerta.",
    headquarters: "China",
    marketPosition: "Grupo chino de electrodomésticos y empresa matriz de GE Appliances",
    seoTitle: "Reparación de electrodomésticos Haier en Houston",
    seoDescription: `Reparación Haier el mismo día en Houston: refrigeradores, lavadoras y secadoras compactas y de tamaño completo, microondas y estufas. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos haier houston",
      "reparación de refrigeradores haier",
      "reparación de lavadoras haier",
      "reparación de secadoras haier",
      "reparación de lavadora compacta haier",
    ],
  },
  hisense: {
    description:
      "Hisense se fundó en 1969 en Qingdao, China, y ha ido ampliando su línea de refrigeradores y lavandería en Estados Unidos. Lo que más reparan nuestros técnicos son refrigeradores Hisense que dejan de enfriar por fallas del ventilador, de un sensor o del descongelamiento, y lavadoras con problemas de desagüe o centrifugado.",
    headquarters: "China",
    marketPosition: "Fabricante chino de electrónica en expansión en electrodomésticos en EE. UU.",
    seoTitle: "Reparación de electrodomésticos Hisense en Houston",
    seoDescription: `Reparación Hisense el mismo día en Houston: refrigeradores de puerta francesa y de dos puertas (side-by-side), lavadoras y secadoras. Garantía de ${company.warranty.days} días.`,
    seoKeywords: [
      "reparación de electrodomésticos hisense houston",
      "reparación de refrigeradores hisense",
      "reparación de lavadoras hisense",
      "reparación de secadoras hisense",
      "refrigerador hisense no enfría",
    ],
  },
};
