import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "dryer-not-heating": {
    slug: "secadora-no-calienta",
    name: "Secadora que no calienta",
    description:
      "El tambor gira y el ciclo corre, pero el aire sale frío y la ropa queda húmeda. En las secadoras eléctricas lo más común es un fusible térmico (termofusible) quemado, una resistencia abierta o un termostato dañado; en las de gas casi siempre es el ignitor o las bobinas de la válvula de gas. Un termofusible quemado normalmente indica que el ducto de ventilación está tapado, lo que también es un riesgo de incendio.",
    symptoms: [
      "El tambor gira normal pero el aire de adentro se queda a temperatura ambiente",
      "La ropa sigue húmeda después de uno o más ciclos completos por tiempo",
      "No sale aire caliente por la salida de ventilación de afuera mientras la secadora trabaja",
      "En la secadora de gas el ignitor se pone naranja pero el quemador nunca prende, o el ignitor ni siquiera se pone al rojo",
      "Calienta los primeros minutos del ciclo y luego deja de calentar",
      "Olor a quemado o a pelusa caliente poco antes de que dejara de calentar",
    ],
    causes: [
      "Termofusible quemado, casi siempre por un ducto de ventilación o una caja del ventilador tapados de pelusa",
      "Resistencia de la secadora eléctrica quemada o con la espiral rota",
      "Termostato de límite alto o termostato de ciclo dañado",
      "En secadoras de gas, ignitor rajado o débil, o bobinas de la válvula de gas dañadas",
      "Una fase del breaker doble de 240 V botada, así que el motor trabaja pero a la resistencia no le llega corriente",
      "Sensor de flama dañado en secadoras de gas, o relevador de la resistencia quemado en la tarjeta de control",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie el filtro de pelusa antes de cada carga, y lávelo con agua tibia y jabón cada pocos meses para quitarle la película de las hojitas suavizantes",
      "Mande limpiar todo el ducto de ventilación una vez al año, y cada seis meses si la familia es grande o el ducto mide más de 25 pies",
      "Cambie el ducto de plástico o de aluminio tipo acordeón detrás de la secadora por ducto de metal rígido o semirrígido",
      "Mantenga la tapita de la salida de ventilación de afuera libre para abrir y limpia de pelusa, nidos de pájaros y plantas",
      "No empuje la secadora tan atrás que el ducto de conexión quede aplastado contra la pared",
      "Cambie un termofusible quemado solo después de encontrar y destapar lo que está obstruyendo el ducto y lo hizo quemarse",
    ],
    whyItHappens: {
      primaryCause:
        "Falló una pieza del circuito de calor, casi siempre el termofusible o la resistencia, dañados por falta de flujo de aire.",
      explanation:
        "La secadora calienta el aire con una resistencia eléctrica o un quemador de gas, lo pasa por la ropa que va dando vueltas y saca el aire húmedo por el ducto de ventilación. Cuando la pelusa se acumula en el ducto, el aire caliente no tiene por dónde salir, la caja de la resistencia se sobrecalienta y el termostato de límite alto apaga el calor una y otra vez. Si la temperatura sigue subiendo, el termofusible, que es de un solo uso, se quema para cortar el calor, y los sobrecalentamientos repetidos también debilitan la resistencia y los termostatos. En las secadoras eléctricas el motor trabaja con 120 V mientras la resistencia necesita los 240 V completos, así que con un breaker medio botado la secadora da vueltas pero no calienta.",
      commonTriggers: [
        "Ducto de ventilación o salida en el techo retacados de pelusa",
        "Ducto de aluminio de conexión aplastado detrás de la secadora",
        "Tambor sobrecargado que no deja pasar el aire",
        "Nido de pájaro o tapita atorada en la salida de ventilación de afuera",
        "Picos de voltaje o bajones de luz durante las tormentas de verano",
      ],
      ageFactors:
        "Los termofusibles y las resistencias suelen fallar entre los 5 y 10 años, y los ignitores y las bobinas de la válvula de las secadoras de gas normalmente se gastan entre los 6 y 12 años.",
      usageFactors:
        "Las familias grandes que secan varias cargas al día, y las secadoras que ventilan por ductos largos hasta el techo, como en muchas casas de dos pisos en Houston, se sobrecalientan más seguido y queman las piezas de calor más pronto.",
    },
    repairSteps: [
      {
        title: "Revisar la corriente y el flujo de aire del ducto",
        description:
          "El técnico confirma que a la secadora le lleguen 240 V en las dos fases, o gas en un modelo de gas, y mide el flujo de aire en la salida de ventilación de afuera. Primero se anota si el ducto está obstruido, porque si no se corrige, la pieza nueva volverá a fallar.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Medidor de flujo de aire", "Linterna"],
        safetyNotes:
          "Las secadoras eléctricas trabajan con 240 V, que pueden matar; medir voltaje en el bloque de terminales es trabajo solo para técnicos capacitados.",
      },
      {
        title: "Probar el termofusible, los termostatos y la fuente de calor",
        description:
          "Con la secadora desconectada y el panel trasero o frontal quitado, se mide la continuidad del termofusible, los termostatos de límite alto y de ciclo, y la resistencia. En los modelos de gas se mide la resistencia eléctrica del ignitor, el sensor de flama y las bobinas de la válvula de gas.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Espátula", "Juego de desarmadores"],
        safetyNotes:
          "Desconecte la secadora o apague su breaker de 240 V antes de abrirla. En secadoras de gas, cierre la llave del gas detrás de la secadora antes de desconectar cualquier pieza de gas.",
      },
      {
        title: "Cambiar las piezas dañadas",
        description:
          "Se cambia el fusible, el termostato, la resistencia, el ignitor o las bobinas de la válvula que fallaron por refacciones indicadas para el modelo. Cuando se quemó el termofusible, el técnico también revisa el termostato de ciclo y la resistencia, porque muchas veces fallan juntos.",
        timeRequired: "20-45 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Pinzas de punta", "Multímetro"],
        safetyNotes:
          "La caja de la resistencia y sus espirales tienen orillas filosas y pueden seguir calientes de un ciclo reciente; use guantes.",
      },
      {
        title: "Limpiar el paso del aire y probar el calor",
        description:
          "Se aspira la pelusa de la caja de la resistencia, el ventilador y el ducto, y se pone la secadora en calor alto mientras se revisa la temperatura del aire de salida y el ciclado. En los modelos de gas se prueba que no haya fugas en cada conexión que se movió antes de regresar la secadora a su lugar.",
        timeRequired: "20-30 minutos",
        toolsNeeded: [
          "Juego de cepillos para ductos",
          "Aspiradora de taller",
          "Termómetro infrarrojo",
          "Agua con jabón",
        ],
        safetyNotes:
          "Abra la llave del gas solo después de armar todo y revise cada conexión de gas con agua con jabón; si salen burbujas hay fuga, así que cierre la llave y vuelva a sellar la conexión.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar las dos palancas del breaker, limpiar el filtro de pelusa y el ducto de conexión, y comprobar que la tapita de la salida de afuera se abra con la secadora trabajando. Probar y cambiar termofusibles, resistencias, ignitores o bobinas de la válvula de gas implica cableado de 240 V o conexiones de gas, así que llame a un técnico, y deje de usar una secadora que huela a pelusa quemada.",
    seoTitle: "¿Secadora no calienta? Guía de reparación en Houston",
    seoDescription:
      "¿La secadora da vueltas pero no calienta? Vea las causas, desde el termofusible y la resistencia hasta el ignitor y el ducto tapado, y costos en Houston.",
    seoKeywords: [
      "secadora no calienta",
      "secadora no calienta houston",
      "termofusible de secadora",
      "resistencia de secadora",
      "ignitor de secadora de gas",
      "reparación de secadoras en houston",
    ],
  },
  "dryer-not-tumbling": {
    slug: "secadora-no-gira",
    name: "Secadora que no gira",
    description:
      "La secadora zumba o trabaja pero el tambor no da vueltas, o gira a ratos. Lo más común es una banda rota, una polea tensora o un rodillo del tambor trabado, o un motor que está fallando.",
    symptoms: [
      "El motor trabaja y la secadora zumba, pero el tambor no se mueve",
      "Con la secadora apagada, el tambor gira suelto a mano, sin ninguna resistencia",
      "Se oyó un golpe seco o un tronido justo antes de que el tambor dejara de girar",
      "Rechinido o chillido durante semanas antes de que el tambor se parara",
      "La secadora zumba unos segundos y luego se apaga sin que el tambor se mueva",
      "Olor a hule quemado que sale del gabinete de la secadora",
    ],
    causes: [
      "Banda de transmisión rota o estirada",
      "Polea tensora trabada o gastada que deja que la banda patine o se rompa",
      "Rodillos de soporte del tambor o balero del tambor gastados que frenan demasiado",
      "Motor dañado o interruptor de arranque del motor dañado",
      "Pelusa, un calcetín o una moneda atorados en la turbina del ventilador, que va en la misma flecha del motor",
      "Interruptor de la puerta o interruptor de la banda dañado que no deja arrancar el motor",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "No pase de la capacidad del tambor; las toallas y la ropa de cama mojadas pesan mucho más de lo que parece",
      "Vacíe las bolsas para que las monedas y las llaves no se cuelen por la unión del tambor hasta el ventilador",
      "Mande revisar los rodillos del tambor y la polea tensora si la secadora empieza a rechinar o golpear",
      "Limpie el filtro de pelusa antes de cada carga para que la pelusa no se junte alrededor del ventilador y el motor",
      "Seque las cosas pesadas, como tapetes o tenis, en un tendedero o en cargas chicas",
      "Deje de usar la secadora en cuanto oiga un chillido nuevo o huela a hule",
    ],
    whyItHappens: {
      primaryCause:
        "La banda que gira el tambor se rompió o patina porque la polea tensora, los rodillos o el motor se gastaron.",
      explanation:
        "En la mayoría de las secadoras una sola banda abraza el tambor y la polea del motor, y una polea tensora con resorte la mantiene apretada. Conforme los rodillos del tambor y los baleros de la polea tensora se gastan, frenan más y generan calor, lo que estira la banda hasta que se rompe. El mismo motor mueve la turbina del ventilador, así que un ventilador atorado puede frenar el motor aunque la banda esté bien. Muchas secadoras tienen un interruptor de banda o de puerta en el circuito del motor, y si ese interruptor falla, el tambor tampoco gira.",
      commonTriggers: [
        "Tambor sobrecargado con ropa de cama o toallas mojadas",
        "Rodillos del tambor o baleros de la polea tensora gastados",
        "Objetos atorados en la turbina del ventilador",
        "Banda debilitada por el calor de un ducto de ventilación tapado",
      ],
      ageFactors:
        "Las bandas, las poleas tensoras y los rodillos del tambor normalmente se gastan juntos entre los 6 y 10 años, y los motores suelen durar de 10 a 15 años.",
      usageFactors:
        "Las casas que secan varias cargas pesadas al día, o que seguido secan tapetes, edredones y zapatos, gastan la banda y los rodillos mucho más rápido.",
    },
    repairSteps: [
      {
        title: "Confirmar el motor y los interruptores",
        description:
          "El técnico escucha cómo arranca la secadora, revisa si el motor trabaja y prueba el interruptor de la puerta y el circuito del motor. Así se distingue una falla mecánica de la transmisión de una falla eléctrica.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Multímetro", "Linterna"],
        safetyNotes:
          "Desconecte la secadora o apague su breaker antes de probar los interruptores; las secadoras eléctricas se alimentan con 240 V.",
      },
      {
        title: "Abrir el gabinete y revisar la transmisión",
        description:
          "Se quita la cubierta de arriba, el panel frontal o el trasero para revisar la banda, la polea tensora, los rodillos del tambor y la turbina del ventilador. Los rodillos gastados y una polea tensora que cabecea se detectan girándolos a mano.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Espátula", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Las orillas de los paneles y las uniones del tambor son filosas; use guantes. En secadoras de gas, no jale la línea de gas al sacar la secadora.",
      },
      {
        title: "Cambiar la banda, la polea y los rodillos",
        description:
          "Se saca el tambor y se pone una banda nueva, y si la polea tensora y los rodillos están gastados también se cambian, porque una banda nueva sobre rodillos viejos se gasta rápido. Se saca cualquier objeto atorado en la turbina del ventilador.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Pinzas de punta",
          "Aspiradora de taller",
          "Juego de dados",
        ],
        safetyNotes:
          "El tambor es incómodo de sacar del gabinete; sosténgalo con las dos manos y mantenga los dedos lejos del resorte de la polea tensora.",
      },
      {
        title: "Armar de nuevo y probar",
        description:
          "Se pasa la banda por la polea tensora y la polea del motor, se cierra el gabinete y se pone a trabajar la secadora con una carga. El técnico escucha que el tambor gire parejo y sin ruido, y revisa que arranque de inmediato.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Linterna"],
      },
    ],
    professionalVsDiy:
      "Usted puede revisar que la puerta, al cerrarse, apriete bien el interruptor de la puerta y limpiar la pelusa del hueco del filtro, y si es mañoso puede cambiar una banda con la secadora desconectada. Como detrás de una banda rota casi siempre hay rodillos, poleas o un motor gastados, y hay que sacar el tambor para llegar a ellos, la visita de un técnico por lo general arregla toda la transmisión de una vez y no solo el síntoma.",
    seoTitle: "¿Secadora no gira el tambor? Reparación en Houston",
    seoDescription:
      "¿La secadora trabaja pero el tambor no gira? Vea las causas, desde la banda rota hasta la polea tensora, los rodillos y el motor, y costos en Houston.",
    seoKeywords: [
      "secadora no gira",
      "tambor de secadora no da vueltas",
      "cambio de banda de secadora",
      "polea tensora de secadora",
      "reparación de secadoras en houston",
    ],
  },
  "dryer-takes-too-long": {
    slug: "secadora-tarda-mucho-en-secar",
    name: "Secadora que tarda mucho en secar",
    description:
      "Las cargas que antes se secaban en un ciclo ahora necesitan dos o tres, y la secadora se siente muy caliente por fuera. En la mayoría de los casos el ducto de ventilación está medio tapado con pelusa, lo que desperdicia energía y es una de las causas principales de incendios en casas relacionados con secadoras.",
    symptoms: [
      "Las cargas normales necesitan dos ciclos o más para secarse",
      "La parte de arriba y los lados de la secadora muy calientes al tocarlos",
      "El cuarto de lavado se pone muy caliente y húmedo mientras la secadora trabaja",
      "Sale poco aire por la salida de ventilación de afuera",
      "Olor a pelusa quemada, o ropa que sale muy caliente pero todavía húmeda",
      "Los ciclos de secado automático terminan antes de tiempo con la ropa todavía mojada",
    ],
    causes: [
      "Ducto de ventilación tapado de pelusa, sobre todo en tramos largos y salidas por el techo",
      "Ducto de aluminio de conexión aplastado o doblado detrás de la secadora",
      "Tapita de la salida de afuera atorada cerrada o bloqueada por un nido de pájaro",
      "Termostato de ciclo fallando o resistencia con un tramo de la espiral roto",
      "Barras del sensor de humedad cubiertas con película de suavizante, que terminan antes los ciclos automáticos",
      "Bobinas de la válvula de gas débiles en secadoras de gas, que dejan que la flama se apague a medio ciclo",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie el filtro de pelusa antes de cada carga",
      "Mande limpiar profesionalmente todo el ducto de ventilación por lo menos una vez al año",
      "Mantenga el ducto lo más corto y derecho posible, con ducto de metal rígido y sin tornillos que se metan al paso del aire",
      "Revise que la tapita de afuera se abra por completo cuando la secadora trabaja, y cada primavera fíjese que no haya nidos",
      "Limpie cada pocos meses las barras del sensor de humedad dentro del tambor con alcohol",
      "Asegúrese de que la lavadora exprima bien la ropa, para que la secadora no tenga que sacar el agua que le tocaba a la lavadora",
    ],
    whyItHappens: {
      primaryCause:
        "El aire no circula bien por un ducto tapado de pelusa o aplastado, y el aire húmedo no puede salir del tambor.",
      explanation:
        "La secadora funciona moviendo mucho aire caliente a través de la ropa y sacándolo de la casa; el calor solo sirve si la humedad que recoge puede salir. La pelusa que se pasa del filtro se junta en el ducto, sobre todo en los codos y en los tramos largos o verticales, y cada poquito de obstrucción hace más lento el secado y sube la temperatura del gabinete. Entonces el termostato de límite alto sigue apagando el calor, y los ciclos se alargan. La pelusa es muy inflamable, y un ducto caliente y tapado es un peligro de incendio real.",
      commonTriggers: [
        "Ducto de ventilación sin limpiar por más de un año",
        "Ductos largos que pasan por el ático hasta una salida en el techo",
        "Ducto tipo acordeón de aluminio o plástico aplastado detrás de la secadora",
        "Nidos de pájaros en las salidas de ventilación de afuera durante la primavera",
        "Hojitas suavizantes que dejan una película en el filtro de pelusa y en los sensores",
      ],
      ageFactors:
        "Que el ducto se tape depende del tiempo desde la última limpieza más que de la edad de la secadora, pero los termostatos de ciclo y los sensores de humedad suelen descalibrarse o fallar entre los 7 y 12 años.",
      usageFactors:
        "Las familias grandes, los dueños de mascotas y quien seca muchas toallas generan mucha más pelusa, y en muchas casas de dos pisos en Houston la secadora ventila 20 pies o más por el ático hasta el techo, donde la pelusa se asienta y la salida del techo se tapa.",
    },
    repairSteps: [
      {
        title: "Medir el flujo de aire y la temperatura de salida",
        description:
          "El técnico pone a trabajar la secadora y mide el flujo de aire y la temperatura en la salida del ducto, luego desconecta el ducto de conexión y compara el flujo en la parte de atrás de la secadora. Una diferencia grande indica que la obstrucción está en el ducto y no en la secadora.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Medidor de flujo de aire", "Termómetro infrarrojo", "Linterna"],
        safetyNotes:
          "En una secadora de gas el aire de salida lleva monóxido de carbono; hágala trabajar sin el ducto de conexión solo el momento de la medición, con el cuarto ventilado, y vuelva a conectar el ducto antes de usarla otra vez. No fuerce el conector del gas al jalar la secadora.",
      },
      {
        title: "Limpiar el ducto y la salida de ventilación",
        description:
          "Todo el ducto se cepilla y se aspira desde ambos extremos con cepillos rotativos, y se destapa la salida de la pared o del techo. El ducto de aluminio de conexión aplastado se cambia por ducto de metal semirrígido o rígido.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Juego de cepillos rotativos para ductos",
          "Aspiradora de taller",
          "Cinta de aluminio",
          "Juego de llaves de dado tipo desarmador",
        ],
        safetyNotes:
          "Limpiar una salida en el techo requiere precauciones con la escalera y al subir al techo; en secadoras de gas, no fuerce el conector del gas al separar la secadora de la pared.",
      },
      {
        title: "Limpiar por dentro y probar las piezas de calor",
        description:
          "Con la secadora desconectada, se aspira la pelusa del hueco del filtro, el ventilador y la zona de la resistencia. Se prueban el termostato de ciclo, la resistencia o las bobinas de la válvula de gas y el sensor de humedad contra las especificaciones.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Multímetro", "Aspiradora de taller", "Juego de llaves de dado tipo desarmador", "Espátula"],
        safetyNotes:
          "Desconecte la secadora o apague su breaker de 240 V antes de abrirla; en secadoras de gas, cierre la llave del gas antes de desconectar las piezas de gas.",
      },
      {
        title: "Cambiar piezas dañadas y comprobar el tiempo de secado",
        description:
          "Se cambia cualquier termostato, resistencia, bobina o sensor dañado, se conecta la secadora al ducto ya limpio y se seca una carga normal. El técnico confirma que el ciclo dure lo normal y que la temperatura del aire de salida sea segura.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Termómetro infrarrojo", "Agua con jabón"],
        safetyNotes:
          "Si se movió alguna conexión de gas, abra la llave del gas y revise cada conexión con agua con jabón antes de dejar la secadora trabajando.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, limpiar el filtro de pelusa y los primeros pies de ducto detrás de la secadora, cambiar un ducto de aluminio aplastado y revisar la tapita de afuera. Los ductos largos y las salidas por el ático o el techo necesitan equipo profesional de cepillado, y si con el ducto limpio sigue secando lento, un técnico debe probar los termostatos, la resistencia o la válvula de gas; no siga usando una secadora cuyo gabinete quema al tocarlo.",
    seoTitle: "¿Secadora tarda mucho en secar? Reparación en Houston",
    seoDescription:
      "¿La ropa necesita dos ciclos? Vea por qué, desde ductos tapados de pelusa hasta termostatos que fallan, y evite el riesgo de incendio. Costos en Houston.",
    seoKeywords: [
      "secadora tarda mucho en secar",
      "secadora no seca bien",
      "limpieza de ducto de secadora houston",
      "ducto de secadora tapado",
      "reparación de secadoras en houston",
    ],
  },
  "dryer-loud-noise": {
    slug: "secadora-hace-mucho-ruido",
    name: "Secadora que hace mucho ruido",
    description:
      "La secadora golpea, chilla, raspa o ruge mientras gira el tambor. Estos ruidos casi siempre vienen de piezas móviles gastadas, como los rodillos del tambor, la polea tensora, los deslizadores del tambor o la turbina del ventilador, y suelen hacerse más fuertes hasta que la pieza falla.",
    symptoms: [
      "Golpeteo rítmico en cada vuelta del tambor",
      "Chillido o rechinido agudo que empieza con el ciclo",
      "Ruido de raspado o tallado al frente o atrás del tambor",
      "Traqueteo fuerte o rugido en la zona del ventilador, abajo al frente",
      "Clic o tic-tac que se acelera conforme gira el tambor",
      "Marcas negras o polvo de hule alrededor del borde del tambor o dentro del gabinete",
    ],
    causes: [
      "Rodillos de soporte del tambor gastados o con partes planas",
      "Balero de la polea tensora gastado",
      "Deslizadores o sellos de fieltro del tambor gastados en secadoras con soporte al frente",
      "Balero o flecha trasera del tambor gastados",
      "Turbina del ventilador floja en la flecha del motor o golpeada por una moneda o una bola de pelusa",
      "Monedas, botones o cierres atrapados entre el tambor y el gabinete",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Vacíe las bolsas y cierre los cierres antes de secar",
      "No sobrecargue la secadora, porque eso pone más peso sobre los rodillos y los deslizadores",
      "Mantenga la secadora nivelada para que el tambor corra parejo sobre sus rodillos",
      "Seque los tenis en una bolsa de malla o en el accesorio para zapatos",
      "Cuando se cambie la banda, cambie también los rodillos y la polea tensora si están gastados",
      "Mande revisar pronto cualquier chillido nuevo, antes de que una polea dañada reviente la banda",
    ],
    whyItHappens: {
      primaryCause:
        "Las piezas que cargan el tambor al girar, como rodillos, poleas, deslizadores o baleros, están gastadas.",
      explanation:
        "El tambor de una secadora llena da unas 50 vueltas por minuto durante una hora seguida, apoyado en rodillos, deslizadores o un balero trasero. Esas piezas se van aplanando o se quedan sin lubricación, y el ruido pasa de un rechinido leve a un golpeteo o un tallado conforme aumenta el desgaste. El balero de la polea tensora gira mucho más rápido que el tambor y casi siempre es el primero en chillar. El calor de un ducto tapado seca la grasa de los baleros y acelera el desgaste.",
      commonTriggers: [
        "Cargas pesadas de toallas, ropa de cama o tapetes",
        "Secadora desnivelada",
        "Cosas olvidadas en las bolsas",
        "Calor excesivo por un ducto medio tapado",
      ],
      ageFactors:
        "Las poleas tensoras y los rodillos del tambor suelen empezar a hacer ruido entre los 6 y 10 años, y los deslizadores del tambor en los modelos con soporte al frente se gastan entre los 7 y 12 años.",
      usageFactors:
        "Las secadoras que trabajan varias cargas al día, o que seguido secan cosas pesadas como zapatos y tapetes, gastan sus piezas de soporte mucho más rápido.",
    },
    repairSteps: [
      {
        title: "Ubicar de dónde viene el ruido",
        description:
          "El técnico pone a trabajar la secadora vacía y con carga, y gira el tambor a mano con la secadora desconectada para ubicar el ruido. Los golpes apuntan a los rodillos, los chillidos a la polea tensora, y el raspado a los deslizadores o a algo atrapado.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Linterna", "Estetoscopio de mecánico"],
      },
      {
        title: "Abrir el gabinete y revisar las piezas",
        description:
          "Se quitan el panel frontal o trasero y el tambor para revisar los rodillos, la polea tensora, los deslizadores, los sellos de fieltro, el balero del tambor y la turbina del ventilador. Se saca cualquier objeto que esté entre el tambor y el gabinete.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Espátula", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Primero desconecte la secadora o apague su breaker de 240 V, y use guantes, porque las orillas del gabinete y del tambor son filosas.",
      },
      {
        title: "Cambiar las piezas gastadas",
        description:
          "Se cambian los rodillos, la polea tensora, los deslizadores, los sellos de fieltro o el balero trasero gastados, casi siempre juntos en un kit para que el tambor gire parejo. Si la turbina del ventilador está floja, se aprieta o se cambia.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Juego de dados",
          "Juego de llaves de dado tipo desarmador",
          "Pinzas de punta",
          "Grasa para alta temperatura",
        ],
        safetyNotes:
          "Sostenga el tambor al sacarlo y mantenga los dedos lejos de la tensión del resorte de la polea tensora.",
      },
      {
        title: "Armar de nuevo y comprobar que ya no suene",
        description:
          "Se vuelven a colocar el tambor y la banda, se nivela la secadora, se conecta al ducto y se seca una carga completa. El técnico confirma que el ruido desapareció y que el tambor gira suave.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Nivel", "Juego de llaves de dado tipo desarmador"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, nivelar la secadora, revisar que no haya nada atorado en la ranura del filtro de pelusa y escuchar bien para confirmar que el ruido viene de la secadora y no de un ducto flojo. Cambiar rodillos, poleas o deslizadores requiere sacar el tambor, así que la mayoría de la gente llama a un técnico; una secadora ruidosa casi nunca es una emergencia, pero una pieza que talla o chilla debe cambiarse antes de que reviente la banda.",
    seoTitle: "¿Secadora ruidosa? Guía de reparación en Houston",
    seoDescription:
      "¿La secadora golpea, chilla o talla? Vea qué pieza gastada tiene la culpa, desde los rodillos del tambor hasta la polea tensora, y costos en Houston.",
    seoKeywords: [
      "secadora hace mucho ruido",
      "secadora rechina",
      "secadora hace ruido de golpes",
      "rodillos de secadora",
      "reparación de secadoras en houston",
    ],
  },
  "dryer-wont-start": {
    slug: "secadora-no-enciende",
    name: "Secadora que no enciende",
    description:
      "La secadora no da señales de vida al presionar Start (Inicio), o las luces se prenden y hace clic o zumba pero el motor nunca arranca. Las causas más comunes son un breaker botado, un interruptor de la puerta o de arranque dañado, un termofusible quemado o una tarjeta de control dañada.",
    symptoms: [
      "Nada de pantalla, luces ni sonido al presionar Start",
      "La pantalla funciona pero la secadora no hace nada al presionar Start",
      "La secadora zumba un momento pero el tambor no gira",
      "Se oye un clic en el control pero el motor no arranca",
      "La secadora dejó de funcionar después de una tormenta o un apagón",
      "La luz del tambor no se prende al abrir la puerta",
    ],
    causes: [
      "Breaker doble de 240 V botado o cable de corriente flojo en el bloque de terminales",
      "Interruptor de la puerta dañado",
      "Interruptor de arranque o tarjeta de la interfaz (panel de botones) dañados",
      "Termofusible quemado, que en muchos modelos Whirlpool, Maytag y Kenmore corta el circuito del motor",
      "Motor dañado o interruptor centrífugo del motor dañado",
      "Tarjeta de control principal dañada por un pico de voltaje o por el calor",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Mantenga limpio el ducto de ventilación para que el termofusible no se queme por sobrecalentamiento",
      "Use un supresor de picos para toda la casa para ayudar a proteger la tarjeta de control de la secadora",
      "Apague la secadora desde el breaker antes de que llegue un huracán o una tormenta tropical, y espere a que la luz esté estable antes de volver a usarla",
      "Cierre la puerta con firmeza pero sin azotarla para cuidar el interruptor y el seguro de la puerta",
      "Mande revisar el cable de corriente y el bloque de terminales si nota plástico quemado o descolorido atrás de la secadora",
      "Aspire la pelusa y el polvo de debajo y de atrás de la secadora una o dos veces al año, porque se junta alrededor del motor y sus interruptores",
    ],
    whyItHappens: {
      primaryCause:
        "La secadora se quedó sin corriente, o un interruptor, un fusible o la tarjeta de control está bloqueando el circuito del motor.",
      explanation:
        "Para arrancar, una secadora necesita corriente, el interruptor de la puerta cerrado, en muchos modelos el termofusible en buen estado, y un interruptor de arranque o una tarjeta de control que le mande corriente al motor. Si cualquiera de esas piezas se abre, la secadora se queda muerta o solo zumba. Las conexiones flojas en el bloque de terminales se calientan y se queman, y los picos de voltaje dañan las tarjetas de control. Las tormentas de verano de Houston y los picos cuando regresa la luz después de los apagones de temporada de huracanes son una causa común en las secadoras electrónicas.",
      commonTriggers: [
        "Rayos y picos de voltaje cuando regresa la luz",
        "Ducto tapado de pelusa que sobrecalienta la secadora y quema el termofusible",
        "Interruptor de la puerta gastado por azotarla",
        "Cable de corriente flojo en el bloque de terminales",
      ],
      ageFactors:
        "Los interruptores de puerta y de arranque suelen fallar entre los 5 y 10 años, y los motores entre los 10 y 15 años.",
      usageFactors:
        "Las casas que usan la secadora varias veces al día gastan más pronto los interruptores de puerta y los motores, y las secadoras que ventilan por ductos largos por el ático o el techo queman el termofusible más seguido.",
    },
    repairSteps: [
      {
        title: "Revisar la corriente en el breaker y el contacto",
        description:
          "El técnico confirma que las dos fases del breaker doble estén arriba y mide el voltaje en el contacto. Se revisan el cable y el bloque de terminales por si hay conexiones quemadas o flojas.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Multímetro", "Linterna", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Los contactos de secadora tienen 240 V; solo un técnico capacitado debe probar circuitos con corriente. Apague el breaker antes de tocar el bloque de terminales.",
      },
      {
        title: "Probar el interruptor de la puerta, el de arranque y el termofusible",
        description:
          "Con la secadora desconectada, se mide la continuidad del interruptor de la puerta, el interruptor de arranque y el termofusible. Si el termofusible está quemado, el técnico también revisa el ducto y el circuito de calor.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Multímetro", "Espátula", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Desconecte la secadora o apague su breaker antes de quitar los paneles; las orillas de la lámina son filosas.",
      },
      {
        title: "Probar el motor y la tarjeta de control",
        description:
          "Se revisan el embobinado del motor y el interruptor centrífugo, y se prueban las salidas de la tarjeta de control. Se identifican los cables o relevadores quemados que hay que cambiar.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Diagrama eléctrico"],
        safetyNotes:
          "Mantenga la secadora desconectada mientras desconecta el motor; en secadoras de gas, cierre la llave del gas antes de sacar la secadora.",
      },
      {
        title: "Cambiar la pieza dañada y probar",
        description:
          "Se cambia el interruptor, el fusible, el motor o la tarjeta que falló y se repara cualquier cable dañado. Se corre un ciclo completo para confirmar que la secadora arranca, calienta y gira normal.",
        timeRequired: "20-45 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Multímetro", "Agua con jabón"],
        safetyNotes:
          "En secadoras de gas, vuelva a abrir la llave del gas después de armar todo y revise con agua con jabón las conexiones que se movieron.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar que las dos palancas del breaker estén bien arriba, asegurarse de que la puerta cierre firme y, después de un apagón, esperar un minuto antes de volver a intentar. Como las secadoras trabajan con 240 V y muchas fallas de arranque requieren pruebas con corriente, el interruptor de la puerta, el termofusible, el motor y la tarjeta de control los debe probar un técnico.",
    seoTitle: "¿Secadora no enciende? Guía de reparación en Houston",
    seoDescription:
      "¿La secadora no prende o solo zumba? Vea las causas, desde el breaker botado y el interruptor de puerta hasta el termofusible y el motor, y costos en Houston.",
    seoKeywords: [
      "secadora no enciende",
      "secadora no prende",
      "interruptor de puerta de secadora",
      "termofusible secadora no arranca",
      "reparación de secadoras en houston",
    ],
  },
};
