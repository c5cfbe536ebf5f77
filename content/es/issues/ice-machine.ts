import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "ice-machine-not-making-ice": {
    slug: "maquina-de-hielo-no-hace-hielo",
    name: "Máquina de hielo no hace hielo",
    description:
      "La máquina de hielo tiene corriente y puede que zumbe o que el ventilador funcione, pero el depósito de hielo se queda vacío o solo caen unos cuantos cubitos al día. La falla casi siempre está en la entrada de agua, en el sensor de depósito lleno o en la parte de refrigeración, y un diagnóstico corto dice cuál es.",
    symptoms: [
      "El depósito está vacío o casi vacío después de 24 horas con la máquina prendida",
      "El compresor y el ventilador del condensador funcionan, pero no se forma la placa de hielo ni los cubitos en el evaporador",
      "El depósito de agua o la charola se queda seco al empezar el ciclo de congelación",
      "La máquina se queda parada como si el depósito estuviera lleno aunque esté vacío",
      "La placa del evaporador se siente fría pero sin escarcha, o tiene una capa delgada de aguanieve",
      "Parpadea la luz de limpieza, de servicio o de encendido en el panel de control",
    ],
    causes: [
      "Solenoide de la válvula de entrada de agua dañado, o su malla tapada con sedimento",
      "Filtro de agua tapado, o la línea de agua doblada, aplastada o cerrada detrás de la unidad",
      "Termostato del depósito o sensor infrarrojo del depósito pegado en la posición de lleno",
      "Serpentín del condensador sucio o motor del ventilador del condensador dañado, que provoca un apagado por alta presión",
      "Bomba de agua dañada que ya no hace circular el agua sobre la placa del evaporador",
      "Fuga de refrigerante, relevador de arranque del compresor dañado, o tarjeta de control o termistor defectuoso",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Cambie el filtro de agua cada 6 meses, o antes si la producción de hielo baja",
      "Aspire o cepille la rejilla y el serpentín del condensador cada 3 meses, más seguido si hay mascotas que sueltan pelo cerca",
      "Mantenga libre la rejilla de enfrente de una unidad empotrada bajo la encimera; no la tape con botes de basura ni con zoclos",
      "Haga el ciclo de limpieza del fabricante con un limpiador para máquinas de hielo seguro para níquel por lo menos dos veces al año",
      "Asegúrese de que el agua que entra esté entre 50°F y 90°F; desvíe las líneas de agua que pasan por paredes exteriores calientes o por el ático",
      "Después de cualquier trabajo en la cocina, revise detrás de la unidad que la línea de agua no esté doblada y que la llave de paso esté completamente abierta",
    ],
    whyItHappens: {
      primaryCause:
        "No le llega agua al evaporador, o el sistema de refrigeración no logra enfriar el evaporador lo suficiente para congelarla.",
      explanation:
        "Una máquina de hielo trabaja en un ciclo que se repite: la válvula de entrada llena un depósito de agua, una bomba pasa esa agua sobre una placa de evaporador refrigerada hasta que el hielo llega al grosor programado, y luego una válvula de gas caliente calienta la placa para que el hielo se suelte y caiga al depósito. Un termostato o sensor del depósito pausa la producción cuando el hielo lo alcanza. Si la válvula o el filtro no dejan pasar agua al depósito, la bomba no mueve nada; si el sensor lee lleno, la máquina nunca empieza un ciclo; y si el condensador no puede sacar el calor, la presión sube hasta que el control de seguridad apaga el compresor. En cualquiera de estos casos el depósito queda vacío aunque la máquina parezca que funciona.",
      commonTriggers: [
        "Filtro de agua que se deja puesto mucho más de 6 meses",
        "Serpentín del condensador tapado de pelusa, polvo o pelo de mascota",
        "Línea de agua doblada al empujar la unidad de vuelta a su gabinete",
        "Hielo o agua derramada sobre el bulbo del termostato o el ojo del sensor del depósito",
        "Subidas de voltaje durante las tormentas de verano que dañan la tarjeta de control",
      ],
      ageFactors:
        "Las válvulas de entrada y las bombas de agua suelen fallar a los 4-7 años, mientras que las fallas del compresor y del sistema sellado son más probables después de 8-10 años.",
      usageFactors:
        "Las máquinas de las que se saca hielo a cada rato cuando hay visitas trabajan en ciclos casi continuos y gastan más rápido bombas y válvulas, y las unidades en cocinas exteriores o garajes trabajan mucho más durante los veranos de Houston.",
    },
    repairSteps: [
      {
        title: "Confirmar la entrada de agua y el sensor del depósito",
        description:
          "El técnico revisa la llave de paso, la línea y el filtro, y luego observa el inicio de un ciclo para ver si el depósito de agua se llena. Se prueba el termostato o sensor del depósito para confirmar que el control de verdad detecta el depósito vacío.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Multímetro", "Cubeta", "Toallas"],
        safetyNotes:
          "Cierre la llave de paso del agua antes de desconectar la línea de agua o quitar la carcasa del filtro.",
      },
      {
        title: "Probar los componentes eléctricos",
        description:
          "Con el panel de acceso quitado, se prueba que el solenoide de la válvula de entrada, la bomba de agua, la válvula de gas caliente y el motor del ventilador del condensador tengan la resistencia y el voltaje correctos. Las lecturas de los termistores se comparan con la tabla del fabricante y se leen los códigos de error guardados.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Multímetro",
          "Juego de llaves de tuerca (nut drivers)",
          "Juego de desarmadores Torx",
          "Información de servicio del fabricante",
        ],
        safetyNotes:
          "Desconecte la unidad o apague su breaker antes de quitar paneles; las pruebas con corriente se hacen solo con puntas aisladas.",
      },
      {
        title: "Revisar el sistema de refrigeración",
        description:
          "Si el agua corre pero no se forma hielo, el técnico revisa las temperaturas del evaporador y del condensador, el consumo de corriente del compresor y el relevador de arranque. Si se sospecha una fuga de refrigerante, se localiza antes de cotizar cualquier trabajo en el sistema sellado.",
        timeRequired: "30 minutos",
        toolsNeeded: [
          "Amperímetro de gancho",
          "Termómetro digital",
          "Detector electrónico de fugas",
          "Manómetros de refrigeración",
        ],
        safetyNotes:
          "Las aspas del ventilador del condensador y las líneas del compresor pueden estar calientes o en movimiento; mantenga las manos lejos mientras la unidad funciona sin paneles.",
      },
      {
        title: "Cambiar la pieza dañada y confirmar la descarga del hielo",
        description:
          "Se cambia la pieza que falló, casi siempre la válvula de entrada, la bomba de agua, el motor del ventilador del condensador o el sensor del depósito, y se limpia el condensador. Se deja correr la máquina por lo menos un ciclo completo de congelación y descarga para confirmar que se forma el hielo y cae al depósito.",
        timeRequired: "30-90 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Llave perica",
          "Cepillo para serpentín de condensador",
          "Aspiradora de taller",
        ],
        safetyNotes:
          "Mantenga el breaker apagado hasta que todo el cableado esté reconectado y los paneles en su lugar.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, revisar que la llave de paso esté abierta, cambiar el filtro de agua, limpiar la rejilla del condensador y asegurarse de que nada esté tapando el sensor del depósito. Si después de eso el depósito de agua no se llena o el evaporador nunca se enfría, la falla es de una válvula, la bomba, el control o el sistema sellado, y necesita un técnico con medidores y herramientas de refrigeración.",
    seoTitle: "¿Máquina de hielo no hace hielo? Reparación en Houston",
    seoDescription:
      "¿Su máquina de hielo funciona pero no hace hielo? Vea las causas: filtro tapado, válvula de entrada, sensor del depósito o condensador, y costos en Houston.",
    seoKeywords: [
      "maquina de hielo no hace hielo",
      "maquina de hielo bajo mostrador no funciona",
      "reparación de máquinas de hielo houston",
      "valvula de entrada de agua maquina de hielo",
      "termostato de deposito maquina de hielo",
      "maquina de hielo no saca hielo",
    ],
  },
  "ice-machine-small-cloudy-ice": {
    slug: "maquina-de-hielo-hielo-chico-o-turbio",
    name: "Máquina de hielo hace hielo chico o turbio",
    description:
      "La máquina todavía hace hielo, pero los cubitos salen delgados, huecos, deformes o turbios en vez de completos y transparentes. Casi siempre quiere decir que al evaporador no le llega un flujo completo y parejo de agua limpia durante la congelación, o que la descarga del hielo empieza demasiado pronto.",
    symptoms: [
      "Cubitos más delgados de lo normal o con el centro hueco o hundido",
      "Hielo turbio o blanco en una máquina que antes hacía hielo transparente",
      "La placa de hielo se parte en pedazos disparejos en vez de cubitos parejos en la rejilla de corte",
      "Algunas celdas del evaporador se llenan y otras se quedan vacías",
      "Cubitos pegados entre sí en el depósito o derritiéndose en un solo bloque",
      "Escamitas blancas o un sabor a cal en las bebidas",
    ],
    causes: [
      "Poca presión de agua por un filtro o una malla de la válvula de entrada medio tapados",
      "Sarro en la placa del evaporador o en el tubo distribuidor de agua que impide un flujo parejo",
      "Bomba de agua débil que no alcanza a cubrir todo el evaporador",
      "Sonda de grosor del hielo o termistor del evaporador con sarro o fuera de ajuste",
      "Válvula o bomba de desagüe que no purga el depósito de agua, así que los minerales se concentran en cada ciclo",
      "Poca carga de refrigerante que deja una parte del evaporador demasiado tibia para congelar",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Cambie el filtro de agua cada 6 meses para que la máquina reciba toda la presión y menos sólidos disueltos",
      "Quite el sarro del evaporador y del sistema de agua cada 6 meses con el agua dura de Houston, o cuando aparezcan depósitos blancos",
      "Mantenga el agua de entrada entre 50°F y 90°F; el agua más caliente congela más lento y adelgaza los cubitos",
      "No conecte la máquina directo a un suavizador de agua a base de sal a menos que el fabricante lo permita",
      "Vacíe y limpie el depósito de hielo cada mes para que el hielo viejo y pegado no se quede junto a los cubitos nuevos",
      "Nivele la máquina después de moverla para que el agua se reparta pareja sobre el evaporador",
    ],
    whyItHappens: {
      primaryCause: "Un flujo de agua disparejo o restringido sobre el evaporador, o agua cargada de minerales.",
      explanation:
        "El hielo transparente se forma porque el agua en movimiento se congela capa por capa mientras los minerales disueltos se quedan en el agua y se desechan al final de cada ciclo. Si la bomba o el distribuidor mandan muy poca agua, partes de la placa se congelan delgadas o ni se congelan, y si la purga no tira el agua cargada de minerales, esos minerales se congelan dentro de los cubitos y los ponen turbios. El sarro en el evaporador también lo aísla, así que el sensor de grosor o el temporizador terminan el ciclo antes de que los cubitos estén completos. Una carga baja de refrigerante da un patrón parecido, casi siempre con cubitos faltantes en la misma zona de la placa en cada ciclo.",
      commonTriggers: [
        "Agua dura sin un filtro inhibidor de sarro",
        "Filtro atrasado varios meses",
        "Ciclo de limpieza sin hacer por un año o más",
        "Línea de desagüe doblada después de darle servicio a la unidad o moverla",
        "Agua de entrada tibia a finales del verano",
      ],
      ageFactors:
        "El hielo delgado por sarro puede aparecer en los primeros 1-2 años con agua dura, mientras que las bombas de agua débiles y las fugas de refrigerante son más comunes después de 5-8 años.",
      usageFactors:
        "Las máquinas de mucho uso pasan más agua por el sistema y juntan sarro más rápido, mientras que las que se quedan paradas por semanas pueden criar lama en el depósito de agua, lo que afecta la transparencia del hielo.",
    },
    repairSteps: [
      {
        title: "Revisar un ciclo de congelación",
        description:
          "El técnico observa un ciclo de congelación sin el panel de enfrente para ver cómo corre el agua sobre el evaporador y dónde se forma delgado el hielo. Al mismo tiempo revisa la presión del agua en la válvula de entrada y el estado del filtro.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Juego de llaves de tuerca (nut drivers)", "Manómetro de presión"],
        safetyNotes:
          "Mantenga los dedos lejos de la rejilla de corte, que lleva corriente de bajo voltaje y se calienta durante la descarga.",
      },
      {
        title: "Quitar el sarro y desinfectar el sistema de agua",
        description:
          "Se vacía el depósito de agua y se pasa limpiador para máquinas de hielo con el ciclo de limpieza para disolver el sarro del evaporador, el distribuidor y la bomba. Las piezas removibles se tallan a mano, y luego se desinfecta y se enjuaga el sistema.",
        timeRequired: "45 minutos",
        toolsNeeded: [
          "Limpiador para máquinas de hielo seguro para níquel",
          "Desinfectante para máquinas de hielo",
          "Cepillos suaves de nylon",
          "Cubeta",
          "Guantes",
        ],
        safetyNotes:
          "Use guantes y protección para los ojos con los limpiadores ácidos, y nunca mezcle el limpiador y el desinfectante en el mismo paso.",
      },
      {
        title: "Probar la bomba, la purga y los sensores",
        description:
          "Se prueban la salida de la bomba de agua, la válvula o bomba de desagüe, y la sonda de grosor o el termistor del evaporador. Si la placa se suelta demasiado pronto, se ajusta el grosor a la especificación del fabricante.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Calibrador de hojas (feeler gauge)", "Información de servicio del fabricante"],
        safetyNotes: "Desconecte la máquina antes de desconectar el cableado de la bomba o del sensor.",
      },
      {
        title: "Cambiar piezas y revisar la calidad del hielo",
        description:
          "Se cambia la bomba débil, el sensor con sarro o la válvula de desagüe dañada y se pone un filtro de agua nuevo. Se corren dos ciclos completos y se revisa que los cubitos salgan con buen grosor, transparentes y bien separados.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Llave perica", "Toallas"],
        safetyNotes:
          "Cierre la llave de paso del agua antes de cambiar el filtro o cualquier pieza por donde pase agua.",
      },
    ],
    professionalVsDiy:
      "Cambiar el filtro y hacer el ciclo de limpieza integrado con el limpiador que indica el fabricante es seguro para la mayoría de los dueños y muchas veces regresa los cubitos a la normalidad. Si el hielo sigue saliendo delgado o turbio, un técnico debe probar la bomba, el sensor de grosor, la purga y la carga de refrigerante, porque eso implica cableado, calibración y trabajo en el sistema sellado.",
    seoTitle: "Máquina de hielo hace hielo chico o turbio | Houston",
    seoDescription:
      "¿Su máquina hace cubitos delgados, huecos o turbios? Vea por qué el sarro, el poco flujo de agua y una purga dañada lo causan, y cuánto cuesta en Houston.",
    seoKeywords: [
      "maquina de hielo cubitos chicos",
      "hielo turbio maquina de hielo",
      "maquina de hielo hace hielo delgado",
      "cubitos huecos maquina de hielo",
      "reparación de máquinas de hielo houston",
    ],
  },
  "ice-machine-leaking": {
    slug: "maquina-de-hielo-gotea",
    name: "Máquina de hielo gotea",
    description:
      "Se está encharcando agua debajo o enfrente de la máquina de hielo, gotea al gabinete de abajo o moja el piso. Como una unidad bajo la encimera va sobre piso terminado y pegada a los gabinetes, hasta una fuga lenta puede hinchar la madera, pudrirla y sacar moho en cuestión de días.",
    symptoms: [
      "Charco en el piso enfrente o debajo de la unidad",
      "Costados del gabinete o zoclo hinchados junto a la máquina",
      "El agua se desborda del depósito de agua o la charola durante el llenado",
      "Agua estancada en el depósito de hielo que no se va",
      "La bomba de desagüe funciona una y otra vez o hace gorgoteos",
      "Conexión de la línea de agua húmeda o manchas de agua en la pared detrás de la unidad",
    ],
    causes: [
      "Línea de desagüe por gravedad tapada o doblada, o sin suficiente inclinación hacia el desagüe del piso",
      "Bomba de desagüe dañada o válvula check de la bomba pegada",
      "Válvula de entrada de agua que no cierra por completo y desborda el depósito de agua",
      "Conexión de compresión floja o línea de agua rajada en la válvula de entrada",
      "Desagüe del depósito de hielo tapado con lama o sarro",
      "Depósito de agua, charola o distribuidor rajados o mal asentados después de la limpieza",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Revise la línea de agua y la línea de desagüe detrás de la unidad dos veces al año, de preferencia cuando cambie el filtro de agua de cada 6 meses",
      "Use una línea de agua de acero inoxidable trenzado en vez de manguerita de plástico o una válvula de silleta",
      "Limpie el desagüe del depósito de hielo y la entrada de la bomba de desagüe en cada ciclo de limpieza para que no se junte lama",
      "Asegúrese de que cualquier desagüe por gravedad baje todo el camino hasta el desagüe del piso o el tubo vertical, sin columpios",
      "Después de limpiar, vuelva a asentar con cuidado el depósito de agua, la charola y el distribuidor antes de prender la máquina",
      "Ponga una alarma de fugas debajo o al lado de la unidad para detectar a tiempo una fuga lenta",
    ],
    whyItHappens: {
      primaryCause:
        "El agua que debería salir por el desagüe está bloqueada, o una conexión de agua o la válvula de entrada está dejando escapar agua.",
      explanation:
        "Las máquinas de hielo usan mucha más agua que el hielo que hacen, porque el depósito de agua se purga en cada ciclo y el agua del hielo derretido en el depósito desagua todo el tiempo. Esa agua tiene que salir por gravedad o con una bombita de desagüe, así que cualquier lama, sarro o doblez en el camino del desagüe regresa el agua hasta que se desborda al piso. Del lado de la entrada, una válvula con el asiento gastado o con sarro sigue goteando después de que termina el llenado, y una conexión floja gotea con toda la presión de la línea día y noche. Las fugas que solo aparecen durante la descarga del hielo casi siempre son del desagüe; las fugas constantes son de la entrada.",
      commonTriggers: [
        "Línea de desagüe prensada al deslizar la unidad de vuelta a su hueco",
        "Lama acumulada en el desagüe del depósito de hielo durante los meses calientes y húmedos",
        "Sarro que ensucia el asiento de la válvula de entrada con agua dura",
        "Manguerita de plástico de la línea de agua que se raja con los años",
        "Piezas mal puestas después de un ciclo de limpieza",
      ],
      ageFactors:
        "Las bombas de desagüe y las válvulas de entrada suelen empezar a gotear o fallar a los 4-8 años, y la manguerita de plástico de la línea de agua muchas veces se pone quebradiza después de 5 años.",
      usageFactors:
        "Las máquinas que hacen hielo casi sin parar mandan más agua de purga y de deshielo por el desagüe, y las unidades en garajes calientes o cocinas exteriores desaguan más agua derretida del depósito.",
    },
    repairSteps: [
      {
        title: "Cortar el agua y encontrar el origen",
        description:
          "El técnico cierra el agua, seca el área y vuelve a prender la máquina sin el panel de enfrente para observar un ciclo de llenado, congelación y descarga. Si la fuga pasa durante el llenado, durante la descarga o todo el tiempo, indica si viene de la entrada, del depósito de agua o del desagüe.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Toallas", "Medidor de humedad", "Juego de llaves de tuerca (nut drivers)"],
        safetyNotes:
          "Apague el breaker o desconecte la unidad antes de secar agua cerca del compartimiento eléctrico, y primero cierre la llave de paso del agua.",
      },
      {
        title: "Destapar y probar el desagüe",
        description:
          "Se enjuagan y se limpian de lama y sarro el desagüe del depósito de hielo, la manguera de desagüe y la entrada de la bomba de desagüe. Se prueban la bomba de desagüe y su válvula check, y en un desagüe por gravedad se revisa que tenga inclinación continua hasta el desagüe del piso.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Aspiradora para mojado y seco", "Cepillo para desagüe", "Multímetro", "Cubeta"],
        safetyNotes:
          "Use guantes al limpiar la lama del desagüe, y mantenga la unidad desconectada mientras la bomba esté desconectada.",
      },
      {
        title: "Revisar la línea de agua y la válvula de entrada",
        description:
          "Se revisan con presión la línea de agua, las conexiones de compresión y la válvula de entrada buscando goteras. Se prueba que la válvula cierre por completo al terminar el llenado; una válvula que rezuma se cambia, no se limpia.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Llave perica", "Multímetro", "Linterna"],
        safetyNotes: "Mantenga cerrada la llave de paso mientras afloja cualquier conexión de agua.",
      },
      {
        title: "Reparar y revisar que no haya fugas",
        description:
          "Se cambia la bomba de desagüe, la válvula de entrada, la línea de agua o la pieza rajada del depósito que falló, y las conexiones se aprietan según la especificación. La máquina corre un ciclo completo y se revisa que el piso y el gabinete queden secos antes de volver a poner los paneles.",
        timeRequired: "30-60 minutos",
        toolsNeeded: [
          "Llave perica",
          "Juego de llaves de tuerca (nut drivers)",
          "Línea de agua de acero inoxidable trenzado",
          "Toallas",
        ],
        safetyNotes: "Regrese la corriente solo cuando el compartimiento eléctrico esté seco y tapado.",
      },
    ],
    professionalVsDiy:
      "En cuanto vea agua, cierre la llave de paso y desconecte la máquina; luego revise que la línea de desagüe no esté doblada y que las piezas del depósito estén bien asentadas si la limpió hace poco. Las reparaciones de la bomba de desagüe, la válvula de entrada y las conexiones es mejor dejárselas a un técnico, porque son conexiones de agua junto a cableado y un error puede inundar los gabinetes en una noche.",
    seoTitle: "¿Máquina de hielo gotea agua? Reparación en Houston",
    seoDescription:
      "¿Su máquina de hielo gotea al piso? Vea cómo la causan un desagüe tapado, la bomba de desagüe o la válvula de entrada, qué revisar primero y costos en Houston.",
    seoKeywords: [
      "maquina de hielo gotea",
      "maquina de hielo tira agua",
      "bomba de desague maquina de hielo",
      "fuga maquina de hielo bajo mostrador",
      "reparación de máquinas de hielo houston",
      "desague tapado maquina de hielo",
    ],
  },
  "ice-machine-slow-production": {
    slug: "maquina-de-hielo-produce-poco-hielo",
    name: "Máquina de hielo produce hielo muy lento",
    description:
      "La máquina hace buen hielo, pero mucho menos que antes, y el depósito nunca se llena cuando hay más movimiento. La producción baja de manera natural con el calor, pero una caída grande o repentina casi siempre quiere decir un condensador sucio, agua de entrada caliente o un sistema de refrigeración que se está debilitando.",
    symptoms: [
      "El depósito tarda dos días o más en llenarse cuando antes se llenaba en una noche",
      "Los ciclos de congelación duran bastante más de lo normal",
      "La unidad funciona casi sin parar y hace muy poco hielo",
      "Sale aire caliente por la rejilla de enfrente y el gabinete se siente caliente",
      "La descarga es lenta: la placa de hielo se queda colgada del evaporador antes de caer",
      "La producción baja mucho en las tardes de verano",
    ],
    causes: [
      "Serpentín del condensador tapado de polvo, pelusa o grasa",
      "Motor del ventilador del condensador que gira lento o se para a ratos",
      "Aire alrededor de la unidad a más de unos 90°F, como en un garaje o una cocina exterior",
      "Agua de entrada a más de 90°F por una línea que pasa por una pared caliente o el ático",
      "Sarro en la placa del evaporador que hace más lentas la congelación y la descarga",
      "Poca carga de refrigerante, válvula de gas caliente que deja pasar o compresor débil",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Limpie el serpentín del condensador cada 3 meses, y cada mes en cocinas donde se cocina con mucha grasa",
      "Deje los espacios libres que pide el manual de instalación y nunca tape la rejilla de enfrente de una unidad empotrada",
      "Mantenga el agua de entrada entre 50°F y 90°F; aísle o desvíe las líneas que pasan por lugares calientes",
      "Si va a quedar en una cocina exterior, escoja una unidad aprobada para exteriores y protéjala del sol de la tarde",
      "Quite el sarro del evaporador por lo menos cada 6 meses con el agua dura de Houston",
      "Cambie el filtro de agua cada 6 meses para que los llenados sean rápidos y completos",
    ],
    whyItHappens: {
      primaryCause:
        "El sistema de refrigeración no logra sacar el calor lo bastante rápido, así que cada ciclo de congelación tarda más.",
      explanation:
        "Una máquina de hielo saca el calor del agua que está sobre el evaporador y lo echa afuera por el condensador, y solo puede hacerlo tan rápido como el condensador le pase el calor al aire de alrededor. Un serpentín sucio, un ventilador lento, un cuarto caliente o agua de entrada tibia alargan el ciclo de congelación, y el sarro en el evaporador también alarga la descarga. La producción que anuncia el fabricante normalmente se mide con aire a 70°F y agua a 50°F, así que una unidad en un garaje de Houston a 95°F con agua a 85°F puede hacer un tercio menos de hielo aunque no tenga nada descompuesto. Una baja constante durante meses, o una caída repentina con clima templado, apunta a un ventilador que está fallando, la válvula de gas caliente o una fuga de refrigerante.",
      commonTriggers: [
        "Condensador sin limpiar por un año o más",
        "Unidad instalada en un garaje, un patio o un gabinete mal ventilado",
        "El calor del verano que sube la temperatura del cuarto y del agua",
        "Mucho sarro en el evaporador por el agua dura",
        "Una pequeña fuga de refrigerante que aparece en una soldadura",
      ],
      ageFactors:
        "Los motores del ventilador del condensador muchas veces se ponen lentos después de 5-7 años, y los compresores y las válvulas de gas caliente pierden eficiencia después de unos 8-10 años.",
      usageFactors:
        "Las máquinas a las que se les pide rellenar el depósito una y otra vez para fiestas o para una familia grande pasan más tiempo a plena carga, y las unidades de exterior pierden capacidad rápido en julio y agosto.",
    },
    repairSteps: [
      {
        title: "Medir las condiciones de trabajo",
        description:
          "El técnico anota la temperatura del cuarto y del agua de entrada y cronometra un ciclo completo de congelación y descarga. Esas cifras se comparan con la tabla de producción del fabricante para ver si de verdad está produciendo poco para esas condiciones.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Termómetro digital", "Cronómetro", "Tabla de producción del fabricante"],
      },
      {
        title: "Limpiar el condensador y revisar el ventilador",
        description:
          "Se cepilla y se aspira el serpentín del condensador y, si hace falta, se desengrasa. Se revisa la velocidad del motor del ventilador del condensador, si los baleros frenan y si jala la corriente correcta.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Cepillo para serpentín de condensador",
          "Aspiradora de taller",
          "Limpiador de serpentines",
          "Amperímetro de gancho",
        ],
        safetyNotes:
          "Desconecte la máquina antes de acercar la mano al aspa del ventilador; las aletas del condensador están tan filosas que cortan los dedos.",
      },
      {
        title: "Revisar el rendimiento de la refrigeración",
        description:
          "Se revisan las temperaturas de las líneas del evaporador y del condensador durante la congelación, y se prueba si la válvula de gas caliente deja pasar gas. Si se sospecha poca carga, se buscan fugas en el sistema antes de agregar refrigerante.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Manómetros de refrigeración", "Detector electrónico de fugas", "Termómetro digital"],
        safetyNotes:
          "Las líneas de descarga cerca del compresor pueden pasar de 150°F; use guantes y manténgase lejos de las aspas del ventilador en movimiento.",
      },
      {
        title: "Reparar y confirmar la producción",
        description:
          "El técnico cambia el motor del ventilador o la válvula de gas caliente, le quita el sarro al evaporador, o cotiza la reparación del sistema sellado si encuentra una fuga. Se repite un ciclo cronometrado para confirmar que la producción volvió a estar dentro de la tabla para la temperatura del cuarto y del agua.",
        timeRequired: "30-90 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Multímetro",
          "Limpiador para máquinas de hielo seguro para níquel",
        ],
        safetyNotes:
          "Mantenga el breaker apagado al cambiar piezas eléctricas, y use guantes y protección para los ojos con los químicos para quitar sarro.",
      },
    ],
    professionalVsDiy:
      "Limpiar la rejilla del condensador, dejar circular el aire alrededor de la unidad y revisar la temperatura del agua son tareas seguras para usted y muchas veces recuperan buena parte de la producción perdida. Si la producción sigue muy por debajo de lo que marca el fabricante para la temperatura de su cuarto y de su agua, un técnico tiene que probar el ventilador, la válvula de gas caliente y la carga de refrigerante, lo que requiere herramientas para sistema sellado y certificación.",
    seoTitle: "¿Máquina de hielo hace hielo lento? Houston",
    seoDescription:
      "¿Su máquina hace menos hielo del que debería? Vea cómo el calor, el condensador sucio, el agua tibia y el sarro bajan la producción, y costos en Houston.",
    seoKeywords: [
      "maquina de hielo produce poco",
      "maquina de hielo no hace suficiente hielo",
      "limpieza de condensador maquina de hielo",
      "maquina de hielo exterior calor",
      "reparación de máquinas de hielo houston",
    ],
  },
  "ice-machine-scale-buildup": {
    slug: "maquina-de-hielo-sarro",
    name: "Sarro en la máquina de hielo",
    description:
      "Un sarro blanco como gis cubre el evaporador, el distribuidor de agua, el depósito de agua y los sensores, y la máquina empieza a hacer menos hielo o a soltarlo mal. En zonas de agua dura, como gran parte del área de Houston, el sarro es la razón más común por la que las máquinas de hielo necesitan servicio.",
    symptoms: [
      "Costra blanca o beige en la placa del evaporador, el tubo distribuidor o las paredes del depósito de agua",
      "La luz de limpieza o de quitar sarro se queda prendida en el panel de control",
      "La placa de hielo tarda en soltarse o se queda pegada al evaporador durante la descarga",
      "Cubitos más chicos o más turbios que cuando la máquina era nueva",
      "Hoyitos del distribuidor medio tapados, con el agua corriendo solo por una parte de la placa",
      "Escamas arenosas en el depósito de hielo o sabor a minerales en el hielo",
    ],
    causes: [
      "Agua dura con calcio y magnesio que se depositan cuando el agua se congela y se calienta",
      "Filtro de agua atrasado, o un filtro de sedimento simple sin inhibidor de sarro",
      "Ciclo de limpieza sin hacer por un año o más",
      "Válvula o bomba de desagüe que no purga completo el depósito de agua en cada ciclo",
      "Agua de entrada cerca del límite alto del rango de 50-90°F, que suelta los minerales más rápido",
      "Sonda de grosor del hielo o sonda de nivel de agua cubiertas de sarro y leyendo mal",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Haga un ciclo de limpieza completo con un limpiador para máquinas de hielo seguro para níquel cada 6 meses, o cada 3-4 meses si el sarro regresa rápido",
      "Cambie el filtro de agua cada 6 meses y escoja uno con inhibidor de sarro",
      "Desinfecte el depósito de hielo, el depósito de agua y el sistema de agua después de cada limpieza de sarro para que no crezca lama",
      "Mantenga destapado el desagüe para que el depósito de agua se purgue completo en cada ciclo",
      "Mantenga el agua de entrada entre 50°F y 90°F",
      "Reinicie el recordatorio de limpieza solo después de haber hecho de verdad el ciclo de limpieza",
    ],
    whyItHappens: {
      primaryCause:
        "Los minerales disueltos en el agua se quedan pegados en el evaporador y en el sistema de agua mientras se hace el hielo.",
      explanation:
        "Cuando el agua se congela en el evaporador, el agua pura se vuelve hielo y los minerales disueltos se quedan en el agua que sobra, así que el depósito de agua se va concentrando más en cada ciclo. Parte de esos minerales se pega al evaporador, al distribuidor y al depósito, y el gas caliente que calienta la placa en la descarga los cuece todavía más. El sarro aísla el evaporador, hace más lenta la congelación, hace que el hielo se pegue en la descarga y puede cubrir las sondas de las que depende el control. El agua del área de Houston, sobre todo en los suburbios que se surten de pozos, trae suficiente dureza para formar sarro visible en pocos meses.",
      commonTriggers: [
        "Agua dura de la ciudad o de pozo sin filtro inhibidor de sarro",
        "Cambios de filtro saltados por más de 6 meses",
        "Ciclo para quitar sarro que nunca se ha hecho desde la instalación",
        "Desagüe tapado que impide la purga",
        "Meses calientes de verano con agua de entrada más tibia",
      ],
      ageFactors:
        "El sarro puede volverse un problema a los 6-12 meses de instalada la máquina con agua dura, y las máquinas de más de 5 años a las que nunca se les quitó el sarro muchas veces tienen el recubrimiento del evaporador picado.",
      usageFactors:
        "Entre más hielo hace una máquina, más agua pasa por ella y más rápido se forma el sarro, así que las unidades de mucho uso necesitan limpieza más seguido que la base de 6 meses.",
    },
    repairSteps: [
      {
        title: "Vaciar el depósito de hielo y revisar el sarro",
        description:
          "El técnico vacía el depósito de hielo, quita las tapas de enfrente y del evaporador y revisa el evaporador, el distribuidor, las sondas y el desagüe. Qué tanto sarro hay decide si basta una limpieza química o si hay que limpiar piezas a mano o cambiarlas.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Juego de llaves de tuerca (nut drivers)", "Pala para hielo", "Hielera"],
        safetyNotes: "Desconecte la máquina antes de quitar tapas cerca de la rejilla de corte o del evaporador.",
      },
      {
        title: "Hacer el ciclo para quitar sarro",
        description:
          "Se agrega una dosis medida de limpiador para máquinas de hielo aprobado para el acabado del evaporador de la máquina y se hace el ciclo de limpieza. Las piezas removibles, como el distribuidor, el depósito de agua y las sondas, se remojan y se cepillan aparte.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Limpiador para máquinas de hielo seguro para níquel",
          "Cepillos suaves de nylon",
          "Cubeta",
          "Guantes",
          "Lentes de seguridad",
        ],
        safetyNotes:
          "Los limpiadores para máquinas de hielo son ácidos; use guantes y protección para los ojos, y nunca use fibras abrasivas ni productos caseros para quitar sarro en un evaporador niquelado.",
      },
      {
        title: "Desinfectar y destapar el desagüe",
        description:
          "Después de enjuagar, se desinfectan el sistema de agua, el depósito de hielo y la pala con un desinfectante aprobado. Se enjuagan el desagüe del depósito de hielo y la entrada de la bomba de desagüe para que el agua de purga salga libre.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Desinfectante para máquinas de hielo",
          "Cepillo para desagüe",
          "Aspiradora para mojado y seco",
          "Toallas",
        ],
        safetyNotes: "Nunca mezcle el limpiador y el desinfectante; enjuague bien entre un paso y otro.",
      },
      {
        title: "Cambiar el filtro y revisar el hielo",
        description:
          "Se instala un filtro de agua nuevo y se reinicia el recordatorio de limpieza. Se tira la primera tanda de hielo y se observa un segundo ciclo para confirmar que el agua corra pareja y el hielo se suelte limpio.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Filtro de agua de repuesto", "Llave para carcasa de filtro"],
        safetyNotes: "Cierre la llave de paso del agua antes de abrir la carcasa del filtro.",
      },
    ],
    professionalVsDiy:
      "Hacer el ciclo de limpieza integrado de la máquina con el limpiador que indica el manual del usuario, cambiar el filtro y desinfectar el depósito de hielo es mantenimiento de rutina que le toca a usted. Llame a un técnico si el sarro tapó el distribuidor o cubrió las sondas, si siguen los problemas de descarga después de limpiar, o si no está seguro de qué limpiador es seguro para su evaporador, porque el químico equivocado le puede quitar el recubrimiento.",
    seoTitle: "Sarro en la máquina de hielo y limpieza | Houston",
    seoDescription:
      "El agua dura de Houston deja sarro en las máquinas de hielo, baja la producción y enturbia el hielo. Vea por qué se forma, cómo se quita y cómo evitarlo.",
    seoKeywords: [
      "sarro en maquina de hielo",
      "quitar sarro maquina de hielo",
      "limpieza de maquina de hielo houston",
      "agua dura maquina de hielo",
      "luz de limpieza maquina de hielo",
      "reparación de máquinas de hielo houston",
    ],
  },
};
