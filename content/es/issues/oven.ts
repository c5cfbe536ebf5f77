import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "oven-not-heating": {
    slug: "horno-no-calienta",
    name: "Horno que no calienta",
    description:
      "El horno prende y la pantalla funciona, pero por dentro se queda frío o apenas tibio. En los hornos eléctricos lo más común es la resistencia de horneado; en los de gas casi siempre es un ignitor de superficie caliente que ya está débil.",
    symptoms: [
      "El horno se queda frío o tibio mucho después de empezar a precalentar",
      "La resistencia de horneado del horno eléctrico no se pone al rojo al precalentar",
      "Ampolla, rajadura o mancha quemada a la vista en la resistencia de horneado",
      "El asador (broil) funciona pero el horneado no, o al revés",
      "El ignitor del horno de gas se pone naranja pero el quemador nunca prende",
      "El precalentado nunca termina o aparece un código de error en la pantalla",
    ],
    causes: [
      "Resistencia de horneado quemada en un horno eléctrico",
      "Ignitor de superficie caliente débil en un horno de gas que ya no abre la válvula de seguridad del gas",
      "Sensor de temperatura del horno dañado que le da una lectura falsa al control",
      "Fusible térmico o corte térmico quemado detrás del panel de control",
      "Relevador dañado en la tarjeta de control electrónica",
      "Una fase del breaker doble de 240 volts botada en una estufa eléctrica",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie los derrames del fondo del horno cuando se enfríe; el azúcar y la grasa quemadas pueden crear puntos calientes que queman una resistencia expuesta",
      "No forre el fondo del horno ni las parrillas con papel aluminio, porque encierra el calor contra la resistencia y tapa las ventilas de los hornos de gas",
      "No toque el ignitor de gas ni la resistencia de horneado al limpiar; los dos son frágiles",
      "Use el autolimpiado solo unas cuantas veces al año, porque el calor extremo castiga las resistencias, los fusibles y la tarjeta de control",
      "Mande instalar un supresor de picos para toda la casa para proteger el control electrónico de los picos de las tormentas de verano",
      "Pida servicio cuando el precalentado empiece a tardar notablemente más, antes de que la resistencia o el ignitor fallen por completo",
    ],
    whyItHappens: {
      primaryCause:
        "Falló la fuente de calor: una resistencia de horneado quemada en los hornos eléctricos o un ignitor débil en los de gas.",
      explanation:
        "En un horno eléctrico, el control cierra un relevador para mandar 240 volts a la resistencia de horneado cada vez que el sensor de temperatura marca menos de lo programado, así que una resistencia rota, un relevador dañado o un sensor malo cortan el calor. En un horno de gas, el ignitor de superficie caliente va conectado en serie con la válvula de seguridad del gas, y la válvula solo se abre cuando el ignitor jala suficiente corriente. Conforme el ignitor envejece su resistencia sube, así que puede ponerse naranja brillante y aun así jalar muy poca corriente para abrir la válvula. Un fusible térmico quemado corta la corriente a todo el circuito de calor y casi siempre indica un sobrecalentamiento, como un ciclo de autolimpiado.",
      commonTriggers: [
        "Correr un ciclo de autolimpiado",
        "Derrames que se queman sobre una resistencia de horneado expuesta",
        "Pico de voltaje que daña el relevador de la tarjeta de control",
        "Ignitor rajado por un golpe al limpiar",
      ],
      ageFactors:
        "Las resistencias de horneado normalmente fallan entre los 5 y 10 años, mientras que los ignitores de los hornos de gas muchas veces se debilitan después de 3 a 7 años de uso.",
      usageFactors:
        "Hornear a diario y usar seguido el autolimpiado gasta más rápido las resistencias y los ignitores; los hornos que se usan de vez en cuando también pueden fallar justo después de su primer autolimpiado en años.",
    },
    repairSteps: [
      {
        title: "Confirmar la corriente y el gas",
        description:
          "El técnico revisa el breaker y mide el voltaje en el bloque de terminales de la estufa para confirmar que lleguen las dos fases de los 240 volts en los modelos eléctricos. En los modelos de gas confirma la posición de la llave de paso y que llegue gas a los quemadores.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Multímetro", "Probador de voltaje sin contacto", "Linterna"],
        safetyNotes:
          "Las estufas eléctricas trabajan con 240 volts; solo un técnico capacitado mide voltaje con corriente. Si huele a gas, no mueva ningún interruptor, salga de la casa y llame a la compañía de gas desde afuera.",
      },
      {
        title: "Probar la resistencia de horneado o el ignitor",
        description:
          "Con la corriente apagada, se mide la resistencia eléctrica de la resistencia de horneado y se revisa si tiene daño a la vista. En un horno de gas se mide con un amperímetro de gancho la corriente que jala el ignitor al pedir horneado, y se compara con la corriente de apertura indicada para la válvula de gas.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Amperímetro de gancho", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Apague el breaker antes de tocar las terminales de la resistencia. Deje que el horno se enfríe por completo; las resistencias y los ignitores se quedan calientes mucho tiempo después de usarse.",
      },
      {
        title: "Probar el sensor de temperatura, el fusible térmico y el control",
        description:
          "Se mide el sensor de temperatura del horno contra su tabla de resistencia, se revisa la continuidad del fusible térmico y se prueba la salida del relevador de la tarjeta de control. Así se confirma qué pieza falló antes de pedir cualquier refacción.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores", "Tabla de temperatura y resistencia"],
        safetyNotes:
          "Apague el breaker antes de quitar el panel trasero o el panel de control; las orillas de la lámina detrás de la estufa son filosas.",
      },
      {
        title: "Cambiar la pieza y comprobar la temperatura del horno",
        description:
          "Se cambia la resistencia, el ignitor, el sensor, el fusible o la tarjeta que falló. Se hace un precalentado completo mientras el técnico revisa la temperatura real dentro del horno con un termómetro de termopar.",
        timeRequired: "30-60 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Termómetro de termopar",
          "Agua con jabón para probar fugas de gas",
        ],
        safetyNotes:
          "En los hornos de gas, cierre la llave del gas antes de desconectar cualquier cosa, y después de reconectar pruebe cada conexión con agua con jabón; nunca use una flama para buscar fugas.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar el breaker (las dos mitades del breaker doble en una estufa eléctrica), ver si la resistencia de horneado está rota a simple vista y fijarse si el ignitor de gas se pone al rojo sin que prenda el quemador. Cambiar piezas significa trabajar con cableado de 240 volts o conexiones de gas, y un técnico puede confirmar la causa real con sus aparatos de medición para que usted no pague refacciones que no necesitaba.",
    seoTitle: "¿Horno no calienta? Guía de reparación en Houston",
    seoDescription:
      "¿El horno se queda frío? Vea las causas, desde la resistencia de horneado quemada y el ignitor de gas débil hasta sensores y fusibles, y costos en Houston.",
    seoKeywords: [
      "horno no calienta",
      "horno no calienta houston",
      "cambio de resistencia de horno",
      "ignitor de horno de gas",
      "reparación de hornos en houston",
      "horno eléctrico no calienta",
    ],
  },
  "oven-temperature-inaccurate": {
    slug: "horno-temperatura-incorrecta",
    name: "Horno con temperatura incorrecta",
    description:
      "El horno calienta, pero la comida se quema o queda cruda porque la temperatura real está muy lejos de la programada. Es normal que un horno suba y baje unos 25°F alrededor de lo programado, así que el problema es una diferencia constante o cambios bruscos más allá de eso.",
    symptoms: [
      "Lo horneado se quema por fuera y queda crudo por dentro",
      "Las recetas siempre tardan mucho más o mucho menos de lo que dicen",
      "Un termómetro de horno marca en promedio 25°F o más de diferencia con la temperatura programada",
      "Se dora disparejo de adelante hacia atrás o de un lado a otro",
      "Justo después del precalentado la temperatura se pasa muy arriba de lo programado",
      "La señal de precalentado suena mucho antes de que el horno de verdad llegue a la temperatura",
    ],
    causes: [
      "Sensor de temperatura del horno descalibrado, fuera de especificación",
      "Sensor de temperatura doblado o tocando la pared del horno",
      "Ajuste de calibración mal puesto en el control",
      "Empaque de la puerta gastado o roto que deja escapar el calor",
      "Relevador de la tarjeta de control que se pega y hace que se pase de la temperatura programada",
      "Motor del ventilador de convección que no trabaja en el modo de convección",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "Revise la precisión de su horno una o dos veces al año con un buen termómetro de horno en el centro de la parrilla de en medio",
      "No cubra el fondo del horno ni las parrillas con papel aluminio; altera la circulación del aire y causa temperaturas disparejas",
      "No abra la puerta una y otra vez al hornear, porque cada vez la temperatura baja 25°F o más",
      "Tenga cuidado de no doblar el sensor de temperatura de la pared del fondo al meter y sacar las parrillas o al limpiar",
      "Mantenga limpio el empaque de la puerta y no lo jale",
      "Cuando hornee algo que necesita temperatura pareja, deje que el horno precaliente 10 minutos más después de la señal",
    ],
    whyItHappens: {
      primaryCause:
        "El control está trabajando con una lectura de temperatura equivocada o el calor se está escapando del horno.",
      explanation:
        "El control del horno no mide el calor directamente; lee la resistencia de un sensor de temperatura, casi siempre una sonda RTD en la pared del fondo que en la mayoría de los modelos marca más o menos 1,080-1,100 ohms a temperatura ambiente, y prende y apaga el calor alrededor de la temperatura programada. Si el sensor se descalibra, está doblado hacia la pared o su cableado está dañado por el calor, el control regula a la temperatura equivocada. Un empaque de puerta con fugas deja escapar el calor, así que la resistencia o el quemador trabajan más tiempo y el horno calienta disparejo. Un relevador que se queda pegado cerrado sigue calentando más allá de la temperatura programada.",
      commonTriggers: [
        "Ciclos de autolimpiado que deterioran el sensor y su cableado",
        "Sensor doblado al meter y sacar las parrillas",
        "Empaque de la puerta roto al limpiar",
        "Ajuste de calibración cambiado por accidente",
      ],
      ageFactors:
        "Los sensores de temperatura suelen descalibrarse después de 5 a 10 años, y los empaques de puerta muchas veces se endurecen y se aplanan entre los 8 y 12 años.",
      usageFactors:
        "Los hornos que se usan seguido para asar a alta temperatura o para autolimpiarse gastan más pronto el sensor y el empaque.",
    },
    repairSteps: [
      {
        title: "Medir la temperatura real dentro del horno",
        description:
          "El técnico pone una sonda de termopar en el centro del horno y registra la temperatura durante varios ciclos de calentamiento con una temperatura programada como 350°F. El promedio, no una sola lectura, muestra si el horno de verdad está desajustado.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Termómetro de termopar"],
        safetyNotes:
          "Las superficies, las parrillas y el vidrio de la puerta se calientan mucho; use guantes resistentes al calor al colocar la sonda.",
      },
      {
        title: "Probar el sensor de temperatura",
        description:
          "Con la corriente apagada, se desconecta el sensor y se compara su resistencia con la tabla del fabricante. También se revisan su posición y su arnés de cables por si tienen daño por calor.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Tabla de temperatura y resistencia"],
        safetyNotes: "Apague el breaker antes de desconectar el sensor, y deje que el horno se enfríe por completo.",
      },
      {
        title: "Revisar el empaque, las piezas de calor y el ventilador de convección",
        description:
          "Se revisa si el empaque de la puerta tiene huecos o roturas, si la resistencia o el ignitor están dando poco calor, y se prueba el ventilador de convección. Así se descarta que el calor se pierda por la puerta o que la fuente de calor esté débil.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Multímetro", "Amperímetro de gancho"],
        safetyNotes:
          "La salida de la resistencia y del ignitor se mide con el horno con corriente y, en los hornos de gas, con la válvula de gas abierta; solo un técnico capacitado toma estas lecturas con corriente. Apague el breaker y cierre la llave del gas antes de desconectar cualquier pieza, y si huele a gas salga de la casa y llame a la compañía de gas desde afuera.",
      },
      {
        title: "Cambiar el sensor o recalibrar",
        description:
          "Se cambia el sensor o el empaque que esté dañado. Si las piezas salen bien en las pruebas, el técnico ajusta la calibración del control y vuelve a medir hasta que la temperatura promedio coincida con la programada.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Termómetro de termopar"],
        safetyNotes:
          "Apague el breaker antes de cambiar el sensor; las orillas de la lámina dentro del horno y detrás del panel pueden ser filosas.",
      },
    ],
    professionalVsDiy:
      "Usted puede revisar el horno con un buen termómetro de horno y, en la mayoría de los modelos, ajustar la calibración hasta unos 35°F siguiendo los pasos del manual del dueño. Si la temperatura sube y baja mucho o el ajuste se sigue moviendo, hay que probar el sensor o el control, y un técnico lo hace rápido con los aparatos de medición correctos.",
    seoTitle: "¿Horno con temperatura incorrecta? Reparación en Houston",
    seoDescription:
      "¿El horno calienta de más o de menos? Vea cómo el sensor de temperatura, el empaque y la calibración causan temperaturas incorrectas, y costos en Houston.",
    seoKeywords: [
      "horno temperatura incorrecta",
      "horno calienta de más",
      "cambio de sensor de temperatura de horno",
      "calibrar horno",
      "reparación de hornos en houston",
    ],
  },
  "oven-self-clean-problems": {
    slug: "horno-problemas-autolimpieza",
    name: "Problemas con la autolimpieza del horno",
    description:
      "La puerta se queda trabada después de un ciclo de autolimpieza, el ciclo no arranca, o el horno deja de funcionar por completo después. El calor extremo de la autolimpieza es la causa más común de fallas en el control y en el seguro de la puerta del horno.",
    symptoms: [
      "La puerta sigue trabada horas después de que terminó la autolimpieza y el horno se enfrió",
      "El indicador de bloqueo parpadea y la puerta no se puede abrir",
      "La autolimpieza no arranca y el motor del seguro hace clic o trabaja sin parar",
      "La pantalla del horno se apagó o el horno no calienta después de una autolimpieza",
      "Queda mucho residuo adentro después de que terminó el ciclo",
      "Aparece un código de error en la pantalla durante o después de la autolimpieza",
    ],
    causes: [
      "Motor y conjunto de interruptores del seguro de la puerta dañados",
      "Interruptor del seguro que ya no le reporta al control la posición del pestillo",
      "Fusible térmico quemado por el calor de la autolimpieza",
      "Tarjeta de control dañada por el calor del ciclo",
      "Sensor de temperatura del horno dañado que no deja que el control destrabe la puerta",
      "Gancho del pestillo del seguro de la puerta roto o doblado",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie los derrames grandes antes de la autolimpieza para poder elegir el ciclo más corto",
      "Use la autolimpieza solo unas cuantas veces al año y limpie a mano la suciedad ligera entre una y otra",
      "Saque las parrillas del horno, a menos que el manual diga que aguantan la autolimpieza",
      "No corra la autolimpieza justo antes de un día festivo o una comida grande, por si falla alguna pieza",
      "Nunca fuerce la puerta mientras el seguro está puesto",
      "Ventile la cocina y quédese en casa mientras corre el ciclo",
    ],
    whyItHappens: {
      primaryCause:
        "El calor del ciclo de autolimpieza daña el seguro de la puerta, el fusible térmico o la tarjeta de control.",
      explanation:
        "La autolimpieza calienta el interior del horno a unos 800-900°F para convertir los restos de comida en ceniza. El motor del seguro de la puerta, sus interruptores, el arnés de cables y la tarjeta de control están justo arriba o detrás del horno y se calientan muchísimo más que al hornear normal. Las piezas que ya están cerca del final de su vida muchas veces fallan durante ese ciclo, y un fusible térmico quemado corta la corriente para proteger el horno. El control mantiene la puerta trabada hasta que el sensor reporta una temperatura segura, así que un sensor o un interruptor del seguro dañado puede dejarla trabada indefinidamente.",
      commonTriggers: [
        "Correr la autolimpieza más larga en un horno muy sucio",
        "Tarjeta de control o motor del seguro ya debilitados por la edad",
        "Poca ventilación alrededor de un horno de pared empotrado",
        "Jalar la puerta mientras se está trabando o destrabando",
      ],
      ageFactors:
        "Los hornos de más de 6 a 8 años son los que más probablemente tengan una falla del seguro, el fusible o la tarjeta durante la autolimpieza.",
      usageFactors:
        "Los hornos que se autolimpian cada mes fallan antes que los que se limpian unas cuantas veces al año.",
    },
    repairSteps: [
      {
        title: "Dejar enfriar el horno y reiniciar la corriente",
        description:
          "El técnico confirma que el horno se enfrió por completo, luego apaga el breaker unos minutos y lo vuelve a prender para reiniciar el control. Muchas fallas del seguro se quitan en este punto, y el resultado del reinicio le dice al técnico dónde buscar después.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Probador de voltaje sin contacto"],
        safetyNotes:
          "Las superficies, el vidrio de la puerta y las parrillas se quedan extremadamente calientes por una hora o más después de la autolimpieza; nunca intente forzar una puerta trabada.",
      },
      {
        title: "Probar el conjunto del seguro de la puerta",
        description:
          "Con la corriente apagada, se quita el panel de control o el panel de arriba y se mide la continuidad del motor del seguro y de sus interruptores. Si el seguro está atorado, se libera a mano para poder abrir la puerta.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Apague el breaker antes de quitar cualquier panel; el cableado del seguro está cerca de terminales de 240 volts.",
      },
      {
        title: "Revisar el fusible térmico, el sensor y la tarjeta de control",
        description:
          "Se mide la continuidad del fusible térmico, se compara el sensor de temperatura con su tabla, y se revisa si la tarjeta de control tiene pistas o conectores quemados. El técnico determina si el seguro es la causa o solo un síntoma.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Linterna", "Tabla de temperatura y resistencia"],
        safetyNotes: "Use guantes; las orillas de la lámina detrás del panel de control son filosas.",
      },
      {
        title: "Cambiar las piezas dañadas y probar el seguro",
        description:
          "Se cambia el conjunto del seguro, el fusible, el sensor o la tarjeta que falló. Luego el técnico arranca brevemente una autolimpieza para confirmar que la puerta se traba y se destraba bien, y revisa que el horneado funcione.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Multímetro", "Juego de desarmadores"],
      },
    ],
    professionalVsDiy:
      "Cuando el horno esté completamente frío, usted puede apagar el breaker cinco minutos y volver a prenderlo, lo que quita muchas fallas de seguro atorado. Si la puerta sigue trabada o el horno no calienta, no haga palanca en la puerta; un técnico puede liberar el seguro por detrás del panel y probar el seguro, el fusible y la tarjeta sin riesgo.",
    seoTitle: "Horno trabado tras la autolimpieza | Houston",
    seoDescription:
      "¿Puerta del horno trabada o el horno muerto tras la autolimpieza? Vea por qué daña seguros, fusibles y tarjetas de control, y costos de reparación en Houston.",
    seoKeywords: [
      "puerta del horno trabada después de autolimpieza",
      "problemas de autolimpieza del horno",
      "motor del seguro de la puerta del horno",
      "fusible térmico del horno quemado",
      "reparación de hornos en houston",
    ],
  },
  "oven-igniter-failure": {
    slug: "horno-falla-del-ignitor",
    name: "Falla del ignitor del horno",
    description:
      "Un horno de gas que no prende, que tarda minutos en prender o que prende con un pequeño estallido casi siempre tiene un ignitor de superficie caliente débil. Un ignitor débil falla de forma segura porque mantiene cerrada la válvula de gas, pero el encendido retardado o cualquier olor a gas que no se quita requiere atención pronto.",
    symptoms: [
      "El ignitor se pone naranja pero el quemador del horno nunca prende",
      "El horno tarda dos minutos o más en prender en lugar de los 30-90 segundos de siempre",
      "Un ¡puf! suave o un pequeño estallido cuando por fin prende el quemador",
      "El horno calienta y luego se enfría a medio horneado",
      "Olor a gas por un momento cuando el horno está intentando prender",
      "El ignitor no se pone al rojo para nada al elegir hornear",
    ],
    causes: [
      "Ignitor de superficie caliente débil que jala muy poca corriente para abrir la válvula de seguridad del gas",
      "Elemento del ignitor rajado o roto",
      "Válvula de seguridad del gas del horno dañada",
      "Cables quemados o flojos en el conector del ignitor",
      "Relevador de horneado dañado en la tarjeta de control",
      "Orificios del quemador tapados por derrames, que causan encendido retardado",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "No toque ni talle el ignitor al limpiar el horno; es frágil y se raja fácil",
      "Mantenga limpio el panel del fondo del horno para que los derrames no caigan en los orificios del quemador",
      "No ponga papel aluminio en el fondo del horno, porque le tapa el aire al quemador",
      "No rocíe limpiador de hornos sobre el ignitor ni el quemador",
      "Mande revisar el conector flexible del gas cada vez que se mueva la estufa, y cámbielo más o menos cada 5 años",
      "Pida servicio en cuanto el horno empiece a tardar más en prender, antes de que empiece el encendido retardado",
    ],
    whyItHappens: {
      primaryCause:
        "El ignitor de superficie caliente se debilitó y ya no jala suficiente corriente para abrir la válvula de gas.",
      explanation:
        "La mayoría de los hornos de gas usan un ignitor de superficie caliente conectado en serie con una válvula de seguridad de gas bimetálica, y la válvula solo se abre cuando la corriente del circuito llega a su valor nominal, normalmente entre 2.5 y 3.6 amps según el modelo. Conforme el ignitor envejece su resistencia sube, así que puede ponerse naranja brillante y aun así jalar muy poca corriente para abrir la válvula. Un ignitor en el límite abre la válvula despacio, lo que deja que se junte gas antes de prender y causa el pequeño estallido del encendido retardado. Si el ignitor no puede abrir la válvula para nada, no pasa gas, y por eso un ignitor muerto deja el horno frío y no provoca una fuga de gas.",
      commonTriggers: [
        "Envejecimiento normal del elemento del ignitor",
        "Ignitor golpeado o rajado al limpiar",
        "Derrames que tapan los orificios del quemador",
        "Estufa que se movió y se le movió el conector del gas",
      ],
      ageFactors:
        "Los ignitores de horno suelen debilitarse después de 3 a 7 años, y son la pieza que menos dura en la mayoría de los hornos de gas.",
      usageFactors:
        "El ignitor se calienta cada vez que el quemador prende, así que en las casas donde se hornea o se asa a diario los ignitores se gastan más pronto.",
    },
    repairSteps: [
      {
        title: "Cerrar el gas y la corriente y revisar el suministro",
        description:
          "El técnico confirma que llega gas a los demás quemadores, luego cierra la llave del gas de la estufa y apaga la corriente. Se quitan el fondo del horno y la tapa del quemador para tener acceso.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Juego de desarmadores", "Linterna"],
        safetyNotes:
          "Si hay un olor a gas fuerte o que no se quita, no prenda nada ni use interruptores; salga de la casa y llame a la compañía de gas o al 911 desde afuera. Si no, cierre la llave del gas detrás de la estufa antes de empezar a trabajar.",
      },
      {
        title: "Medir la corriente que jala el ignitor",
        description:
          "Con la corriente restablecida por un momento, el técnico pone un amperímetro de gancho en el circuito del ignitor al pedir horneado y cronometra cuánto tarda en abrir la válvula. Una lectura por debajo de la corriente de apertura de la válvula confirma que el ignitor está débil.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Amperímetro de gancho", "Multímetro"],
        safetyNotes:
          "Las mediciones de corriente con el aparato energizado son solo para técnicos capacitados; mantenga las manos lejos del ignitor, que llega a más de 1,800°F.",
      },
      {
        title: "Cambiar el ignitor o la válvula de gas",
        description:
          "Se desatornilla el ignitor viejo del quemador y se desconectan sus cables, y se instala un ignitor equivalente con conectores para alta temperatura. Si el ignitor salió bien en la prueba, entonces se cambia la válvula de seguridad del gas o el relevador de control.",
        timeRequired: "20-30 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Conectores de cable para alta temperatura",
          "Llave perica",
        ],
        safetyNotes:
          "Mantenga la llave del gas cerrada y el breaker apagado durante el cambio. Agarre el ignitor nuevo solo por su base de cerámica; la grasa de la piel y la presión pueden rajar el elemento.",
      },
      {
        title: "Abrir el gas, probar fugas y comprobar la flama",
        description:
          "Se restablecen el gas y la corriente, y se prueba con agua con jabón cada conexión que se movió. Se corre un ciclo de horneado para confirmar que prende rápido y sin ruido, con una flama azul y estable.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Agua con jabón", "Termómetro de termopar"],
        safetyNotes:
          "Pruebe cada conexión de gas con agua con jabón y fíjese si salen burbujas; nunca use una flama para buscar fugas.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, mirar el horno por el cajón del asador o la ventila de abajo para ver si el ignitor se pone al rojo y cuánto tarda en prender. Cambiar el ignitor o la válvula de gas implica trabajar con conexiones de gas y requiere una prueba de fugas al terminar, así que deje que lo haga un técnico, y si alguna vez huele mucho a gas, salga de la casa y llame primero a la compañía de gas.",
    seoTitle: "¿Falla el ignitor del horno de gas? Reparación en Houston",
    seoDescription:
      "¿El horno de gas no prende o prende con un estallido? Vea cómo fallan el ignitor y la válvula de gas, qué es el encendido retardado y costos en Houston.",
    seoKeywords: [
      "cambio de ignitor de horno",
      "horno de gas no prende",
      "ignitor de horno prende pero no hay flama",
      "horno de gas encendido retardado",
      "reparación de hornos de gas en houston",
    ],
  },
  "oven-door-wont-close": {
    slug: "puerta-del-horno-no-cierra",
    name: "Puerta del horno que no cierra",
    description:
      "La puerta del horno se queda abierta arriba, está chueca o se cae abierta en lugar de cerrar firme. Además de desperdiciar calor, una puerta que no sella sobrecalienta el panel de control y las perillas de arriba.",
    symptoms: [
      "Un hueco de media pulgada o más arriba de la puerta cerrada",
      "La puerta se cae abierta o se cierra de golpe en lugar de moverse suave",
      "La puerta está chueca, con un hueco de un lado",
      "Se escapa el calor alrededor de la puerta y el panel de control o las perillas se calientan",
      "Las bisagras tallan o rechinan al abrir",
      "Empaque de la puerta roto, suelto o colgando fuera de su lugar",
    ],
    causes: [
      "Resorte de la bisagra roto de un lado o de los dos",
      "Brazo de la bisagra doblado por poner peso sobre la puerta abierta",
      "Bisagra que no quedó bien metida en su ranura después de quitar la puerta",
      "Receptor de la bisagra gastado o tornillos de montaje de la bisagra flojos en el marco del horno",
      "Empaque de la puerta desprendido o dañado",
      "Tornillos del panel interior de la puerta flojos que dejan que los vidrios se muevan",
    ],
    repairTime: "1-1.5 horas",
    prevention: [
      "Nunca se recargue, se siente ni se pare en la puerta abierta del horno, y no deje que los niños se suban",
      "Deslice los refractarios pesados a la parrilla en lugar de apoyarlos en la puerta abierta",
      "Trabe las bisagras antes de quitar la puerta para limpiarla, siguiendo el manual del dueño",
      "Abra y cierre la puerta con cuidado en lugar de dejarla caer o azotarla",
      "Limpie el empaque solo con un trapo húmedo y nunca lo saque de sus ganchos",
      "Revise una vez al año que las bisagras y los tornillos interiores de la puerta estén apretados",
    ],
    whyItHappens: {
      primaryCause: "Un resorte de bisagra roto o una bisagra doblada ya no sostiene la puerta contra el empaque.",
      explanation:
        "Cada bisagra de la puerta del horno tiene un resorte fuerte que equilibra el peso de la puerta y la jala para cerrarla contra el empaque. Las puertas de horno pesan más o menos de 20 a 35 libras, y el peso extra sobre la puerta abierta dobla los brazos de las bisagras o revienta un resorte. Los ciclos de calor también cansan los resortes con los años. Cuando la bisagra no puede cerrar la puerta parejo, el aire caliente se escapa por arriba de la puerta y sube hacia el panel de control.",
      commonTriggers: [
        "Refractarios pesados o una persona recargada en la puerta abierta",
        "Puerta que se quitó para limpiar y se volvió a poner mal",
        "Niños que se suben o se columpian en la puerta",
        "Azotar la puerta una y otra vez",
      ],
      ageFactors:
        "Los resortes de las bisagras suelen debilitarse o romperse después de 8 a 12 años, y antes en los hornos que se autolimpian seguido.",
      usageFactors:
        "El uso diario intenso y la costumbre de apoyar los trastes en la puerta abierta son las razones principales de que las bisagras fallen antes de tiempo.",
    },
    repairSteps: [
      {
        title: "Revisar la alineación de la puerta y las bisagras",
        description:
          "El técnico revisa el hueco alrededor de la puerta cerrada, observa cómo se mueve la puerta en todo su recorrido y revisa las dos bisagras y el empaque. Así se ve si la falla está en una bisagra, el empaque o la puerta.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Linterna", "Cinta métrica"],
        safetyNotes: "Asegúrese de que el horno esté apagado y frío antes de tocar la puerta o el empaque.",
      },
      {
        title: "Quitar la puerta del horno",
        description:
          "Se traban las bisagras y se levanta la puerta derecho hacia arriba para sacarla de las bisagras, y se acuesta sobre una superficie acolchada. En algunos modelos hay que sacar la estufa para llegar a los receptores de las bisagras.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Cobija de mudanza", "Juego de desarmadores"],
        safetyNotes:
          "Los resortes de las bisagras tienen mucha tensión y se pueden cerrar de golpe sobre los dedos si se zafan las trabas. La puerta pesa y tiene vidrio; deben levantarla dos personas.",
      },
      {
        title: "Cambiar las bisagras, los receptores o el empaque",
        description:
          "Las bisagras rotas o dobladas se cambian en par, los receptores de bisagra gastados se reemplazan y se aprietan los tornillos flojos del panel interior de la puerta. Si el empaque está dañado, se cambia metiendo el nuevo en sus ganchos.",
        timeRequired: "20-40 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Juego de desarmadores Torx", "Pinzas"],
        safetyNotes:
          "Apague el breaker si hay que sacar la estufa o quitar los paneles laterales, y en las estufas de gas cierre la llave del gas antes de moverla. Use guantes por las orillas filosas de la lámina.",
      },
      {
        title: "Volver a poner la puerta y revisar el sello",
        description:
          "Se vuelve a colocar la puerta, se sueltan las trabas de las bisagras y se abre y cierra la puerta varias veces para confirmar que se mueve suave y parejo. Se revisa el sello alrededor de toda la puerta y se prueba el horno calentándolo.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Termómetro de termopar", "Agua con jabón para probar fugas de gas"],
        safetyNotes:
          "Si se movió una estufa de gas, pruebe la conexión del gas con agua con jabón después de reconectarla; nunca use una flama.",
      },
    ],
    professionalVsDiy:
      "Usted puede revisar si la puerta está bien asentada en sus bisagras y si el empaque simplemente se salió de sus ganchos. Los resortes de las bisagras guardan mucha fuerza y la puerta pesa, así que cambiar las bisagras es más seguro con un técnico, sobre todo en hornos de pared y estufas de gas que hay que sacar.",
    seoTitle: "¿Puerta del horno no cierra? Reparación en Houston",
    seoDescription:
      "¿Puerta del horno abierta o chueca? Vea cómo los resortes rotos, las bisagras dobladas y los empaques gastados impiden que selle, y costos en Houston.",
    seoKeywords: [
      "puerta del horno no cierra",
      "cambio de bisagras de puerta de horno",
      "resorte de puerta de horno roto",
      "empaque de puerta de horno",
      "reparación de hornos en houston",
    ],
  },
};
