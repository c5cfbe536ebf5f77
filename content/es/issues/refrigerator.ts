import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "refrigerator-not-cooling": {
    slug: "refrigerador-no-enfria",
    name: "Refrigerador que no enfría",
    description:
      "La parte del refri está a más de 40°F, y muchas veces el congelador también está blando, aunque las luces y los controles funcionan. Las causas van desde serpentines del condensador sucios y ventiladores dañados hasta un evaporador congelado por una falla del deshielo, un relevador de arranque del compresor malo o un problema del sistema sellado. Está en juego la seguridad de la comida, así que hay que atenderlo rápido.",
    symptoms: [
      "El termómetro del refri marca más de 40°F en la parte de alimentos frescos",
      "La leche y las sobras se echan a perder antes de su fecha",
      "El congelador sigue frío pero la parte del refrigerador está tibia",
      "No se siente aire saliendo de las rejillas dentro del congelador",
      "El compresor hace clic, prende y se apaga cada pocos minutos sin arrancar",
      "El refrigerador trabaja sin parar y el costado del gabinete o la rejilla de abajo están calientes",
    ],
    causes: [
      "Serpentines del condensador sucios que no pueden sacar el calor",
      "Motor del ventilador del condensador dañado",
      "Motor del ventilador del evaporador dañado",
      "Falla del sistema de deshielo (resistencia de deshielo, termostato de deshielo o control de deshielo) que deja el evaporador cubierto de hielo",
      "Relevador de arranque o protector de sobrecarga del compresor dañado",
      "Problema del sistema sellado, como una fuga de gas refrigerante o un compresor dañado",
    ],
    repairTime: "1-4 horas",
    prevention: [
      "Aspire o cepille los serpentines del condensador cada seis meses, y cada tres meses si tiene mascotas que sueltan pelo",
      "Deje por lo menos una pulgada de espacio atrás y arriba para que circule el aire, y mantenga despejada la rejilla de abajo",
      "No ponga comida que tape las rejillas de aire entre el congelador y el refrigerador",
      "Tenga un termómetro dentro del refri y revíselo seguido: 37°F en el refrigerador y 0°F en el congelador",
      "Conecte el refrigerador a un contacto solo para él con protección contra picos, y desconéctelo durante los apagones de temporada de huracanes hasta que la luz esté estable",
      "No tenga un segundo refrigerador en una cochera de Houston sin aire acondicionado, a menos que esté hecho para uso en cochera",
    ],
    whyItHappens: {
      primaryCause:
        "El sistema sellado no puede sacar el calor del gabinete por un ventilador dañado, una falla del deshielo o un problema del compresor o del gas refrigerante.",
      explanation:
        "El refrigerador enfría bombeando gas refrigerante por un serpentín evaporador dentro del congelador y un serpentín condensador por fuera, con ventiladores que mueven aire sobre los dos. El aire frío del congelador se sopla hacia la parte de alimentos frescos, así que si falla el ventilador del evaporador o el evaporador se cubre de hielo, el refri se calienta rápido mientras el congelador todavía se siente frío. Los serpentines del condensador sucios o un ventilador del condensador muerto hacen que el compresor trabaje caliente y por mucho tiempo, hasta que se bota su protector de sobrecarga. Las fugas de gas refrigerante y las fallas del compresor requieren una reparación del sistema sellado hecha por un técnico certificado por la EPA.",
      commonTriggers: [
        "Serpentines del condensador retacados de polvo y pelo de mascota",
        "Resistencia de deshielo o termostato de deshielo dañados",
        "Picos de voltaje y apagones que dañan el relevador de arranque o la tarjeta de control",
        "Cocheras o cocinas calientes en el verano de Houston que obligan al refri a trabajar sin parar",
        "Puertas que se quedan entreabiertas o un empaque roto que deja entrar aire húmedo",
      ],
      ageFactors:
        "Los motores de los ventiladores y las piezas de deshielo suelen fallar entre los 5 y 10 años, los relevadores de arranque entre los 7 y 12 años, y los compresores y sistemas sellados más bien después de los 10 a 15 años.",
      usageFactors:
        "Los refrigeradores que abren mucho las familias grandes, los que están retacados, o los que están en cocheras o cocinas calientes sin buena ventilación trabajan más horas y se desgastan más rápido.",
    },
    repairSteps: [
      {
        title: "Medir temperaturas y revisar los ventiladores",
        description:
          "El técnico anota las temperaturas del refrigerador y del congelador y revisa que estén trabajando el compresor, el ventilador del condensador y el ventilador del evaporador. Esto apunta rápido a un problema de flujo de aire, de deshielo o del sistema sellado.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Termómetro digital", "Linterna", "Multímetro"],
        safetyNotes:
          "Durante estas pruebas el compresor y los ventiladores trabajan con 120 V. Con el panel trasero de abajo quitado, mantenga los dedos lejos del aspa del ventilador del condensador, de las terminales del compresor y del tubo de descarga caliente.",
      },
      {
        title: "Limpiar los serpentines y probar las partes eléctricas",
        description:
          "Se limpian los serpentines del condensador y se prueban el ventilador del condensador, el relevador de arranque, el protector de sobrecarga y las salidas de la tarjeta de control. Si la causa es un relevador o un ventilador dañado, se cambia ahí mismo.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Cepillo para serpentines",
          "Aspiradora de taller",
          "Multímetro",
          "Juego de llaves de dado tipo desarmador",
        ],
        safetyNotes:
          "Desconecte el refrigerador antes de tocar la zona del compresor; el compresor y su tubería pueden estar muy calientes.",
      },
      {
        title: "Revisar el evaporador y el sistema de deshielo",
        description:
          "Se quita el panel trasero del congelador para revisar el serpentín evaporador, el ventilador y las piezas de deshielo. Se derrite el hielo y se prueban la resistencia de deshielo, el termostato de deshielo y el control de deshielo, y se cambian si están dañados.",
        timeRequired: "45-90 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Vaporizador de mano", "Toallas"],
        safetyNotes:
          "Desconecte el refrigerador, pase la comida a hieleras y ponga toallas en el piso para el hielo que se derrite. Las aletas del evaporador son filosas; use guantes.",
      },
      {
        title: "Revisar el sistema sellado y comprobar que enfríe",
        description:
          "Si el flujo de aire y el deshielo están bien, el técnico revisa el sistema sellado por si hay fugas y comprueba el funcionamiento del compresor. Después de la reparación, se deja trabajar el refrigerador mientras se revisa que las temperaturas bajen de forma constante.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Manómetros de refrigeración", "Detector electrónico de fugas", "Termómetro digital"],
        safetyNotes:
          "El trabajo en el sistema sellado con gas refrigerante debe hacerlo un técnico certificado por la EPA bajo la Sección 608.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar a qué temperatura está puesto, asegurarse de que las rejillas no estén tapadas, limpiar los serpentines del condensador con el refri desconectado y escuchar si los ventiladores trabajan. Si después de eso el refri sigue tibio, llame pronto a un técnico; mantenga las puertas cerradas y tire la comida perecedera que haya estado a más de 40°F por más de dos horas.",
    seoTitle: "¿Refrigerador no enfría? Guía de reparación en Houston",
    seoDescription:
      "¿El refri está tibio pero el congelador frío? Vea las causas, desde serpentines sucios y ventiladores hasta el deshielo y el compresor, y costos en Houston.",
    seoKeywords: [
      "refrigerador no enfría",
      "refri no enfría houston",
      "refri caliente congelador frío",
      "ventilador del evaporador refrigerador",
      "reparación de refrigeradores en houston",
      "reparación de refri de emergencia",
    ],
  },
  "refrigerator-ice-maker-not-working": {
    slug: "refrigerador-maquina-de-hielo-no-funciona",
    name: "Máquina de hielo del refrigerador que no funciona",
    description:
      "La máquina de hielo deja de hacer hielo, hace cubos chiquitos o huecos, o los cubos se congelan en un solo bloque. La causa suele ser un problema con la entrada de agua, un tubo de llenado congelado, un congelador que no está suficientemente frío o una máquina de hielo dañada.",
    symptoms: [
      "No cae hielo nuevo en el depósito por un día o más",
      "Cubos de hielo chiquitos, huecos o deformes",
      "Los cubos se pegan en un solo bloque dentro del depósito",
      "El dispensador de agua también sale débil o no funciona",
      "La máquina de hielo hace clics o zumba pero no tira hielo",
      "Hielo acumulado alrededor del tubo de llenado o en la salida del hielo",
    ],
    causes: [
      "Línea de agua o válvula de silleta cerrada, doblada o tapada",
      "Válvula de entrada de agua dañada o con la malla tapada",
      "Tubo de llenado congelado por completo",
      "Filtro de agua tapado o viejo que reduce el flujo",
      "Congelador a más de unos 10°F, así que la máquina de hielo no hace su ciclo",
      "Módulo, motor, brazo de apagado o sensor de la máquina de hielo dañado",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Cambie el filtro de agua del refrigerador cada seis meses",
      "Cambie una válvula de silleta autoperforante por una llave de paso de cuarto de vuelta como debe ser",
      "Mantenga el congelador a 0°F y no lo llene tanto que el aire no llegue a la máquina de hielo",
      "Vacíe y sacuda el depósito de hielo cada una o dos semanas para que los cubos no se peguen",
      "Apague la máquina de hielo si no va a usar hielo por un tiempo para que los cubos viejos no la atoren",
      "Si tiene agua dura, considere un filtro para toda la casa o debajo del fregadero para reducir el sarro en la válvula de entrada",
    ],
    whyItHappens: {
      primaryCause:
        "A la máquina de hielo no le llega suficiente agua o el congelador no está suficientemente frío para que haga su ciclo.",
      explanation:
        "La máquina de hielo llena su molde con agua por una válvula de entrada eléctrica y un tubo de llenado, espera a que el molde esté bien frío, luego calienta el molde un momento y expulsa los cubos. Si el flujo de agua está restringido por un filtro tapado, una línea doblada o una válvula débil, los cubos salen chiquitos o huecos, y una válvula que gotea puede congelar el tubo de llenado. La máquina de hielo no suelta los cubos si el congelador está demasiado tibio. El sarro del agua dura y los sedimentos van tapando poco a poco la malla de la válvula.",
      commonTriggers: [
        "Filtro de agua sin cambiar por más de seis meses",
        "Refrigerador empujado hacia atrás que dobla la línea de agua",
        "Poca presión de agua en la casa",
        "Abrir la puerta muy seguido, lo que calienta el congelador",
        "Puerta del congelador que se queda un poquito abierta",
      ],
      ageFactors:
        "Las válvulas de entrada de agua suelen fallar entre los 5 y 8 años, y las máquinas de hielo entre los 5 y 10 años.",
      usageFactors:
        "Las casas que usan mucho hielo hacen que la máquina tire muchas tandas al día, lo que gasta más pronto el motor y la resistencia del molde, y los congeladores que se abren mucho pueden quedarse demasiado tibios para que la máquina haga su ciclo.",
    },
    repairSteps: [
      {
        title: "Revisar la entrada de agua y la temperatura del congelador",
        description:
          "El técnico confirma que la llave de paso esté abierta, que el filtro de agua esté al día y que el congelador esté cerca de 0°F. Mide en un vaso cuánta agua sale por el dispensador de la puerta, porque si sale débil el problema está en la entrada de agua, el filtro o la válvula y no en la máquina de hielo.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Termómetro digital", "Taza medidora", "Linterna"],
      },
      {
        title: "Descongelar el tubo de llenado y probar la válvula de entrada",
        description:
          "Un tubo de llenado congelado se descongela con vapor, y se mide la resistencia de la bobina de la válvula de entrada de agua y se revisa si su malla tiene sarro o está tapada. Si la línea de agua detrás del refrigerador está doblada, se endereza o se cambia.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Vaporizador de mano", "Multímetro", "Juego de llaves de dado tipo desarmador", "Toallas"],
        safetyNotes:
          "Desconecte el refrigerador y cierre la llave de paso del agua antes de desconectar la válvula de entrada; tenga toallas listas para el agua que queda en las líneas.",
      },
      {
        title: "Probar la máquina de hielo",
        description:
          "Se fuerza un ciclo de expulsión para revisar el motor, la resistencia del molde, el expulsor y el brazo de apagado o el sensor. Si no termina el ciclo con el molde frío y buena corriente, se cambia el módulo o la máquina de hielo completa.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores"],
        safetyNotes:
          "Mantenga los dedos lejos del brazo expulsor en el modo de prueba, y desconecte el refrigerador antes de quitar la máquina de hielo.",
      },
      {
        title: "Purgar la línea y confirmar que haga hielo",
        description:
          "Se pasan unos tres galones por el dispensador para sacar el aire y el polvito de carbón de la línea y del filtro, y se vuelve a prender la máquina de hielo. Se tiran las primeras tandas, y se revisa que ninguna conexión detrás del refrigerador gotee.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Cubeta", "Toallas", "Linterna"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar el interruptor o el brazo de la máquina de hielo, abrir la llave de paso, cambiar un filtro de agua viejo y desbaratar el hielo pegado en el depósito. Si aun así no sale hielo o el tubo de llenado se sigue congelando, un técnico debe probar la válvula de entrada y la máquina de hielo.",
    seoTitle: "¿Máquina de hielo no funciona? Reparación en Houston",
    seoDescription:
      "¿La máquina de hielo no hace hielo? Vea las causas, desde el filtro tapado y el tubo de llenado congelado hasta la válvula de entrada, y costos en Houston.",
    seoKeywords: [
      "máquina de hielo no funciona",
      "refri no hace hielo",
      "reparación de máquina de hielo de refrigerador",
      "tubo de llenado de hielo congelado",
      "reparación de máquinas de hielo en houston",
    ],
  },
  "refrigerator-leaking-water": {
    slug: "refrigerador-tira-agua",
    name: "Refrigerador que tira agua",
    description:
      "Se junta agua debajo de los cajones de verduras, en el piso enfrente del refrigerador o detrás de él. Casi siempre el drenaje del deshielo está tapado o congelado, pero las fugas en la línea de agua y en la válvula de entrada pueden dañar pisos y gabinetes muy rápido.",
    symptoms: [
      "Agua en el piso enfrente del refrigerador",
      "Agua acumulada debajo de los cajones de verduras",
      "Capa de hielo formándose en el piso del congelador",
      "Goteo por la zona del dispensador",
      "Piso o zoclo húmedo detrás del refrigerador",
      "Olor a humedad cerca del refrigerador",
    ],
    causes: [
      "Tubo de drenaje del deshielo tapado o congelado",
      "Charola de drenaje del deshielo rajada o fuera de su lugar",
      "Línea de agua rajada o conexión de compresión floja",
      "Válvula de entrada de agua con fuga",
      "Filtro de agua flojo o equivocado, o carcasa del filtro rajada",
      "Empaque de la puerta gastado que deja entrar aire húmedo y causa condensación de más",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Cambie la línea de agua de plástico por una de acero inoxidable trenzado",
      "Cambie los filtros de agua por la refacción original correcta y asegúrese de que haga clic al entrar por completo",
      "No pegue la comida a la pared del fondo del refrigerador, donde puede tapar el drenaje",
      "Revise dos veces al año si hay humedad debajo y detrás del refrigerador",
      "Mantenga limpios los empaques de las puertas y cámbielos si están rotos",
      "Ponga una alarma con sensor de fugas detrás del refrigerador",
    ],
    whyItHappens: {
      primaryCause: "El agua del deshielo no llega a la charola de drenaje, o una conexión de agua tiene fuga.",
      explanation:
        "Los refrigeradores sin escarcha (frost-free) derriten la escarcha del evaporador varias veces al día, y el agua baja por un tubo de drenaje a una charola debajo del refri, donde el ventilador del condensador la evapora. Si restos de comida o hielo tapan el drenaje, el agua se desborda dentro del gabinete y corre por debajo de los cajones de verduras o al piso. Las líneas de agua y las válvulas de entrada están bajo la presión del agua de la casa y pueden gotear aunque el refri esté apagado. Con la humedad tan alta de Houston, entra más humedad cada vez que se abre la puerta, así que los drenajes llevan más agua y uno tapado se llena rápido.",
      commonTriggers: [
        "Restos de comida o hielo en el drenaje del deshielo",
        "Línea de agua doblada o rajada al mover el refri",
        "Filtro de agua equivocado o flojo",
        "Humedad alta y abrir la puerta muy seguido",
        "Refrigerador desnivelado, así que el agua corre hacia el frente",
      ],
      ageFactors:
        "El drenaje se puede tapar a cualquier edad, mientras que las válvulas de entrada y las líneas de agua de plástico suelen fallar entre los 5 y 10 años.",
      usageFactors:
        "Los refrigeradores que se abren mucho en cocinas húmedas producen más agua de deshielo, y quien mueve el refri para limpiar detrás corre el riesgo de doblar o rajar la línea de agua.",
    },
    repairSteps: [
      {
        title: "Encontrar de dónde viene la fuga",
        description:
          "El técnico ve dónde se junta el agua y luego revisa el drenaje del deshielo, la charola de drenaje, la línea de agua, la válvula de entrada y la carcasa del filtro. Si hay agua dentro del gabinete, apunta al drenaje del deshielo; si solo hay agua atrás o debajo del refri, apunta a la entrada de agua.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Linterna", "Toallas", "Juego de llaves de dado tipo desarmador"],
        safetyNotes:
          "Cierre la llave de paso del agua si la línea está goteando, y desconecte el refrigerador si el agua llegó al contacto.",
      },
      {
        title: "Destapar el drenaje del deshielo",
        description:
          "Se quita el panel trasero del congelador, se derrite el hielo de la canaleta del drenaje y se enjuaga el tubo de drenaje con agua tibia hasta que corra libre a la charola. En los modelos que se vuelven a congelar, el técnico pone el clip calefactor o el colador de drenaje actualizado del fabricante.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Vaporizador de mano",
          "Jeringa para pavo (turkey baster)",
          "Cepillo flexible para drenaje",
          "Juego de llaves de dado tipo desarmador",
        ],
        safetyNotes:
          "Desconecte el refrigerador antes de quitar el panel del congelador y guarde la comida en hieleras; las aletas del evaporador son filosas.",
      },
      {
        title: "Reparar las conexiones de agua",
        description:
          "Se cambia la línea de agua rajada, la válvula de entrada con fuga o la carcasa del filtro rajada, y se rehacen las conexiones de compresión con casquillos nuevos. Se vuelve a acomodar la charola de drenaje debajo del tubo, o se cambia si está rajada.",
        timeRequired: "20-40 minutos",
        toolsNeeded: ["Llave perica", "Cortador de tubo", "Conexiones de compresión", "Toallas"],
        safetyNotes:
          "Cierre la llave de paso del agua y desconecte el refrigerador antes de soltar la válvula de entrada. Mueva el refrigerador con un diablito o entre dos personas.",
      },
      {
        title: "Nivelar el refrigerador y probar",
        description:
          "Se nivela el refrigerador con el frente un poquito más alto que la parte de atrás, para que las puertas cierren solas y el agua corra hacia el drenaje. Se vuelve a abrir el agua y se revisan todas las conexiones y el drenaje con una toalla de papel seca.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Nivel", "Llave perica", "Linterna"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, cerrar el agua, revisar que el filtro esté bien metido, quitar la comida que tape la entrada del drenaje y buscar un goteo a simple vista en la línea de agua. Un drenaje congelado detrás del panel del congelador, o una válvula de entrada o una línea con fuga, requieren desconectar, sacar y abrir el refrigerador, así que llame a un técnico, sobre todo si es un modelo empotrado.",
    seoTitle: "¿Refrigerador tira agua? Guía de reparación en Houston",
    seoDescription:
      "¿Agua debajo del refri? Vea las causas, desde el drenaje del deshielo tapado y la línea de agua rajada hasta la válvula de entrada, y costos en Houston.",
    seoKeywords: [
      "refrigerador tira agua",
      "agua debajo del refri",
      "drenaje de deshielo tapado refrigerador",
      "fuga en la línea de agua del refri",
      "reparación de refrigeradores en houston",
    ],
  },
  "refrigerator-frost-buildup": {
    slug: "refrigerador-con-escarcha",
    name: "Refrigerador con escarcha acumulada",
    description:
      "Se forma escarcha o hielo en el panel de atrás del congelador, alrededor de la puerta o sobre la comida, y la parte del refri se va calentando poco a poco. Un refrigerador sin escarcha (frost-free) nunca debería tener escarcha a la vista, así que esto apunta a una falla del sistema de deshielo o a una puerta que no sella bien.",
    symptoms: [
      "Escarcha blanca y gruesa cubriendo el panel de atrás del congelador o las rejillas de aire",
      "Cristales de hielo formándose sobre y dentro de los paquetes de comida congelada",
      "Escarcha o bordes de hielo alrededor de la puerta del congelador y su empaque",
      "La parte del refrigerador se va calentando durante varios días",
      "Raspado o tic-tac en el congelador porque el aspa del ventilador pega con el hielo",
      "La puerta del congelador no se cierra sola o se vuelve a abrir",
    ],
    causes: [
      "Resistencia de deshielo quemada debajo del serpentín evaporador",
      "Termostato de deshielo (bimetálico) dañado que nunca deja prender la resistencia",
      "Timer de deshielo o tarjeta de control de deshielo adaptativo dañados",
      "Empaque de la puerta roto, aplastado o deformado que deja entrar aire húmedo",
      "Puerta que no cierra por cajones sobrecargados o un refri inclinado hacia adelante",
      "Drenaje del deshielo tapado que se vuelve a congelar y forma una capa de hielo en el piso del congelador",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Pruebe los empaques cerrando un billete de un dólar en la puerta en varios puntos; al jalarlo debe sentirse que se arrastra",
      "Limpie los empaques cada pocos meses con agua tibia y jabón para que sigan suaves y agarren bien el gabinete",
      "Nivele el refrigerador con el frente un poquito más alto que atrás para que las puertas se cierren solas",
      "No llene de más los estantes de la puerta ni acomode cosas que impidan que la puerta del congelador cierre por completo",
      "Deje enfriar la comida caliente antes de congelarla, porque su vapor se convierte directo en escarcha",
      "Abra las puertas el menor tiempo posible, sobre todo en los días húmedos del verano de Houston y en los refris de cochera",
    ],
    whyItHappens: {
      primaryCause:
        "El sistema de deshielo dejó de derretir la escarcha del evaporador, o se está metiendo aire húmedo por el empaque de la puerta.",
      explanation:
        "Cada vez que se abre la puerta entra aire húmedo, y su agua se congela sobre el serpentín evaporador detrás del panel del congelador. Varias veces al día el control de deshielo prende una resistencia debajo del serpentín, y el termostato de deshielo la apaga cuando el serpentín está limpio, mandando el agua derretida al drenaje. Si falla la resistencia, el termostato o el control, la escarcha sigue creciendo hasta que el aire ya no puede pasar por el serpentín y la parte de alimentos frescos se calienta. Con el aire húmedo de Houston, un empaque roto o una puerta entreabierta meten mucha más humedad de la que un sistema de deshielo sano puede controlar.",
      commonTriggers: [
        "Falla de la resistencia o del termostato de deshielo",
        "Puerta del congelador entreabierta toda la noche",
        "Empaque de la puerta roto o endurecido",
        "Abrir la puerta muy seguido cuando hace humedad",
        "Refrigerador inclinado hacia adelante, así que las puertas no se cierran solas",
      ],
      ageFactors:
        "Las resistencias y los termostatos de deshielo suelen fallar entre los 5 y 10 años, y los empaques de las puertas tienden a endurecerse y dejar de sellar entre los 8 y 12 años.",
      usageFactors:
        "Los refrigeradores que abren sin parar las familias grandes, y los segundos refris en cocheras húmedas sin aire acondicionado, cargan el evaporador con mucha más escarcha y exponen rápido un sistema de deshielo débil.",
    },
    repairSteps: [
      {
        title: "Leer cómo está la escarcha y revisar el sello de la puerta",
        description:
          "El técnico observa dónde se formó la escarcha y prueba los empaques de las dos puertas. Escarcha pareja en todo el evaporador apunta a una falla del deshielo, mientras que la escarcha concentrada cerca de la puerta apunta a un problema del sello o de cierre de la puerta.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Linterna", "Termómetro digital"],
      },
      {
        title: "Derretir el hielo y descubrir el evaporador",
        description:
          "La comida se pasa a hieleras, se quita el panel trasero del congelador y se derrite con vapor el hielo del serpentín. El técnico anota si el serpentín está congelado por completo y si la canaleta del drenaje está tapada.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Vaporizador de mano", "Juego de llaves de dado tipo desarmador", "Toallas", "Hieleras"],
        safetyNotes:
          "Desconecte el refrigerador antes de quitar el panel. Nunca pique el hielo con un cuchillo o un desarmador; un tubo del evaporador perforado suelta el gas refrigerante y casi siempre es el fin del refrigerador.",
      },
      {
        title: "Probar y cambiar las piezas de deshielo",
        description:
          "Se prueban la continuidad y el funcionamiento de la resistencia de deshielo, el termostato de deshielo y el timer o la tarjeta de control de deshielo. Se cambia la pieza que falló, y se enjuagan la canaleta y el tubo de drenaje hasta que queden destapados.",
        timeRequired: "20-40 minutos",
        toolsNeeded: [
          "Multímetro",
          "Juego de llaves de dado tipo desarmador",
          "Pinzas de punta",
          "Jeringa para pavo (turkey baster)",
        ],
        safetyNotes: "Use guantes; las aletas de aluminio del evaporador son tan filosas que pueden cortar.",
      },
      {
        title: "Armar de nuevo y forzar un deshielo",
        description:
          "Se vuelve a poner el panel y el técnico fuerza un ciclo de deshielo para confirmar que la resistencia calienta y luego se apaga. Si el empaque está roto se cambia, y se nivela el refrigerador para que las puertas cierren solas.",
        timeRequired: "15-30 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Multímetro", "Nivel"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, revisar y limpiar los empaques, nivelar el refrigerador y hacer un deshielo manual desconectándolo 24 horas con las puertas abiertas y toallas en el piso, lo que le da tiempo. Si la escarcha regresa en unos días, falló una pieza del deshielo y un técnico debe probar la resistencia, el termostato y el control.",
    seoTitle: "¿Escarcha en el congelador? Reparación en Houston",
    seoDescription:
      "¿Se acumula escarcha o hielo en el congelador? Vea las causas, desde la resistencia o el termostato de deshielo hasta empaques que no sellan. Costos en Houston.",
    seoKeywords: [
      "refrigerador con escarcha",
      "congelador se llena de hielo",
      "cambio de resistencia de deshielo",
      "termostato de deshielo refrigerador",
      "reparación de refrigeradores en houston",
    ],
  },
  "refrigerator-loud-noise": {
    slug: "refrigerador-hace-mucho-ruido",
    name: "Refrigerador que hace mucho ruido",
    description:
      "El refrigerador zumba, talla, traquetea o hace clics más fuerte que antes. Algunos sonidos son normales, como el gorgoteo del gas refrigerante, un siseo durante el deshielo o la máquina de hielo llenándose, pero un tallado, un chillido o un clic repetido que no había antes casi siempre significa que está fallando el motor de un ventilador o una pieza del compresor.",
    symptoms: [
      "Chillido o chirrido dentro del congelador que se oye más fuerte al abrir la puerta",
      "Tallado o tic-tac en el congelador porque el aspa de un ventilador pega con el hielo",
      "Traqueteo o zumbido en la parte de abajo y atrás del refrigerador",
      "Un clic fuerte cada pocos minutos detrás del refrigerador, seguido de silencio",
      "Zumbido constante atrás aunque la máquina de hielo no se esté llenando",
      "Golpeteo o zumbido fuerte del compresor cuando arranca o se apaga",
    ],
    causes: [
      "Baleros del motor del ventilador del evaporador gastados, o el aspa del ventilador pegando con la escarcha",
      "Motor del ventilador del condensador gastado o basura atorada en su aspa",
      "Relevador de arranque o protector de sobrecarga del compresor dañado, que hace clic porque el compresor no logra arrancar",
      "Válvula de entrada de agua zumbando porque el agua está cerrada, llega débil o está tapada",
      "Charola de drenaje o tubería del gas refrigerante floja que vibra contra el gabinete",
      "Soportes del compresor gastados o un compresor gastado por dentro",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie los serpentines del condensador y la zona del ventilador cada seis meses para que el polvo y el pelo de mascota no desbalanceen el ventilador",
      "Mantenga el refrigerador nivelado, con las cuatro patas o ruedas firmes en el piso",
      "Deje una pulgada o más de espacio detrás del refrigerador para que la tubería no toque la pared",
      "Mantenga la llave de paso del agua bien abierta y cambie el filtro cada seis meses para que a la válvula de entrada no le falte agua",
      "Corrija pronto la escarcha acumulada para que el hielo nunca llegue al aspa del ventilador del evaporador",
      "Use un protector contra picos, porque los picos de voltaje pueden dañar el relevador de arranque y la electrónica del compresor",
    ],
    whyItHappens: {
      primaryCause:
        "El motor de un ventilador está gastado, una pieza de arranque del compresor está fallando, o una pieza floja vibra contra el gabinete.",
      explanation:
        "El refrigerador tiene dos ventiladores, uno del evaporador en el congelador y otro del condensador cerca del compresor, y los dos trabajan muchas horas al día, así que tarde o temprano sus baleros se secan y chillan o tallan. El compresor arranca con un relevador de arranque y lo protege un protector de sobrecarga; cuando alguno de los dos falla, o el compresor no puede arrancar, el protector se bota con un clic y vuelve a intentar cada pocos minutos. La escarcha acumulada puede llegar al aspa del ventilador del evaporador y hacer un tic-tac o un raspado. Las charolas de drenaje, tuberías y soportes flojos convierten la vibración normal del compresor en un traqueteo.",
      commonTriggers: [
        "Baleros de los motores de los ventiladores que se secan con los años",
        "Polvo y pelo de mascota en el ventilador del condensador",
        "Escarcha que llega al ventilador del evaporador",
        "Picos de voltaje que dañan el relevador de arranque",
        "Refrigerador que se movió y no se volvió a nivelar",
      ],
      ageFactors:
        "Los motores de los ventiladores del evaporador y del condensador suelen ponerse ruidosos entre los 5 y 10 años, mientras que los relevadores de arranque y los soportes del compresor tienden a fallar después de los 8 a 12 años.",
      usageFactors:
        "Los refrigeradores en cocheras o cocinas calientes trabajan sus ventiladores y su compresor muchas más horas al día, así que las piezas se gastan y hacen ruido más pronto; los veranos de Houston pueden duplicar el tiempo que trabaja un refri de cochera.",
    },
    repairSteps: [
      {
        title: "Ubicar el ruido",
        description:
          "El técnico escucha con las puertas abiertas y cerradas, y con el compresor trabajando y apagado. Los ruidos que paran al abrir la puerta del congelador apuntan al ventilador del evaporador, mientras que los de abajo y atrás apuntan al ventilador del condensador, el compresor o la charola de drenaje.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Linterna", "Estetoscopio de mecánico"],
      },
      {
        title: "Revisar los ventiladores y las piezas flojas",
        description:
          "Se quita el panel de acceso trasero para revisar el ventilador del condensador, los soportes del compresor, la tubería y la charola de drenaje. Se limpia el polvo, se saca la basura y se aseguran las piezas flojas.",
        timeRequired: "15-25 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Cepillo para serpentines", "Aspiradora de taller"],
        safetyNotes:
          "Primero desconecte el refrigerador; el compresor y el tubo de descarga pueden estar tan calientes que queman.",
      },
      {
        title: "Probar y cambiar la pieza dañada",
        description:
          "Se prueban los motores de los ventiladores, el relevador de arranque, el protector de sobrecarga y la válvula de entrada, y se cambia la pieza gastada o dañada. Si el aspa del ventilador del evaporador está pegando con la escarcha, también se prueba el sistema de deshielo.",
        timeRequired: "30-45 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Pinzas de punta"],
        safetyNotes:
          "Desconecte el refrigerador antes de soltar cualquier pieza eléctrica. Cierre la llave de paso del agua antes de cambiar la válvula de entrada. El trabajo en el compresor y el gas refrigerante requiere un técnico certificado por la EPA.",
      },
      {
        title: "Armar de nuevo y confirmar que trabaje sin ruido",
        description:
          "Se vuelven a poner los paneles, se nivela el refrigerador y se revisa un ciclo completo de trabajo. El técnico confirma que el ruido desapareció y que el refrigerador está enfriando bien.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Nivel", "Termómetro digital"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, nivelar el refrigerador, revisar que la charola de drenaje esté en su lugar y limpiar los serpentines del condensador con la corriente apagada. Los ventiladores ruidosos, un compresor que hace clic y las válvulas de entrada que zumban necesitan pruebas y cambio de piezas por un técnico; un clic repetido con temperaturas que suben es urgente, porque el compresor no está arrancando.",
    seoTitle: "¿Refrigerador ruidoso? Guía de reparación en Houston",
    seoDescription:
      "¿El refri zumba, talla o hace clic? Vea qué ruidos son normales y cuáles indican un ventilador o un relevador de arranque dañado, y costos en Houston.",
    seoKeywords: [
      "refrigerador hace mucho ruido",
      "refri zumba",
      "ruido del ventilador del refrigerador",
      "refrigerador hace clic",
      "reparación de refrigeradores en houston",
    ],
  },
};
