import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "washing-machine-not-draining": {
    slug: "lavadora-no-desagua",
    name: "Lavadora que no desagua",
    description:
      "El agua se queda en el tambor al terminar el ciclo, o la lavadora se para a medias con un código de desagüe y la ropa empapada. Casi siempre es una obstrucción en el filtro de la bomba, la bomba de desagüe o la manguera de desagüe, no una falla de la tarjeta de control.",
    symptoms: [
      "Agua estancada en el tambor o la tina cuando termina el ciclo",
      "La ropa sale empapada y pesada en lugar de húmeda y bien exprimida",
      "El ciclo se detiene en desagüe o centrifugado con un código como LG OE, Samsung 5C o 5E, o Whirlpool F9 E1",
      "Se oye un zumbido debajo de la lavadora al desaguar, pero el agua no sale del tambor",
      "El agua se regresa por el tubo de desagüe de la pared o se desborda la pila de lavar mientras la bomba saca el agua",
      "Olor agrio o a humedad por el agua que se queda en la tina entre cargas",
    ],
    causes: [
      "Filtro de la bomba de desagüe (la trampa de monedas) de una lavadora de carga frontal tapado con pelusa, pelo, monedas y pasadores",
      "Un calcetín, una prenda de bebé o el alambre de un brasier atorado en el impulsor de la bomba o en la manguera de entrada de la bomba",
      "Manguera de desagüe doblada detrás de la lavadora o tapada con pelusa y residuos de detergente",
      "Motor de la bomba de desagüe quemado, con el embobinado abierto o el impulsor roto",
      "Tubo de desagüe de la casa o línea de drenaje del cuarto de lavado tapado, que no alcanza a recibir el agua de la bomba",
      "Interruptor de presión o interruptor de la tapa dañado que nunca le avisa a la tarjeta de control que debe arrancar el desagüe",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Abra la tapita de acceso al filtro de la bomba en su lavadora de carga frontal y limpie la trampa de monedas cada uno o dos meses",
      "Lave calcetines, ropa de bebé y brasieres con alambre dentro de una bolsa de malla para que no se escapen del tambor",
      "Vacíe todas las bolsas antes de meter la ropa; monedas, llaves y ligas para el pelo son lo que más atora la bomba",
      "Use solo detergente HE y en la medida que marca la tapa, porque el exceso de espuma y el detergente sin disolver cubren la bomba y la manguera",
      "Deje unas pulgadas de holgura en la manguera de desagüe al empujar la lavadora hacia atrás para que no quede doblada contra la pared",
      "Si la manguera descarga en una pila de lavar, póngale en la punta un filtro atrapapelusa y vacíelo seguido",
    ],
    whyItHappens: {
      primaryCause:
        "El paso del desagüe está tapado, casi siempre por un filtro de la bomba lleno o un objeto atorado en la bomba de desagüe.",
      explanation:
        "La lavadora desagua con una pequeña bomba eléctrica en el fondo de la tina que empuja el agua por la manguera hasta el tubo de desagüe, que normalmente está de 30 a 96 pulgadas sobre el piso. Todo lo que suelta la ropa, como pelusa, pelo, monedas y prendas chiquitas, pasa por esa bomba, y en las de carga frontal el filtro de la bomba está hecho para atraparlo. Cuando el filtro o la manguera se tapan, la bomba trabaja pero no mueve el agua, la tarjeta de control se cansa de esperar y marca un error de desagüe, y la mayoría de las lavadoras ya no pasan al centrifugado. Una bomba que sigue trabajando contra un atoramiento o con el impulsor en seco se puede sobrecalentar y quemar el motor.",
      commonTriggers: [
        "Cosas chiquitas olvidadas en las bolsas o calcetines sueltos que se pasan a la tina exterior",
        "Filtro de la bomba que nunca se ha limpiado desde la instalación",
        "Demasiado detergente, o detergente que no es HE, que deja lodo en la manguera de desagüe",
        "Lavadora empujada contra la pared que dobla la manguera de desagüe",
        "Pelusa acumulada en un tubo de desagüe viejo de la casa",
      ],
      ageFactors:
        "Los tapones pueden pasar a cualquier edad, pero los motores de la bomba de desagüe suelen empezar a fallar entre los 6 y 10 años, sobre todo en lavadoras que han trabajado muchas veces contra un atoramiento parcial.",
      usageFactors:
        "En casas con mascotas, niños o muchas cargas de toallas y cobijas, el filtro de la bomba se llena mucho más rápido, y las familias grandes que lavan ocho cargas o más por semana deberían revisarlo cada mes.",
    },
    repairSteps: [
      {
        title: "Sacar el agua de la tina y leer el código de error",
        description:
          "El técnico anota cualquier código de error guardado y luego saca el agua estancada por la manguerita de desagüe de emergencia de la carga frontal o bajando la manguera de desagüe a una cubeta. Sacar el agua primero hace seguro abrir la bomba y muestra si el agua corre por gravedad.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Charola baja para el agua", "Cubeta", "Toallas", "Aspiradora de agua y polvo"],
        safetyNotes:
          "Desconecte la lavadora antes de abrir cualquier panel y cuente con que saldrá más agua de la que cabe en la charola; tenga toallas en el piso, porque una carga frontal llena puede soltar varios galones.",
      },
      {
        title: "Limpiar el filtro de la bomba, la bomba y la manguera de desagüe",
        description:
          "Se desenrosca y se limpia el filtro de la bomba, y se revisa el impulsor a mano para ver si hay algo atorado. Se desconecta y se enjuaga la manguera de desagüe, y se echa agua al tubo de desagüe de la pared para ver si está tapado.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Pinzas de punta", "Linterna", "Pinzas para abrazaderas de manguera", "Juego de desarmadores"],
        safetyNotes:
          "Desconecte la lavadora antes de tocar la bomba. Abra el filtro despacio sobre una charola baja, porque el agua que quede en el tambor sale por ahí y puede estar caliente después de un lavado con agua caliente.",
      },
      {
        title: "Probar la bomba de desagüe y los controles",
        description:
          "Con el gabinete o el panel trasero abierto, el técnico mide la resistencia del motor de la bomba de desagüe y revisa que le llegue voltaje cuando la tarjeta manda desaguar. También prueba el interruptor de presión y el interruptor de la tapa o el seguro de la puerta, para no confundir una falla de control con una bomba dañada.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de dado tipo desarmador", "Juego de desarmadores Torx"],
        safetyNotes:
          "Las pruebas con corriente en la bomba son de 120 V; solo un técnico capacitado debe medir con la lavadora conectada, y se vuelve a desconectar antes de soltar cualquier pieza.",
      },
      {
        title: "Cambiar la bomba de desagüe y hacer una prueba de desagüe",
        description:
          "Si la bomba está quemada o dañada, se cambia y se vuelven a colocar las abrazaderas de las mangueras. El técnico corre un ciclo de enjuague y centrifugado para confirmar que la tina se vacía rápido, que la lavadora llega a su velocidad máxima de centrifugado y que ninguna conexión gotea.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Juego de llaves de dado tipo desarmador",
          "Pinzas para abrazaderas de manguera",
          "Toallas",
          "Linterna",
        ],
        safetyNotes:
          "Cierre las dos llaves de paso del agua antes de jalar la lavadora hacia afuera, y muévala entre dos personas o con un diablito; una lavadora de carga frontal puede pesar 200 libras o más.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, desconectar la lavadora, sacar el agua a una charola, limpiar el filtro de la bomba de la carga frontal y enderezar una manguera de desagüe doblada, y con eso se resuelven muchas de estas llamadas. Si con el filtro limpio la bomba zumba pero no saca el agua, o la lavadora ni siquiera intenta desaguar, el problema está en el motor de la bomba, el interruptor de presión o el seguro de la tapa, y conviene que lo pruebe un técnico.",
    seoTitle: "¿Lavadora no desagua? Guía de reparación en Houston",
    seoDescription:
      "¿Queda agua en la lavadora al terminar el ciclo? Vea por qué deja de desaguar, desde el filtro de la bomba tapado hasta la bomba quemada, y costos en Houston.",
    seoKeywords: [
      "lavadora no desagua",
      "lavadora no desagua houston",
      "lavadora llena de agua",
      "bomba de desagüe lavadora",
      "reparación de lavadoras en houston",
      "filtro de lavadora carga frontal",
    ],
  },
  "washing-machine-not-spinning": {
    slug: "lavadora-no-centrifuga",
    name: "Lavadora que no centrifuga",
    description:
      "La lavadora llena, lava y desagua, pero el tambor no gira a velocidad de centrifugado y la ropa sale chorreando. La causa suele estar en el sistema de transmisión, como la banda, el acoplador del motor o el actuador de cambios, o en un seguro de la tapa que nunca confirma que está cerrada.",
    symptoms: [
      "La ropa sale chorreando al final del ciclo aunque el agua sí se fue",
      "El tambor se queda quieto o gira muy despacio cuando debería centrifugar",
      "El motor zumba o hace clic cuando debería empezar a centrifugar, pero el tambor no se mueve",
      "El seguro de la puerta o la tapa hace clic una y otra vez y el ciclo nunca pasa al centrifugado",
      "Aparece un error de desbalance o de centrifugado, como LG UE, aun con una carga normal",
      "Olor a hule quemado o a cable caliente debajo o detrás de la lavadora",
    ],
    causes: [
      "Banda de transmisión gastada, estirada o rota en lavadoras de carga frontal con banda y en las de carga superior más viejas",
      "Interruptor de la tapa o seguro de la puerta dañado que bloquea la orden de centrifugar",
      "Acoplador del motor gastado en lavadoras de carga superior de transmisión directa",
      "Actuador de cambios o clutch dañado en las de carga superior que cambian entre lavar y centrifugar",
      "Motor, tarjeta de control del motor o sensor de posición del rotor (Hall) dañados en lavadoras de transmisión directa",
      "Agua sin desaguar o bomba de desagüe atorada que impide que la tarjeta de control arranque el centrifugado",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Llene el tambor solo hasta unas tres cuartas partes, porque las cargas apretadas fuerzan la banda, el acoplador y el motor en cada centrifugado",
      "Lave las piezas pesadas solas, como un tapete de baño o un edredón, junto con un par de toallas para que la lavadora pueda balancear la carga",
      "Cierre la tapa o la puerta con cuidado; azotarla desgasta el interruptor de la tapa y el gancho del seguro de la puerta",
      "Limpie el filtro de la bomba con regularidad para que la lavadora nunca tenga que centrifugar con el tambor lleno de agua",
      "Mantenga la lavadora nivelada, con las cuatro patas firmes en el piso, para que no golpee con desbalances repetidos",
      "Al primer olor a hule quemado, pare la lavadora y mándela revisar en lugar de seguir lavando",
    ],
    whyItHappens: {
      primaryCause:
        "Falló una pieza de la transmisión o un seguro de protección, y el motor no puede girar el tambor a velocidad de centrifugado.",
      explanation:
        "Centrifugar una carga mojada a 600 a 1,400 rpm exige mucho más del sistema de transmisión que el lavado. En las lavadoras con banda, la banda patina y se cristaliza antes de romperse, y en las de carga superior de transmisión directa el acoplador de plástico y hule del motor se rompe para proteger la transmisión. Además, la tarjeta de control no centrifuga si el interruptor de la tapa o el seguro de la puerta no reporta que está cerrado y si el interruptor de presión no reporta la tina vacía, así que un seguro dañado o un desagüe lento se ve igualito a una falla de la transmisión. Las cargas desbalanceadas hacen que la tarjeta cancele el centrifugado una y otra vez, lo que castiga el motor y la banda.",
      commonTriggers: [
        "Sobrecargar el tambor con toallas o ropa de cama pesada",
        "Piezas grandes y solas que no se pueden balancear",
        "Interruptor de la tapa gastado o gancho del seguro de la puerta dañado",
        "Desagüe lento por un filtro de la bomba tapado",
        "Lavadora desnivelada en un piso disparejo de cochera o cuarto de lavado",
      ],
      ageFactors:
        "Las bandas y los acopladores del motor suelen gastarse entre los 5 y 8 años, mientras que los actuadores de cambios y las tarjetas de control del motor tienden a fallar entre los 6 y 10 años.",
      usageFactors:
        "Las familias grandes que usan la lavadora a diario, y quien lava seguido ropa de trabajo pesada, tapetes o ropa de cama, desgastan la transmisión bastante más pronto.",
    },
    repairSteps: [
      {
        title: "Correr un centrifugado de diagnóstico y revisar los seguros",
        description:
          "El técnico entra al modo de servicio o de diagnóstico de la lavadora para leer el historial de errores y mandar un centrifugado directo. Se prueban el interruptor de la tapa o el seguro de la puerta y el interruptor de presión, para que la reparación vaya a la pieza que de verdad falló.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Multímetro", "Manual de servicio u hoja técnica", "Linterna"],
        safetyNotes:
          "Un centrifugado de prueba gira el tambor a toda velocidad con el circuito del interruptor de la tapa o del seguro de la puerta con corriente a 120 V. No meta las manos en la tina hasta que el tambor esté completamente parado, nunca puentee el interruptor de la tapa ni el seguro de la puerta para hacerla funcionar abierta, y desconecte la lavadora antes de medir continuidad en los interruptores.",
      },
      {
        title: "Abrir el gabinete y revisar la transmisión",
        description:
          "Se quita el panel trasero o el gabinete para revisar la banda, la polea del motor, el acoplador del motor y el actuador de cambios. Se gira el tambor a mano para sentir si la banda patina, si el acoplador está roto o si la transmisión está trabada.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Espátula", "Juego de desarmadores", "Linterna"],
        safetyNotes:
          "Desconecte la lavadora y cierre las dos llaves de paso del agua antes de quitar el gabinete; las orillas del gabinete y del panel trasero son de lámina filosa.",
      },
      {
        title: "Cambiar la pieza dañada de la transmisión",
        description:
          "Se cambia la banda gastada, el acoplador, el actuador de cambios, el seguro de la tapa o la pieza del motor por la refacción correcta para el modelo. Con la lavadora abierta, se revisan los conectores del motor y el arnés de cables por si hay daño por calor.",
        timeRequired: "30-90 minutos",
        toolsNeeded: ["Juego de dados", "Juego de llaves de dado tipo desarmador", "Pinzas de punta", "Multímetro"],
        safetyNotes:
          "Los motores y las transmisiones pesan bastante; sostenga el motor mientras quita sus tornillos de montaje y pida ayuda para inclinar la lavadora hacia atrás.",
      },
      {
        title: "Armar de nuevo y probar un centrifugado completo",
        description:
          "Se vuelve a colocar el gabinete, se nivela la lavadora y se corre una carga de prueba hasta el desagüe y el centrifugado final. El técnico confirma que el tambor llega a su velocidad máxima y que la ropa sale bien exprimida.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Nivel", "Llave perica", "Toallas"],
      },
    ],
    professionalVsDiy:
      "Usted puede acomodar la carga para balancearla, limpiar el filtro de la bomba y revisar que la tapa o la puerta cierre por completo, y eso resuelve algunos casos de lavadora que no centrifuga. Cambiar una banda, un acoplador, un actuador de cambios o el seguro de la tapa requiere quitar el gabinete y probar partes eléctricas, así que llame a un técnico si sigue sin centrifugar, y deje de usarla si huele a hule quemado.",
    seoTitle: "¿Lavadora no centrifuga? Guía de reparación en Houston",
    seoDescription:
      "¿La lavadora no centrifuga y la ropa sale empapada? Vea las causas, desde la banda gastada y el interruptor de la tapa hasta el acoplador, y costos en Houston.",
    seoKeywords: [
      "lavadora no centrifuga",
      "lavadora no exprime la ropa",
      "cambio de banda de lavadora",
      "interruptor de tapa de lavadora",
      "reparación de lavadoras en houston",
    ],
  },
  "washing-machine-leaking": {
    slug: "lavadora-tira-agua",
    name: "Lavadora que tira agua",
    description:
      "Se junta agua debajo o enfrente de la lavadora al llenar, lavar o desaguar. Una fuga en la lavadora puede dañar rápido el piso, la tablaroca y el cuarto de abajo si el cuarto de lavado está en el segundo piso, así que hay que cerrar el agua hasta encontrar de dónde sale.",
    symptoms: [
      "Charco enfrente de una lavadora de carga frontal, debajo de la puerta, durante el lavado",
      "Agua en el piso solo mientras la lavadora se llena, muchas veces por la parte de atrás",
      "Agua que aparece al desaguar o centrifugar, debajo del centro o del frente de la lavadora",
      "Espuma que se sale por el cajón del detergente o alrededor de la puerta",
      "Goteo o sarro blanco en las conexiones de las mangueras de llenado en las llaves de la pared",
      "Piso levantado, zoclos manchados o una mancha en el techo debajo de un cuarto de lavado en el segundo piso",
    ],
    causes: [
      "Sello de la puerta (fuelle) de la carga frontal roto, perforado o endurecido por el moho",
      "Manguera de llenado de hule rajada, inflada o floja en la llave de la pared o en la entrada de la lavadora",
      "Carcasa de la bomba de desagüe rajada o tapa del filtro de la bomba mal cerrada",
      "Cuerpo de la válvula de entrada de agua con fuga o una abrazadera floja dentro del gabinete",
      "Sello de la tina y balero dañados, que dejan correr agua por la parte de atrás de la tina exterior",
      "Demasiado detergente, o detergente que no es HE, que hace espuma y se desborda por el respiradero de la tina",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Cambie las mangueras de llenado de hule por mangueras de acero inoxidable trenzado y renuévelas cada cinco años",
      "Seque el sello de la puerta de la carga frontal después de la última carga y revise sus pliegues por si hay calcetines, monedas o roturas",
      "Use detergente HE hasta la línea de medida o menos; más jabón da más espuma, no ropa más limpia",
      "Deje las llaves de paso de la pared a la mano y ciérrelas cuando salga de la casa por más de unos días",
      "Ponga una charola con desagüe o un sensor de fugas de agua debajo de las lavadoras que estén en pisos altos",
      "Revise una vez al año las conexiones de las mangueras en la pared por si gotean o tienen sarro blanco",
    ],
    whyItHappens: {
      primaryCause:
        "Un sello o una manguera de hule gastada, o una conexión floja, deja escapar agua al llenar, lavar o desaguar.",
      explanation:
        "Las mangueras de llenado y la válvula de entrada aguantan toda la presión del agua de la casa aunque la lavadora no esté trabajando, así que una manguera débil puede reventar sin aviso. Por dentro, el agua se queda en la tina exterior gracias al sello de la puerta en las de carga frontal y al sello de la tina alrededor de la flecha, y sale por la bomba de desagüe y las mangueras. Las piezas de hule se endurecen y se rajan con los años, el calor y el detergente, y los residuos de detergente y la ropa atrapada rompen los sellos de puerta de las cargas frontales. El agua dura del área de Houston también deja sarro que puede rajar el cuerpo de la válvula de entrada y evitar que las conexiones sellen bien.",
      commonTriggers: [
        "Mangueras de llenado de hule originales que llevan muchos años en uso",
        "Calcetines o cosas chiquitas atoradas en los pliegues del sello de la puerta",
        "Usar demasiado detergente, o detergente que no es HE en una lavadora HE",
        "Lavadora que se sacude o camina y jala sus mangueras",
        "Tapa del filtro de la bomba que no se enroscó bien después de limpiarla",
      ],
      ageFactors:
        "Las mangueras de llenado de hule por lo general están hechas para durar unos 5 años, los sellos de puerta suelen rajarse entre los 5 y 8 años, y las fallas del sello de la tina y del balero casi siempre aparecen entre los 7 y 10 años.",
      usageFactors:
        "El uso diario intenso, los ciclos frecuentes con agua caliente o de sanitizado, y las lavadoras en cocheras o cuartos de lavado calientes, que en un verano de Houston pasan seguido de 100°F, envejecen más rápido las mangueras y los sellos de hule.",
    },
    repairSteps: [
      {
        title: "Cerrar el agua y encontrar la fuga",
        description:
          "El técnico cierra las llaves de paso, jala la lavadora hacia adelante y corre pasos cortos de llenado, lavado y desagüe mientras observa cada conexión. Saber en qué parte del ciclo sale el agua reduce el origen a la entrada de agua, la tina o el lado del desagüe.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Linterna", "Espejo de inspección", "Toallas", "Charola baja para el agua"],
        safetyNotes:
          "Mantenga el piso seco y el cable y el contacto fuera del agua estancada; si el agua ya llegó al contacto, apague el breaker antes de tocar la clavija.",
      },
      {
        title: "Cambiar mangueras, abrazaderas o la válvula de entrada",
        description:
          "Las mangueras de llenado que gotean se cambian por mangueras de acero inoxidable trenzado, y se reemplaza la válvula de entrada rajada o la abrazadera interna floja. Se ponen empaques nuevos en las puntas de las mangueras y se aprieta cada conexión sin pasarse.",
        timeRequired: "20-40 minutos",
        toolsNeeded: [
          "Llave perica",
          "Pinzas de presión de canal (channel-lock)",
          "Pinzas para abrazaderas de manguera",
          "Juego de llaves de dado tipo desarmador",
        ],
        safetyNotes:
          "Cierre las llaves de paso del agua caliente y fría y desconecte la lavadora antes de soltar las mangueras o la válvula de entrada.",
      },
      {
        title: "Cambiar el sello de la puerta o la bomba de desagüe",
        description:
          "El sello de la puerta roto se quita soltando sus anillos de sujeción exterior e interior, y se coloca uno nuevo con los orificios de drenaje hacia abajo. Si la carcasa de la bomba está rajada se cambia, y se revisa el empaque del filtro de la bomba.",
        timeRequired: "45-90 minutos",
        toolsNeeded: [
          "Desarmador plano",
          "Pinzas para abrazaderas de resorte",
          "Juego de desarmadores Torx",
          "Toallas",
        ],
        safetyNotes:
          "Desconecte la lavadora antes de quitar el panel frontal; los resortes de los anillos del sello de la puerta están bajo tensión y pueden saltar, así que use lentes de protección.",
      },
      {
        title: "Probar que no haya fugas en un ciclo completo",
        description:
          "Se empuja la lavadora a su lugar con las mangueras sin dobleces, se nivela y se corre un ciclo completo con una carga chica. Se revisa cada conexión con una toalla de papel seca durante el llenado, el lavado y el centrifugado.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Nivel", "Toallas de papel", "Linterna"],
        safetyNotes:
          "Pida ayuda para regresar la lavadora a su lugar; las de carga frontal pesan más de arriba y se pueden voltear.",
      },
    ],
    professionalVsDiy:
      "Lo primero es cerrar las llaves de paso, y usted puede, sin riesgo, apretar una manguera que gotea en la pared, cambiar mangueras de hule viejas y revisar si el sello de la puerta tiene una rotura a simple vista. Las fugas que vienen de dentro del gabinete, como la bomba, la válvula de entrada o el sello de la tina, requieren abrir y probar la lavadora, así que llame a un técnico; una fuga en el sello de la tina muchas veces significa que los baleros también están fallando.",
    seoTitle: "¿Lavadora tira agua? Guía de reparación en Houston",
    seoDescription:
      "¿Agua debajo de la lavadora? Encuentre el origen, desde el sello de puerta roto y mangueras rajadas hasta la bomba o el sello de la tina, y costos en Houston.",
    seoKeywords: [
      "lavadora tira agua",
      "lavadora gotea por abajo",
      "sello de puerta lavadora carga frontal",
      "manguera de lavadora con fuga",
      "reparación de lavadoras en houston",
    ],
  },
  "washing-machine-loud-noise": {
    slug: "lavadora-hace-mucho-ruido",
    name: "Lavadora que hace mucho ruido",
    description:
      "La lavadora ruge, golpea, truena o se camina por el piso, casi siempre al centrifugar. Algunos ruidos son solo una carga desbalanceada o algo suelto en el tambor, pero un rugido que crece o un ruido de raspado apunta a baleros de la tina o piezas de la suspensión gastadas, que empeoran con cada carga.",
    symptoms: [
      "Rugido como de turbina de avión al centrifugar que se oye más fuerte con las semanas",
      "Golpes fuertes cuando el tambor agarra velocidad para centrifugar",
      "La lavadora se sacude con fuerza o se camina y se despega de la pared",
      "Ruido de raspado o tallado al girar el tambor a mano",
      "Traqueteo o clics al desaguar por algo atorado en la bomba",
      "Chillido agudo al empezar el centrifugado en lavadoras con banda",
    ],
    causes: [
      "Baleros de la tina gastados, casi siempre después de que el sello de la tina dejó pasar agua hacia ellos",
      "Amortiguadores gastados en las de carga frontal o varillas de suspensión gastadas en las de carga superior",
      "Contrapeso de concreto flojo o rajado en la tina de una carga frontal",
      "Monedas, botones o alambres de brasier atrapados entre el tambor y la tina exterior o en la bomba de desagüe",
      "Lavadora desnivelada, o patas niveladoras flojas en un piso disparejo",
      "Tornillos de transporte que nunca se quitaron de una lavadora de carga frontal recién instalada",
    ],
    repairTime: "1-4 horas",
    prevention: [
      "Revise que las cuatro patas estén firmes en el piso y apriete las tuercas niveladoras contra el gabinete",
      "Vacíe las bolsas y lave los brasieres con alambre en una bolsa de malla para que el metal no se meta a la tina exterior",
      "Balancee las piezas pesadas, como edredones y tapetes, con otra ropa en lugar de lavarlas solas",
      "No sobrecargue el tambor; las cargas pesadas llevan la suspensión al límite en el centrifugado a toda velocidad",
      "Deje la puerta de la carga frontal entreabierta después de usarla para que se seque la zona del sello de la tina",
      "Mande revisar pronto cualquier rugido o raspado nuevo, antes de que un balero dañado arruine la tina o la flecha",
    ],
    whyItHappens: {
      primaryCause:
        "Los baleros de la tina o las piezas de la suspensión están gastados y ya no controlan el tambor a velocidad de centrifugado.",
      explanation:
        "Al centrifugar, el tambor gira hasta 1,400 rpm, y cualquier desbalance se convierte en fuerzas muy grandes sobre los baleros, la flecha y la suspensión. Los amortiguadores y las varillas de suspensión frenan ese movimiento, y cuando se gastan la tina se mueve tanto que golpea el gabinete. En las de carga frontal, un sello de tina con fuga deja que el agua y el detergente laven la grasa de los baleros traseros, que luego se oxidan y empiezan a rugir. Las cosas sueltas atrapadas entre el tambor y la tina exterior raspan en cada vuelta y pueden rajar la tina.",
      commonTriggers: [
        "Cargas demasiado grandes o desbalanceadas una y otra vez",
        "Sello de la tina dañado que deja entrar agua a los baleros",
        "Monedas y alambres de brasier que se escapan del tambor",
        "Lavadora instalada en un piso disparejo o que se flexiona",
        "Tornillos de transporte que se dejaron puestos después de la entrega",
      ],
      ageFactors:
        "Los amortiguadores y las varillas de suspensión suelen gastarse entre los 6 y 10 años, y los baleros de la tina de las cargas frontales casi siempre fallan entre los 7 y 10 años.",
      usageFactors:
        "Usar el centrifugado a alta velocidad en todas las cargas, lavar seguido ropa de cama y toallas pesadas, y tener la lavadora sobre pisos de madera elevados o sobre pedestales hace que el ruido y las sacudidas aparezcan más pronto.",
    },
    repairSteps: [
      {
        title: "Identificar el ruido y cuándo aparece",
        description:
          "El técnico pone la lavadora a lavar, desaguar y centrifugar, y gira el tambor a mano con la lavadora desconectada. Un rugido que sube con la velocidad apunta a los baleros, los golpes a la suspensión, y el raspado a algo atrapado.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Linterna", "Nivel", "Estetoscopio de mecánico"],
      },
      {
        title: "Revisar la nivelación y sacar objetos atrapados",
        description:
          "Se nivela la lavadora y se aprietan las patas, y se abre el filtro de la bomba de desagüe para sacar lo que esté suelto. En las de carga frontal se revisa la abertura de la resistencia o del sumidero por si hay alambres o monedas atorados entre el tambor y la tina.",
        timeRequired: "15-30 minutos",
        toolsNeeded: ["Llave perica", "Nivel", "Pinzas de punta", "Charola baja para el agua"],
        safetyNotes:
          "Desconecte la lavadora antes de meter la mano en la abertura de la bomba o del sumidero, y tenga toallas listas para el agua que queda en la bomba.",
      },
      {
        title: "Cambiar piezas de la suspensión o los baleros",
        description:
          "Se cambian los amortiguadores, las varillas de suspensión o los tornillos del contrapeso que estén gastados. Si los baleros están gastados, el técnico desarma la tina exterior, saca los baleros viejos a presión y pone baleros y sello de tina nuevos, o recomienda cambiar el conjunto de la tina exterior cuando la flecha o la tina están dañadas.",
        timeRequired: "45 minutos-2.5 horas",
        toolsNeeded: [
          "Juego de dados",
          "Juego de botadores para baleros",
          "Mazo de hule",
          "Juego de desarmadores Torx",
        ],
        safetyNotes:
          "Desconecte la lavadora y cierre las llaves de paso del agua; el conjunto de la tina y los contrapesos de concreto pesan mucho, así que cárguelos entre dos y use guantes por las orillas filosas del gabinete.",
      },
      {
        title: "Armar de nuevo y probar a toda velocidad",
        description:
          "Se arma la lavadora, se nivela y se corre un ciclo completo con una carga de prueba a la velocidad de centrifugado más alta. El técnico confirma que el ruido desapareció y que el gabinete se queda firme.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Nivel", "Llave perica", "Toallas"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, nivelar la lavadora, apretar las patas, balancear la carga y limpiar el filtro de la bomba, y con eso se quitan muchos golpes y traqueteos. Si el tambor ruge o raspa, o sigue golpeando con una carga balanceada, son baleros o piezas de la suspensión que requieren desarmar mucho; pida a un técnico una cotización, porque en lavadoras viejas el cambio de baleros a veces cuesta casi lo mismo que una lavadora nueva.",
    seoTitle: "¿Lavadora ruidosa o que se sacude? Reparación en Houston",
    seoDescription:
      "¿La lavadora golpea, ruge o se camina al centrifugar? Vea las causas, desde baleros y amortiguadores gastados hasta monedas atrapadas, y costos en Houston.",
    seoKeywords: [
      "lavadora hace mucho ruido",
      "lavadora se sacude al centrifugar",
      "cambio de baleros de lavadora",
      "amortiguadores de lavadora",
      "reparación de lavadoras en houston",
      "lavadora golpea al centrifugar",
    ],
  },
  "washing-machine-wont-start": {
    slug: "lavadora-no-enciende",
    name: "Lavadora que no enciende",
    description:
      "No pasa nada al presionar Start (Inicio), o la pantalla se prende pero la lavadora nunca se llena ni gira. La causa puede ir desde un contacto GFCI botado o una llave de agua cerrada hasta un seguro de puerta o una tarjeta de control dañada.",
    symptoms: [
      "Pantalla y botones completamente apagados con la lavadora conectada",
      "La pantalla se prende pero al presionar Start no pasa nada",
      "El seguro de la puerta hace clic una y otra vez y el ciclo no arranca, a veces con un error de puerta como LG dE",
      "La lavadora zumba o hace clic pero nunca se llena de agua",
      "Las luces parpadean o sale un código de error en cuanto se elige un ciclo",
      "La lavadora dejó de funcionar justo después de una tormenta, un apagón o un parpadeo de la luz",
    ],
    causes: [
      "Contacto GFCI o breaker del cuarto de lavado botado",
      "Interruptor de la tapa o mecanismo del seguro de la puerta dañado",
      "Tarjeta de control principal dañada por un pico de voltaje o con un relevador quemado",
      "Botón de inicio gastado o tarjeta de la interfaz (panel de botones) dañada",
      "Llaves de paso del agua cerradas o medio cerradas, o la malla de la válvula de entrada tapada, así que la lavadora no puede llenarse",
      "Fusible de línea quemado o protector térmico del motor abierto en algunos modelos",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Conecte la lavadora directo a su contacto, nunca a una extensión ni a un multicontacto",
      "Use un contacto con protección contra picos o un supresor de picos para toda la casa para proteger la tarjeta de control de rayos y cambios en la red eléctrica",
      "Desconecte la lavadora o apague su breaker cuando un huracán o una tormenta tropical amenace con cortar la luz, y vuelva a conectarla cuando la corriente esté estable",
      "Cierre la tapa o la puerta con cuidado y mantenga el gancho del seguro de la puerta libre de pelusa y residuos de detergente",
      "Abra por completo las dos llaves de paso del agua, y limpie las mallas de la válvula de entrada una vez al año si tiene agua dura",
      "Mantenga seca la parte de arriba de la lavadora para que el detergente o el agua derramada no se cuele al panel de control",
    ],
    whyItHappens: {
      primaryCause:
        "A la lavadora no le está llegando corriente, o un seguro de protección o la tarjeta de control está bloqueando el arranque.",
      explanation:
        "Antes de arrancar, una lavadora moderna revisa con su tarjeta de control que tenga corriente, que el interruptor de la tapa o el seguro de la puerta reporte cerrado y asegurado, y que pueda entrar agua a la tina. Si cualquiera de esas revisiones falla, la lavadora se queda apagada o se niega a arrancar, muchas veces con un código. Las tarjetas de control y los paneles táctiles son delicados con los picos de voltaje, y las tormentas de verano de Houston, la carga fuerte de los aires acondicionados por la tarde y el regreso de la luz después de los apagones de temporada de huracanes provocan picos. Los cuartos de lavado en la cochera muchas veces están en contactos GFCI que se botan con la humedad.",
      commonTriggers: [
        "Rayos y picos de voltaje cuando regresa la luz después de un apagón",
        "Contactos GFCI que se botan en cocheras o cuartos de lavado húmedos",
        "Seguro de la puerta gastado por años de azotar la puerta",
        "Llaves de paso del agua que se cerraron durante un trabajo de plomería y no se volvieron a abrir",
        "Detergente líquido derramado que llega al panel de control",
      ],
      ageFactors:
        "Los seguros de puerta y los interruptores de tapa suelen fallar entre los 5 y 8 años, mientras que las tarjetas de control fallan a cualquier edad después de un pico de voltaje y por desgaste alrededor de los 8 a 12 años.",
      usageFactors:
        "Las casas que arrancan varios ciclos al día accionan el seguro de la puerta y el botón de inicio miles de veces al año, y las lavadoras en cocheras sin aire acondicionado tienen más problemas de control por la humedad.",
    },
    repairSteps: [
      {
        title: "Confirmar la corriente y el suministro de agua",
        description:
          "El técnico mide el voltaje del contacto, restablece cualquier GFCI o breaker botado y confirma que las dos llaves de paso estén abiertas y con buena presión. Así se descartan las causas sencillas antes de abrir la lavadora.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Multímetro", "Probador de contactos", "Linterna"],
        safetyNotes: "Si el contacto o el cable está mojado o quemado, apague el breaker antes de tocar la clavija.",
      },
      {
        title: "Leer los códigos de error y correr el diagnóstico",
        description:
          "Con el modo de servicio del modelo, el técnico lee los códigos de error guardados y prueba por separado la pantalla, el seguro de la puerta y las válvulas de entrada. Los resultados muestran si la falla está en un seguro, en la interfaz o en la tarjeta de control principal.",
        timeRequired: "15-20 minutos",
        toolsNeeded: ["Manual de servicio u hoja técnica", "Multímetro"],
        safetyNotes:
          "Las pruebas en modo de servicio se hacen con la lavadora conectada y con el seguro de la puerta y las válvulas de entrada energizados a 120 V. Deje los paneles puestos y las manos fuera del tambor mientras se activan las piezas, y desconecte la lavadora antes de quitar cualquier panel.",
      },
      {
        title: "Probar el seguro de la puerta, el interruptor de la tapa y las tarjetas",
        description:
          "Se quita la consola o el panel frontal y se revisa la continuidad y el funcionamiento del interruptor de la tapa o del seguro de la puerta. Se inspeccionan las conexiones a la tarjeta de control por si hay terminales quemadas, y se miden las salidas de la tarjeta.",
        timeRequired: "20-30 minutos",
        toolsNeeded: [
          "Multímetro",
          "Juego de llaves de dado tipo desarmador",
          "Juego de desarmadores Torx",
          "Espátula",
        ],
        safetyNotes:
          "Desconecte la lavadora antes de quitar la consola o el panel frontal, y descárguese de estática tocando metal sin pintar antes de agarrar una tarjeta de control.",
      },
      {
        title: "Cambiar la pieza dañada y probar un ciclo",
        description:
          "Se cambia el seguro de la puerta, el interruptor de la tapa, la interfaz o la tarjeta de control que falló y, si el modelo lo pide, se configura para el modelo exacto de lavadora. Se corre un ciclo completo para confirmar que la lavadora asegura la puerta, llena, lava, desagua y centrifuga.",
        timeRequired: "30-45 minutos",
        toolsNeeded: ["Juego de llaves de dado tipo desarmador", "Juego de desarmadores Torx", "Toallas"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin riesgo, restablecer el contacto GFCI y el breaker, desconectar la lavadora un minuto para reiniciar el control, revisar que las llaves de paso estén abiertas y asegurarse de que la puerta cierre por completo. Si aun así no enciende, el seguro de la puerta, los interruptores y las tarjetas necesitan pruebas eléctricas con corriente, y eso le toca a un técnico; no compre una tarjeta de control a ciegas, porque es la pieza más cara y muchas veces no es la que falló.",
    seoTitle: "¿Lavadora no enciende? Guía de reparación en Houston",
    seoDescription:
      "¿La lavadora no prende o no arranca el ciclo? Vea las causas, desde un GFCI botado o el seguro de puerta hasta la tarjeta dañada, y costos en Houston.",
    seoKeywords: [
      "lavadora no enciende",
      "lavadora no prende",
      "seguro de puerta de lavadora",
      "tarjeta de control de lavadora",
      "reparación de lavadoras en houston",
    ],
  },
};
