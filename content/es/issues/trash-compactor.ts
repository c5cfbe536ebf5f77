import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "trash-compactor-wont-start": {
    slug: "compactador-de-basura-no-enciende",
    name: "Compactador de basura no enciende",
    description:
      "No pasa nada al cerrar el cajón y girar la perilla de llave u oprimir start: no se oye el motor ni se mueve la placa compactadora. Los compactadores están protegidos por varios interruptores de seguridad y de límite conectados en serie, así que basta con que falle uno o que falte la corriente para que toda la unidad se pare.",
    symptoms: [
      "No hace ningún ruido al girar el interruptor de arranque o la perilla",
      "El motor zumba un momento pero la placa no se mueve",
      "El compactador solo arranca si empuja fuerte el cajón o lo mueve",
      "La unidad funciona a ratos: un día arranca y al otro no",
      "La placa se queda arriba en su posición de reposo con una bolsa llena debajo",
      "Se bota el breaker o el enchufe GFCI al empezar un ciclo",
    ],
    causes: [
      "El interruptor del cajón (de seguridad) no cierra porque el cajón quedó desalineado",
      "Interruptor de llave (encendido/apagado) o interruptor de arranque dañado",
      "Interruptor de límite superior o direccional pegado o desajustado",
      "Protector térmico del motor disparado o interruptor de arranque (centrífugo) del motor dañado",
      "Breaker o enchufe GFCI botado, o el cable desconectado detrás de la unidad",
      "Conexión floja o quemada en el soporte de los interruptores o en el motor",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Cierre el cajón completo y derecho antes de empezar un ciclo; azotarlo desalinea el interruptor del cajón",
      "No deje que las bolsas se desborden del cajón para que cierre sin forzarlo",
      "Saque la llave o ponga la perilla en apagado cuando no use el compactador para cuidar el interruptor de arranque",
      "No corra ciclos uno tras otro; deje que el motor se enfríe entre ciclos",
      "Limpie los derrames del marco del cajón para que los líquidos no goteen sobre los interruptores y el cableado de abajo",
      "Revise que el cable y la clavija detrás de la unidad no queden prensados al empujarla de vuelta a su hueco",
    ],
    whyItHappens: {
      primaryCause:
        "Un interruptor de seguridad, de límite o de arranque del circuito de control está abierto, así que la corriente nunca llega al motor.",
      explanation:
        "El motor de un compactador solo funciona cuando el interruptor del cajón, el de llave, el de arranque y el de límite superior cierran al mismo tiempo, para que la placa nunca pueda bajar con el cajón abierto. Un cajón un poquito desalineado, el actuador de un interruptor gastado o un contacto quemado por años de chispas deja el circuito abierto y la unidad completamente callada. Si el motor zumba sin moverse, la falla está en el propio motor, casi siempre su interruptor de arranque o un protector térmico disparado, o la placa está trabada mecánicamente. También es común, y fácil de pasar por alto, un breaker o un GFCI botado debajo de la encimera.",
      commonTriggers: [
        "Cajón azotado o cerrado a la fuerza sobre una bolsa demasiado llena",
        "Derrames de líquido que llegan al soporte de los interruptores",
        "Varios ciclos seguidos con una carga pesada",
        "Unidad movida al limpiar, lo que afloja el cable o el cableado",
        "Contactos de interruptor gastados después de años de uso",
      ],
      ageFactors:
        "Los interruptores del cajón y de arranque suelen gastarse después de 8-12 años, y los motores de unidades viejas de los años 90 y 2000 pueden fallar por baleros gastados o un interruptor de arranque quemado.",
      usageFactors:
        "En las casas donde el compactador se usa varias veces al día los interruptores se gastan más rápido, y los compactadores que casi no se usan pueden tener actuadores pegajosos y contactos corroídos.",
    },
    repairSteps: [
      {
        title: "Revisar la corriente y los seguros",
        description:
          "El técnico revisa el breaker, el GFCI y el enchufe detrás o al lado de la unidad, y luego confirma que el cajón asiente completo y accione el interruptor del cajón. Al mismo tiempo revisa la posición del interruptor de llave y del de arranque.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Probador de voltaje sin contacto", "Linterna"],
        safetyNotes:
          "Mantenga las manos fuera del área del cajón mientras prueba con corriente; la placa aplasta con mucha fuerza.",
      },
      {
        title: "Sacar la unidad y llegar a los interruptores",
        description:
          "Se desconecta el compactador, se desliza fuera de su hueco y se quita el panel de atrás o del lado para llegar al soporte de los interruptores, al motor y al cableado. Se revisa que las conexiones no estén flojas ni dañadas por calor.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Juego de desarmadores",
          "Diablito para electrodomésticos o protector de piso",
        ],
        safetyNotes:
          "Desconecte el compactador antes de quitar paneles, y cárguelo con cuidado; las unidades empotradas pesan 100-150 libras.",
      },
      {
        title: "Probar los interruptores y el motor",
        description:
          "Se prueba la continuidad en las dos posiciones de cada interruptor del circuito de control: el del cajón, el de llave, el de arranque, el de límite superior y el direccional. Se prueban el embobinado del motor, su interruptor de arranque y el protector térmico según el diagrama eléctrico.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Diagrama eléctrico", "Pinzas de punta"],
        safetyNotes:
          "Haga las pruebas de continuidad con la unidad desconectada; las terminales de los interruptores llevan voltaje de línea.",
      },
      {
        title: "Cambiar la pieza dañada y correr un ciclo",
        description:
          "Se cambia el interruptor, el motor o el conector que falló y se ajustan los actuadores para que los interruptores cierren con el cajón cerrado. Se vuelve a instalar la unidad y se corren varios ciclos completos con una bolsa puesta.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Juego de desarmadores",
          "Terminales y pinzas para ponchar",
        ],
        safetyNotes: "Nunca anule ni puentee el interruptor de seguridad del cajón para hacer que la unidad funcione.",
      },
    ],
    professionalVsDiy:
      "Usted puede revisar sin peligro el breaker y el GFCI, asegurarse de que la unidad esté conectada y confirmar que el cajón cierre completo con una bolsa que no esté demasiado llena. Probar interruptores y motores implica sacar una unidad pesada y trabajar con cableado de voltaje de línea junto a un mecanismo hecho para aplastar, así que déjeselo a un técnico, y nunca puentee el interruptor del cajón.",
    seoTitle: "¿Compactador de basura no enciende? Houston",
    seoDescription:
      "¿Su compactador no hace nada al girar la perilla? Vea cómo lo paran los interruptores del cajón, de llave y de límite o un motor cansado, y costos en Houston.",
    seoKeywords: [
      "compactador de basura no enciende",
      "compactador de basura no funciona",
      "interruptor del cajon compactador",
      "reparación de motor de compactador",
      "reparación de compactador de basura houston",
    ],
  },
  "trash-compactor-not-compacting": {
    slug: "compactador-de-basura-no-compacta",
    name: "Compactador de basura no compacta",
    description:
      "El motor funciona, pero la placa compactadora apenas se mueve, se para a medio camino o baja sin aplastar la basura. Esto casi siempre quiere decir una falla en la transmisión entre el motor y la placa: la cadena, los engranes de cadena (sprockets), los tornillos sinfín (power screws) o sus tuercas (power nuts).",
    symptoms: [
      "El motor funciona pero la placa se queda arriba o baja solo una o dos pulgadas",
      "La placa se ladea hacia un lado al bajar",
      "Ruido de raspado o de patinar y luego la placa se para a medio recorrido",
      "La basura en la bolsa queda suelta y esponjada después de un ciclo completo",
      "La placa llega hasta abajo pero no regresa arriba",
      "Rebabas de metal o pedacitos de plástico en el piso del gabinete",
    ],
    causes: [
      "Tuercas de los tornillos sinfín barridas o rajadas",
      "Cadena de transmisión rota, estirada o fuera de los sprockets",
      "Engrane o sprocket gastado, o un opresor flojo en el sprocket del motor",
      "Tornillo sinfín doblado o brazo de la placa dañado",
      "Interruptor direccional o de límite inferior que regresa la placa demasiado pronto",
      "Motor débil que se frena con la carga de compactar",
    ],
    repairTime: "1.5-3 horas",
    prevention: [
      "No meta botellas, latas ni botes de aerosol al compactador; las cosas duras cargan la placa de un solo lado",
      "Reparta la basura pareja en el cajón para que la placa apriete plano sobre los dos tornillos sinfín",
      "Pida que limpien y lubriquen los tornillos sinfín en cualquier visita de servicio",
      "Pare el ciclo en cuanto oiga un raspado o vea que la placa se ladea, en vez de dejarlo seguir",
      "Use el tamaño de bolsa que indica el fabricante para que los pliegues no se atoren en el brazo de la placa",
      "Evite correr varios ciclos seguidos con la bolsa casi llena",
    ],
    whyItHappens: {
      primaryCause:
        "La transmisión que convierte el giro del motor en fuerza de la placa patinó, se estiró o se barrió.",
      explanation:
        "El motor de un compactador mueve una cadena o un tren de engranes que hace girar dos tornillos sinfín largos, y unas tuercas de plástico o nylon corren por esos tornillos y jalan la placa hacia abajo con más de 2,000 libras de fuerza. Las tuercas son más blandas que los tornillos a propósito, así que se gastan y con el tiempo se barren, sobre todo cuando la placa se topa con algo duro de un lado. Una cadena estirada o rota, o un sprocket flojo, deja que el motor gire sin mover los tornillos. Los interruptores de límite desajustados también pueden regresar la placa antes de que llegue a la basura.",
      commonTriggers: [
        "Botellas de vidrio o latas en el cajón",
        "Basura amontonada de un lado de la bolsa",
        "Tornillos sinfín secos, sin lubricar, que aumentan la fricción",
        "Ciclos repetidos sobre una bolsa llena ya compactada",
        "Cadena de transmisión estirada por la edad",
      ],
      ageFactors:
        "Las tuercas y las cadenas de transmisión normalmente hay que cambiarlas después de 8-15 años, y muchos compactadores que siguen en las cocinas de Houston tienen 15-25 años con las piezas de transmisión originales.",
      usageFactors:
        "El uso diario con basura pesada o voluminosa barre las tuercas antes, mientras que con un uso ligero de casa la transmisión original puede durar mucho más de una década.",
    },
    repairSteps: [
      {
        title: "Quitar el cajón y observar la transmisión",
        description:
          "El técnico saca la bolsa y el cajón, desconecta la unidad y la saca de su hueco para abrir el panel de atrás. Un ciclo corto bajo observación muestra si el motor, la cadena, los sprockets y los dos tornillos sinfín giran juntos.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Linterna"],
        safetyNotes:
          "Mantenga las manos, las herramientas y la ropa lejos de la cadena, los sprockets y la placa siempre que la unidad tenga corriente; la placa puede aplastar con miles de libras de fuerza.",
      },
      {
        title: "Revisar las tuercas, los tornillos sinfín y el brazo",
        description:
          "Con la unidad desconectada, se revisa cada tuerca buscando cuerdas barridas o grietas, y cada tornillo sinfín buscando dobleces y cuerdas dañadas. Se revisan los brazos de la placa y los pernos de pivote por si están doblados o rotos.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Regla recta", "Pinzas"],
        safetyNotes:
          "Desconecte el compactador antes de acercar la mano a la transmisión; nunca confíe solo en que el interruptor está apagado.",
      },
      {
        title: "Cambiar las piezas de la transmisión",
        description:
          "Las tuercas gastadas se cambian en par, junto con la cadena, los sprockets o los tornillos sinfín según haga falta, y se tensa la cadena. Las dos tuercas se ponen a la misma altura para que la placa baje nivelada.",
        timeRequired: "45-90 minutos",
        toolsNeeded: [
          "Juego de dados",
          "Pinzas para anillos de retención",
          "Cortacadenas o pinzas para eslabón maestro",
          "Grasa de litio o para baleros de rueda",
        ],
        safetyNotes:
          "Sostenga bien la placa antes de quitar los tornillos sinfín para que no se caiga; use guantes, porque las orillas de lámina dentro del gabinete cortan.",
      },
      {
        title: "Ajustar los límites y probar con carga",
        description:
          "Se ajustan los interruptores de límite superior y direccional para que la placa complete todo su recorrido y regrese. Se corren varios ciclos con una bolsa cargada para confirmar que compacte parejo y que la placa baje nivelada.",
        timeRequired: "20-30 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores"],
        safetyNotes:
          "Manténgase lejos de la abertura del cajón durante los ciclos de prueba y ponga todos los paneles antes de volver a usar la unidad.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, vaciar el cajón, sacar vidrio, latas y cosas duras, y revisar que la bolsa esté bien puesta. Reparar la transmisión implica sacar un aparato pesado, sostener una placa con carga y nivelar las tuercas, así que es trabajo de un técnico; nunca meta la mano debajo de la placa mientras el compactador esté conectado.",
    seoTitle: "¿Compactador de basura no compacta? Houston",
    seoDescription:
      "¿El motor del compactador funciona pero la placa no aprieta? Vea cómo fallan las tuercas, la cadena y los tornillos sinfín, por qué pasa y costos en Houston.",
    seoKeywords: [
      "compactador de basura no compacta",
      "cambio de tuercas de compactador",
      "cadena de compactador de basura",
      "placa del compactador no se mueve",
      "reparación de compactador de basura houston",
    ],
  },
  "trash-compactor-drawer-stuck": {
    slug: "compactador-de-basura-cajon-atorado",
    name: "Cajón del compactador atorado",
    description:
      "El cajón del compactador no abre, abre solo a medias o se traba y raspa al deslizarse. Casi siempre la placa compactadora se quedó abajo y está deteniendo la bolsa, o falló una corredera o una rueda del cajón.",
    symptoms: [
      "El cajón no abre para nada después de un ciclo",
      "El cajón abre unas pulgadas y luego se atora",
      "Se ve la placa abajo por la abertura de arriba del cajón",
      "El cajón arrastra, raspa o queda chueco en su hueco",
      "El cajón se cae o se ladea al sacarlo por completo",
      "El portabolsas o el bote abatible no sale como debe",
    ],
    causes: [
      "La placa se quedó a medio bajar porque se interrumpió el ciclo o falló un interruptor de límite",
      "Bolsa demasiado llena o abultada atorada contra la placa o el marco de arriba",
      "Corredera, rueda o pista de balines del cajón rota",
      "Riel o tope del cajón doblado por forzar el cajón",
      "Basura o una botella que se cayó detrás del cajón dentro del gabinete",
      "Portabolsas o bote abatible fuera de su riel",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Deje que cada ciclo termine para que la placa regrese arriba antes de abrir el cajón",
      "No llene la bolsa por arriba de la orilla del cajón; mejor compacte más seguido",
      "Saque el cajón derecho y no se recargue ni se pare en él cuando esté abierto",
      "Mantenga limpias las correderas del cajón y sin derrames pegajosos",
      "Una vez al año saque el cajón y quite lo que se haya caído detrás",
      "Use las bolsas del fabricante, que le quedan al cajón y al portabolsas sin arrugarse",
    ],
    whyItHappens: {
      primaryCause: "La placa que se quedó abajo o una corredera dañada sostienen físicamente el cajón en su lugar.",
      explanation:
        "El cajón está hecho para abrir solo cuando la placa regresó arriba de su recorrido, y el interruptor de límite superior le avisa al motor cuando llegó. Si se va la corriente a medio ciclo, falla el interruptor de límite o el direccional, o la transmisión patina, la placa se queda abajo sobre la basura compactada y traba el cajón. Aparte de eso, el cajón carga mucho peso sobre correderas de acero con ruedas o balines, que se gastan, se doblan o se rompen, sobre todo cuando el cajón se saca chueco. Un cajón atorado no se debe forzar, porque eso dobla el riel y puede dañar el brazo de la placa.",
      commonTriggers: [
        "Un apagón o la perilla de llave apagada a medio ciclo",
        "Bolsa llena por arriba de la orilla del cajón",
        "Cajón abierto de un jalón mientras la placa todavía regresaba",
        "Cosas pesadas, como comida mojada o arena de gato, que sobrecargan las correderas",
        "Una botella o una lata que rueda detrás del cajón",
      ],
      ageFactors:
        "Las ruedas y correderas del cajón suelen gastarse después de 10-15 años, y los atorones por la placa se vuelven más comunes a medida que envejecen los interruptores de límite.",
      usageFactors:
        "Abrirlo seguido con cargas pesadas y mojadas gasta más rápido las correderas, y los compactadores que usan los niños tienen más probabilidad de tener los rieles doblados porque se recargan en ellos.",
    },
    repairSteps: [
      {
        title: "Regresar la placa arriba",
        description:
          "El técnico revisa si la placa está abajo y, si es así, intenta prender la unidad para que regrese arriba. Si no se mueve con corriente, se desacopla la transmisión para poder subir la placa con seguridad.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Multímetro", "Juego de llaves de tuerca (nut drivers)"],
        safetyNotes:
          "Mantenga las manos fuera de la abertura del cajón mientras la placa se mueve; puede aplastar dedos y manos.",
      },
      {
        title: "Soltar y sacar el cajón",
        description:
          "Con la unidad desconectada, se saca el cajón poco a poco y se quita de sus correderas, y se retira cualquier bolsa, botella o basura atorada detrás. Se revisa el portabolsas y se vuelve a asentar.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de desarmadores", "Espátula", "Guantes"],
        safetyNotes:
          "Primero desconecte el compactador; use guantes porque es común encontrar vidrio roto y orillas filosas en el cajón.",
      },
      {
        title: "Revisar las correderas, las ruedas y los interruptores de límite",
        description:
          "Se revisa si las correderas, ruedas y balines del cajón están rotos o si los rieles están doblados, y se prueban los interruptores de límite superior y direccional. Se identifica por qué la placa se quedó abajo antes de volver a armar.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Linterna", "Regla recta"],
        safetyNotes: "Pruebe los interruptores con la unidad desconectada.",
      },
      {
        title: "Cambiar piezas y probar el cajón",
        description:
          "Se cambian las correderas o ruedas gastadas o el interruptor de límite defectuoso y se realinea el cajón para que cierre derecho sobre el interruptor del cajón. Se corre un ciclo completo y se abre y cierra el cajón varias veces con carga.",
        timeRequired: "30-60 minutos",
        toolsNeeded: ["Juego de dados", "Juego de desarmadores", "Lubricante de silicón"],
        safetyNotes: "Manténgase lejos de la abertura del cajón durante los ciclos de prueba.",
      },
    ],
    professionalVsDiy:
      "Si la placa está arriba, usted puede revisar si una botella o una bolsa demasiado llena está trabando el cajón y soltarlo con cuidado. Si la placa está atorada abajo o el cajón no se mueve sin forzarlo, desconecte la unidad y llame a un técnico; hacer palanca para abrir el cajón dobla el riel y puede soltar de golpe una placa con carga.",
    seoTitle: "¿Cajón del compactador atorado? Reparación en Houston",
    seoDescription:
      "¿El cajón del compactador no abre o no se desliza? Vea por qué la placa abajo o las correderas gastadas lo traban, qué revisar sin peligro y costos en Houston.",
    seoKeywords: [
      "cajon del compactador atorado",
      "cajon del compactador no abre",
      "placa del compactador atorada abajo",
      "correderas del cajon compactador",
      "reparación de compactador de basura houston",
    ],
  },
  "trash-compactor-bad-odor": {
    slug: "compactador-de-basura-mal-olor",
    name: "Mal olor en el compactador de basura",
    description:
      "Sale un olor agrio y podrido del compactador aunque ya haya cambiado la bolsa. La comida compactada suelta líquido al cajón y a la placa, y con el calor y la humedad de Houston ese residuo empieza a oler en uno o dos días.",
    symptoms: [
      "Un olor fuerte a basura en la cocina que regresa poco después de cambiar la bolsa",
      "Residuo oscuro y pegajoso en la cara de la placa o dentro del cajón",
      "Líquido encharcado en el fondo del cajón debajo de la bolsa",
      "Mosquitas de la fruta o jejenes alrededor del frente del cajón",
      "Luz de control de olores prendida, o el aromatizante o el filtro de carbón ya agotados",
      "El ventilador de olores no funciona, en los modelos que lo tienen",
    ],
    causes: [
      "Líquidos de la comida que se salen por bolsas rotas o picadas hacia el cajón",
      "Residuos de comida secos pegados a la cara y la tapa de la placa",
      "Filtro de carbón para olores o disco aromatizante agotado",
      "Motor del ventilador de olores dañado, en los modelos con ventilador",
      "Bolsas que se quedan una semana o más en el compactador con calor",
      "Basura y derrames atrapados debajo del cajón o detrás del portabolsas",
    ],
    repairTime: "30 minutos-1 hora",
    prevention: [
      "En verano cambie la bolsa por lo menos dos veces por semana, aunque no esté llena",
      "Escurra los líquidos y envuelva la comida mojada antes de echarla, o mejor échela al triturador",
      "Limpie la cara de la placa y el cajón con agua tibia y jabón cada vez que cambie la bolsa",
      "Cambie el filtro de carbón o el disco de olores según el manual, normalmente cada 3-6 meses",
      "Use las bolsas reforzadas del fabricante, que aguantan mejor los piquetes de la basura compactada",
      "Dos veces al año saque el cajón y limpie por debajo y por detrás",
    ],
    whyItHappens: {
      primaryCause:
        "El líquido y los residuos de comida que salen al compactar se juntan en el cajón y en la placa y se pudren.",
      explanation:
        "Al compactar, se exprime la humedad de los restos de comida, y ese líquido se queda en la bolsa o se sale por los piquetes hacia el fondo del cajón y sube por la cara de la placa. Las bacterias descomponen el residuo rápido a temperatura de cocina, y el calor y la humedad del verano en Houston lo aceleran bastante. Muchos compactadores usan un filtro de carbón, un disco aromatizante o un ventiladorcito de olores para controlar el olor entre cambios de bolsa, y cuando se agotan o fallan, el olor se sale a la cocina. Un cajón cerrado que solo se abre cuando está lleno empeora el problema.",
      commonTriggers: [
        "Restos de carne, mariscos o fruta en el compactador",
        "Bolsas que se dejan más de unos días en verano",
        "Vidrio roto o empaques filosos que pican la bolsa",
        "Filtro de olores que nunca se ha cambiado",
        "Derrames que se dejan secar en la placa",
      ],
      ageFactors:
        "Los ventiladores de olores pueden fallar a cualquier edad, mientras que las unidades viejas, con la tapa de la placa rayada o picada, retienen más fácil los residuos después de unos 10 años.",
      usageFactors:
        "Las casas que compactan comida mojada y solo cambian la bolsa cuando está llena tienen más problemas de olor, sobre todo de junio a septiembre.",
    },
    repairSteps: [
      {
        title: "Sacar la bolsa y el cajón",
        description:
          "El técnico desconecta el compactador, saca la bolsa y quita el cajón de sus correderas. Revisa si hay líquido encharcado o basura en el fondo del cajón, el portabolsas y el piso del gabinete.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Juego de desarmadores", "Guantes", "Toallas"],
        safetyNotes:
          "Desconecte la unidad antes de sacar el cajón, y use guantes porque las bolsas muchas veces esconden vidrio roto.",
      },
      {
        title: "Limpiar la placa, el cajón y el gabinete",
        description:
          "Se desengrasan la cara de la placa, su tapa, el cajón y el interior del gabinete, se limpian con un limpiador enzimático y se desinfectan. Se raspan los residuos de las uniones y de debajo del cajón.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Limpiador enzimático", "Desinfectante", "Raspador de plástico", "Cepillo para tallar"],
        safetyNotes: "No mezcle cloro con limpiadores a base de amoníaco ni ácidos; ventile la cocina mientras limpia.",
      },
      {
        title: "Revisar las piezas de control de olores",
        description:
          "Se cambia el filtro de carbón o el disco aromatizante, y en los modelos con ventilador de olores se prueba que el motor reciba corriente y gire libre. Un motor de ventilador trabado o abierto se cambia.",
        timeRequired: "15 minutos",
        toolsNeeded: [
          "Multímetro",
          "Filtro de carbón o disco de olores de repuesto",
          "Juego de llaves de tuerca (nut drivers)",
        ],
        safetyNotes: "Mantenga la unidad desconectada mientras la tapa del ventilador esté quitada.",
      },
      {
        title: "Volver a armar y probar",
        description:
          "Se vuelve a instalar y alinear el cajón, se pone una bolsa nueva y se corre un ciclo para confirmar que funcione normal y que el ventilador de olores trabaje. El técnico le señala qué desperdicios causan más olor en su casa.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Juego de desarmadores"],
        safetyNotes: "Mantenga las manos fuera del cajón mientras corre el ciclo de prueba.",
      },
    ],
    professionalVsDiy:
      "La mayoría de los problemas de olor los puede resolver usted: desconecte la unidad, saque el cajón, limpie la placa y el cajón, y cambie el filtro de carbón o el disco de olores. Llame a un técnico si el ventilador de olores no funciona, si el líquido llegó al compartimiento del motor o si el cajón no sale fácil.",
    seoTitle: "¿Mal olor en el compactador de basura? Houston",
    seoDescription:
      "¿Su compactador huele mal aun con bolsa nueva? Vea por qué lo causan los residuos, las bolsas rotas y los filtros agotados, y cómo quitarlo.",
    seoKeywords: [
      "compactador de basura huele mal",
      "mal olor compactador de basura",
      "limpiar placa del compactador",
      "filtro de olores compactador",
      "reparación de compactador de basura houston",
    ],
  },
  "trash-compactor-loud-noise": {
    slug: "compactador-de-basura-hace-ruido",
    name: "Compactador de basura hace mucho ruido",
    description:
      "El compactador rechina, raspa, da golpes o castañetea durante el ciclo en vez de hacer su zumbido parejo de siempre. El ruido casi siempre viene de tornillos sinfín secos, tuercas gastadas, una cadena floja o baleros del motor que están fallando, y es un aviso temprano de una falla de la transmisión.",
    symptoms: [
      "Un rechinido agudo mientras la placa baja o sube",
      "Raspado o castañeteo en la parte de atrás de la unidad",
      "Un golpe fuerte abajo o arriba del recorrido",
      "Un chicoteo o traqueteo como de cadena floja",
      "Un zumbido que se hace más fuerte cada mes",
      "La placa se mueve disparejo o a tirones",
    ],
    causes: [
      "Tornillos sinfín secos o sucios, ya sin lubricación",
      "Tuercas de los tornillos sinfín gastadas que empiezan a barrerse",
      "Cadena de transmisión floja o estirada que pega contra la guarda",
      "Opresor flojo en un sprocket o engrane de la transmisión",
      "Baleros del motor gastados",
      "Vidrio o metal en la bolsa que se rompe bajo la placa",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "No meta botellas de vidrio ni latas de metal al compactador",
      "Pida que limpien y vuelvan a engrasar los tornillos sinfín cada pocos años o en cuanto empiece un rechinido",
      "Deje de usar el compactador cuando aparezca un ruido nuevo y mándelo revisar antes de que se barran las tuercas",
      "Reparta la basura pareja para que la placa cargue igual los dos tornillos sinfín",
      "Mantenga limpios el cajón y el gabinete para que no caiga basura sobre la transmisión",
      "Evite correr ciclos repetidos sobre una bolsa ya compactada",
    ],
    whyItHappens: {
      primaryCause:
        "Fricción o juego en la transmisión conforme se seca la grasa, se gastan las tuercas y se estira la cadena.",
      explanation:
        "En cada ciclo, los dos tornillos sinfín giran dentro de tuercas de plástico con mucha carga, y eso solo se mantiene callado mientras los tornillos tengan grasa y las tuercas estén enteras. Cuando la grasa se seca o junta polvo y tierra, los tornillos rechinan y las tuercas se gastan más rápido, y las tuercas gastadas castañetean y al final se barren. La cadena de transmisión se estira con el tiempo y pega contra la guarda, mientras que un opresor flojo en un sprocket da un golpe en cada vuelta. Si no se atienden, casi todos estos ruidos terminan en una placa que ya no compacta.",
      commonTriggers: [
        "Grasa seca después de años sin servicio",
        "Cargas pesadas o disparejas de un lado de la placa",
        "Vidrio aplastado dentro de la bolsa",
        "Cadena que nunca se ha vuelto a tensar desde la instalación",
        "Largos ratos sin uso seguidos de uso pesado",
      ],
      ageFactors:
        "El rechinido por tornillos sinfín secos muchas veces empieza después de 5-8 años, y las tuercas gastadas y las cadenas estiradas son comunes después de 10 años.",
      usageFactors:
        "Los ciclos diarios con cargas voluminosas gastan más rápido la transmisión, y las unidades que se usan de vez en cuando muchas veces rechinan porque la grasa se endureció.",
    },
    repairSteps: [
      {
        title: "Ubicar el ruido",
        description:
          "El técnico corre un ciclo sin bolsa y escucha por enfrente y por atrás para ubicar si el ruido viene del motor, la cadena, los sprockets o los tornillos sinfín. Revisa si hay vidrio o latas en el cajón y en la bolsa.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Estetoscopio de mecánico"],
        safetyNotes:
          "Mantenga las manos fuera del área del cajón mientras la placa se mueve; aplasta con mucha fuerza.",
      },
      {
        title: "Sacar la unidad y revisar la transmisión",
        description:
          "Se desconecta el compactador, se desliza hacia afuera y se abre por atrás. Se revisan los tornillos sinfín, las tuercas, la tensión de la cadena, los opresores de los sprockets y los baleros del motor buscando desgaste y juego.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Linterna"],
        safetyNotes:
          "Desconecte el compactador antes de quitar el panel de atrás; cárguelo con cuidado, porque las unidades empotradas son pesadas.",
      },
      {
        title: "Limpiar, lubricar y ajustar",
        description:
          "Se limpia la grasa vieja y la tierra de los tornillos sinfín y se les pone grasa nueva, se vuelve a tensar la cadena y se aprietan los opresores de los sprockets. Si se encuentran tuercas, cadena o motor gastados, se cambian.",
        timeRequired: "30-60 minutos",
        toolsNeeded: [
          "Grasa de litio o para baleros de rueda",
          "Desengrasante",
          "Trapos",
          "Juego de llaves Allen",
          "Juego de dados",
        ],
        safetyNotes: "Use guantes; las orillas de lámina y los eslabones de la cadena cortan.",
      },
      {
        title: "Volver a instalar y probar",
        description:
          "Se vuelve a poner el panel, se instala la unidad y se corren varios ciclos con carga para confirmar que la placa se mueva suave y sin ruido. Al mismo tiempo se revisa el funcionamiento del cajón y de los interruptores de límite.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)"],
        safetyNotes: "Manténgase lejos del cajón durante los ciclos de prueba.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, sacar vidrio o latas de la bolsa y revisar que el cajón esté bien asentado, pero engrasar los tornillos sinfín y ajustar la cadena implica sacar la unidad y trabajar en la transmisión sin corriente. Como la placa aplasta con mucha fuerza y la unidad es pesada, el servicio de la transmisión es mejor dejárselo a un técnico, de preferencia cuando el ruido todavía es solo un rechinido.",
    seoTitle: "¿Compactador de basura hace ruido? Houston",
    seoDescription:
      "¿Su compactador rechina, raspa o da golpes? Vea cómo los tornillos sinfín secos, las tuercas gastadas y la cadena floja hacen ruido, y costos en Houston.",
    seoKeywords: [
      "compactador de basura hace ruido",
      "compactador de basura rechina",
      "lubricar tornillos del compactador",
      "ruido de raspado compactador",
      "reparación de compactador de basura houston",
    ],
  },
};
