import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "garbage-disposal-jammed": {
    slug: "triturador-de-basura-atorado",
    name: "Triturador de basura atorado",
    description:
      "El triturador zumba al prenderlo pero el plato giratorio no se mueve, o arranca y se para de golpe con un ruido seco. Hay algo atorado entre los martillos y el anillo triturador, y si lo sigue prendiendo así, el motor se sobrecalienta.",
    symptoms: [
      "Un zumbido constante con el switch prendido, sin triturar ni girar",
      "El triturador se para de repente a medio uso con un golpe fuerte",
      "El botón rojo de reset de abajo de la unidad está botado",
      "El plato giratorio no se mueve al girarlo por abajo con la llave hexagonal",
      "El agua se queda en el fregadero porque no se está triturando ni desaguando nada",
      "Olor a quemado o a motor caliente después de intentar prenderlo varias veces",
    ],
    causes: [
      "Huesos de fruta, huesos de carne, corcholatas o cubiertos atorados entre los martillos y el anillo triturador",
      "Desperdicios fibrosos, como apio, hojas de elote o cáscara de cebolla, enredados en el plato giratorio",
      "Desperdicios con almidón, como arroz, pasta o cáscaras de papa, hechos una pasta dentro de la cámara",
      "Martillos giratorios pegados por óxido o comida seca",
      "Pedazos de vidrio o de un plato roto atorados en las ranuras del anillo triturador",
      "Baleros del motor gastados que frenan el plato giratorio cuando trabaja con carga",
    ],
    repairTime: "30 minutos-1 hora",
    prevention: [
      "Deje correr bastante agua fría antes, durante y 15-20 segundos después de triturar",
      "Eche los desperdicios poco a poco en vez de llenar la cámara antes de prenderlo",
      "No eche huesos, huesos de fruta, cáscaras duras, hojas de elote ni grasa al triturador; tírelos a la basura",
      "Use un colador de fregadero o la tapa antisalpicaduras cuando no esté usando el triturador para que no se caigan cubiertos ni corcholatas",
      "Préndalo un ratito cada pocos días, aunque no lo necesite, para que los martillos no se peguen",
      "Una vez al mes, triture un puño de cubitos de hielo para despegar los residuos del anillo triturador y los martillos",
    ],
    whyItHappens: {
      primaryCause:
        "Un objeto duro o fibroso se atora entre los martillos del plato giratorio y el anillo triturador fijo, y detiene el motor.",
      explanation:
        "Un triturador no tiene cuchillas; el motor hace girar un plato con dos martillos giratorios que avientan la comida contra un anillo triturador dentado, y el agua se lleva las partículas finas por las ranuras del anillo. Cuando algo demasiado duro para romperse, o una maraña de fibra o almidón, traba el plato, el motor recibe corriente pero no puede girar y jala mucha corriente: ese es el zumbido que usted oye. En pocos segundos se dispara la protección térmica y se bota el botón de reset para proteger el embobinado. El atoramiento sigue ahí hasta que se gira el plato al revés desde abajo para soltar el objeto.",
      commonTriggers: [
        "Huesos de durazno o de aguacate y huesos de pollo echados al fregadero",
        "Una cuchara o una corcholata que se cae mientras lava los trastes",
        "Mucha cáscara de papa o arroz triturada de una sola vez",
        "Triturar sin suficiente agua corriendo",
        "Dejar el triturador sin usar por semanas mientras los martillos se oxidan",
      ],
      ageFactors:
        "Se puede atorar a cualquier edad, pero las unidades de más de 8-10 años, con baleros gastados y anillos trituradores sin filo, se atoran más fácil y muchas veces conviene cambiarlas en vez de destaparlas.",
      usageFactors:
        "En las casas donde se cocina todos los días y se raspan muchos restos de los platos al fregadero, el triturador se atora mucho más que donde casi todo va a la basura.",
    },
    repairSteps: [
      {
        title: "Cortar la corriente",
        description:
          "El técnico apaga el circuito del triturador en el breaker o lo desconecta debajo del fregadero, y confirma con el switch de la pared que no tenga corriente. No se mete nada al triturador hasta confirmar que está sin corriente.",
        timeRequired: "5 minutos",
        toolsNeeded: ["Probador de voltaje sin contacto", "Linterna"],
        safetyNotes:
          "Nunca meta la mano en un triturador, aunque esté sin corriente; un plato atorado se puede mover de golpe al soltarse.",
      },
      {
        title: "Soltar el plato giratorio por abajo",
        description:
          "Se mete una llave hexagonal en el hueco del centro de la parte de abajo de la unidad y se mueve de un lado a otro hasta que el plato dé una vuelta completa sin trabarse. Así se suelta el atoramiento sin que nadie meta la mano en la cámara.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Llave hexagonal de 1/4 de pulgada (para triturador)", "Linterna"],
        safetyNotes: "Mantenga el breaker apagado mientras usa la llave.",
      },
      {
        title: "Sacar el objeto",
        description:
          "Con el fregadero bien iluminado desde arriba, se saca el objeto suelto con pinzas de punta o pinzas de cocina. Se revisan la cámara y el anillo triturador por si queda más basura y se confirma que los martillos giren libres.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Pinzas de punta", "Pinzas de cocina", "Linterna"],
        safetyNotes: "Use solo pinzas, nunca los dedos, y nunca eche destapacaños químicos en un triturador atorado.",
      },
      {
        title: "Hacer reset y probar con carga",
        description:
          "Cuando el motor ya se enfrió, se oprime el botón rojo de reset de abajo, se regresa la corriente y se prende el triturador con agua fría. El técnico escucha si hay ruido de baleros y mide la corriente del motor para saber si vale la pena conservar la unidad.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Amperímetro de gancho"],
        safetyNotes:
          "Aléjese de la boca del fregadero al regresar la corriente y deje puesta la tapa antisalpicaduras.",
      },
    ],
    professionalVsDiy:
      "Con el breaker apagado, casi cualquier persona puede soltar el atoramiento con la llave hexagonal en el hueco de abajo, sacar el objeto con pinzas y oprimir el botón de reset. Si el plato no gira con la llave, si vuelve a zumbar luego luego después del reset o si ve agua goteando por abajo, llame a un técnico, y nunca meta la mano al triturador.",
    seoTitle: "¿Triturador de basura atorado? Reparación en Houston",
    seoDescription:
      "¿Su triturador de basura zumba pero no gira? Vea qué lo atora, cómo soltarlo con seguridad con la llave hexagonal y cuándo llamar a un técnico en Houston.",
    seoKeywords: [
      "triturador de basura atorado",
      "triturador de basura zumba",
      "como destrabar triturador de basura",
      "llave hexagonal triturador",
      "reparación de triturador de basura houston",
      "triturador no gira",
    ],
  },
  "garbage-disposal-reset-button": {
    slug: "triturador-de-basura-boton-reset",
    name: "Se bota el botón de reset del triturador",
    description:
      "El triturador se queda callado de repente o no prende para nada, y el botón rojo de reset de abajo está botado, a veces una y otra vez. El botón de reset es una protección térmica del motor, así que si se bota seguido, algo está sobrecalentando el motor o el circuito que lo alimenta tiene una falla.",
    symptoms: [
      "No hace ningún ruido al oprimir el switch de la pared o el botón neumático",
      "El botón rojo de reset de abajo de la unidad está botado",
      "Funciona un rato después del reset y luego se vuelve a apagar",
      "Zumba unos segundos y luego se queda callado",
      "Se bota el enchufe GFCI de debajo del fregadero o el breaker cuando arranca el triturador",
      "La carcasa del motor se siente caliente después de usarlo poco",
    ],
    causes: [
      "La protección térmica (botón de reset) se dispara porque el plato giratorio está atorado",
      "Llenar la cámara con demasiados desperdicios de una vez, lo que frena el motor",
      "Baleros del motor gastados que aumentan la fricción y la corriente",
      "Switch de la pared, botón neumático de la cubierta o caja de control del botón neumático dañados",
      "Cables flojos en la caja eléctrica de abajo del triturador, o clavija y enchufe gastados",
      "Protector térmico débil que se dispara a la temperatura normal de trabajo",
    ],
    repairTime: "30 minutos-1 hora",
    prevention: [
      "Eche los desperdicios poco a poco con el agua fría corriendo en vez de llenar primero la cámara",
      "Déjelo funcionando 15-20 segundos después de que termine de triturar para que se vacíe la cámara",
      "Apáguelo de inmediato si zumba sin girar y suelte el atoramiento antes de oprimir el reset",
      "Espere por lo menos 10 minutos a que se enfríe el motor antes de oprimir el botón de reset",
      "Mantenga los productos de limpieza, trapos y cosas guardadas bajo el fregadero lejos de la clavija y de la tapa de los cables del triturador",
      "Pida que un técnico revise la unidad si el botón de reset se bota más de una vez al mes",
    ],
    whyItHappens: {
      primaryCause:
        "La protección térmica del motor se dispara para proteger el embobinado cuando el motor se sobrecalienta o se traba.",
      explanation:
        "Todo motor de triturador tiene una protección térmica, el botón rojo de reset de abajo, que abre el circuito cuando el embobinado se calienta demasiado. Un plato trabado o sobrecargado hace que el motor jale varias veces su corriente normal, y la protección se dispara en segundos; los baleros gastados causan el mismo efecto, pero más despacio. Si no hace ningún ruido y el botón no está botado, el problema viene de antes: el switch de la pared, el botón neumático, el enchufe, el GFCI o el breaker. Oprimir el reset sin quitar la causa solo hace que se vuelva a botar y, con el tiempo, daña el motor o la misma protección.",
      commonTriggers: [
        "Oprimir el reset una y otra vez con el triturador todavía atorado",
        "Triturar muchas cáscaras o restos de platos de un jalón",
        "Prender el triturador sin agua",
        "Agua o humedad en el enchufe de debajo del fregadero o en la caja del botón neumático",
        "Desgaste de baleros por la edad en una unidad vieja",
      ],
      ageFactors:
        "Que se bote de vez en cuando es normal a cualquier edad, pero si se bota seguido en unidades de más de 8-12 años, casi siempre son baleros gastados o un motor cansado.",
      usageFactors:
        "Triturar mucho todos los días y dejarlo funcionando largo rato hace más probable que se bote, y las unidades chicas de 1/3 HP se botan más fácil que las de 3/4 o 1 HP con la misma carga.",
    },
    repairSteps: [
      {
        title: "Revisar que la unidad reciba corriente",
        description:
          "El técnico revisa el breaker, el enchufe GFCI de debajo del fregadero si lo hay y el voltaje del enchufe, y confirma si se botó el botón de reset. Así separa una falla del triturador de un problema del switch o de la alimentación.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Multímetro", "Probador de voltaje sin contacto", "Linterna"],
        safetyNotes:
          "Trate el área de debajo del fregadero como zona mojada; mantenga secos las manos y los medidores, y nunca acerque la mano a la boca del fregadero mientras la unidad tenga corriente.",
      },
      {
        title: "Soltar cualquier atoramiento y hacer reset",
        description:
          "Con el breaker apagado, se gira el plato con la llave hexagonal por abajo para confirmar que se mueva libre, y se saca con pinzas cualquier objeto atorado. Cuando el motor ya se enfrió, se oprime el botón de reset hasta que haga clic.",
        timeRequired: "10-15 minutos",
        toolsNeeded: ["Llave hexagonal de 1/4 de pulgada (para triturador)", "Pinzas de punta"],
        safetyNotes:
          "Apague el breaker o desconecte el triturador antes de girar el plato; nunca meta la mano en un triturador.",
      },
      {
        title: "Probar el switch, el cableado y el motor",
        description:
          "Se prueban el switch de la pared o el botón neumático y su caja de control, y se revisan las conexiones bajo la tapa de abajo del triturador buscando cables flojos o dañados por calor. Se mide la corriente del motor y se compara con la placa de datos para revisar baleros y embobinado.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Amperímetro de gancho", "Juego de desarmadores", "Pelacables"],
        safetyNotes:
          "Apague el breaker antes de quitar la tapa eléctrica; confirme que los cables no tengan corriente antes de tocarlos.",
      },
      {
        title: "Reparar o recomendar el cambio",
        description:
          "Se cambia el switch, el botón neumático, el cable o la conexión que falló y se prende la unidad con carga para confirmar que no se apague. Si el propio motor jala corriente de más o la protección se sigue disparando, el técnico le explica que sale más a cuenta cambiar el triturador que reparar el motor.",
        timeRequired: "15-30 minutos",
        toolsNeeded: ["Juego de desarmadores", "Capuchones para cables", "Switch o cable de repuesto"],
        safetyNotes: "Regrese la corriente solo después de volver a poner la tapa eléctrica.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, apagar el breaker, soltar el plato con la llave hexagonal, esperar a que el motor se enfríe y oprimir el botón de reset, y también revisar el breaker y el enchufe GFCI. Si el botón se sigue botando, si la unidad no hace ruido con el botón adentro o si huele a quemado, pida que un técnico pruebe el switch, el cableado y el motor en vez de volver a darle reset.",
    seoTitle: "Se bota el reset del triturador de basura | Houston",
    seoDescription:
      "¿Su triturador no prende o se le bota el botón de reset? Vea por qué se dispara la protección, cómo hacer reset con seguridad y cuánto cuesta en Houston.",
    seoKeywords: [
      "boton reset triturador de basura",
      "triturador de basura no prende",
      "triturador se apaga solo",
      "triturador zumba y se apaga",
      "reparación de triturador de basura houston",
    ],
  },
  "garbage-disposal-leaking": {
    slug: "triturador-de-basura-gotea",
    name: "Triturador de basura gotea",
    description:
      "El agua gotea o sale a chorro del triturador hacia el gabinete del fregadero, ya sea por arriba donde se une al fregadero, por una conexión del lado o por abajo de la unidad. De dónde sale la fuga decide si se puede arreglar un empaque o una conexión o si hay que cambiar el triturador.",
    symptoms: [
      "Agua encharcada en el piso del gabinete debajo del fregadero",
      "Gotas en la brida del fregadero, donde el triturador se une al fregadero",
      "Agua que escurre por el costado del triturador desde la manguera del lavaplatos o el codo de desagüe",
      "La parte de abajo de la unidad mojada o agua goteando por el área del botón de reset",
      "Una fuga que solo aparece cuando desagua el lavaplatos o el fregadero está lleno",
      "Base del gabinete hinchada o manchada y olor a humedad debajo del fregadero",
    ],
    causes: [
      "Masilla de plomero reseca o empaque de la brida del fregadero gastado",
      "Anillo de montaje o conjunto de montaje flojo que deja que el triturador se mueva",
      "Abrazadera floja o manguera rajada en la conexión del desagüe del lavaplatos",
      "Empaque gastado o tornillos flojos en el tubo de descarga (codo de desagüe)",
      "Carcasa rajada o sello interno dañado por la corrosión, que causa una fuga por abajo",
      "Sifón o tubo de cola del desagüe que gotea sobre el triturador y parece que la fuga es de él",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Una vez al mes, revise con linterna debajo del fregadero si hay gotas mientras corre el agua y desagua el lavaplatos",
      "Use agua fría, no caliente, al triturar, para que la grasa no pase y se asiente en el desagüe",
      "Nunca use destapacaños químicos en un triturador; corroen la cámara de trituración y los sellos",
      "No le pegue al triturador al guardar cosas debajo del fregadero; eso puede aflojar el anillo de montaje",
      "Mantenga la manguera de desagüe del lavaplatos con una curva alta o conectada por un air gap para que no jale la conexión",
      "Cambie el triturador antes de que cumpla 10-12 años de uso pesado, antes de que cedan los sellos internos",
    ],
    whyItHappens: {
      primaryCause:
        "Un sello o una conexión alrededor del triturador se aflojó o se gastó, o la carcasa misma se corroyó de lado a lado.",
      explanation:
        "El triturador cuelga del fregadero en un anillo de montaje y una brida selladas con masilla de plomero o un empaque, y se conecta a la manguera de desagüe del lavaplatos y al tubo de descarga con abrazaderas y empaques. La vibración de cada uso va aflojando el anillo de montaje y los tornillos, y la masilla se reseca y se encoge con los años. Una fuga por abajo de la unidad es otra cosa: quiere decir que el agua pasó el sello interno o corroyó la cámara de trituración, y hay que cambiar el triturador. Las fugas de arriba y de los lados sí tienen arreglo.",
      commonTriggers: [
        "Años de vibración que aflojan el anillo de montaje",
        "Destapacaños químico echado al fregadero",
        "Abrazadera de la manguera del lavaplatos floja o manguera rajada",
        "Golpes fuertes con cosas guardadas debajo del fregadero",
        "Corrosión de la cámara de trituración por la edad",
      ],
      ageFactors:
        "Las fugas en la brida del fregadero y en el codo de desagüe son comunes desde los 5 años más o menos, y las fugas por abajo de la unidad suelen aparecer a los 8-12 años, cuando se corroe la carcasa.",
      usageFactors:
        "Los trituradores que se usan varias veces al día vibran más y se aflojan antes, y en las casas donde se echa grasa caliente o químicos al fregadero los sellos duran menos.",
    },
    repairSteps: [
      {
        title: "Secar la unidad y rastrear la fuga",
        description:
          "El técnico seca el triturador y las conexiones, luego deja correr agua en el fregadero, llena y suelta la tarja y hace desaguar el lavaplatos mientras vigila cada unión. Un poco de colorante vegetal en el agua ayuda a ver por dónde sale.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Toallas", "Colorante vegetal", "Cubeta"],
        safetyNotes:
          "Desconecte el triturador o apague su breaker antes de manipularlo con agua alrededor; no lo prenda mientras lo revisa.",
      },
      {
        title: "Reparar las fugas en las conexiones",
        description:
          "Una fuga en la conexión del desagüe del lavaplatos se arregla con una abrazadera o una manguera nueva, y una fuga en el codo de desagüe con un empaque nuevo y los tornillos apretados parejo. Si el verdadero origen son las uniones del sifón o del tubo de cola, se vuelven a sellar.",
        timeRequired: "20 minutos",
        toolsNeeded: [
          "Juego de desarmadores",
          "Pinzas de presión ajustables (channel-lock)",
          "Empaques y abrazadera de repuesto",
        ],
        safetyNotes:
          "Mantenga la corriente apagada mientras trabaja en la unidad y use guantes; el tubo de descarga y la cámara pueden tener agua sucia.",
      },
      {
        title: "Volver a sellar la brida del fregadero",
        description:
          "Si la fuga es por arriba, se sostiene el triturador y se suelta del anillo de montaje, se levanta la brida del fregadero, se limpia y se vuelve a asentar con masilla de plomero nueva, y se aprieta de nuevo el conjunto de montaje de manera pareja.",
        timeRequired: "30-45 minutos",
        toolsNeeded: [
          "Llave hexagonal de 1/4 de pulgada (para triturador)",
          "Masilla de plomero",
          "Espátula",
          "Juego de desarmadores",
        ],
        safetyNotes:
          "Sostenga el triturador cuando se suelte del anillo de montaje; puede pesar 10-15 libras. Las orillas de la brida del fregadero pueden cortar.",
      },
      {
        title: "Cambiarlo si la carcasa gotea, y luego probar",
        description:
          "Si el agua sale por abajo de la unidad, el técnico le explica que el triturador no se puede volver a sellar e instala uno nuevo con la potencia adecuada. Después se revisa que todas las uniones queden secas con el fregadero lleno y el lavaplatos desaguando.",
        timeRequired: "30-60 minutos",
        toolsNeeded: [
          "Pinzas de presión ajustables (channel-lock)",
          "Juego de desarmadores",
          "Capuchones para cables",
          "Linterna",
        ],
        safetyNotes:
          "Apague el breaker antes de desconectar un triturador con cableado directo, y en una unidad nueva quite el tapón de entrada del lavaplatos antes de conectar la manguera.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, desconectar el triturador, secarlo y fijarse por dónde sale el agua, y apretar una abrazadera floja de la manguera del lavaplatos. Volver a sellar la brida del fregadero o cambiar el triturador implica sostener una unidad pesada, sellos de plomería y muchas veces cableado eléctrico, así que para eso llame a un técnico, y deje de usar el fregadero si el agua sale por abajo de la unidad.",
    seoTitle: "¿Triturador de basura gotea? Reparación en Houston",
    seoDescription:
      "¿Su triturador de basura gotea por arriba, por un lado o por abajo? Vea qué significa cada fuga, cuáles se arreglan y cuándo conviene cambiarlo en Houston.",
    seoKeywords: [
      "triturador de basura gotea",
      "triturador gotea por abajo",
      "fuga en brida del fregadero",
      "fuga manguera lavaplatos triturador",
      "reparación de triturador de basura houston",
      "cambio de triturador de basura",
    ],
  },
  "garbage-disposal-not-draining": {
    slug: "triturador-de-basura-no-desagua",
    name: "Triturador de basura no desagua",
    description:
      "El triturador funciona, pero el agua se regresa al fregadero y baja despacio o no baja. Casi siempre el motor está bien; el tapón está en la cámara de trituración, en el tubo de descarga o en el sifón y la línea de desagüe más allá del triturador.",
    symptoms: [
      "Agua estancada en el fregadero aunque el triturador esté funcionando",
      "El agua baja muy despacio y hace gorgoteos",
      "El agua se regresa por el otro lado de un fregadero doble",
      "El lavaplatos desagua al fregadero en vez de irse por el desagüe",
      "Mal olor que sale por la boca del fregadero",
      "Pedacitos de comida que vuelven a subir después de triturar",
    ],
    causes: [
      "Tapón en el sifón (trampa P) o en la línea de desagüe por desperdicios con almidón o fibrosos",
      "Grasa y manteca cuajadas en el tubo de descarga y el sifón",
      "Cámara de trituración retacada de pasta de comida arriba del anillo triturador",
      "Cáscaras de huevo, asientos de café o arroz que se vuelven lodo en el desagüe",
      "Anillo triturador gastado que deja pasar pedazos demasiado grandes para desaguar",
      "Ventilación del desagüe tapada o tapón parcial en el ramal más allá del fregadero",
    ],
    repairTime: "30 minutos-1.5 horas",
    prevention: [
      "Deje correr bastante agua fría mientras tritura y 15-20 segundos después para que las partículas pasen el sifón",
      "Ponga la grasa, la manteca y el aceite de cocinar en un recipiente para la basura, nunca en el fregadero",
      "No eche asientos de café, cáscaras de huevo, arroz ni pasta al triturador, o tritúrelos solo en poquitas cantidades",
      "Nunca use destapacaños químicos en un triturador; dañan la unidad y ponen en peligro a quien abra el desagüe después",
      "De vez en cuando triture cáscaras de cítricos o hielo para tallar la cámara",
      "Si el fregadero desagua despacio de los dos lados por más de unos días, mande destapar con guía (snake) la línea de desagüe de la cocina",
    ],
    whyItHappens: {
      primaryCause:
        "Los desperdicios triturados y la grasa se asientan y se acumulan en el sifón y la línea de desagüe más rápido de lo que el agua se los puede llevar.",
      explanation:
        "El triturador solo deja la comida en partículas pequeñas; es el chorro de agua el que las lleva por el tubo de descarga, el sifón y la línea de desagüe. Con poca agua, o con desperdicios como arroz, pasta, asientos de café y cáscara de huevo que se hinchan o se vuelven lodo, las partículas se quedan en el sifón. La grasa se enfría y se pega a las paredes del tubo, atrapando más basura hasta que el tubo se cierra. Como esto pasa después del anillo triturador, el motor sigue funcionando normal mientras el fregadero se llena.",
      commonTriggers: [
        "Cocinar para los días festivos con montones de cáscaras y restos",
        "Echar grasa de cocinar al fregadero",
        "Triturar con un chorrito de agua o apagarlo demasiado pronto",
        "Triturar asientos de café y cáscaras de huevo todos los días",
        "Líneas de desagüe viejas de hierro fundido con las paredes ásperas por dentro",
      ],
      ageFactors:
        "El desagüe se tapa a cualquier edad, pero las casas viejas de Houston con desagües de cocina originales de hierro fundido o galvanizado se tapan más fácil, y los trituradores de más de 10 años, con el anillo gastado, dejan pasar pedazos más grandes.",
      usageFactors:
        "Las casas donde se tritura casi toda la comida sobrante cada día le cargan mucho al desagüe, y en los fregaderos donde casi siempre se usa agua caliente la grasa avanza por la línea antes de enfriarse y cuajarse.",
    },
    repairSteps: [
      {
        title: "Cortar la corriente y revisar la cámara",
        description:
          "El técnico le corta la corriente al triturador y revisa si la cámara está retacada o el plato giratorio está atorado. Un atoramiento se suelta con la llave hexagonal por abajo antes de empezar con el desagüe.",
        timeRequired: "10 minutos",
        toolsNeeded: [
          "Probador de voltaje sin contacto",
          "Llave hexagonal de 1/4 de pulgada (para triturador)",
          "Linterna",
        ],
        safetyNotes:
          "Apague el breaker o desconecte el triturador antes de trabajar en él; nunca meta la mano en un triturador.",
      },
      {
        title: "Abrir y limpiar el sifón",
        description:
          "Se saca el agua estancada, se pone una cubeta debajo del sifón y se quita y limpia la trampa P. Se revisa si el tubo de descarga tiene grasa o comida retacada.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Cubeta", "Pinzas de presión ajustables (channel-lock)", "Cepillo para botellas", "Guantes"],
        safetyNotes:
          "Use guantes y protección para los ojos; si ya usó destapacaños químico, avísele al técnico antes de abrir el sifón.",
      },
      {
        title: "Destapar la línea de desagüe",
        description:
          "Con el sifón quitado, se destapa con una guía (snake) la línea que entra a la pared hasta que corra libre. Se revisa la conexión del desagüe del lavaplatos para que no se regrese al fregadero.",
        timeRequired: "20-40 minutos",
        toolsNeeded: ["Guía manual para desagües (snake)", "Linterna", "Toallas"],
        safetyNotes: "Meta la guía a mano y mantenga los dedos lejos del cable cuando gira.",
      },
      {
        title: "Volver a armar y probar el desagüe",
        description:
          "Se vuelve a instalar el sifón, con empaques nuevos si hace falta, se regresa la corriente y se prende el triturador soltando de una vez un fregadero lleno de agua. Se revisa que las dos tarjas y el desagüe del lavaplatos bajen rápido y sin fugas.",
        timeRequired: "10-15 minutos",
        toolsNeeded: [
          "Pinzas de presión ajustables (channel-lock)",
          "Empaques de repuesto para uniones deslizantes",
          "Linterna",
        ],
        safetyNotes:
          "Saque la llave hexagonal y toda herramienta de la cámara antes de regresar la corriente, y mantenga las manos fuera de la boca del fregadero mientras funciona el triturador.",
      },
    ],
    professionalVsDiy:
      "Sin corriente, usted puede soltar un atoramiento con la llave hexagonal, y mucha gente puede quitar y limpiar el sifón sobre una cubeta. No eche destapacaños químicos al triturador, y llame a un técnico si el tapón está más allá del sifón, si el desagüe se regresa por los dos lados del fregadero o si el lavaplatos desagua al fregadero.",
    seoTitle: "¿Triturador de basura no desagua? Houston",
    seoDescription:
      "¿El fregadero se regresa aunque el triturador funcione? Vea qué tapa el sifón y el desagüe, qué no debe triturar y cuándo llamar a un técnico en Houston.",
    seoKeywords: [
      "triturador de basura no desagua",
      "fregadero se regresa con triturador",
      "triturador de basura tapado",
      "fregadero de cocina tapado triturador",
      "reparación de triturador de basura houston",
    ],
  },
  "garbage-disposal-loud-noise": {
    slug: "triturador-de-basura-hace-ruido",
    name: "Triturador de basura hace mucho ruido",
    description:
      "El triturador traquetea, golpea, raspa metal con metal o rechina en vez de hacer su zumbido parejo de siempre. Algunos ruidos vienen de un objeto que se puede sacar; otros quieren decir baleros gastados o un montaje flojo que va a empeorar.",
    symptoms: [
      "Golpeteo o traqueteo metálico en cuanto arranca la unidad",
      "Un rechinido agudo mientras funciona",
      "Un rugido de molienda que sigue aunque ya no haya comida",
      "El triturador se sacude o vibra contra el fregadero y el gabinete",
      "Un clic o golpe una vez en cada vuelta",
      "Un ruido que empeora con las semanas y viene con una trituración más lenta",
    ],
    causes: [
      "Un objeto extraño, como un cubierto, una corcholata, una moneda o un vidrio, en la cámara de trituración",
      "Anillo de montaje o tornillos de montaje flojos que dejan que la unidad vibre contra el fregadero",
      "Baleros del motor gastados o secos que rechinan o raspan",
      "Martillo giratorio roto o pegado que le pega al anillo triturador",
      "Plato giratorio doblado o rajado que cabecea al girar",
      "Manguera de desagüe del lavaplatos o codo de desagüe que traquetea contra la carcasa",
    ],
    repairTime: "30 minutos-1.5 horas",
    prevention: [
      "Deje puesto un colador en el fregadero mientras lava los trastes para que no se caigan objetos chicos",
      "Apáguelo de inmediato cuando oiga metal contra metal y, ya sin corriente, saque el objeto con pinzas",
      "No eche huesos, huesos de fruta ni cáscaras duras al triturador",
      "Préndalo por lo menos cada pocos días para que los martillos se mantengan sueltos y los baleros lubricados",
      "Dos veces al año revise debajo del fregadero que el anillo de montaje esté apretado y que el triturador no se pueda girar con la mano",
      "Nunca use destapacaños químicos, que corroen el plato giratorio, los martillos y el anillo triturador",
    ],
    whyItHappens: {
      primaryCause:
        "Hay algo suelto o extraño en la cámara de trituración, o se gastaron los baleros del motor y el montaje.",
      explanation:
        "Un triturador gira su plato a unas 1,725-2,800 RPM, así que cualquier objeto duro en la cámara sale aventado contra el anillo triturador con fuerza suficiente para hacer un golpe fuerte. Con la cámara vacía, un rechinido o un retumbo casi siempre viene del balero de arriba del motor, que está justo debajo del plato y al que le puede llegar el agua y los ácidos de la comida por un sello gastado. Un anillo de montaje flojo deja que toda la unidad vibre contra el fregadero y hace más fuerte el ruido normal. El ruido de baleros no se quita, y un triturador con los baleros fallando normalmente se cambia en vez de reconstruirse.",
      commonTriggers: [
        "Una cuchara, un anillo o una corcholata que se cae al fregadero",
        "Triturar huesos de pollo o huesos de fruta",
        "Anillo de montaje aflojado por años de vibración",
        "Triturador sin usar por mucho tiempo, lo que deja que los baleros y los martillos se corroan",
        "Agua que llega al balero por un sello del eje gastado",
      ],
      ageFactors:
        "El ruido por objetos puede pasar en una unidad nueva, mientras que el rechinido de baleros y el cabeceo suelen aparecer después de 8-10 años en los modelos normales de 1/3 a 1/2 HP.",
      usageFactors:
        "El uso pesado diario gasta antes los baleros, y los trituradores que pasan mucho tiempo sin usarse en casas de vacaciones o de renta muchas veces se corroen y rechinan al volver a prenderlos.",
    },
    repairSteps: [
      {
        title: "Cortar la corriente y revisar la cámara",
        description:
          "El técnico apaga el breaker del triturador o lo desconecta y revisa la cámara con una linterna. Cualquier objeto extraño se saca con pinzas de punta o de cocina.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Probador de voltaje sin contacto", "Linterna", "Pinzas de punta"],
        safetyNotes: "Primero apague el breaker o desconecte la unidad; nunca meta la mano en un triturador.",
      },
      {
        title: "Revisar el plato giratorio y los martillos",
        description:
          "Se gira el plato con la llave hexagonal por abajo para sentir si está áspero o se traba, y se revisa que los martillos giren libres y no estén dañados. Un cabeceo o un ruido de raspado indican un plato doblado o un balero dañado.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Llave hexagonal de 1/4 de pulgada (para triturador)", "Linterna"],
        safetyNotes: "Mantenga la corriente apagada mientras gira el plato con la mano.",
      },
      {
        title: "Apretar el montaje y las conexiones",
        description:
          "Se revisan y aprietan el anillo de montaje, los tornillos de montaje, el codo de desagüe y la manguera del lavaplatos para que el triturador cuelgue firme sin tocar el gabinete. Se aseguran las abrazaderas que traquetean.",
        timeRequired: "15 minutos",
        toolsNeeded: [
          "Llave hexagonal de 1/4 de pulgada (para triturador)",
          "Juego de desarmadores",
          "Pinzas de presión ajustables (channel-lock)",
        ],
        safetyNotes: "Sostenga el triturador por abajo mientras afloja el anillo de montaje para que no se caiga.",
      },
      {
        title: "Probar y recomendar reparación o cambio",
        description:
          "Se regresa la corriente y se prende la unidad con agua para confirmar que ya no haga ruido. Si sigue el ruido de baleros, el técnico le explica que el motor se está acabando y le cotiza un triturador nuevo del tamaño adecuado para su casa.",
        timeRequired: "10-30 minutos",
        toolsNeeded: ["Amperímetro de gancho", "Linterna"],
        safetyNotes: "Deje puesta la tapa antisalpicaduras y aléjese de la boca del fregadero durante la prueba.",
      },
    ],
    professionalVsDiy:
      "Con el breaker apagado, usted puede asomarse con una linterna, sacar con pinzas un cubierto que se cayó y revisar con la llave hexagonal que el plato gire suave. Un rechinido, un cabeceo o un raspado que sigue con la cámara vacía quiere decir baleros gastados o un plato dañado, y eso lo debe evaluar un técnico; casi siempre termina en cambiar la unidad.",
    seoTitle: "¿Triturador de basura hace mucho ruido? Houston",
    seoDescription:
      "¿Su triturador traquetea, rechina o raspa fuerte? Vea qué significa cada ruido, qué puede revisar usted con seguridad y cuándo llamar a un técnico en Houston.",
    seoKeywords: [
      "triturador de basura hace ruido",
      "triturador de basura traquetea",
      "triturador de basura rechina",
      "ruido de molienda triturador",
      "reparación de triturador de basura houston",
    ],
  },
};
