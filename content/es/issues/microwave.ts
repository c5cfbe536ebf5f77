import type { RepairIssueWords } from "../../translation-types.ts";

const HIGH_VOLTAGE_WARNING =
  "El capacitor de alto voltaje puede guardar una carga mortal aun con el microondas desconectado. Solo un técnico capacitado abre el gabinete y lo descarga; el dueño de casa nunca debe quitar la cubierta exterior.";

export const issueWords: Record<string, RepairIssueWords> = {
  "microwave-not-heating": {
    slug: "microondas-no-calienta",
    name: "Microondas no calienta",
    description:
      "El microondas funciona, con la luz prendida, el ventilador soplando y el plato girando, pero la comida sigue fría. Eso quiere decir que la parte de bajo voltaje está bien y que falló una pieza del circuito de alto voltaje, el que produce las microondas.",
    symptoms: [
      "La luz, el ventilador y el plato funcionan normal, pero la comida sigue fría",
      "Una taza de agua apenas se entibia después de dos minutos en potencia alta",
      "Un zumbido fuerte mientras funciona que antes no tenía",
      "Calienta unos segundos y luego deja de calentar aunque sigue funcionando",
      "Olor a quemado o a cable eléctrico saliendo por las rejillas",
      "Se bota el breaker de la casa o el microondas se apaga por completo al oprimir Start",
    ],
    causes: [
      "Magnetrón dañado",
      "Diodo de alto voltaje en corto o abierto",
      "Capacitor de alto voltaje dañado",
      "Devanado del transformador de alto voltaje abierto o en corto",
      "Fusible térmico del magnetrón o de la cavidad disparado",
      "Interruptor de la puerta (interlock) defectuoso que le corta la corriente al circuito de alto voltaje",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "Nunca prenda el microondas vacío; si no hay nada que absorba la energía, esta rebota de vuelta al magnetrón",
      "No meta metal, papel aluminio ni platos con orillas metálicas, a menos que el manual diga lo contrario",
      "Mantenga limpia de grasa y salpicaduras la tapa de la guía de ondas, en la pared de la cavidad",
      "Deje descansar el microondas unos minutos entre cocciones largas seguidas",
      "Mantenga libres las rejillas de ventilación y, en los modelos sobre la estufa, limpie los filtros de grasa cada mes",
      "Conecte el microondas en su propio circuito en vez de compartir el enchufe con la cafetera o el tostador",
    ],
    whyItHappens: {
      primaryCause: "Falló el magnetrón, el diodo, el capacitor o el transformador del circuito de alto voltaje.",
      explanation:
        "El transformador de alto voltaje sube los 120 voltios de la casa a unos 2,000 voltios, y el diodo y el capacitor de alto voltaje los duplican a unos 4,000 voltios DC para alimentar el magnetrón. El magnetrón convierte esa energía en las microondas de 2.45 GHz que calientan la comida. La luz, el ventilador y el plato giratorio trabajan con 120 voltios, así que siguen funcionando aunque falle cualquier pieza del circuito de alto voltaje. Un diodo o capacitor en corto muchas veces causa un zumbido fuerte, y un magnetrón dañado también puede disparar un fusible térmico.",
      commonTriggers: [
        "Prender el microondas vacío o con cargas muy pequeñas",
        "Chispas por metal o por una tapa de guía de ondas sucia",
        "Rejillas de ventilación tapadas que sobrecalientan el magnetrón",
        "Una subida de voltaje durante una tormenta que daña el diodo o el control",
      ],
      ageFactors: "Los magnetrones y los diodos de alto voltaje suelen fallar después de 6-10 años de uso normal.",
      usageFactors:
        "Cocinar mucho tiempo en potencia máxima, recalentar varias veces al día y calentar cargas muy chicas, como una sola taza, le exigen más al magnetrón.",
    },
    repairSteps: [
      {
        title: "Confirmar la falla y descargar el capacitor",
        description:
          "El técnico hace una prueba cronometrada calentando agua para confirmar que el microondas no calienta; luego lo desconecta y quita el gabinete. Descarga el capacitor de alto voltaje con una herramienta de descarga aislada y confirma con el multímetro que marca cero voltios.",
        timeRequired: "15 minutos",
        toolsNeeded: [
          "Taza medidora y termómetro",
          "Herramienta aislada para descargar el capacitor",
          "Multímetro",
          "Juego de llaves de tuerca (nut drivers)",
        ],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        title: "Probar el diodo, el capacitor y los interruptores de la puerta",
        description:
          "Se revisa el diodo de alto voltaje con un medidor capaz de polarizarlo en directa, se prueba el capacitor para ver si está en corto y si tiene su capacitancia, y se verifica que cada interruptor de la puerta funcione bien. Un diodo dañado es la reparación barata más común.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Medidor de capacitancia", "Probador de diodos de alto voltaje"],
        safetyNotes: "Trabaje solo con el capacitor totalmente descargado y el microondas desconectado.",
      },
      {
        title: "Probar el magnetrón, el transformador y el fusible térmico",
        description:
          "Se mide que el filamento del magnetrón tenga baja resistencia y que no haga corto con la carcasa, se miden los devanados del transformador y se revisa la continuidad de los fusibles térmicos. Así se identifica la pieza de alto voltaje que falló.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de tuerca (nut drivers)"],
        safetyNotes:
          "Mantenga el microondas desconectado y vuelva a confirmar que el capacitor esté descargado antes de tocar cualquier terminal.",
      },
      {
        title: "Cambiar las piezas y hacer pruebas de calentamiento y de fugas",
        description:
          "Se cambia la pieza dañada y se vuelve a instalar el gabinete con todos sus tornillos. El técnico repite la prueba de calentar agua y revisa alrededor de la puerta con un medidor de fugas de microondas para confirmar que la emisión quede muy por debajo del límite federal de 5 mW/cm².",
        timeRequired: "20-40 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Medidor de fugas de microondas",
          "Taza medidora y termómetro",
        ],
        safetyNotes: "Nunca haga funcionar el microondas sin el gabinete puesto.",
      },
    ],
    professionalVsDiy:
      "Usted puede revisar con toda seguridad el breaker, asegurarse de que la puerta cierre bien y calentar una taza de agua por un minuto para confirmar la falla. Todas las piezas que causan este problema están dentro del gabinete, junto a un capacitor que puede guardar una carga mortal aunque esté desconectado, así que nunca lo abra; llame a un técnico y, si es un modelo de mostrador barato, pregunte si conviene más cambiarlo que repararlo.",
    seoTitle: "¿Microondas no calienta? Reparación en Houston",
    seoDescription:
      "¿Su microondas funciona pero no calienta? Vea cómo fallan el magnetrón, el diodo y el capacitor, por qué no es trabajo de aficionado y cuánto cuesta en Houston.",
    seoKeywords: [
      "microondas no calienta",
      "microondas prende pero no calienta",
      "cambio de magnetron microondas",
      "diodo de alto voltaje microondas",
      "reparación de microondas houston",
    ],
  },
  "microwave-turntable-not-spinning": {
    slug: "microondas-plato-no-gira",
    name: "El plato del microondas no gira",
    description:
      "El plato de vidrio se queda quieto o gira a tirones mientras el microondas calienta, y la comida se cocina disparejo. Por lo general es un acoplador gastado, un aro de rodillos sucio o un motor del plato dañado.",
    symptoms: [
      "El plato de vidrio no se mueve mientras el microondas calienta",
      "La comida queda caliente de un lado y fría del otro",
      "Ruido de raspado o clics debajo del piso de la cavidad",
      "El plato se tambalea, brinca o gira disparejo sobre el aro de rodillos",
      "El plato solo gira si lo empuja con la mano",
      "El plato gira unos segundos y luego se detiene",
    ],
    causes: [
      "Motor del plato giratorio dañado, debajo del piso de la cavidad",
      "Acoplador del plato giratorio gastado o roto",
      "Aro de rodillos sucio, gastado o roto",
      "Plato de vidrio mal asentado sobre el acoplador",
      "Derrames que se colaron por el hoyo del eje del acoplador y trabaron el motor",
      "Cable del motor del plato roto o relevador del control dañado",
    ],
    repairTime: "30-60 minutos",
    prevention: [
      "Limpie el aro de rodillos y la pista del piso de la cavidad cada una o dos semanas",
      "Antes de cada uso, asiente bien el plato de vidrio sobre el acoplador para que quede parejo",
      "Limpie los derrames enseguida para que el líquido no se cuele por el hoyo del acoplador hasta el motor",
      "Use recipientes que quepan dentro del plato y no rocen las paredes de la cavidad",
      "Evite poner sobre el plato recipientes muy pesados de hierro fundido o de barro",
      "Deje enfriar el plato de vidrio antes de lavarlo para que no se quiebre",
    ],
    whyItHappens: {
      primaryCause: "Un acoplador gastado, un aro de rodillos sucio o un motor del plato dañado.",
      explanation:
        "Un motorcito de baja velocidad, debajo del piso de la cavidad, hace girar un acoplador de plástico, y el plato de vidrio descansa sobre ese acoplador y sobre un aro de rodillos. Con el tiempo el acoplador de plástico se gasta o se raja, y los residuos de comida en la pista de los rodillos agregan una resistencia que el motor pequeño no puede vencer. Los derrames que bajan por el hoyo del eje llegan al motor y pueden hacerle corto o trabarlo. Los recipientes pesados que rozan las paredes también frenan el motor y le gastan los engranes.",
      commonTriggers: [
        "Comida derramada en el piso de la cavidad",
        "Recipientes pesados o demasiado grandes",
        "Plato de vidrio descentrado sobre el acoplador",
        "Acoplador rajado al dejar caer el plato en su lugar",
      ],
      ageFactors:
        "Los acopladores y aros de rodillos se pueden gastar en 3-5 años, mientras que los motores del plato suelen durar 6-10 años.",
      usageFactors:
        "Los microondas que se usan muchas veces al día, sobre todo con recipientes pesados o con comida que se derrama seguido al hervir, gastan más rápido las piezas del plato.",
    },
    repairSteps: [
      {
        title: "Revisar el plato, el aro de rodillos y el acoplador",
        description:
          "El técnico saca el plato de vidrio y el aro de rodillos, revisa si el acoplador tiene grietas o las puntas de arrastre redondeadas y limpia la pista. Muchas veces basta con cambiar el acoplador o el aro de rodillos.",
        timeRequired: "5 minutos",
        toolsNeeded: ["Linterna", "Trapo de limpieza"],
      },
      {
        title: "Llegar al motor del plato",
        description:
          "Con el microondas desconectado, el técnico abre el panel de acceso de abajo o baja de su soporte de pared la unidad que va sobre la estufa. Al motor se llega por debajo del piso de la cavidad.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Taladro"],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        title: "Probar el motor y su cableado",
        description:
          "Se mide la resistencia del devanado del motor y se revisa el cableado hasta la tarjeta de control. Si el motor sale bien, el técnico revisa la salida del relevador del plato en el control.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Multímetro"],
        safetyNotes:
          "Mantenga el microondas desconectado y el capacitor de alto voltaje descargado durante las pruebas.",
      },
      {
        title: "Cambiar el motor o el acoplador y probar",
        description:
          "Se cambia el motor o el acoplador dañado y se vuelve a colocar el panel o la unidad. Se prende el microondas con una taza de agua para confirmar que el plato gire parejo y sin tirones.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores"],
        safetyNotes:
          "Los microondas que van sobre la estufa pesan 50 libras o más; se necesitan dos personas para volver a subirlo a su soporte de pared.",
      },
    ],
    professionalVsDiy:
      "Usted puede limpiar sin peligro el aro de rodillos y la pista, volver a asentar el plato y cambiar un acoplador o un aro de rodillos quebrado, porque esas piezas están dentro de la cavidad. Algunos modelos además tienen un botón para apagar el plato giratorio que quizá se oprimió sin querer. Cambiar el motor significa abrir el gabinete o bajar de la pared la unidad que va sobre la estufa, y eso le toca a un técnico por el capacitor de alto voltaje que lleva adentro.",
    seoTitle: "¿El plato del microondas no gira? Reparación en Houston",
    seoDescription:
      "¿El plato del microondas no gira? Vea cómo lo frenan un acoplador gastado, un aro de rodillos sucio o un motor dañado, qué puede revisar y costos en Houston.",
    seoKeywords: [
      "plato del microondas no gira",
      "microondas no da vueltas",
      "motor del plato giratorio microondas",
      "cambio de acoplador microondas",
      "reparación de microondas houston",
    ],
  },
  "microwave-sparking": {
    slug: "microondas-echa-chispas",
    name: "Microondas echa chispas",
    description:
      "Destellos, chasquidos o chispitas dentro de la cavidad quieren decir que la energía está haciendo arco hacia algún metal o hacia residuos carbonizados. Deje de usar el microondas de inmediato: si sigue chispeando, quema piezas, puede dañar el magnetrón y puede provocar un incendio.",
    symptoms: [
      "Destellos brillantes o chispas dentro de la cavidad mientras funciona",
      "Chasquidos o tronidos mientras calienta",
      "Marcas negras de quemadura en la tapa de la guía de ondas, en la pared de la cavidad",
      "Olor a quemado o humo saliendo de la cavidad",
      "Pintura descarapelada o manchas de óxido en las paredes o el techo de la cavidad",
      "Chispas alrededor de la rejilla metálica o sus soportes, en los modelos que la traen",
    ],
    causes: [
      "Tapa de la guía de ondas empapada de grasa o quemada",
      "Papel aluminio, alambritos de bolsa, cubiertos o platos con orillas metálicas dentro de la cavidad",
      "Pintura de la cavidad descarapelada que deja expuesto el metal desnudo u oxidado",
      "Rejilla metálica dañada o soportes de la rejilla gastados",
      "Salpicaduras de comida carbonizadas en el techo de la cavidad o en la puerta",
      "Capuchón de la antena del magnetrón dañado",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "Tape la comida con una tapa para microondas o una toalla de papel para que no salpique las paredes ni la tapa de la guía de ondas",
      "Después de un derrame, limpie la cavidad, el techo y la tapa de la guía de ondas con un trapo húmedo",
      "No meta papel aluminio, alambritos de bolsa ni platos con orillas doradas o plateadas",
      "Si su modelo trae rejilla metálica, sáquela cuando no la esté usando",
      "Mande retocar la pintura descarapelada de la cavidad con pintura para microondas aprobada por el fabricante antes de que se extienda el óxido",
      "Nunca prenda el microondas vacío",
    ],
    whyItHappens: {
      primaryCause:
        "La energía de las microondas hace arco hacia metal, acero expuesto de la cavidad o residuos carbonizados.",
      explanation:
        "Las microondas concentran el campo eléctrico en el metal delgado y en las orillas filosas, por eso el papel aluminio, una orilla metálica o un punto sin pintura en la cavidad pueden hacer arco. La grasa y la comida que se impregnan en la tapa de la guía de ondas, el panel de la pared por donde entran las microondas, se carbonizan y empiezan a conducir corriente, y cada chispa quema un camino conductor más grande. Una vez que empieza a chispear, suele empeorar, hasta que atraviesa la tapa y deja expuesta la antena del magnetrón. Por eso hay que parar en cuanto aparecen chispas y no seguir usándolo así.",
      commonTriggers: [
        "Salpicaduras de comida sin tapar",
        "Platos de metal o con orillas metálicas",
        "Pintura de la cavidad descarapelada por golpes de platos o por tallar",
        "Prender el microondas vacío",
      ],
      ageFactors:
        "La tapa de la guía de ondas normalmente hay que cambiarla después de 3-6 años de uso normal, y la pintura de la cavidad empieza a descarapelarse a los 5-8 años.",
      usageFactors:
        "Cocinar sin tapar comidas grasosas o con mucha salsa y tallar la cavidad con fibras abrasivas hacen mucho más probable que salten chispas.",
    },
    repairSteps: [
      {
        title: "Revisar la cavidad y la tapa de la guía de ondas",
        description:
          "El técnico revisa las paredes, el techo, los soportes de la rejilla y la tapa de la guía de ondas buscando quemaduras, metal expuesto y caminos de carbón. El lugar de la quemadura indica dónde se está formando el arco.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Linterna", "Espejo de inspección"],
        safetyNotes:
          "Si se prende fuego dentro del microondas, mantenga la puerta cerrada, corte la corriente en el enchufe o en el breaker, y llame al 911 si el fuego no se apaga.",
      },
      {
        title: "Cambiar la tapa de la guía de ondas y limpiar la guía",
        description:
          "Se quita la tapa quemada y se limpia la grasa y el carbón de la abertura de la guía de ondas. Se coloca una tapa nueva, ya sea la pieza de fábrica o una cortada de lámina de mica con la forma exacta.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de desarmadores", "Lámina de mica", "Tijeras", "Desengrasante"],
        safetyNotes: "Desconecte el microondas antes de trabajar dentro de la cavidad.",
      },
      {
        title: "Reparar la cavidad y revisar el magnetrón",
        description:
          "Las partes descarapeladas u oxidadas se lijan ligeramente y se cubren con pintura para cavidad de microondas, y se cambian los soportes de la rejilla dañados. Si el arco quemó hasta la guía de ondas, se abre el gabinete, se inspecciona la antena del magnetrón y se cambia el magnetrón si está dañado.",
        timeRequired: "20-45 minutos",
        toolsNeeded: [
          "Lija fina",
          "Pintura para cavidad de microondas",
          "Herramienta aislada para descargar el capacitor",
          "Juego de llaves de tuerca (nut drivers)",
        ],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        title: "Prueba de funcionamiento y de fugas",
        description:
          "Cuando la pintura ya curó, se prende el microondas con una taza de agua y se vigila que no vuelva a chispear. Con un medidor de fugas se revisa alrededor de la puerta y del gabinete para confirmar que la emisión sea segura.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Medidor de fugas de microondas", "Taza medidora"],
      },
    ],
    professionalVsDiy:
      "Deje de usar el microondas, desconéctelo, saque cualquier metal y limpie la cavidad y la tapa de la guía de ondas; eso lo puede hacer usted sin peligro, y también puede cambiar una tapa de guía de ondas que vaya sujeta con clips por dentro de la cavidad. Si sigue chispeando, si la tapa está quemada de lado a lado o si después ya no calienta, un técnico tiene que revisar el magnetrón, que está detrás del gabinete junto al capacitor de alto voltaje.",
    seoTitle: "¿Microondas echa chispas? Reparación en Houston",
    seoDescription:
      "¿Chispas o destellos dentro del microondas? Deje de usarlo. Vea cómo la tapa de la guía de ondas, la pintura y el metal causan arcos, y costos en Houston.",
    seoKeywords: [
      "microondas echa chispas",
      "microondas chispea por dentro",
      "cambio de tapa de guia de ondas microondas",
      "chispas dentro del microondas",
      "reparación de microondas houston",
    ],
  },
  "microwave-buttons-not-working": {
    slug: "microondas-botones-no-funcionan",
    name: "Los botones del microondas no funcionan",
    description:
      "Algunos o todos los botones del teclado no responden, hay que apretarlos muy fuerte o marcan otra cosa. Casi siempre la falla está en el teclado de membrana o en su cable plano, aunque una tarjeta de control dañada por una subida de voltaje da síntomas parecidos.",
    symptoms: [
      "Algunas teclas no hacen nada mientras otras funcionan bien",
      "Los botones solo responden si los aprieta muy fuerte o varias veces",
      "Al oprimir una tecla marca otro número u otra función",
      "El microondas pita o arranca solo sin que nadie toque una tecla",
      "La superficie del teclado está inflada, rajada o despegándose",
      "La pantalla está en blanco o muestra caracteres revueltos aunque el microondas tiene corriente",
    ],
    causes: [
      "Teclado de membrana gastado o rajado",
      "Cable plano del teclado rajado o flojo en el conector de la tarjeta de control",
      "Humedad del vapor o de limpiadores en spray que se filtró detrás del teclado",
      "Tarjeta de control dañada por una subida de voltaje",
      "Bloqueo de controles o seguro para niños activado",
      "Fusible principal quemado que le corta la corriente al control, muchas veces después de una falla de un interruptor de la puerta",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "Rocíe el limpiador en un trapo, nunca directo sobre el teclado",
      "Oprima las teclas con la yema del dedo, no con la uña, un cubierto ni los nudillos",
      "Prenda el extractor cuando cocine en la estufa que está debajo de un microondas de sobre estufa, para que el vapor no se condense en el teclado",
      "Conecte los modelos de mostrador a un enchufe o regleta con protector contra picos de voltaje",
      "Desconecte el microondas de mostrador durante las tormentas fuertes de verano",
      "Aprenda a quitar el bloqueo de controles de su modelo antes de suponer que está descompuesto",
    ],
    whyItHappens: {
      primaryCause: "Un teclado de membrana o un cable plano gastado que ya no cierra el circuito al oprimir la tecla.",
      explanation:
        "Un teclado de membrana es como un sándwich de capas delgadas de plástico con pistas conductoras impresas; al oprimir una tecla se juntan dos pistas, y la tarjeta de control lee ese contacto a través de un cable plano. Las pistas se gastan con el uso, y la humedad o los limpiadores en spray que se meten entre las capas las corroen, así que las teclas dejan de responder o se ponen en corto entre sí y marcan funciones solas. La cola del cable plano se puede rajar donde se dobla para entrar a la tarjeta de control. En el área de Houston, las subidas de voltaje de las tormentas de verano y el regreso de la luz después de un apagón también dañan directamente la tarjeta de control.",
      commonTriggers: [
        "Limpiador rociado directo sobre el panel de control",
        "Vapor que sube al cocinar en la estufa de abajo",
        "Subida de voltaje durante una tormenta",
        "Apretar con fuerza y seguido las mismas teclas, como Start o +30 sec",
      ],
      ageFactors:
        "Los teclados de membrana normalmente se gastan después de 5-8 años, y las teclas más usadas son las primeras en fallar.",
      usageFactors:
        "El uso diario intenso de unas cuantas teclas y las cocinas húmedas donde se cocina mucho en la estufa acortan la vida del teclado.",
    },
    repairSteps: [
      {
        title: "Revisar el bloqueo de controles y reiniciar la corriente",
        description:
          "El técnico revisa si está activado el bloqueo de controles y luego le corta la corriente unos minutos para reiniciar el control. Así se descarta un ajuste de bloqueo o una falla pasajera del control.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Manual del usuario"],
        safetyNotes:
          "Si el microondas arranca solo, desconéctelo o apague su breaker y déjelo así hasta que lo reparen.",
      },
      {
        title: "Abrir el panel de control",
        description:
          "Con el microondas desconectado, el técnico descarga el capacitor de alto voltaje y quita el panel de control para llegar al cable plano del teclado y a la tarjeta de control. De paso revisa la continuidad del fusible principal.",
        timeRequired: "15-20 minutos",
        toolsNeeded: [
          "Herramienta aislada para descargar el capacitor",
          "Multímetro",
          "Juego de llaves de tuerca (nut drivers)",
        ],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        title: "Probar la matriz del teclado y el cable plano",
        description:
          "Se prueba el cable plano del teclado pin por pin mientras se oprime cada tecla, para confirmar que cierre el circuito correcto. Si el teclado sale bien, la falla está en la tarjeta de control.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Tabla de la matriz del teclado"],
        safetyNotes: "Mantenga el microondas desconectado durante las pruebas.",
      },
      {
        title: "Cambiar el teclado o la tarjeta de control y probar",
        description:
          "Se cambia el teclado dañado, que muchas veces se vende junto con todo el panel de control, o la tarjeta de control. Se prueban todas las teclas y se hace una prueba de calentamiento antes de volver a usar el microondas.",
        timeRequired: "20-40 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Taza medidora"],
        safetyNotes:
          "Vuelva a poner la cubierta exterior y todos los tornillos antes de conectar el microondas para la prueba de calentamiento; nunca se prende con el gabinete abierto, porque el circuito de alto voltaje queda expuesto.",
      },
    ],
    professionalVsDiy:
      "Usted puede revisar el bloqueo de controles, desconectar el microondas o apagar su breaker unos minutos para reiniciarlo, y evitar que le caiga limpiador al panel. Cambiar el teclado o la tarjeta de control implica trabajar cerca del capacitor de alto voltaje, así que déjeselo a un técnico, y desconecte el microondas de inmediato si alguna vez arranca solo.",
    seoTitle: "¿Botones del microondas no funcionan? Houston",
    seoDescription:
      "¿El teclado del microondas no responde o marca solo? Vea cómo fallan el teclado de membrana, el cable plano y la tarjeta de control, y costos en Houston.",
    seoKeywords: [
      "botones del microondas no funcionan",
      "cambio de teclado microondas",
      "teclado del microondas no responde",
      "tarjeta de control microondas",
      "reparación de microondas houston",
    ],
  },
  "microwave-door-problems": {
    slug: "microondas-problemas-de-puerta",
    name: "Problemas con la puerta del microondas",
    description:
      "La puerta no engancha, el microondas no arranca con la puerta cerrada o se apaga cuando le dan un golpecito a la puerta. La puerta y sus interruptores de seguridad (interlock) son el principal sistema que mantiene la energía de las microondas adentro, así que una puerta dañada no se debe usar.",
    symptoms: [
      "La puerta no engancha o rebota y se abre al cerrarla",
      "El microondas no arranca aunque la puerta parece cerrada",
      "El microondas deja de calentar cuando golpean la puerta o el gabinete",
      "El botón o la manija para abrir se traba, o cuesta abrir la puerta",
      "La puerta está caída, chueca o deja una abertura en la orilla",
      "El microondas se apaga por completo y se quema el fusible al cerrar la puerta",
    ],
    causes: [
      "Ganchos del seguro de la puerta rotos o gastados",
      "Falla en el interruptor primario, secundario o monitor de la puerta",
      "Resorte del seguro roto dentro de la puerta",
      "Bisagras de la puerta gastadas o dobladas",
      "Palanca o mecanismo del botón para abrir la puerta roto",
      "Choke de la puerta, superficie de sellado o panel interior de la puerta dañado",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Cierre la puerta con suavidad en vez de azotarla; azotarla es la causa principal de que se rompan los ganchos del seguro",
      "No jale ni cuelgue nada de la puerta abierta",
      "Mantenga limpias las superficies de sellado de la puerta y el frente de la cavidad para que los residuos de comida no la dejen entreabierta",
      "Oprima Stop antes de abrir la puerta a medio ciclo en vez de abrirla de un jalón",
      "Deje de usar el microondas si el vidrio de la puerta, la malla o las bisagras están dañados",
      "Mande revisar a tiempo una puerta floja o caída, antes de que se gasten los ganchos del seguro",
    ],
    whyItHappens: {
      primaryCause: "Ganchos del seguro gastados o interruptores de la puerta dañados.",
      explanation:
        "Detrás del seguro de la puerta hay dos o tres interruptores (interlocks) que se accionan con los ganchos de la puerta. Los interruptores primario y secundario le cortan la corriente al circuito de alto voltaje cada vez que se abre la puerta, y el interruptor monitor hace corto a propósito en la línea para quemar el fusible principal si los otros no abren. Azotar la puerta gasta los ganchos de plástico y los actuadores de los interruptores, así que estos ya no cierran en el orden correcto y el microondas no arranca o quema el fusible. La puerta también es parte del blindaje que mantiene la energía de las microondas adentro, por eso unas bisagras dobladas o un panel de puerta dañado afectan la seguridad, no solo el funcionamiento.",
      commonTriggers: [
        "Azotar la puerta",
        "Niños o adultos que se cuelgan o jalan hacia abajo la puerta abierta",
        "Residuos de comida acumulados en las superficies de sellado de la puerta",
        "Abrir la puerta a la fuerza cuando el botón para abrir estaba trabado",
      ],
      ageFactors: "Los ganchos del seguro y los interruptores de la puerta normalmente se gastan después de 5-10 años.",
      usageFactors:
        "Un microondas que se abre y se cierra decenas de veces al día en una casa con mucho movimiento gasta mucho antes el seguro y los interruptores.",
    },
    repairSteps: [
      {
        title: "Revisar la alineación de la puerta, el seguro y las bisagras",
        description:
          "El técnico revisa cómo cierra la puerta, busca ganchos rotos, bisagras caídas o un panel de puerta dañado, y revisa el mecanismo para abrir. Si el panel de la puerta o el blindaje están dañados, hay que cambiar la puerta completa.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Linterna"],
      },
      {
        title: "Descargar el capacitor y probar los interruptores de la puerta",
        description:
          "Con el microondas desconectado, se quita el gabinete o el panel de control y se descarga el capacitor de alto voltaje. Se prueba cada interruptor con la puerta abierta y cerrada para confirmar que trabajen en el orden correcto, y se revisa el fusible principal.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Herramienta aislada para descargar el capacitor",
          "Multímetro",
          "Juego de llaves de tuerca (nut drivers)",
        ],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        title: "Cambiar el seguro, los interruptores o la puerta",
        description:
          "Los interruptores dañados se cambian por piezas con la especificación exacta, y se cambian los ganchos, el resorte, las bisagras o la puerta completa según haga falta. Se ajusta la puerta para que los ganchos accionen bien todos los interruptores.",
        timeRequired: "20-45 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Pinzas de punta"],
        safetyNotes:
          "Nunca puentee ni anule un interruptor de la puerta. Mantenga el microondas desconectado y el capacitor descargado durante toda la reparación.",
      },
      {
        title: "Verificar el orden de los interruptores y probar fugas",
        description:
          "El técnico confirma que el microondas se detenga al instante al abrir la puerta y que solo arranque cuando está bien cerrada. Durante una prueba calentando agua, pasa un medidor de fugas por todo el contorno de la puerta para confirmar que la emisión quede muy por debajo del límite federal.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Medidor de fugas de microondas", "Taza medidora", "Multímetro"],
        safetyNotes:
          "Haga estas pruebas solo con el gabinete completamente armado. Si el microondas sigue funcionando con la puerta abierta, o el medidor marca 5 mW/cm² o más en la puerta, desconéctelo de inmediato y no lo use hasta que lo reparen.",
      },
    ],
    professionalVsDiy:
      "Usted puede limpiar sin peligro las superficies de sellado de la puerta y revisar si algo está impidiendo que cierre por completo. Los interruptores, los seguros y la puerta son piezas de seguridad que están detrás del gabinete junto al capacitor de alto voltaje, así que pídale a un técnico que los cambie y que pruebe las fugas de la puerta, y no use un microondas con la puerta doblada, rajada o que no engancha.",
    seoTitle: "¿Problemas con la puerta del microondas? Houston",
    seoDescription:
      "¿La puerta del microondas no engancha o no arranca con la puerta cerrada? Vea cómo fallan los ganchos y los interruptores de la puerta, y costos en Houston.",
    seoKeywords: [
      "puerta del microondas no cierra",
      "reparación de seguro de puerta microondas",
      "interruptor de puerta microondas",
      "microondas no arranca con la puerta cerrada",
      "reparación de microondas houston",
    ],
  },
};
