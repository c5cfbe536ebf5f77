import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "range-oven-not-heating": {
    slug: "horno-de-estufa-no-calienta",
    name: "Horno de la estufa que no calienta",
    description:
      "Las hornillas de la estufa funcionan, pero el horno se queda frío o nunca pasa de tibio. En las estufas de gas lo más común es el ignitor de horneado; en las eléctricas casi siempre es una resistencia de horneado quemada.",
    symptoms: [
      "El horno se queda frío aunque la pantalla dice que está precalentando",
      "El ignitor del horno de gas se pone naranja pero el quemador nunca prende",
      "La resistencia de horneado eléctrica se queda apagada mientras la del asador (broil) sí calienta",
      "El precalentado tarda 30 minutos o más, o nunca termina",
      "Rotura, ampolla o mancha quemada a la vista en la resistencia de horneado",
      "Un ligero olor a gas al empezar a hornear antes de que el horno por fin prenda",
    ],
    causes: [
      "Ignitor de horneado de superficie caliente débil que se pone al rojo pero jala muy poca corriente para abrir la válvula de seguridad del gas",
      "Resistencia de horneado abierta o en corto con la cavidad del horno",
      "Sensor de temperatura del horno dañado que le da una lectura falsa al control",
      "Fusible térmico o termostato de límite alto botado que corta la corriente al circuito de calor",
      "Relevador de horneado dañado en la tarjeta de control electrónica del horno",
      "Cable o terminal quemada en la conexión de la resistencia de horneado o del ignitor",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "No forre el piso del horno ni tape las ventilas con papel aluminio; sobrecalienta la resistencia de horneado y le quita aire al quemador de gas",
      "Cuando el horno esté frío, limpie los derrames dulces o salados del piso del horno antes de que se horneen sobre la resistencia o la tapa del quemador",
      "Use la autolimpieza solo unas cuantas veces al año y quédese en casa mientras corre, porque el calor extremo castiga los ignitores, los fusibles y el control",
      "Nunca rocíe limpiador de hornos sobre el ignitor, las terminales de la resistencia o el sensor de temperatura",
      "Cambie el ignitor de horneado de gas en cuanto el precalentado se vuelva notablemente lento",
      "Proteja la estufa con un protector contra picos o un supresor para toda la casa, porque las tormentas de Houston pueden dañar los controles del horno",
    ],
    whyItHappens: {
      primaryCause: "La pieza que genera el calor, el ignitor o la resistencia de horneado, se debilitó o falló.",
      explanation:
        "En la mayoría de las estufas de gas el ignitor de horneado va conectado en serie con la válvula de seguridad del horno, y la válvula solo se abre cuando el ignitor jala suficiente corriente, normalmente entre 2.5-3.6 amps según la válvula. Conforme el ignitor envejece su resistencia sube, así que sigue poniéndose al rojo pero nunca deja pasar suficiente corriente para abrir la válvula. Las resistencias de horneado eléctricas son un alambre de resistencia dentro de una cubierta, y de tanto calentarse y enfriarse el alambre acaba abriéndose o la cubierta se raja, muchas veces con un chispazo visible. Si falla el sensor, el fusible térmico o el relevador de control, la pieza de calor está bien pero nunca le llega corriente.",
      commonTriggers: [
        "Ciclos de autolimpieza que sobrecalientan ignitores, resistencias y fusibles térmicos",
        "Papel aluminio en el piso del horno que encierra el calor alrededor de la resistencia de horneado",
        "Derrames y limpiador de hornos que corroen las terminales de la resistencia",
        "Picos de voltaje que dañan el relevador de horneado en la tarjeta de control",
        "Envejecimiento normal de los ignitores de superficie caliente después de años de hornear a diario",
      ],
      ageFactors:
        "Los ignitores de horneado de gas suelen debilitarse después de 3 a 6 años de uso normal, y las resistencias de horneado eléctricas normalmente duran de 5 a 10 años.",
      usageFactors:
        "Hornear a diario y usar seguido la autolimpieza acorta la vida del ignitor y de la resistencia, y las estufas que se usan sobre todo para cocinar en los días festivos muchas veces fallan durante una sesión larga y caliente.",
    },
    repairSteps: [
      {
        title: "Confirmar cómo está fallando",
        description:
          "El técnico corre un ciclo de horneado y observa si el ignitor se pone al rojo, si la resistencia calienta o si el control siquiera pide calor. Se leen los códigos de error que aparezcan en la pantalla.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Termómetro de horno", "Linterna"],
        safetyNotes:
          "Las superficies del horno se calientan rápido durante la prueba; use guantes resistentes al calor. Si huele a gas, salga de la casa y llame a la compañía de gas o al 911 desde afuera.",
      },
      {
        title: "Probar el ignitor o la resistencia",
        description:
          "En las estufas de gas se mide con un amperímetro de gancho la corriente que jala el ignitor de horneado y se compara con lo que pide la válvula. En las eléctricas se mide la resistencia eléctrica de la resistencia de horneado y se revisa que no haga corto con la cavidad.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Amperímetro de gancho", "Multímetro", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Apague el breaker de la estufa antes de desconectar las terminales de la resistencia; las estufas eléctricas trabajan con 240 V.",
      },
      {
        title: "Revisar el sensor, el fusible térmico y el control",
        description:
          "Si la pieza de calor sale bien en la prueba, se mide el sensor de temperatura del horno (unos 1,080-1,100 ohms a temperatura ambiente en la mayoría de los modelos), se revisa la continuidad del fusible térmico y se verifica la salida del control hacia el circuito de horneado.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores", "Diagrama eléctrico"],
        safetyNotes:
          "Sacar la estufa para llegar por detrás es trabajo de dos personas; vuelva a enganchar el soporte antivuelco cuando la estufa regrese a su lugar.",
      },
      {
        title: "Cambiar la pieza dañada y probar",
        description:
          "Se cambia el ignitor, la resistencia, el sensor, el fusible o la tarjeta que falló, y el cableado se asegura lejos de las superficies calientes. Se pone el horno a 350°F y se revisa su temperatura con un termómetro durante dos ciclos de calentamiento.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Termómetro de horno",
          "Agua con jabón para detectar fugas",
        ],
        safetyNotes:
          "Cierre la llave de paso del gas de la estufa antes de cambiar un ignitor o una válvula, y pruebe con agua con jabón cualquier conexión de gas que se movió, nunca con una flama.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar que el horno no esté en modo de bloqueo o modo Sabbath, restablecer el breaker y ver si la resistencia de horneado está rota a simple vista. Cambiar resistencias, ignitores, sensores y tarjetas implica cableado de 240 V o válvulas de gas, así que es más seguro y más rápido que un técnico diagnostique qué pieza falló de verdad.",
    seoTitle: "¿Horno de la estufa no calienta? Reparación en Houston",
    seoDescription:
      "¿Las hornillas funcionan pero el horno no calienta? Vea cómo lo causan un ignitor débil, la resistencia, el sensor o la tarjeta de control, y costos en Houston.",
    seoKeywords: [
      "horno de la estufa no calienta",
      "ignitor del horno prende pero no hay flama",
      "cambio de resistencia de horno",
      "reparación de estufas en houston",
      "horno no precalienta",
      "cambio de ignitor de horno",
    ],
  },
  "range-burner-not-working": {
    slug: "estufa-hornilla-no-funciona",
    name: "Hornilla de la estufa que no funciona",
    description:
      "Una o más hornillas de la estufa no prenden o no calientan mientras el horno sigue funcionando. En las estufas de gas la culpa casi siempre es del sistema de encendido o de un quemador tapado; en las eléctricas es la resistencia, el receptáculo o el interruptor de esa hornilla.",
    symptoms: [
      "La hornilla de gas hace clic pero nunca prende",
      "La hornilla de gas solo prende con un cerillo",
      "La resistencia de espiral o radiante se queda fría en cualquier posición",
      "La resistencia solo calienta en HIGH (alto) o prende y apaga sin orden",
      "Dos hornillas fallan al mismo tiempo",
      "Olor a quemado o marca chamuscada cerca de la perilla de una hornilla",
    ],
    causes: [
      "Encendedor de chispa sucio de grasa o rajado",
      "Tapa o cabeza del quemador desalineada, u orificios tapados",
      "Módulo de chispa dañado en los modelos de gas",
      "Resistencia de la hornilla abierta",
      "Interruptor infinito de esa hornilla dañado",
      "Receptáculo de la resistencia o terminal de cable quemado",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie los derrames de las cabezas de los quemadores y de los platillos de goteo en cuanto la estufa se enfríe",
      "Seque por completo las tapas y las cabezas de los quemadores antes de volver a ponerlas",
      "Use ollas del tamaño de la hornilla para no sobrecalentar las terminales de la resistencia ni los interruptores",
      "No rocíe limpiador hacia las perillas, donde el líquido puede llegar a los interruptores",
      "En las estufas de gas, mande cambiar el conector flexible del gas cada 5 años",
      "Cambie cualquier resistencia rajada o con ampollas antes de que dañe su receptáculo",
    ],
    whyItHappens: {
      primaryCause:
        "Falló el circuito de encendido o de calor de esa hornilla, casi siempre por grasa, humedad o daño por calor.",
      explanation:
        "Una hornilla de gas necesita que el gas salga por orificios limpios y una chispa de un encendedor que brinque a la cabeza del quemador; una tapa desalineada, un orificio tapado o un módulo de chispa débil rompen esa cadena. Una hornilla eléctrica necesita que las dos fases de los 240 V pasen por un interruptor infinito, un receptáculo y la resistencia. El calor en los contactos del receptáculo y del interruptor los va oxidando poco a poco hasta que la resistencia sube y se queman. Cuando fallan dos hornillas juntas, la causa probable es el módulo de chispa compartido en los modelos de gas o una fase de 240 V perdida en los eléctricos.",
      commonTriggers: [
        "Derrames que inundan la base del quemador",
        "Ollas de conserva o planchas demasiado grandes que sobrecalientan el cableado de la cubierta",
        "Humedad que corroe las terminales del encendedor y del receptáculo",
        "Resistencias flojas que hacen chispa en su receptáculo",
        "Picos de voltaje que dañan el módulo de chispa",
      ],
      ageFactors:
        "Un encendedor sucio puede pasar en una estufa nueva; las resistencias, los interruptores infinitos y los módulos de chispa casi siempre fallan después de 7 a 12 años.",
      usageFactors:
        "Las estufas que se usan mucho para freír y hervir ensucian los encendedores y sobrecalientan las terminales antes que las que se usan para cocinar poco.",
    },
    repairSteps: [
      {
        title: "Identificar el circuito que falla",
        description:
          "El técnico revisa cada hornilla en varias posiciones y anota si el problema es de encendido, de calor o de control. Se quitan las tapas, las cabezas y las resistencias de espiral para revisarlas a la vista.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Alambre para limpiar orificios"],
        safetyNotes: "Deje que los quemadores y las resistencias se enfríen antes de tocarlos.",
      },
      {
        title: "Limpiar o probar cambiando las piezas de la hornilla",
        description:
          "Se limpian los orificios de los quemadores de gas y los encendedores y se vuelven a asentar las tapas; las resistencias eléctricas se cambian por una resistencia buena para ver si la falla sigue a la pieza.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Cepillo de nylon", "Alcohol isopropílico", "Resistencia de prueba en buen estado"],
        safetyNotes:
          "Desconecte la estufa de gas antes de limpiar los encendedores, para que una perilla en LITE no pueda echar chispa, y mantenga todas las perillas del gas apagadas mientras las tapas y las cabezas estén quitadas. En las estufas eléctricas, cambie las resistencias solo con todos los controles apagados y las resistencias frías, metiendo las terminales hasta el fondo en el receptáculo de 240 V.",
      },
      {
        title: "Probar los interruptores, el módulo y el cableado",
        description:
          "Con la cubierta levantada o el panel trasero abierto, el técnico prueba el interruptor infinito, el receptáculo, el interruptor de encendido y el módulo de chispa, y busca cables quemados o flojos.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Apague el breaker de 240 V de la estufa, o desconecte la estufa de gas, antes de abrir la cubierta. Cierre la llave de paso del gas antes de trabajar cerca de las válvulas de los quemadores.",
      },
      {
        title: "Cambiar la pieza y probar todas las hornillas",
        description:
          "Se cambia la pieza que falló y se prueba cada hornilla en alto y en bajo. En las estufas de gas se prueba que no haya fugas en cualquier conexión que se movió antes de terminar el trabajo.",
        timeRequired: "30 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Pinzas para engarzar",
          "Agua con jabón para detectar fugas",
        ],
        safetyNotes: "Pruebe las conexiones de gas con agua con jabón, nunca con una flama.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, limpiar y secar las piezas de los quemadores, volver a asentar las tapas y cambiar de lugar una resistencia de espiral de enchufe para ver si la falla la sigue. Cualquier cosa más allá, desde módulos de chispa hasta interruptores infinitos y receptáculos, significa trabajar dentro de la estufa cerca de cableado de 240 V o válvulas de gas, y es mejor dejárselo a un técnico.",
    seoTitle: "¿Hornilla de la estufa no funciona? Reparación Houston",
    seoDescription:
      "¿La hornilla de gas o eléctrica no prende o no calienta? Vea cómo fallan encendedores, módulos de chispa, resistencias e interruptores, y costos en Houston.",
    seoKeywords: [
      "hornilla de estufa no funciona",
      "hornilla de estufa no prende",
      "resistencia de estufa eléctrica no calienta",
      "reparación de estufas en houston",
      "interruptor infinito de estufa",
      "cambio de módulo de chispa",
    ],
  },
  "range-control-board-error": {
    slug: "estufa-error-tarjeta-de-control",
    name: "Error en la tarjeta de control de la estufa",
    description:
      "La estufa muestra un código de error, pita sin parar, no responde al panel táctil o se apaga la pantalla, y el horno no funciona. Puede que haya fallado el control electrónico del horno, pero muchas veces el código lo provoca un sensor, el seguro de la puerta o el panel táctil, así que hay que probar antes de cambiar la tarjeta.",
    symptoms: [
      "Código de error como F1, F3 o F9 en la pantalla",
      "Pitido continuo que solo para al apagar el breaker",
      "Teclas del panel táctil que no hacen nada o activan la función equivocada",
      "Pantalla completamente apagada mientras las hornillas siguen funcionando",
      "El horno calienta sin que se lo pidan, o se apaga a medio ciclo",
      "La pantalla parpadea o muestra segmentos revueltos después de una tormenta",
    ],
    causes: [
      "Control electrónico del horno (EOC) o tarjeta de relevadores dañada",
      "Sensor de temperatura del horno abierto o en corto, que muchos modelos reportan con un código tipo F3",
      "Panel táctil de membrana gastado o en corto por la humedad",
      "Motor o interruptor del seguro de la puerta atorado después de una autolimpieza",
      "Pico de voltaje o bajón de luz que daña la fuente de poder del control",
      "Conector del arnés de cables flojo o dañado por calor en el control",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Conecte la estufa a un protector contra picos de la capacidad adecuada, o instale un supresor para toda la casa, para proteger el control de los rayos y los picos de la red en Houston",
      "Después de un apagón, apague y vuelva a prender el breaker de la estufa cuando la luz esté estable en lugar de usar la estufa mientras la luz parpadea",
      "Use poco la autolimpieza y quédese cerca mientras corre; su calor extremo es una de las causas principales de fallas del control y del seguro de la puerta",
      "Limpie el panel táctil con un trapo húmedo, sin rociarle limpiador directamente",
      "No se recargue en el panel de control ni apoye ollas calientes contra él",
      "Anote cualquier código de error antes de apagar y prender la corriente para que el técnico pueda rastrear la falla",
    ],
    whyItHappens: {
      primaryCause:
        "El control del horno detecta una falla en sus propios circuitos o en un sensor o interruptor que vigila.",
      explanation:
        "El control electrónico del horno lee el sensor de temperatura, los interruptores del seguro de la puerta y el panel táctil, y activa los relevadores de calor según eso. Cuando una lectura se sale del rango esperado, como un sensor con el circuito abierto o un seguro que no confirma su posición, deja de calentar y muestra un código. El calor de los ciclos de autolimpieza y los picos de voltaje envejecen los relevadores y las piezas de la fuente de poder de la tarjeta, así que el control mismo puede fallar. Los códigos cambian según la marca, y por eso el técnico confirma la falla con mediciones en lugar de cambiar la tarjeta solo por el código.",
      commonTriggers: [
        "Ciclos de autolimpieza que sobrecalientan el control y el seguro de la puerta",
        "Rayos y picos de la red durante las tormentas eléctricas de Houston",
        "Vapor o derrames que se cuelan debajo del panel táctil",
        "Luz que se va y viene después de un apagón",
        "Conexiones del sensor envejecidas dentro del horno",
      ],
      ageFactors:
        "Los paneles táctiles y los controles del horno suelen fallar entre los 8 y 12 años, pero un solo pico de voltaje puede dañar un control a cualquier edad.",
      usageFactors:
        "Las estufas que usan seguido la autolimpieza, o que se usan mucho a temperaturas altas de horno, tienen más fallas del control y del seguro de la puerta.",
    },
    repairSteps: [
      {
        title: "Anotar el código y reiniciar la corriente",
        description:
          "El técnico anota el código de error, apaga el breaker unos minutos y vuelve a dar corriente para ver si el código regresa. Se usa la hoja de servicio del modelo para interpretar el código de esa marca.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Manual de servicio u hoja técnica", "Linterna"],
        safetyNotes: "Apague el breaker, no solo el control; la estufa trabaja con 240 V.",
      },
      {
        title: "Probar los sensores, el seguro y el panel táctil",
        description:
          "Se mide el sensor del horno contra la tabla de resistencia del fabricante, se prueban el motor y los interruptores del seguro de la puerta, y se revisa tecla por tecla el cable plano del panel táctil. Así se descartan las entradas antes de culpar a la tarjeta.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Apague el breaker de 240 V antes de desconectar el sensor o de llegar a los conectores del seguro y del panel táctil; la resistencia y la continuidad nunca se miden con la estufa con corriente.",
      },
      {
        title: "Revisar el voltaje de alimentación y el arnés",
        description:
          "Se mide el voltaje en el bloque de terminales y en la entrada del control, y se revisa cada conector del arnés en la tarjeta por si tiene daño por calor o está flojo.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Espejo de inspección"],
        safetyNotes:
          "Las pruebas de voltaje con corriente se hacen solo con puntas aisladas; todo lo demás se hace con el breaker apagado.",
      },
      {
        title: "Cambiar la pieza dañada y calibrar",
        description:
          "Se cambia el control, el panel táctil, el sensor o el seguro que falló, se asientan bien los conectores y se ajustan el reloj y cualquier compensación de temperatura. Se prueba el horno en horneado y asador para confirmar que el código desapareció.",
        timeRequired: "30-45 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Pulsera antiestática", "Termómetro de horno"],
        safetyNotes: "Use una pulsera antiestática al manejar la tarjeta de control nueva.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, restablecer el breaker, revisar si está activado el bloqueo de controles y anotar el código de error exacto. Como el mismo código puede venir de la tarjeta, de un sensor o del seguro de la puerta, un técnico con la hoja de servicio del modelo y un multímetro evita que se cambie un control caro que no era el problema.",
    seoTitle: "¿Códigos de error en la estufa? Reparación en Houston",
    seoDescription:
      "¿La estufa marca un código de error o pita sin parar? Vea cómo el control, los sensores, el panel táctil y el seguro causan códigos F, y costos en Houston.",
    seoKeywords: [
      "error de tarjeta de control de estufa",
      "código de error f1 horno",
      "cambio de tarjeta de control de horno",
      "panel táctil de estufa no funciona",
      "reparación de estufas en houston",
      "código de error del horno después de un apagón",
    ],
  },
  "range-temperature-problems": {
    slug: "horno-de-estufa-temperatura-incorrecta",
    name: "Problemas de temperatura en el horno de la estufa",
    description:
      "La comida se quema por fuera y queda cruda por dentro, se hornea disparejo o tarda mucho más de lo que dice la receta. El horno está trabajando más caliente o más frío de lo programado, casi siempre por un sensor descalibrado, una fuente de calor débil o calor que se escapa por la puerta.",
    symptoms: [
      "El termómetro de horno marca 25°F o más arriba o abajo de la temperatura programada",
      "Lo horneado sale quemado por abajo pero pálido por arriba",
      "Los tiempos de cocción son bastante más largos que antes",
      "El horno sigue calentando mucho más allá de la temperatura programada",
      "Se escapa el calor por las orillas de la puerta y el panel de control se calienta",
      "En convección, la comida se dora más de un lado que del otro",
    ],
    causes: [
      "Sensor de temperatura del horno descalibrado, fuera de especificación",
      "Ignitor de horneado de gas débil que prende lento y tarda en recuperar la temperatura",
      "Resistencia de horneado o de asador parcialmente dañada",
      "Empaque de la puerta del horno roto, aplastado o que falta",
      "Motor o resistencia del ventilador de convección que no funciona",
      "Relevador del control que se pega cerrado, o ajuste de calibración mal puesto",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Revise el horno con un termómetro de horno independiente dos veces al año",
      "Mantenga el sensor de temperatura libre de ollas y nunca lo doble contra la pared del horno",
      "Revise el empaque de la puerta y cámbielo si está roto, aplastado o quebradizo",
      "No forre las parrillas ni el piso del horno con papel aluminio, que bloquea la circulación del aire",
      "No abra la puerta una y otra vez al hornear, porque cada vez que la abre baja la temperatura",
      "Use poco la autolimpieza para reducir el calor que castiga el sensor y el empaque",
    ],
    whyItHappens: {
      primaryCause:
        "El control está recibiendo una lectura de temperatura falsa, o el horno no puede producir o mantener el calor que se le pide.",
      explanation:
        "El control mide la temperatura con un sensor de resistencia cuyo valor sube con el calor, más o menos 1,100 ohms a temperatura ambiente en la mayoría de los modelos. Si el sensor o su conector se descalibran, el control corta el calor demasiado pronto o demasiado tarde. Un ignitor débil o una resistencia parcialmente dañada calientan despacio, así que el horno precalienta tarde y se recupera mal después de abrir la puerta, mientras que un empaque de puerta con fugas deja escapar el calor por arriba de la puerta. Un relevador con los contactos soldados sigue calentando sin importar lo programado, lo cual es un riesgo de incendio.",
      commonTriggers: [
        "Ciclos de autolimpieza que envejecen el sensor y el empaque",
        "Sensor golpeado por las parrillas del horno",
        "Empaque de la puerta roto al limpiar",
        "Papel aluminio forrando el piso del horno",
        "Ajuste de calibración cambiado por accidente en el menú de configuración",
      ],
      ageFactors:
        "Los sensores y los empaques de puerta suelen descalibrarse o gastarse después de 6 a 10 años; los ignitores de horneado de gas se debilitan después de 3 a 6 años.",
      usageFactors:
        "Asar seguido a temperaturas altas y usar la autolimpieza con regularidad gasta estas piezas más rápido que hornear de vez en cuando.",
    },
    repairSteps: [
      {
        title: "Medir la temperatura real del horno",
        description:
          "El técnico pone un termopar calibrado en el centro del horno y registra la temperatura durante varios ciclos de calentamiento a 350°F. Así se ve si el horno está desajustado de forma constante, si sube y baja mucho o si se sobrecalienta.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Termómetro de termopar"],
        safetyNotes: "Use guantes resistentes al calor al poner o quitar la sonda.",
      },
      {
        title: "Probar el sensor y la fuente de calor",
        description:
          "Se compara la resistencia del sensor del horno con la tabla del fabricante, y se mide la corriente que jala el ignitor de horneado o la resistencia eléctrica de la resistencia. En los modelos que tienen ventilador de convección, también se revisa.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Amperímetro de gancho", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Apague el breaker de 240 V de la estufa antes de desconectar las terminales del sensor o de la resistencia.",
      },
      {
        title: "Revisar el sello de la puerta y las bisagras",
        description:
          "Se revisa si el empaque de la puerta tiene roturas o huecos, y que la puerta selle bien alrededor. Se anotan para reparar las bisagras dobladas que dejan la puerta un poquito abierta.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Linterna", "Tira calibradora"],
      },
      {
        title: "Cambiar las piezas y calibrar",
        description:
          "Se cambia el sensor, el ignitor, la resistencia, el empaque o la tarjeta de relevadores que falló. Se vuelve a probar el horno y, si la diferencia es pequeña, se ajusta la compensación de temperatura del control para que coincida con el termómetro.",
        timeRequired: "30 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Termómetro de termopar",
          "Agua con jabón para detectar fugas",
        ],
        safetyNotes:
          "Cierre la llave de paso del gas antes de cambiar un ignitor de gas, y pruebe con agua con jabón las conexiones que se movieron, nunca con una flama.",
      },
    ],
    professionalVsDiy:
      "Revisar el horno con un termómetro, revisar el empaque de la puerta y usar la compensación de temperatura del control para un error pequeño son cosas que usted puede hacer sin riesgo. Si el horno tiene más de unos 35°F de diferencia, sube y baja mucho o se calienta más allá de lo programado, deje de usarlo y pida a un técnico que pruebe el sensor, la fuente de calor y los relevadores del control.",
    seoTitle: "¿Horno de la estufa con temperatura mal? Houston",
    seoDescription:
      "¿El horno calienta de más o de menos? Vea cómo el sensor, el ignitor, la resistencia y el empaque afectan la temperatura del horno, y costos en Houston.",
    seoKeywords: [
      "horno de estufa temperatura incorrecta",
      "horno no mantiene la temperatura",
      "cambio de sensor de temperatura de horno",
      "horno calienta de más",
      "reparación de estufas en houston",
    ],
  },
  "range-door-not-closing": {
    slug: "puerta-de-horno-de-estufa-no-cierra",
    name: "Puerta del horno de la estufa que no cierra",
    description:
      "La puerta del horno de la estufa no cierra por completo, se queda abierta arriba, se cierra de golpe o está chueca. Lo más común son resortes de bisagra rotos o bisagras dobladas, y una puerta que no sella desperdicia calor y puede sobrecalentar los controles.",
    symptoms: [
      "Un hueco a lo largo de la parte de arriba o de un lado de la puerta cerrada",
      "La puerta se cae abierta sola o baja de golpe al soltarla",
      "La puerta se cierra de golpe sin ninguna resistencia",
      "Las bisagras tallan o truenan cuando se mueve la puerta",
      "Sale calor y vapor por arriba de la puerta al hornear",
      "La puerta no se traba después de un ciclo de autolimpieza",
    ],
    causes: [
      "Resorte de la bisagra de la puerta roto o estirado",
      "Bisagra de la puerta doblada por poner peso sobre la puerta abierta",
      "Receptores de las bisagras en el marco del horno flojos o rajados",
      "Empaque de la puerta desprendido o amontonado que deja la puerta abierta",
      "Pestillo del seguro de la puerta atorado en la posición de trabado después de la autolimpieza",
      "Estufa desnivelada, o vidrios y paneles que se movieron dentro de la puerta",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Nunca se siente, se pare ni se recargue en la puerta abierta del horno, y enseñe a los niños a no usarla como escalón",
      "No apoye refractarios pesados ni sartenes de hierro fundido en la puerta abierta",
      "Abra y cierre la puerta con cuidado en lugar de dejarla caer o azotarla",
      "Revise los ganchos del empaque de la puerta después de limpiar el horno",
      "Mantenga la estufa nivelada y con su soporte antivuelco enganchado",
      "Cuando falle una bisagra, cambie las dos en par para que la puerta cierre pareja",
    ],
    whyItHappens: {
      primaryCause:
        "Los resortes o los brazos de las bisagras ya no pueden sostener la puerta pesada ni jalarla para cerrarla.",
      explanation:
        "Una puerta de horno pesa más o menos de 15 a 30 libras y la sostienen dos bisagras, cada una con un resorte fuerte que equilibra el peso de la puerta y la jala para cerrarla. Los ciclos repetidos cansan los resortes, y el peso extra sobre la puerta abierta dobla los brazos de las bisagras o raja los receptores del marco. Con una bisagra débil o doblada, la puerta se tuerce y deja un hueco en una esquina. Un seguro de autolimpieza que no se retrae, o un empaque fuera de lugar, también pueden impedir que la puerta cierre normal.",
      commonTriggers: [
        "Niños o adultos que se recargan o se paran en la puerta abierta",
        "Ollas pesadas apoyadas en la puerta al meter la comida",
        "Dejar que la puerta caiga abierta con su propio peso",
        "Puerta que se quitó y se volvió a poner sin trabar bien las bisagras",
        "Ciclos de autolimpieza que sobrecalientan el mecanismo del seguro",
      ],
      ageFactors:
        "Los resortes de las bisagras normalmente se debilitan después de 8 a 12 años de uso diario, pero una bisagra se puede doblar a cualquier edad.",
      usageFactors:
        "En las cocinas de casas con mucho movimiento, donde el horno se abre muchas veces al día, las bisagras se gastan antes, sobre todo si la puerta se usa como repisa.",
    },
    repairSteps: [
      {
        title: "Diagnosticar la bisagra, el empaque o el seguro",
        description:
          "El técnico revisa cómo cierra la puerta, busca huecos y prueba la tensión del resorte de cada lado. Se revisan el empaque y el pestillo del seguro, y se comprueba que la estufa esté nivelada.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Linterna", "Nivel de burbuja"],
      },
      {
        title: "Quitar la puerta del horno",
        description:
          "Se traban las bisagras y se levanta la puerta en el ángulo para quitarla. En muchos modelos las bisagras salen después de quitar el cajón de abajo o los paneles laterales.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de desarmadores", "Juego de llaves de dado tipo desarmador", "Guantes de trabajo"],
        safetyNotes:
          "La puerta pesa y los resortes de las bisagras tienen mucha tensión; trabe las bisagras antes de levantarla y mantenga los dedos fuera de los brazos de las bisagras. Primero deje que el horno se enfríe por completo.",
      },
      {
        title: "Cambiar las bisagras, los resortes o los receptores",
        description:
          "Se cambian los resortes rotos, las bisagras dobladas o los receptores rajados, casi siempre en pares iguales. Se vuelve a colocar o se cambia el empaque, y se libera el pestillo del seguro si está atorado.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Pinzas", "Bisagras de repuesto"],
        safetyNotes:
          "Apague el breaker de la estufa antes de quitar paneles laterales que dejen cables a la vista, y use guantes por las orillas filosas de la lámina.",
      },
      {
        title: "Volver a poner la puerta y probar el sello",
        description:
          "Se vuelve a colocar la puerta y se abre y cierra varias veces para confirmar que se queda en su lugar cuando está entreabierta y que cierra pareja. Un ciclo de horneado confirma que no se escapa calor alrededor de la puerta.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Termómetro de horno", "Nivel de burbuja"],
        safetyNotes:
          "Vuelva a poner la puerta con las dos manos y confirme que las dos bisagras estén bien asentadas antes de soltar las trabas de las bisagras.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar si el empaque está suelto, nivelar la estufa y confirmar que la puerta no siga trabada por una autolimpieza. Cambiar las bisagras significa manejar una puerta pesada con resortes en tensión y muchas veces quitar paneles cerca del cableado, así que lo mejor es que lo haga un técnico.",
    seoTitle: "¿Puerta del horno de la estufa no cierra? Houston",
    seoDescription:
      "¿La puerta del horno no cierra, se queda abierta o se cierra de golpe? Vea cómo la causan resortes rotos, bisagras dobladas o el empaque, y costos en Houston.",
    seoKeywords: [
      "puerta del horno de la estufa no cierra",
      "cambio de bisagras de puerta de horno",
      "puerta del horno no se queda cerrada",
      "resorte de puerta de horno roto",
      "reparación de estufas en houston",
    ],
  },
};
