import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "stove-burner-not-lighting": {
    slug: "hornilla-de-estufa-no-prende",
    name: "Hornilla de la estufa que no prende",
    description:
      "Gira la perilla de una hornilla de gas a LITE (encender) y se oye el clic-clic, o nada, pero la hornilla nunca prende. El problema casi siempre está en el sistema de encendido o en cómo sale el gas por la cabeza del quemador, no en el suministro de gas.",
    symptoms: [
      "El encendedor hace clic en la hornilla pero no sale flama",
      "Una hornilla no hace clic para nada mientras las demás sí",
      "Chispa débil, naranja o amarilla, en lugar de un chasquido fuerte blanco azulado",
      "La hornilla prende solo después de varios segundos de clics, a veces con un pequeño ¡puf!",
      "La hornilla prende con un cerillo pero no sola",
      "La flama prende solo en una parte del anillo del quemador y luego se va extendiendo despacio",
    ],
    causes: [
      "Electrodo del encendedor (ignitor) de chispa rajado, sucio o cubierto de grasa y comida",
      "Tapa del quemador mal asentada sobre la cabeza del quemador, así que el gas nunca llega a la chispa",
      "Orificios de la cabeza del quemador tapados por un derrame o por residuos de limpiador",
      "Módulo de chispa dañado que ya no le manda voltaje a uno o más encendedores",
      "Interruptor de encendido del vástago de la válvula, detrás de la perilla, gastado o en corto",
      "Cable del encendedor rozado o corroído donde pasa por debajo de la cubierta de la estufa",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Después de un derrame, quite las tapas y las cabezas de los quemadores y deje que se sequen por completo antes de volver a ponerlas",
      "Destape los orificios del quemador con un alfiler o un clip, nunca con un palillo que se puede romper adentro",
      "Limpie el encendedor de cerámica blanca con un trapo seco después de un derrame en lugar de rociarle limpiador",
      "Antes de prender, revise que cada tapa del quemador esté plana y centrada, sobre todo después de limpiar",
      "Prenda la campana extractora mientras cocina para que la grasa y el vapor no lleguen a los encendedores en las cocinas húmedas de Houston",
      "No empape de agua la cubierta de la estufa; los derrames que se meten debajo de la base de los quemadores llegan al cableado de los encendedores",
    ],
    whyItHappens: {
      primaryCause:
        "La chispa nunca llega a la mezcla de gas y aire del quemador, casi siempre por un encendedor sucio o una tapa del quemador desalineada.",
      explanation:
        "Al girar una perilla a LITE, se cierra un interruptor de encendido en el vástago de la válvula y el módulo de chispa manda un pulso de alto voltaje a todos los encendedores, que brinca como chispa hacia la cabeza del quemador, que está aterrizada. Al mismo tiempo, el gas sale del espreo, pasa por la cabeza del quemador y sale por los orificios alrededor de la tapa. Si la tapa está ladeada, los orificios junto al encendedor están tapados o el encendedor está cubierto de grasa, la chispa no se forma o salta donde no hay gas. Un módulo de chispa que está fallando todavía puede hacer un clic débil, pero sin la energía suficiente para prender el gas.",
      commonTriggers: [
        "Derrames de agua de pasta o de salsa que inundan la base del quemador",
        "Tapas de quemador que se pusieron chuecas después de limpiar",
        "Limpiador en aerosol que se mete al encendedor y a la zona de los interruptores",
        "Humedad de Houston que corroe las terminales de los encendedores",
        "Picos de voltaje durante las tormentas de verano que dañan el módulo de chispa",
      ],
      ageFactors:
        "Los encendedores sucios y las tapas desalineadas pueden dar problemas en una estufa nuevecita, mientras que la porcelana rajada del encendedor y los módulos de chispa débiles suelen aparecer después de 8 a 12 años.",
      usageFactors:
        "Las estufas que se usan a diario para hervir y freír ensucian sus encendedores mucho más rápido que las que se usan poco, y limpiar seguido la cubierta con mucha agua acorta la vida de los interruptores de encendido.",
    },
    repairSteps: [
      {
        title: "Revisar las piezas del quemador y la chispa",
        description:
          "El técnico quita las parrillas, las tapas y las cabezas de los quemadores, revisa que las tapas asienten bien y destapa los orificios tapados. Gira una por una cada perilla a LITE para ver qué encendedores echan chispa y qué tan fuerte.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Alambre para limpiar orificios", "Cepillo de nylon"],
        safetyNotes:
          "Deje que los quemadores se enfríen antes de tocarlos. Si en cualquier momento huele a gas, salga de la casa, no mueva apagadores ni la estufa, y llame a la compañía de gas o al 911 desde afuera.",
      },
      {
        title: "Limpiar o probar el encendedor",
        description:
          "Se limpian la grasa y el carbón del electrodo del encendedor y se revisa la distancia hasta la cabeza del quemador. Se revisa si la porcelana tiene rajaduras finas que dejan que la chispa se vaya a tierra por debajo del quemador.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Cepillo suave", "Alcohol isopropílico", "Juego de desarmadores"],
        safetyNotes:
          "Desconecte la estufa o apague su circuito antes de limpiar un encendedor; el circuito de chispa lleva varios miles de volts. Mantenga todas las perillas apagadas mientras las tapas están quitadas.",
      },
      {
        title: "Probar el módulo de chispa y los interruptores de encendido",
        description:
          "Se levanta la cubierta para llegar al módulo de chispa y al cableado. El técnico revisa que al módulo le lleguen 120 V cuando se cierra un interruptor, mide la continuidad de cada interruptor de encendido y busca cables de encendedor rozados o corroídos.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Desconecte la estufa o apague su circuito antes de levantar la cubierta, y cierre la llave del gas detrás de la estufa antes de mover cualquier cosa cerca de las válvulas de los quemadores.",
      },
      {
        title: "Cambiar la pieza dañada y probar el encendido",
        description:
          "Se cambia el encendedor, el módulo de chispa o el arnés de interruptores que falló, y se acomoda el cableado lejos de las superficies calientes. Cada hornilla se prende varias veces en alto y en bajo para confirmar que prenda rápido y parejo.",
        timeRequired: "30 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Cinchos de plástico",
          "Agua con jabón para detectar fugas",
        ],
        safetyNotes:
          "Después de volver a abrir la llave del gas, cualquier conexión que se movió se revisa con agua con jabón, nunca con una flama.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, quitar las tapas, dejar secar las piezas mojadas, limpiar los orificios con un alfiler y volver a asentar las tapas, y eso resuelve muchas de estas llamadas. Si una hornilla sigue sin prender, o un encendedor no echa chispa para nada, hay que probar el módulo de chispa, los interruptores o el cableado debajo de la cubierta, y ese trabajo está junto a las válvulas de gas, así que llame a un técnico.",
    seoTitle: "¿Hornilla de estufa de gas no prende? Reparación Houston",
    seoDescription:
      "¿La hornilla hace clic pero no prende? Vea las causas, desde encendedores sucios y tapas chuecas hasta un módulo de chispa dañado, y costos en Houston.",
    seoKeywords: [
      "hornilla de estufa no prende",
      "estufa de gas hace clic pero no prende",
      "cambio de encendedor de estufa",
      "reparación de estufas en houston",
      "módulo de chispa de estufa",
      "quemador de estufa de gas no enciende",
    ],
  },
  "stove-burner-wont-heat": {
    slug: "hornilla-electrica-no-calienta",
    name: "Hornilla eléctrica que no calienta",
    description:
      "Una hornilla eléctrica de espiral se queda fría, calienta solo en alto o se prende y se apaga sola mientras las demás funcionan. La falla suele estar en la resistencia de espiral, en el receptáculo donde se conecta o en el interruptor infinito (control de la perilla).",
    symptoms: [
      "La resistencia de espiral se queda negra y fría en cualquier posición de la perilla",
      "La resistencia se pone al rojo solo en HIGH (alto) y se queda fría en posiciones más bajas",
      "La resistencia calienta y luego se apaga y se prende sin orden cuando se mueve la olla",
      "Ampolla, burbuja o rotura visible en la cubierta de la espiral",
      "Mancha quemada, ennegrecida o derretida en el receptáculo donde se conecta la resistencia",
      "Dos hornillas del mismo lado dejan de funcionar al mismo tiempo",
    ],
    causes: [
      "Resistencia de la hornilla abierta por dentro o con la cubierta rajada",
      "Receptáculo de la resistencia (bloque de terminales) con contactos quemados o picados",
      "Interruptor infinito dañado con contactos gastados o soldados",
      "Cable flojo o quemado en el receptáculo o en la terminal del interruptor infinito",
      "Terminales de la resistencia que no entran por completo en el receptáculo y hacen chispa",
      "Se perdió una fase del circuito de 240 V por un breaker botado o una conexión floja en el bloque de terminales",
    ],
    repairTime: "30-60 minutos",
    prevention: [
      "Meta las resistencias de espiral derechas y hasta el fondo en el receptáculo, y nunca las mueva cuando estén calientes",
      "Use ollas de fondo plano del tamaño de la hornilla para no sobrecalentar las terminales",
      "Cuando la estufa esté fría, limpie los derrames y la grasa de los platillos de goteo para que no se quemen alrededor de las terminales",
      "Cambie los platillos de goteo oxidados o descoloridos, que reflejan menos calor y pueden hacer corto con la resistencia",
      "No forre los platillos de goteo con papel aluminio, que encierra el calor y puede tocar las terminales",
      "Cambie de inmediato cualquier resistencia con una ampolla o rajadura antes de que dañe el receptáculo",
    ],
    whyItHappens: {
      primaryCause: "Una resistencia de espiral abierta o una conexión quemada en el receptáculo de la resistencia.",
      explanation:
        "Una resistencia de espiral es un alambre de níquel-cromo empacado en óxido de magnesio dentro de una cubierta de metal, y de tanto calentarse el alambre acaba abriéndose o la cubierta se raja. Las dos terminales de la resistencia se conectan en un receptáculo, y cualquier juego ahí hace chispa que pica los contactos y sobrecalienta el bloque hasta que deja de pasar corriente. El interruptor infinito controla el calor abriendo y cerrando sus contactos, así que con contactos gastados o soldados no hay calor, solo hay calor al máximo, o prende y apaga sin orden. Como cada resistencia usa las dos fases de los 240 V, si se pierde una fase en el breaker o en el bloque de terminales pueden morir varias hornillas a la vez.",
      commonTriggers: [
        "Ollas pesadas arrastradas sobre la espiral que mueven las terminales",
        "Platillos de goteo forrados con aluminio que encierran el calor alrededor del receptáculo",
        "Derrames que hacen corto entre las terminales",
        "Mucho tiempo en HIGH con ollas más chicas que la hornilla",
        "Humedad que corroe los contactos del receptáculo en estufas cerca de un fregadero o de la puerta de atrás",
      ],
      ageFactors:
        "Las resistencias de espiral suelen fallar después de 5 a 10 años de uso normal, y los receptáculos se queman antes si una resistencia estuvo floja o haciendo chispa.",
      usageFactors:
        "La hornilla grande del frente que se usa a diario es la primera que se gasta, y envasar conservas seguido o cocinar a fuego lento por horas acorta la vida de la resistencia y del interruptor.",
    },
    repairSteps: [
      {
        title: "Probar la resistencia cambiándola de lugar",
        description:
          "El técnico pasa la resistencia fría a un receptáculo que funcione del mismo tamaño y conecta una resistencia buena en la posición sospechosa. Así se ve rápido si la falla sigue a la resistencia o se queda en el receptáculo y el interruptor.",
        timeRequired: "5 minutos",
        toolsNeeded: ["Guantes resistentes al calor"],
        safetyNotes: "Asegúrese de que todas las hornillas estén apagadas y frías antes de desconectarlas.",
      },
      {
        title: "Medir la resistencia y el interruptor",
        description:
          "Se mide la resistencia eléctrica entre las terminales, normalmente de unos 20-50 ohms según el tamaño, y se revisa que la cubierta no haga corto a tierra. Se prueba que el interruptor infinito dé la salida correcta en varias posiciones de la perilla.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores"],
        safetyNotes:
          "Apague el breaker de 240 V de la estufa antes de abrir el panel trasero o quitar el receptáculo; cada fase lleva 120 V a tierra.",
      },
      {
        title: "Revisar el receptáculo y el cableado",
        description:
          "Se levanta la cubierta y se revisa si el receptáculo tiene contactos quemados, cerámica rajada o aislamiento de cables dañado por el calor. Se revisa si las conexiones del interruptor infinito están flojas o descoloridas.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Linterna", "Juego de desarmadores"],
        safetyNotes:
          "Mantenga apagado el breaker de 240 V mientras la cubierta esté levantada, y confirme con un probador de voltaje que las terminales del receptáculo y del interruptor no tienen corriente antes de tocarlas.",
      },
      {
        title: "Cambiar las piezas y probar el calor",
        description:
          "Se cambia la resistencia, el receptáculo o el interruptor infinito que falló, y donde se repara el cableado se usa cable para alta temperatura y conectores de cerámica o de engarce. Se prueba cada posición para confirmar que la resistencia calienta por completo y que prende y apaga en las posiciones bajas.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Pinzas para engarzar", "Conectores de cable para alta temperatura", "Multímetro"],
        safetyNotes:
          "Durante la prueba la resistencia pasa de 1,000°F en menos de un minuto; mantenga las manos y cualquier objeto suelto lejos.",
      },
    ],
    professionalVsDiy:
      "Pasar una resistencia sospechosa a un receptáculo que funciona es una prueba segura que usted puede hacer con la estufa apagada y fría, y una resistencia de espiral de enchufe se puede cambiar sin herramientas. Un receptáculo quemado, un interruptor infinito malo o dos hornillas muertas al mismo tiempo significan abrir el cableado de 240 V, y eso es trabajo para un técnico.",
    seoTitle: "¿Hornilla eléctrica no calienta? Reparación en Houston",
    seoDescription:
      "¿La hornilla de espiral se queda fría o solo calienta en alto? Vea cómo la resistencia, el receptáculo o el interruptor infinito lo causan, y costos en Houston.",
    seoKeywords: [
      "hornilla eléctrica no calienta",
      "hornilla de espiral no funciona",
      "cambio de resistencia de estufa eléctrica",
      "interruptor infinito de estufa",
      "receptáculo de hornilla quemado",
      "reparación de estufas en houston",
    ],
  },
  "stove-clicking-igniter": {
    slug: "estufa-encendedor-no-deja-de-hacer-clic",
    name: "Encendedor de la estufa que no deja de hacer clic",
    description:
      "Los encendedores de una estufa de gas siguen haciendo clic después de que la hornilla prendió, o hacen clic con todas las perillas apagadas. Lo más común es humedad o un interruptor de encendido dañado, aunque en las estufas con reencendido automático un problema para detectar la flama causa lo mismo.",
    symptoms: [
      "Sigue haciendo clic después de que la hornilla prendió y la perilla pasó de LITE",
      "Empieza a hacer clic solo con todas las perillas en OFF (apagado)",
      "El clic empezó justo después de limpiar la cubierta o después de un derrame",
      "El clic para cuando se mueve o se quita una perilla en particular",
      "En los modelos con reencendido, sigue haciendo clic en flama baja aunque la flama esté estable",
      "Se ve la chispa saltando al lugar equivocado debajo de la tapa del quemador",
    ],
    causes: [
      "Agua o limpiador dentro de un interruptor de encendido en el vástago de la válvula del quemador",
      "Interruptor de encendido gastado o rajado que deja sus contactos cerrados",
      "Encendedor de chispa mojado o sucio de grasa que se va a tierra",
      "Tapa del quemador desalineada, así que la flama no cubre el encendedor en los modelos que detectan flama",
      "Módulo de chispa dañado que se queda pegado echando chispa",
      "Mala tierra o polaridad invertida en el contacto de la pared en modelos que detectan la flama a través del encendedor",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie la cubierta con un trapo húmedo bien exprimido en lugar de rociar limpiador directo alrededor de las perillas",
      "De vez en cuando quite las perillas y limpie la grasa de los vástagos de las válvulas con un trapo seco",
      "Seque muy bien las cabezas de los quemadores después de lavarlas antes de volver a ponerlas",
      "Asiente cada tapa del quemador plana para que la flama cubra la punta del encendedor",
      "Mantenga la estufa conectada a un contacto con tierra como debe ser; no use adaptadores ni extensiones",
      "Use un protector contra picos o un supresor para toda la casa para proteger el módulo de chispa de los picos por tormentas",
    ],
    whyItHappens: {
      primaryCause:
        "Un interruptor de encendido se queda cerrado, casi siempre porque agua o grasa unieron sus contactos.",
      explanation:
        "Cada válvula de quemador tiene un interruptor de encendido que se cierra solo mientras la perilla está en LITE, y cualquier interruptor cerrado le da corriente al módulo de chispa, que dispara todos los encendedores a la vez. El líquido que escurre por el vástago de una válvula hasta un interruptor puede unir sus contactos, y el módulo cree que una perilla está en LITE. En las estufas con reencendido automático, el módulo usa la misma flama para conducir una corriente pequeña de regreso por el encendedor hasta el quemador aterrizado; un encendedor sucio, una tapa ladeada, una mala tierra o la polaridad invertida cortan ese camino y el módulo sigue echando chispa. Un módulo con una falla interna también se puede quedar echando chispa por sí solo.",
      commonTriggers: [
        "Limpiar la cubierta con una esponja mojada o limpiador en aerosol",
        "Ollas que se derraman y escurren alrededor de las perillas",
        "Vapor y aire húmedo que se condensan dentro de los interruptores",
        "Tapas de los quemadores puestas descentradas después de limpiar",
        "Estufa que se movió y se conectó a un contacto sin tierra",
      ],
      ageFactors:
        "Los interruptores mojados son comunes a cualquier edad, mientras que las carcasas de interruptor rajadas y los módulos de chispa que fallan suelen aparecer después de 7 a 12 años.",
      usageFactors:
        "Las casas que limpian la cubierta a diario con limpiadores en aerosol ven esto más seguido, y cocinar mucho con salsas deja residuos que guardan humedad en los interruptores.",
    },
    repairSteps: [
      {
        title: "Aislar de dónde viene el clic",
        description:
          "El técnico quita cada perilla y revisa si el clic para al desconectar un interruptor en particular. Al mismo tiempo revisa las tapas de los quemadores, los encendedores y la tierra y la polaridad del contacto.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Probador de contactos", "Linterna", "Juego de desarmadores"],
        safetyNotes:
          "Desconecte la estufa antes de trabajar cerca de los interruptores; el circuito de chispa lleva varios miles de volts.",
      },
      {
        title: "Secar y limpiar los interruptores y los encendedores",
        description:
          "Si la causa es la humedad, los interruptores y los encendedores se secan con aire suave y se limpia la grasa de los vástagos de las válvulas. Se deja la estufa desconectada el tiempo suficiente para que se evapore el agua atrapada antes de volver a probar.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Soplador de aire de baja temperatura", "Alcohol isopropílico", "Trapos que no sueltan pelusa"],
        safetyNotes:
          "Mantenga la estufa desconectada hasta que cada interruptor y encendedor esté completamente seco; darles corriente mojados puede hacerlos chispear. Use solo un ventilador o aire suave, nunca una pistola de calor ni una flama cerca de las válvulas de gas.",
      },
      {
        title: "Cambiar el interruptor o el módulo dañado",
        description:
          "Se cambia el interruptor que se queda cerrado, casi siempre como un arnés que se engancha en todos los vástagos de las válvulas. Si los interruptores salen bien en la prueba, se revisan la entrada y la salida del módulo de chispa, y se cambia el módulo si sigue disparando sin ningún interruptor cerrado.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Cinchos de plástico"],
        safetyNotes:
          "Cierre la llave del gas detrás de la estufa antes de levantar la cubierta para llegar a los vástagos de las válvulas y al módulo.",
      },
      {
        title: "Armar de nuevo y comprobar que funcione",
        description:
          "Se vuelven a poner la cubierta, los quemadores y las perillas, se abre el gas y se prende cada hornilla en alto y en bajo. El clic debe parar en cuanto cada perilla sale de LITE, o en cuanto la flama queda establecida en los modelos con reencendido.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Agua con jabón para detectar fugas", "Juego de desarmadores"],
        safetyNotes: "Cualquier conexión de gas que se movió se prueba con agua con jabón, nunca con una flama.",
      },
    ],
    professionalVsDiy:
      "Si el clic empezó después de un derrame o de limpiar, desconecte la estufa, quite las perillas y las tapas, y deje que todo se seque 24 horas; muchas veces con eso se arregla. Si el clic regresa ya seco, o pasa sin que haya humedad de por medio, se necesita un técnico que pruebe los interruptores, el módulo y el cableado del contacto.",
    seoTitle: "¿Estufa no deja de hacer clic? Reparación en Houston",
    seoDescription:
      "¿El encendedor de la estufa no para de hacer clic? Vea cómo lo causan interruptores mojados, encendedores sucios o el módulo de chispa, y costos en Houston.",
    seoKeywords: [
      "estufa no deja de hacer clic",
      "estufa de gas hace clic sin parar",
      "cambio de interruptor de encendido de estufa",
      "módulo de chispa de estufa",
      "reparación de estufas en houston",
    ],
  },
  "stove-gas-smell": {
    slug: "olor-a-gas-en-la-estufa",
    name: "Olor a gas en la estufa",
    description:
      "Un olor a gas que no se quita alrededor de una estufa de gas (el odorizante que le agregan huele a huevo podrido o a azufre) significa que se está escapando gas sin quemarse. Un olorcito breve al prender una hornilla es normal; un olor que se queda con las hornillas apagadas, o que aumenta al cocinar, es un peligro que requiere acción inmediata.",
    symptoms: [
      "Olor a huevo podrido cerca de la estufa con todas las hornillas y el horno apagados",
      "El olor es más fuerte detrás o debajo de la estufa, cerca de la conexión del gas",
      "Un siseo en la parte de atrás de la estufa o en una hornilla",
      "Olor fuerte por varios segundos cada vez que se prende una hornilla",
      "Olor al cocinar junto con una flama que se levanta, hace ruido o sale amarilla",
      "Salen burbujas al poner agua con jabón con una brocha en una conexión",
    ],
    causes: [
      "Conexión abocinada (flare) con fuga en el conector flexible del gas",
      "Conector flexible del gas viejo, doblado o corroído",
      "Válvula de quemador gastada o conexión de válvula floja en el múltiple del gas",
      "Espreo del quemador flojo o base del quemador rajada",
      "Regulador de presión dañado o conexión del regulador en la parte de atrás de la estufa",
      "Hornilla que se quedó abierta sin flama, o flama apagada por una corriente de aire o un derrame",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Mande cambiar el conector flexible del gas cada 5 años, y cada vez que se mueva la estufa",
      "Nunca vuelva a usar un conector viejo, y evite los conectores de latón sin recubrimiento, que se pueden rajar en el abocinado",
      "Saque la estufa con cuidado para que el conector no se doble ni quede jalado contra la pared",
      "Revise que todas las perillas estén bien en OFF antes de salir de la cocina o de irse a dormir",
      "Instale una alarma de gas combustible y una alarma de monóxido de carbono cerca de la cocina y pruébelas cada mes",
      "Pida una revisión de seguridad de los aparatos de gas después de cualquier inundación o mudanza, cuando es más probable que se muevan las conexiones",
    ],
    whyItHappens: {
      primaryCause: "Una conexión entre el suministro de gas y los quemadores se aflojó, se corroyó o se gastó.",
      explanation:
        "El gas natural llega a la estufa por una llave de paso, un conector flexible y un regulador de presión, y luego alimenta un múltiple que surte a cada válvula y espreo de los quemadores. Cada unión roscada o abocinada en ese camino depende de un sello apretado, y el movimiento, la vibración o la corrosión pueden abrir un pequeño hueco. Las válvulas de los quemadores también se gastan por dentro y pueden dejar pasar gas aunque estén cerradas. Como al gas de la compañía le agregan olor, hasta una fuga chica se nota, y puede llegar a una concentración que se puede encender en una cocina cerrada.",
      commonTriggers: [
        "Estufa jalada para limpiar o por trabajos en el piso, que fuerza el conector",
        "Conector viejo con el recubrimiento corroído en las cocinas húmedas de Houston",
        "Perilla golpeada que quedó medio abierta sin prender",
        "Derrame que apaga una hornilla mientras el gas sigue saliendo",
        "Conexiones que se movieron en una mudanza o en una instalación casera",
      ],
      ageFactors:
        "Los conectores flexibles normalmente deben cambiarse a los 5 años, y los conectores de latón sin recubrimiento de antes de 1980 deben cambiarse de inmediato; las válvulas de los quemadores tienden a gastarse después de 15 años o más.",
      usageFactors:
        "Las estufas que se mueven seguido, o las que están en casas con niños o mascotas que pueden golpear las perillas, tienen más probabilidad de fugas o de hornillas abiertas sin prender.",
    },
    repairSteps: [
      {
        title: "Poner el área en condiciones seguras",
        description:
          "Si el olor es fuerte, primero sale la familia y se llama a la compañía de gas o al 911 desde afuera antes de que alguien regrese. Cuando se confirma que el área es segura, el técnico cierra la llave de paso del aparato y ventila la cocina.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Detector de gas combustible", "Llave perica"],
        safetyNotes:
          "Si huele a gas: salga de la casa, no use apagadores, teléfonos, la estufa ni ningún aparato eléctrico adentro, y llame a la compañía de gas (CenterPoint Energy en la mayor parte de Houston) o al 911 desde afuera. No regrese hasta que le digan que es seguro.",
      },
      {
        title: "Encontrar la fuga",
        description:
          "Con la estufa jalada hacia afuera, el técnico revisa con un detector electrónico de gas la llave de paso, el conector, el regulador, el múltiple y las válvulas de los quemadores. Cada unión sospechosa se confirma poniéndole agua con jabón con una brocha y viendo si salen burbujas.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Detector de gas combustible", "Agua con jabón para detectar fugas", "Linterna"],
        safetyNotes:
          "Pruebe fugas solo con agua con jabón o con un detector, nunca con un cerillo o un encendedor. Levante la estufa entre dos personas o con un diablito para no forzar la línea de gas.",
      },
      {
        title: "Reparar la pieza con fuga",
        description:
          "El conector con fuga se cambia por un conector nuevo de acero inoxidable con recubrimiento del tamaño adecuado para la estufa, y las uniones roscadas se rehacen con sellador de roscas aprobado para gas. Una válvula de quemador, un espreo o un regulador gastado se cambia por la refacción del fabricante.",
        timeRequired: "45 minutos",
        toolsNeeded: [
          "Llaves de tubo (Stillson)",
          "Llave perica",
          "Sellador de roscas para gas",
          "Conector flexible de gas",
        ],
        safetyNotes:
          "Mantenga cerrada la llave de paso del aparato mientras las conexiones estén abiertas. Las fugas que se encuentran antes de la llave de paso, en la tubería de la casa, se le pasan a un plomero con licencia o a la compañía de gas.",
      },
      {
        title: "Probar fugas y comprobar los quemadores",
        description:
          "Se vuelve a abrir el gas y se prueba otra vez cada unión que se movió con agua con jabón y con el detector. Se prenden cada hornilla y el horno para confirmar flamas azules y limpias, y que no haya olor con todo apagado.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Agua con jabón para detectar fugas", "Detector de gas combustible", "Manómetro"],
        safetyNotes: "Nunca use una flama para buscar fugas.",
      },
    ],
    professionalVsDiy:
      "Lo único seguro que usted puede hacer es revisar que todas las perillas estén apagadas, salir de la casa si el olor es fuerte y llamar a la compañía de gas o al 911 desde afuera, y cerrar la llave de paso detrás de la estufa si es seguro llegar a ella. Encontrar y sellar fugas, cambiar conectores y válvulas, y volver a probar es trabajo para un técnico capacitado.",
    seoTitle: "¿Olor a gas en la estufa? Reparación urgente en Houston",
    seoDescription:
      "¿Huele a gas cerca de la estufa? Vea qué hacer de inmediato, las causas comunes, desde conectores gastados hasta válvulas con fuga, y costos en Houston.",
    seoKeywords: [
      "olor a gas en la estufa",
      "fuga de gas en la estufa",
      "estufa de gas huele a gas",
      "cambio de conector flexible de gas",
      "reparación de estufas de emergencia en houston",
      "olor a huevo podrido en la cocina",
    ],
  },
  "stove-uneven-flame": {
    slug: "estufa-flama-dispareja",
    name: "Estufa con flama dispareja",
    description:
      "Una hornilla de gas quema con huecos en el anillo de flama, puntas amarillas altas, o flamas que se despegan del quemador y rugen. Las flamas disparejas o amarillas desperdician gas, ennegrecen las ollas con hollín y pueden producir monóxido de carbono.",
    symptoms: [
      "Huecos en el anillo de flama donde algunos orificios no queman",
      "Puntas de flama amarillas o naranjas en lugar de una flama azul y definida",
      "Hollín negro en el fondo de las ollas",
      "Las flamas se despegan de los orificios del quemador o se apagan en bajo",
      "Flamas mucho más altas de un lado del quemador que del otro",
      "Rugido o tronidos en una hornilla",
    ],
    causes: [
      "Orificios del quemador tapados con comida, grasa o residuos de limpiador",
      "Tapa o cabeza del quemador desalineada sobre su base",
      "Cabeza del quemador mojada después de limpiar o de un derrame",
      "Espreo del tamaño equivocado, como espreos de gas LP que se dejaron en una estufa de gas natural",
      "Basura o nidos de insectos tapando el venturi o la entrada de aire del quemador",
      "Presión de gas incorrecta por un regulador de presión dañado o mal ajustado",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie cada mes las cabezas y las tapas de los quemadores y destape los orificios con un alfiler",
      "Deje que las piezas lavadas del quemador se sequen por completo antes de volver a ponerlas",
      "Revise que cada tapa quede plana y centrada antes de prender",
      "Evite que se derrame la comida sobre los quemadores usando una olla más grande o fuego más bajo",
      "Si la estufa alguna vez se usó con gas propano, pida a un técnico que revise los espreos y el regulador",
      "Tenga una alarma de monóxido de carbono funcionando cerca de la cocina y prenda la campana extractora al cocinar",
    ],
    whyItHappens: {
      primaryCause:
        "Al quemador le está llegando una mezcla incorrecta de gas y aire, casi siempre por orificios tapados o piezas desalineadas.",
      explanation:
        "El gas que sale del espreo jala aire primario por el venturi del quemador, y la mezcla quema azul en los orificios cuando la proporción es correcta. Los orificios tapados obligan al gas a salir por los que quedan, así que unas flamas salen altas y otras no salen, mientras que un paso de aire tapado deja la mezcla sin aire y produce una flama amarilla con hollín. Un espreo perforado para propano en una estufa de gas natural, o una presión demasiado alta o baja, desajusta la proporción en todos los quemadores. Las flamas amarillas significan combustión incompleta, que produce monóxido de carbono.",
      commonTriggers: [
        "Derrames que se queman sobre la cabeza del quemador",
        "Tapas y cabezas intercambiadas entre quemadores después de limpiar",
        "Estufa convertida entre propano y gas natural sin cambiar todos los espreos",
        "Estufa guardada o sin usar el tiempo suficiente para que los insectos hagan nido en los tubos del quemador",
        "Humedad y derrames salados que corroen las cabezas de aluminio de los quemadores",
      ],
      ageFactors:
        "Los orificios tapados pueden pasar a cualquier edad, mientras que las cabezas de quemador corroídas o deformadas son típicas después de 10 años o más.",
      usageFactors:
        "El uso diario intenso con salsas, frituras y hervidos tapa los orificios rápido, y las estufas que se limpian con fibras abrasivas o químicos fuertes corroen antes las cabezas de los quemadores.",
    },
    repairSteps: [
      {
        title: "Revisar la flama y las piezas del quemador",
        description:
          "El técnico prende cada hornilla y anota los huecos, el color y si la flama se despega, luego quita las tapas y las cabezas para revisar cómo asientan y cómo están los orificios. Se verifica que cada pieza esté en el quemador que le corresponde.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Espejo de inspección"],
        safetyNotes: "Deje que los quemadores y las parrillas se enfríen antes de tocarlos.",
      },
      {
        title: "Limpiar los orificios, las cabezas y el venturi",
        description:
          "Las cabezas de los quemadores se remojan y se tallan, se destapa cada orificio y se revisa si el tubo del quemador y la entrada de aire tienen basura. Las piezas se secan por completo antes de volver a ponerlas.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Alambre para limpiar orificios", "Cepillo de nylon", "Desengrasante"],
      },
      {
        title: "Revisar los espreos y la presión del gas",
        description:
          "Se comparan los tamaños de los espreos con los datos del modelo para gas natural, y se verifica el ajuste del regulador con un manómetro en un puerto de prueba. Los espreos equivocados o un regulador dañado se cambian.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Manómetro", "Llave para espreos", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Cierre la llave de paso del gas del aparato antes de quitar los espreos o abrir el regulador. Si huele a gas, salga de la casa y llame a la compañía de gas o al 911 desde afuera.",
      },
      {
        title: "Comprobar la flama y la combustión",
        description:
          "Se prende cada hornilla en alto y en bajo para confirmar una flama azul, estable y pareja que se quede asentada en los orificios. Se prueban fugas en las conexiones que se movieron y se mide el monóxido de carbono en el aire cerca de la estufa.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Agua con jabón para detectar fugas", "Analizador de monóxido de carbono"],
        safetyNotes: "Pruebe fugas solo con agua con jabón, nunca con una flama.",
      },
    ],
    professionalVsDiy:
      "Limpiar y secar las cabezas de los quemadores y volver a asentar las tapas es seguro para usted y quita la mayoría de las flamas disparejas. Si las flamas siguen amarillas, se despegan de los orificios o la estufa alguna vez se convirtió para propano, deje de usar esa hornilla y pida a un técnico que revise los espreos y la presión del gas, porque esas fallas pueden producir monóxido de carbono.",
    seoTitle: "¿Flama dispareja o amarilla en la estufa? Houston",
    seoDescription:
      "¿La flama de la estufa sale dispareja, amarilla o se despega? Vea cómo la causan orificios tapados, tapas chuecas o espreos equivocados, y costos en Houston.",
    seoKeywords: [
      "estufa flama dispareja",
      "flama amarilla en estufa de gas",
      "flama del quemador se despega",
      "orificios del quemador tapados",
      "reparación de estufas en houston",
      "estufa de gas deja hollín en las ollas",
    ],
  },
};
