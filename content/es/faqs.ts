import { claims } from "../claims.ts";
import { company, formatClock as clock } from "../company.ts";
import { closedHolidayNames } from "../faqs.ts";
import { coveredZips } from "../zips.ts";
import type { FaqWords } from "../translation-types.ts";

const { weekdays, weekends } = company.hours;

/**
 * The FAQ page's questions and answers in Spanish, keyed by the English entry's id. The category and
 * the order come from the English entry (content/faqs.ts); facts are stated the same way.
 */
export const faqWords: Record<number, FaqWords> = {
  1: {
    question: "¿Qué tan pronto pueden venir a reparar mi electrodoméstico?",
    answer: `Ofrecemos servicio el mismo día, y normalmente un técnico llega entre ${claims.responseHours.min} y ${claims.responseHours.max} horas después de su llamada. El servicio de emergencia está disponible las 24 horas, los 7 días de la semana, para problemas que no pueden esperar, como una fuga o un refrigerador lleno de comida que dejó de enfriar. Fuera del horario de atención pueden aplicarse tarifas de emergencia, y siempre le decimos la tarifa antes de enviar a alguien.`,
  },
  2: {
    question: `¿Qué cubre su garantía de ${company.warranty.days} días?`,
    answer: `Cada reparación incluye una garantía de ${company.warranty.days} días en piezas y mano de obra. Si el mismo problema vuelve a aparecer en el mismo electrodoméstico dentro de ${company.warranty.days} días, regresamos y lo reparamos sin costo. La garantía no cubre fallas nuevas que no tengan relación ni daños por mal uso. Puede consultar el estado de su garantía en línea con el número de teléfono y el nombre con los que hizo la reserva.`,
  },
  3: {
    question: "¿Debo reparar mi electrodoméstico o cambiarlo?",
    answer:
      "Una buena regla: vale la pena reparar si cuesta menos del 50% del precio de un electrodoméstico nuevo parecido y el aparato tiene menos de 10 años. La mayoría de las reparaciones de una lavadora, secadora, refrigerador o lavaplatos bien cuidado de esa edad cuestan mucho menos que comprar uno nuevo. Nuestro técnico le dará un precio honesto después de revisarlo, para que usted decida antes de hacer cualquier trabajo.",
  },
  4: {
    question: "¿Qué significa el código de error de mi lavadora?",
    answer:
      "Los códigos más comunes que vemos son errores de desagüe: la lavadora no pudo sacar el agua a tiempo. En las lavadoras Samsung aparece como 5C, 5E o nd (según el modelo), en las LG como OE, y en las lavadoras de carga frontal Whirlpool y Maytag como F21 en modelos antiguos o F9 E1 en los nuevos; los dos significan que el desagüe tarda demasiado. Las causas habituales son el filtro de la bomba de desagüe tapado, la manguera de desagüe doblada o tapada, o una bomba de desagüe que falló. El significado de los códigos cambia según la marca y el modelo, así que revise el manual del usuario o llámenos con el código y el número de modelo.",
  },
  5: {
    question: "Mi lavadora no desagua. ¿Qué puedo revisar antes de llamar?",
    answer:
      "Primero desconecte la lavadora y asegúrese de que la manguera de desagüe de atrás no esté doblada ni metida demasiado en el tubo de desagüe. En la mayoría de las lavadoras de carga frontal hay un pequeño filtro de la bomba de desagüe detrás de una tapa en la parte de abajo, al frente; ponga toallas y un recipiente bajo debajo, porque va a salir agua, y saque los calcetines, monedas o pelusa que encuentre. Luego ponga un ciclo de desagüe y centrifugado. Si el agua sigue en el tambor, o escucha zumbar la bomba sin que desagüe, lo más probable es que la bomba haya fallado y un técnico debe cambiarla.",
  },
  6: {
    question: "¿Cómo funcionan sus precios?",
    answer:
      "Trabajamos con precio por adelantado y sin cargos ocultos. Nuestro técnico revisa el electrodoméstico y le dice el precio de la reparación, con piezas y mano de obra incluidas, antes de empezar cualquier trabajo, y no se hace nada sin su aprobación. Si obtiene un presupuesto en línea y agenda dentro de las 24 horas, lo respetamos; el precio final se fija cuando el técnico ha revisado el electrodoméstico.",
  },
  7: {
    question: "¿Sus técnicos tienen licencia y seguro?",
    answer:
      "Sí. Todos nuestros técnicos tienen licencia y seguro, pasaron una verificación de antecedentes, están capacitados por los fabricantes y cada uno tiene más de 5 años de experiencia. Las reparaciones del sistema sellado de refrigeración las hacen técnicos con la certificación EPA Sección 608, como lo exige la ley federal.",
  },
  8: {
    question: "¿Qué marcas de electrodomésticos reparan?",
    answer: `Damos servicio a más de ${claims.brandsServiced.replace("+", "")} marcas, desde las de todos los días como Whirlpool, GE, Samsung, LG, Maytag, Frigidaire y Kenmore hasta marcas de lujo como Sub-Zero, Wolf, Viking, Thermador, Miele y Bosch. Nuestra página de marcas muestra todas las marcas con las que trabajamos. Si no ve la suya, llámenos y le decimos si podemos ayudarle.`,
  },
  9: {
    question: "¿En qué zonas dan servicio?",
    answer: `Damos servicio en Houston y sus alrededores, incluidos Katy, Sugar Land, The Woodlands y comunidades cercanas, con ${coveredZips.length} códigos postales en un radio de unas ${claims.serviceRadiusMiles} millas. Puede escribir su código postal en nuestro sitio web para comprobar la cobertura al instante. Si su zona todavía no aparece, llámenos: estamos creciendo y tal vez podamos ayudarle.`,
  },
  10: {
    question: "¿Cuál es su horario de atención?",
    answer: `Abrimos de lunes a viernes de ${clock(weekdays.open)} a ${clock(weekdays.close)}, y sábados y domingos de ${clock(weekends.open)} a ${clock(weekends.close)}, y agendamos visitas dentro de ese horario. Cerramos en estos días festivos: ${closedHolidayNames("es")}. El servicio de emergencia está disponible las 24 horas, los 7 días de la semana, incluso de noche y en días festivos. Fuera del horario de atención pueden aplicarse tarifas de emergencia.`,
  },
};
