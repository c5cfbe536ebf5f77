import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "dishwasher-not-cleaning": {
    slug: "lavaplatos-no-lava-bien",
    name: "Lavaplatos que no lava bien",
    description:
      "El lavaplatos termina el ciclo completo pero los trastes salen con restos de comida, arenilla o una película opaca. Casi siempre la máquina está moviendo muy poca agua, agua que no está suficientemente caliente, o agua que nunca llega a la rejilla de arriba.",
    symptoms: [
      "Comida seca todavía pegada a platos y tazones después de un ciclo completo",
      "Los trastes de la rejilla de arriba salen más sucios que los de abajo",
      "Partículas como de arena en los vasos y las tazas",
      "Película blanca, como de gis, en los vasos que no se quita fácil",
      "La pastilla o el polvo de detergente solo se disolvió a medias en el dispensador al final del ciclo",
      "El lavado se oye más callado de lo normal, con un zumbido pero casi sin ruido de agua rociando",
    ],
    causes: [
      "Filtro de malla fina o filtro grueso del fondo de la tina tapado",
      "Orificios del brazo rociador de abajo o de arriba tapados con sarro, semillas o pedacitos de vidrio",
      "Motor de la bomba de circulación gastado o impulsor de la bomba dañado",
      "Malla de la válvula de entrada de agua tapada, que deja el nivel de llenado bajo",
      "Resistencia o termistor dañado que deja el agua de lavado muy fría",
      "Válvula desviadora o motor desviador atorado en modelos que alternan entre brazos rociadores",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Saque y enjuague el filtro una vez al mes, o cada dos semanas si lava una carga diaria",
      "Raspe la comida de los platos antes de meterlos, pero no los enjuague de más, para que el detergente tenga suciedad con qué trabajar",
      "Abra la llave del fregadero hasta que salga agua caliente antes de arrancar un ciclo, para que el primer llenado no entre frío",
      "Corra cada uno o dos meses un ciclo vacío con un limpiador de lavaplatos a base de ácido cítrico para disolver el sarro del agua dura de Houston",
      "Mantenga lleno el abrillantador (rinse aid) para que los vasos no queden con manchas ni película",
      "Antes de cerrar la puerta, revise que los sartenes altos y los utensilios no impidan que giren los brazos rociadores",
    ],
    whyItHappens: {
      primaryCause:
        "Pasa poca agua por los brazos rociadores por un filtro tapado, orificios con sarro o una bomba de circulación débil.",
      explanation:
        "El lavaplatos limpia bombeando una cantidad pequeña de agua caliente, más o menos uno o dos galones por llenado, por los brazos rociadores una y otra vez. La bomba de circulación jala esa agua a través del filtro, así que un filtro retacado deja a la bomba sin agua y baja la presión en los orificios. El sarro del agua dura va cerrando los orificios de los brazos rociadores, y el agua a menos de unos 120°F no activa las enzimas del detergente ni derrite la grasa. Cualquiera de estas cosas deja suciedad en los trastes aunque el ciclo parezca normal.",
      commonTriggers: [
        "Filtro que nunca se ha limpiado desde la instalación",
        "Sarro acumulado por agua dura de la ciudad o de pozo",
        "Vidrio roto o semillas de fruta atoradas en la bomba o en el brazo rociador",
        "Brazo rociador bloqueado por un sartén o utensilio demasiado grande",
        "Calentador de agua puesto a menos de 120°F o muy lejos de la cocina",
      ],
      ageFactors:
        "Los filtros y los brazos rociadores se pueden tapar en una máquina de apenas un año, mientras que los motores de la bomba de circulación y los bujes de los brazos suelen empezar a gastarse entre los 7 y 10 años.",
      usageFactors:
        "Las casas que lavan una o dos cargas al día con trastes muy sucios llenan el filtro rápido, y las máquinas que usan detergente barato o viejo y apelmazado muestran problemas de lavado más pronto.",
    },
    repairSteps: [
      {
        title: "Revisar el nivel de llenado y la temperatura del agua",
        description:
          "El técnico corre un ciclo corto, lo interrumpe para revisar que el agua cubra el sumidero al nivel correcto y mide la temperatura del agua que entra. Así se distingue un problema de entrada o de calentamiento del agua de un problema de rociado antes de quitar cualquier pieza.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Termómetro digital", "Linterna", "Multímetro"],
        safetyNotes:
          "Espere a que los brazos rociadores se detengan antes de abrir la puerta a medio ciclo. El agua puede estar tan caliente que quema y la resistencia que está debajo sigue con corriente, así que no meta las manos en la tina y apague el breaker antes de meter la mano al agua.",
      },
      {
        title: "Limpiar el filtro, el sumidero y los brazos rociadores",
        description:
          "Se quitan la rejilla de abajo, el filtro y los dos brazos rociadores. Se saca la comida del sumidero, y cada orificio se destapa con un picador y se remoja en solución desincrustante para quitar el sarro.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Picador para orificios",
          "Cepillo suave",
          "Solución desincrustante",
        ],
      },
      {
        title: "Probar la bomba, la resistencia y la válvula de entrada",
        description:
          "Con el zoclo (la tapa de abajo) quitado, el técnico prueba el embobinado del motor de la bomba de circulación, la resistencia, el termistor y la bobina de la válvula de entrada contra las especificaciones del fabricante. También revisa si la malla de la válvula de entrada tiene sedimento.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores Torx", "Juego de desarmadores"],
        safetyNotes:
          "Apague el breaker del lavaplatos antes de quitar el zoclo, y cierre la llave del agua caliente debajo del fregadero antes de desconectar la válvula de entrada.",
      },
      {
        title: "Cambiar la pieza dañada y correr un ciclo de prueba",
        description:
          "Se cambia la pieza que falló, casi siempre la bomba de circulación o un brazo rociador, y se revisan todas las conexiones. Se corre un ciclo completo con una carga de prueba para confirmar que el agua cubre las dos rejillas y que llega a la temperatura correcta.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Pinzas", "Charola baja para el agua", "Toallas"],
        safetyNotes:
          "La resistencia y el sumidero pueden estar calientes justo después de un ciclo, y las orillas de la lámina debajo de la tina son filosas; use guantes al trabajar debajo de la máquina.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, sacar y enjuagar el filtro, destapar los orificios de los brazos con un palillo y correr un ciclo de limpieza con ácido cítrico, y eso resuelve muchas de estas llamadas. Si los trastes siguen saliendo sucios, o la máquina zumba sin rociar, la falla suele estar en la bomba de circulación, la válvula de entrada o la resistencia, lo que implica cables y conexiones de agua que debe atender un técnico.",
    seoTitle: "¿Lavaplatos no lava bien? Guía de reparación en Houston",
    seoDescription:
      "¿El lavaplatos deja comida o película en los trastes? Vea las causas, desde el filtro tapado hasta el sarro y la bomba dañada, y costos en Houston.",
    seoKeywords: [
      "lavaplatos no lava bien",
      "lavaplatos deja comida en los platos",
      "reparación de lavaplatos en houston",
      "brazo rociador de lavaplatos tapado",
      "lavaplatos deja los vasos blancos",
      "bomba de circulación lavaplatos",
    ],
  },
  "dishwasher-not-draining": {
    slug: "lavaplatos-no-desagua",
    name: "Lavaplatos que no desagua",
    description:
      "Queda agua estancada en el fondo de la tina cuando termina el ciclo, o el lavaplatos se para a medias con un error de desagüe. La causa suele ser una obstrucción en algún punto del desagüe, no una bomba dañada.",
    symptoms: [
      "Agua estancada en el fondo de la tina al terminar el ciclo",
      "El lavaplatos zumba al desaguar pero el agua no sale de la tina",
      "El agua se regresa al fregadero o se sale por el respiradero (air gap) de la cubierta",
      "El ciclo se detiene o no avanza, muchas veces con un código de error de desagüe en la pantalla",
      "Olor agrio o a humedad en la tina entre usos",
      "Gorgoteo en el desagüe del fregadero cuando el lavaplatos intenta sacar el agua",
    ],
    causes: [
      "Filtro y sumidero tapados que no dejan que el agua llegue a la bomba de desagüe",
      "Manguera de desagüe doblada o tapada con comida detrás o debajo del lavaplatos",
      "Tapón de la entrada del triturador de basura que nunca se quitó al instalar un triturador nuevo",
      "Respiradero (air gap) de la cubierta tapado o línea de desagüe del fregadero tapada",
      "Impulsor de la bomba de desagüe atorado con vidrio, huesos o huesos de fruta, o motor de la bomba de desagüe quemado",
      "Válvula check del desagüe atorada cerrada",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Prenda el triturador de basura hasta que quede vacío antes de arrancar el lavaplatos, porque casi siempre comparten el mismo desagüe",
      "Limpie el filtro del lavaplatos cada mes para que la basura no llegue a la bomba de desagüe",
      "Tire a la basura los huesos, los huesos de fruta, las etiquetas y los palillos en lugar de dejarlos en el lavaplatos",
      "Nunca tire grasa de cocinar por el fregadero; cubre la línea de desagüe a la que descarga el lavaplatos",
      "Asegúrese de que la manguera de desagüe tenga un bucle alto debajo de la cubierta o un respiradero (air gap) para que el agua sucia del fregadero no se regrese",
      "Quite la tapita del respiradero cada pocos meses y limpie lo que se haya acumulado",
    ],
    whyItHappens: {
      primaryCause:
        "Hay una obstrucción en el filtro, la manguera de desagüe, el respiradero o la entrada del triturador que la bomba de desagüe no puede vencer.",
      explanation:
        "La bomba de desagüe es una bomba chica y de poca presión que mueve el agua del sumidero por una manguera angosta hacia el triturador o el desagüe del fregadero. No le sobra fuerza, así que un filtro medio tapado, una manguera doblada o un respiradero retacado bastan para dejar agua en la tina. Las cosas duras que se pasan del filtro pueden atorar el impulsor de la bomba, y una bomba atorada zumba sin mover el agua. El mismo problema de desagüe muchas veces aparece primero en el fregadero de la cocina.",
      commonTriggers: [
        "Triturador de basura lleno de restos de comida cuando el lavaplatos desagua",
        "Triturador recién instalado con el tapón todavía puesto",
        "Manguera de desagüe doblada al empujar el lavaplatos dentro del gabinete",
        "Vidrio roto o huesos de fruta que llegan a la bomba de desagüe",
      ],
      ageFactors:
        "Las obstrucciones pasan a cualquier edad; los motores de la bomba de desagüe por lo general duran de 8 a 12 años antes de que fallen los baleros o el embobinado.",
      usageFactors:
        "Meter los trastes sin rasparlos y casi nunca prender el triturador son los hábitos más comunes detrás de las llamadas por desagüe.",
    },
    repairSteps: [
      {
        title: "Sacar el agua estancada y revisar el desagüe",
        description:
          "El técnico saca el agua estancada y luego revisa si el fregadero, el triturador y el respiradero desaguan libremente. Así se sabe si la obstrucción está dentro del lavaplatos o en la plomería de la casa.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Vaso y cubeta", "Toallas", "Aspiradora de agua y polvo"],
        safetyNotes:
          "Apague el breaker del lavaplatos antes de sacar el agua; el agua estancada está sobre la resistencia y el cableado de la bomba. Deje que el agua caliente se enfríe primero y use guantes, porque en la tina puede haber vidrio roto escondido.",
      },
      {
        title: "Limpiar el filtro, el sumidero y la válvula check",
        description:
          "Se saca el filtro y se limpia la basura del sumidero. Se revisa la válvula check del desagüe y se libera si está atorada cerrada.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Pinzas de punta", "Linterna"],
      },
      {
        title: "Revisar la manguera de desagüe, el respiradero y la entrada del triturador",
        description:
          "Se quita el zoclo y se revisa la manguera de desagüe a todo lo largo por si está doblada o tapada, y luego se enjuaga o se cambia. Se limpia el respiradero, y si el triturador es nuevo se le quita el tapón de la entrada.",
        timeRequired: "20-30 minutos",
        toolsNeeded: [
          "Juego de desarmadores",
          "Pinzas para abrazaderas de manguera",
          "Martillo y punzón",
          "Charola para el agua",
        ],
        safetyNotes:
          "Apague el breaker del lavaplatos y desconecte el triturador de basura antes de meter la mano en la entrada del triturador o soltar mangueras.",
      },
      {
        title: "Probar o cambiar la bomba de desagüe",
        description:
          "Si el desagüe está libre, el técnico revisa si el impulsor de la bomba de desagüe está atorado y mide la resistencia y el voltaje del motor. Si la bomba está dañada se cambia, y se corre un desagüe para confirmar que la tina se vacía por completo.",
        timeRequired: "30-45 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores Torx", "Pinzas", "Toallas"],
        safetyNotes:
          "Cierre la llave de paso del agua y apague el breaker antes de quitar la bomba; cuente con que se saldrá el agua que queda en el sumidero al sacar la bomba.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, limpiar el filtro, prender el triturador, destapar el respiradero y revisar si la manguera debajo del fregadero tiene un doblez a simple vista. Si la tina sigue sin desaguar, o la máquina zumba durante el desagüe, hay que atender la bomba de desagüe o la válvula check, y un técnico puede sacar la máquina y cambiarla sin dañar el piso ni las líneas de agua.",
    seoTitle: "¿Lavaplatos no desagua? Guía de reparación en Houston",
    seoDescription:
      "¿Agua estancada en el lavaplatos? Vea por qué deja de desaguar, desde el filtro y el respiradero tapados hasta la bomba atorada, y costos en Houston.",
    seoKeywords: [
      "lavaplatos no desagua",
      "lavaplatos con agua estancada",
      "cambio de bomba de desagüe de lavaplatos",
      "reparación de lavaplatos en houston",
      "air gap de lavaplatos tapado",
    ],
  },
  "dishwasher-leaking": {
    slug: "lavaplatos-tira-agua",
    name: "Lavaplatos que tira agua",
    description:
      "Aparece agua en el piso enfrente o debajo del lavaplatos durante o después de un ciclo. Las fugas del sello de la puerta son fáciles de ver, pero las de conexiones escondidas debajo de la tina pueden pudrir el piso y crear moho antes de que alguien se dé cuenta.",
    symptoms: [
      "Charco en el piso enfrente de la puerta durante o después de un ciclo",
      "Gotea agua por las esquinas de abajo de la puerta mientras el lavaplatos trabaja",
      "Sale espuma alrededor de la puerta",
      "Piso, laminado o zoclo hinchado o manchado junto al lavaplatos",
      "Piso del gabinete húmedo, o la base del gabinete del fregadero junto al lavaplatos",
      "Olor a humedad debajo del lavaplatos o en los gabinetes de al lado",
    ],
    causes: [
      "Empaque de la puerta roto, aplastado o fuera de lugar",
      "Sello de abajo de la puerta o protector contra salpicaduras gastado",
      "Válvula de entrada de agua rajada o conexión de la línea de agua floja",
      "Abrazadera de la manguera de desagüe floja en la bomba o en la conexión del triturador",
      "Sello de la bomba de circulación o empaque del sumidero dañado",
      "Lavaplatos desnivelado, que deja correr el agua hacia la puerta",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Limpie cada mes el empaque de la puerta con un trapo húmedo para quitar la comida y la grasa que no lo dejan sellar",
      "Use solo detergente para lavaplatos; un chorrito de jabón de trastes de mano llena la tina de espuma que se sale por la puerta",
      "Mantenga el lavaplatos nivelado de lado a lado y de adelante hacia atrás, y vuelva a revisarlo después de cualquier trabajo en el piso",
      "Cambie la línea de agua de hule o de plástico por una de acero inoxidable trenzado",
      "Cada pocos meses revise con una linterna debajo del fregadero y a lo largo del zoclo del lavaplatos por si hay goteos o manchas",
      "Acomode los trastes de modo que ningún plato ni mango de utensilio se salga y no deje que la puerta selle",
    ],
    whyItHappens: {
      primaryCause:
        "Un sello gastado o una conexión de agua floja deja que el agua se escape de la tina o de la línea de agua.",
      explanation:
        "La tina se sella con un empaque de hule en la puerta, y cada conexión de abajo, incluyendo la válvula de entrada, los sellos de la bomba y las mangueras, es un posible punto de fuga. Los sellos de hule se endurecen y se encogen con años de calor y detergente, y el sarro puede rajar el cuerpo de plástico de la válvula de entrada. Una fuga en la línea de agua gotea aunque el lavaplatos esté apagado, mientras que una fuga del empaque o del sello de la bomba solo aparece durante un ciclo. Con el clima húmedo de Houston, el agua atrapada debajo de un lavaplatos no se seca, y el moho puede empezar a crecer en 24 a 48 horas.",
      commonTriggers: [
        "Jabón de trastes de mano o demasiado detergente que hace espuma de más",
        "Empaque de la puerta dañado por un utensilio filoso o por la rejilla",
        "Lavaplatos que se desniveló por un golpe o soportes de montaje flojos",
        "Conexión de la línea de agua aflojada por la vibración con el tiempo",
        "Golpe de ariete o presión de agua alta que raja la válvula de entrada",
      ],
      ageFactors:
        "Los empaques de la puerta suelen endurecerse entre los 6 y 10 años, y los sellos de la bomba de circulación muchas veces empiezan a rezumar alrededor de los 8 a 12 años.",
      usageFactors:
        "El uso diario y los ciclos largos de alta temperatura o de sanitizado envejecen más rápido los sellos de hule, y azotar la puerta o recargarse en ella desacomoda el sello.",
    },
    repairSteps: [
      {
        title: "Encontrar de dónde viene la fuga",
        description:
          "El técnico quita el zoclo y hace un llenado alumbrando con una linterna la válvula de entrada, la bomba, las mangueras y el sello de la puerta. Con toallas de papel secas alrededor de cada conexión se ve exactamente de dónde sale el agua.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Juego de desarmadores", "Toallas de papel", "Espejo de inspección"],
        safetyNotes:
          "Apague el breaker del lavaplatos antes de trabajar cerca del cableado debajo de la tina, y mantenga las manos lejos de los cables mientras se hace el llenado de prueba.",
      },
      {
        title: "Cambiar el empaque de la puerta o el sello de abajo",
        description:
          "Si la fuga es en la puerta, se sacan el empaque viejo y el sello de abajo y se meten los nuevos parejos en su canal. Se revisan el seguro y las bisagras de la puerta para que cierre firme contra el sello nuevo.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Espátula", "Juego de desarmadores Torx", "Agua con jabón suave"],
      },
      {
        title: "Reparar las conexiones de entrada y de desagüe",
        description:
          "Se cambian y se aprietan las abrazaderas flojas, y se reemplaza una válvula de entrada rajada o una línea de agua gastada. Cada conexión se revisa con presión antes de volver a poner el zoclo.",
        timeRequired: "30-45 minutos",
        toolsNeeded: ["Llave perica", "Pinzas para abrazaderas de manguera", "Cinta de teflón", "Charola para el agua"],
        safetyNotes:
          "Cierre la llave del agua caliente debajo del fregadero y apague el breaker antes de desconectar la válvula de entrada o la línea de agua.",
      },
      {
        title: "Volver a sellar la bomba, nivelar y probar que no haya fugas",
        description:
          "Si gotea el sello de la bomba o del sumidero, se saca el sumidero y se vuelve a sellar, o se cambia la bomba. Luego se nivela el lavaplatos, se fija a la cubierta y se corre un ciclo completo revisando que ninguna conexión tenga humedad.",
        timeRequired: "45-90 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Nivel", "Pinzas", "Toallas"],
        safetyNotes:
          "Use guantes resistentes a cortes; el marco de lámina y las orillas de la tina debajo del lavaplatos son filosos.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar si hay espuma por usar el detergente equivocado, limpiar y revisar el empaque de la puerta y buscar un goteo a simple vista en la línea de agua debajo del fregadero. Las fugas de la válvula de entrada, el sello de la bomba o las mangueras debajo de la tina requieren sacar el lavaplatos con el agua y la corriente apagadas, así que llame a un técnico, y cierre la llave de paso de inmediato si sigue goteando.",
    seoTitle: "¿Lavaplatos tira agua? Guía de reparación en Houston",
    seoDescription:
      "¿Agua debajo del lavaplatos? Encuentre la causa, desde el empaque de la puerta gastado hasta la válvula de entrada o el sello de la bomba, y costos en Houston.",
    seoKeywords: [
      "lavaplatos tira agua",
      "agua debajo del lavaplatos",
      "cambio de empaque de puerta de lavaplatos",
      "reparación de fugas de lavaplatos en houston",
      "válvula de entrada de lavaplatos con fuga",
    ],
  },
  "dishwasher-not-drying": {
    slug: "lavaplatos-no-seca",
    name: "Lavaplatos que no seca",
    description:
      "Los trastes salen mojados al final del ciclo, con agua acumulada en las tazas y manchas en los vasos. Que los plásticos salgan algo mojados es normal, pero si todo sale mojado casi siempre es una resistencia, un termostato o un respiradero dañado, o falta de abrillantador.",
    symptoms: [
      "Gotas de agua en vasos y platos al final del ciclo",
      "Agua acumulada en el fondo de las tazas y los tazones volteados",
      "Los trastes se sienten fríos en lugar de tibios al abrir la puerta después del ciclo",
      "La opción de secado con calor no cambia nada el resultado",
      "Manchas y rayas en los vasos después de que se secan al aire",
      "La ventila de secado de la puerta no se abre al final del ciclo",
    ],
    causes: [
      "Resistencia del fondo de la tina quemada",
      "Termostato de límite alto o fusible térmico dañado que le corta la corriente a la resistencia",
      "Conjunto de la ventila o motor del ventilador de secado dañado",
      "Dispensador de abrillantador vacío o dañado",
      "Agua que entra poco caliente porque el calentador de agua está muy bajo",
      "Relevador de la resistencia dañado en la tarjeta de control principal",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "Mantenga lleno el dispensador de abrillantador; hace que el agua escurra de los trastes en lugar de quedarse en gotas",
      "Elija secado con calor o secado extra si su modelo lo tiene",
      "Ponga el calentador de agua a unos 120°F para que el último enjuague esté suficientemente caliente y los trastes se sequen rápido",
      "Saque primero la rejilla de abajo para que el agua de las tazas de arriba no escurra sobre los trastes secos",
      "Acomode tazas y tazones inclinados para que el agua escurra en lugar de acumularse",
      "No tape con cosas altas la ventila que está por dentro de la puerta",
    ],
    whyItHappens: {
      primaryCause:
        "Los trastes no están suficientemente calientes al final del último enjuague para que el agua se evapore.",
      explanation:
        "La mayoría de los lavaplatos secan calentando el agua del último enjuague y luego prendiendo una resistencia o dejando que el vapor se condense en las paredes de acero inoxidable de la tina, que están más frías. Si falla la resistencia, su termostato de límite alto o el relevador de control, los trastes terminan el ciclo tibios en lugar de calientes y se quedan mojados. Muchos modelos de estilo europeo, incluyendo la mayoría de los Bosch, no tienen resistencia de secado y dependen del abrillantador y de un último enjuague caliente. Los plásticos guardan poco calor y siempre secan peor que el vidrio o la cerámica.",
      commonTriggers: [
        "Dispensador de abrillantador que se quedó vacío",
        "Resistencia que se quema después de años de uso",
        "Pico de voltaje que daña el relevador de la resistencia en la tarjeta de control",
        "Calentador de agua bajado para ahorrar energía",
      ],
      ageFactors:
        "Las resistencias suelen quemarse entre los 7 y 10 años, y los motores de la ventila y los ventiladores muchas veces fallan a esa misma edad.",
      usageFactors:
        "Usar ciclos cortos o ecológicos sin secado con calor, y lavar sobre todo recipientes de plástico, deja los trastes más mojados aun en un lavaplatos en buen estado.",
    },
    repairSteps: [
      {
        title: "Confirmar la configuración, el abrillantador y la temperatura del agua",
        description:
          "El técnico revisa el ciclo y la opción de secado elegidos, el nivel del abrillantador y la temperatura del agua caliente en el fregadero. Muchas quejas de que no seca se resuelven en este paso.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Termómetro digital", "Linterna"],
      },
      {
        title: "Probar la resistencia",
        description:
          "Con la corriente apagada, se llega a las terminales de la resistencia debajo de la tina y se mide su resistencia eléctrica. Una lectura abierta, o ampollas o una rotura visibles en la resistencia, confirman que falló.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Apague el breaker del lavaplatos antes de quitar el zoclo. Deje que la resistencia se enfríe; puede quemar justo después de un ciclo.",
      },
      {
        title: "Revisar el termostato, la ventila y el relevador de control",
        description:
          "Se mide la continuidad del termostato de límite alto o del fusible térmico y se prueba el motor de la ventila o del ventilador. Si todo sale bien, el técnico mide el voltaje que llega a la resistencia durante el secado para confirmar que la tarjeta de control le está mandando corriente.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores Torx"],
        safetyNotes:
          "Las pruebas de voltaje con corriente solo las hace un técnico capacitado con puntas aisladas; mantenga las manos lejos de las terminales mientras la máquina tiene corriente.",
      },
      {
        title: "Cambiar la pieza dañada y comprobar el secado",
        description:
          "Se cambia la resistencia, el termostato, la ventila o la tarjeta que falló. Se corre un ciclo completo con secado con calor para confirmar que los trastes salen calientes y secos.",
        timeRequired: "30-45 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Juego de desarmadores Torx", "Pinzas", "Toallas"],
        safetyNotes:
          "Cierre la llave de paso del agua si hay que inclinar o sacar la tina, y use guantes por las orillas filosas de la lámina.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, rellenar el abrillantador, activar el secado con calor y revisar cómo está puesto el calentador de agua, y eso resuelve muchos casos. Si los trastes siguen saliendo fríos y mojados, la resistencia, el termostato o el relevador necesitan pruebas eléctricas debajo de la tina, y ese es trabajo para un técnico.",
    seoTitle: "¿Lavaplatos no seca los trastes? Reparación en Houston",
    seoDescription:
      "¿Trastes mojados? Vea por qué el lavaplatos deja de secar, desde la resistencia y el termostato hasta el abrillantador y la ventila, y costos en Houston.",
    seoKeywords: [
      "lavaplatos no seca",
      "trastes mojados después del lavaplatos",
      "cambio de resistencia de lavaplatos",
      "reparación de lavaplatos en houston",
      "abrillantador para lavaplatos",
    ],
  },
  "dishwasher-wont-start": {
    slug: "lavaplatos-no-enciende",
    name: "Lavaplatos que no enciende",
    description:
      "El lavaplatos no hace nada al presionar Start (Inicio), o el panel se prende pero el ciclo nunca empieza. La falla casi siempre está en el seguro de la puerta, la alimentación eléctrica o la electrónica de control.",
    symptoms: [
      "Panel de control completamente apagado, sin luces ni pitidos",
      "El panel se prende pero al presionar Start no pasa nada",
      "La máquina hace clic o zumba pero nunca se llena de agua",
      "Las luces parpadean o aparece el aviso de puerta abierta aunque la puerta está cerrada",
      "El ciclo arranca y se detiene a los pocos segundos",
      "En la pantalla está prendido el ícono de bloqueo o de inicio diferido",
    ],
    causes: [
      "Interruptor del seguro de la puerta dañado que ya no avisa que la puerta está cerrada",
      "Fusible térmico quemado en la tarjeta de control o en el panel de control",
      "Breaker o GFCI botado, o un cable flojo en la caja de conexiones del lavaplatos",
      "Tarjeta de control principal dañada por un pico de voltaje",
      "Interfaz o teclado de membrana gastado, con el botón Start muerto",
      "Bloqueo de controles o inicio diferido activado por accidente",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Antes de pensar que es una falla, revise si en la pantalla hay un ícono de bloqueo o de inicio diferido, y aprenda cómo se cancelan en su modelo",
      "Cierre la puerta con firmeza hasta que el seguro haga clic; no la azote, porque eso gasta el seguro",
      "Mande instalar un supresor de picos para toda la casa en el centro de carga, porque la mayoría de los lavaplatos van conectados directo y no pueden usar un protector de enchufe",
      "Después de un apagón por tormenta, apague y vuelva a prender el breaker del lavaplatos cuando la luz esté estable",
      "Limpie los derrames del panel de control con un trapo apenas húmedo en lugar de rociarle limpiador",
      "Pida a un técnico que revise la caja de conexiones si el breaker se bota más de una vez",
    ],
    whyItHappens: {
      primaryCause:
        "A la tarjeta de control no le llega corriente o no le llega la señal de que la puerta está cerrada.",
      explanation:
        "Antes de arrancar, la tarjeta de control tiene que detectar el voltaje de línea y el interruptor del seguro de la puerta cerrado; si falta cualquiera de los dos, no llena ni arranca la bomba. El interruptor del seguro de la puerta se gasta mecánicamente cada vez que se cierra, y sus contactos se pueden quemar. Las tarjetas de control y los teclados tienen electrónica que se daña con los picos de voltaje, y las tormentas de verano de Houston y el regreso de la luz después de los apagones provocan justo esos picos. Un fusible térmico quemado casi siempre significa que algo se sobrecalentó, y hay que buscar la causa, no nada más cambiarlo.",
      commonTriggers: [
        "Pico de voltaje durante una tormenta de verano o cuando regresa la luz",
        "Puerta azotada una y otra vez hasta romper el seguro",
        "Bloqueo para niños o inicio diferido presionado por accidente",
        "Humedad que llega al panel de control por el vapor o por limpiador en aerosol",
      ],
      ageFactors:
        "Los interruptores del seguro de la puerta muchas veces fallan entre los 5 y 8 años, y las tarjetas de control casi siempre entre los 6 y 10 años, o justo después de un pico de voltaje a cualquier edad.",
      usageFactors:
        "El uso frecuente gasta más rápido el seguro de la puerta, y usar el lavaplatos durante las tormentas aumenta la probabilidad de que un pico dañe la tarjeta.",
    },
    repairSteps: [
      {
        title: "Revisar la corriente, los bloqueos y el breaker",
        description:
          "El técnico descarta un bloqueo de controles o un inicio diferido, luego confirma que el breaker y cualquier GFCI estén arriba y que llegue voltaje de línea a la caja de conexiones del lavaplatos. Las conexiones flojas o ennegrecidas por calor dentro de la caja se aprietan o se reparan antes de seguir.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Probador de voltaje sin contacto", "Multímetro", "Juego de desarmadores"],
        safetyNotes:
          "La caja de conexiones tiene 120 volts; apague el breaker y confirme con un probador de voltaje que no hay corriente antes de tocar cualquier cable.",
      },
      {
        title: "Probar el interruptor del seguro de la puerta",
        description:
          "Se quita el panel interior de la puerta y se mide la continuidad del interruptor del seguro con el seguro cerrado y abierto. Un interruptor que no cierra, o un seguro rajado, es la causa más común por sí sola.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Multímetro"],
        safetyNotes:
          "Apague el breaker antes de abrir el panel de la puerta, y sostenga bien la puerta abierta; los resortes de la puerta la pueden cerrar de golpe.",
      },
      {
        title: "Probar el fusible térmico, el teclado y la tarjeta de control",
        description:
          "Se mide la continuidad del fusible térmico, se prueba botón por botón el cable plano del teclado, y se revisa que a la tarjeta de control le llegue voltaje y que no tenga marcas de quemado. El técnico determina si falló el teclado o la tarjeta.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores Torx", "Linterna"],
        safetyNotes:
          "Solo un técnico capacitado debe tomar lecturas de voltaje con corriente en la tarjeta de control.",
      },
      {
        title: "Cambiar la pieza dañada y correr un ciclo de prueba",
        description:
          "Se cambia el seguro, el fusible, el teclado o la tarjeta de control que falló y se aseguran las conexiones. Se corre un ciclo completo para confirmar que el lavaplatos arranca, llena, lava y desagua normal.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Juego de llaves de dado tipo desarmador", "Multímetro"],
      },
    ],
    professionalVsDiy:
      "Revise si hay un bloqueo de controles o un inicio diferido, asegúrese de que la puerta cierre firme con el seguro, y restablezca el breaker y cualquier GFCI; todo eso lo puede hacer usted sin riesgo. Cualquier cosa más allá implica abrir el panel de la puerta o la caja de conexiones, que lleva voltaje de línea, así que un técnico debe diagnosticar el seguro, el fusible o la tarjeta de control.",
    seoTitle: "¿Lavaplatos no enciende? Guía de reparación en Houston",
    seoDescription:
      "¿El lavaplatos no prende o no arranca? Vea las causas comunes, desde el seguro de la puerta y el fusible térmico hasta la tarjeta dañada por picos, en Houston.",
    seoKeywords: [
      "lavaplatos no enciende",
      "lavaplatos no prende",
      "seguro de puerta de lavaplatos",
      "cambio de tarjeta de control de lavaplatos",
      "reparación de lavaplatos en houston",
    ],
  },
};
