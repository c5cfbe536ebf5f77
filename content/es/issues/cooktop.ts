import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "cooktop-glass-top-cracked": {
    slug: "cubierta-vidrio-quebrado",
    name: "Vidrio de la cubierta quebrado",
    description:
      "Una grieta, un despostillado o una zona estrellada en el vidrio cerámico de una cubierta de cocción (cooktop) radiante o de inducción. Hasta una grieta chiquita deja pasar los derrames a las resistencias y al cableado de abajo, y suele crecer con cada calentada, así que no use la cubierta hasta que le cambien el vidrio.",
    symptoms: [
      "Una línea de grieta visible que cruza las zonas de cocción o va de una a otra",
      "Un despostillado o cráter en el vidrio donde se cayó algo",
      "Una quebradura en forma de estrella que sale del punto del golpe",
      "Una mancha áspera y picada donde se pegó azúcar o plástico derretido",
      "Una grieta que se alarga después de usar la cubierta",
      "Se bota el breaker o se apaga la resistencia después de un derrame sobre la parte quebrada",
    ],
    causes: [
      "Golpe de un sartén de hierro fundido, una tapa, un frasco o un bote de especias que se cayó",
      "Una olla pesada o una olla para conservas arrastrada o dejada caer sobre la superficie",
      "Azúcar o plástico derretido que se pega al vidrio y le arranca pedacitos al enfriarse",
      "Un sartén con la base áspera o chueca arrastrado sobre una zona caliente",
      "Pararse o sentarse sobre la cubierta, o usarla de escalón para alcanzar los gabinetes",
      "Cubierta apretada de más con sus grapas o mal asentada en el hueco de la encimera, lo que tensiona el vidrio",
    ],
    repairTime: "2-3 horas",
    prevention: [
      "Levante los sartenes para moverlos en vez de arrastrarlos, sobre todo los de hierro fundido y las ollas para conservas",
      "No guarde frascos de especias, tapas ni recipientes de vidrio en repisas justo encima de la cubierta",
      "Limpie enseguida los derrames con azúcar con un raspador para cubiertas mientras la superficie sigue tibia, usando un guante de cocina",
      "Nunca ponga bolsas de plástico, recipientes ni tablas de picar sobre el vidrio, aunque parezca frío",
      "Use solo trastes de fondo plano y liso, y revise que la base no tenga rebabas ni mugre pegada",
      "Nunca se siente, se pare ni se hinque sobre la cubierta para alcanzar los gabinetes de arriba",
    ],
    whyItHappens: {
      primaryCause:
        "Un golpe concentrado o un punto de tensión en el vitrocerámico, que aguanta mucho el calor pero es frágil ante golpes puntuales.",
      explanation:
        "El vidrio de la cubierta es un vitrocerámico que casi no se dilata con el calor, así que aguanta temperaturas altas pero no golpes fuertes y concentrados. Un objeto que se cae o una orilla dura crea una fractura microscópica que se extiende cuando la superficie se calienta y se enfría. El azúcar y el plástico derretidos se adhieren químicamente al vidrio, y al enfriarse se encogen y le arrancan pedacitos a la superficie. Una vez que el vidrio está quebrado, los líquidos pueden escurrirse hasta las resistencias radiantes o las bobinas de inducción y su cableado, con riesgo de descarga eléctrica y de corto.",
      commonTriggers: [
        "Trastes o tapas de hierro fundido que se caen",
        "Frascos que se caen de los gabinetes de arriba",
        "Derrames de mermelada, jarabe o dulce que se dejan enfriar",
        "Utensilios o bolsas de plástico que se derriten en una zona caliente",
        "Recargar el peso en la orilla de la cubierta",
      ],
      ageFactors:
        "Una cubierta nuevecita se puede quebrar, pero las superficies más viejas, ya picadas y rayadas, se quiebran con golpes más pequeños.",
      usageFactors:
        "En las cocinas donde se usan a diario sartenes pesados de hierro fundido y ollas grandes para conservas, o donde se guardan cosas encima de la cubierta, el vidrio quebrado es mucho más común.",
    },
    repairSteps: [
      {
        title: "Cortar la corriente y evaluar el daño",
        description:
          "El técnico apaga el breaker y revisa la quebradura, fijándose si el líquido llegó a las resistencias o bobinas de abajo. Anota el número de modelo para pedir el vidrio correcto o el conjunto completo de la cubierta.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Multímetro", "Guantes anticorte"],
        safetyNotes:
          "Apague el breaker de 240 V de la cubierta antes de tocar el vidrio quebrado. No use la cubierta ni limpie líquido sobre una grieta mientras haya corriente. En los modelos de gas sobre vidrio, cierre también la llave de paso del gas.",
      },
      {
        title: "Quitar el vidrio dañado",
        description:
          "Se saca la cubierta de la encimera o se levanta el vidrio de su marco, y se marca y desconecta el cableado de las resistencias, los limitadores y las luces de superficie caliente. El vidrio quebrado se retira en una sola pieza cuando se puede.",
        timeRequired: "45 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Juego de desarmadores",
          "Cinta de papel para marcar",
          "Guantes anticorte",
          "Lentes de seguridad",
        ],
        safetyNotes:
          "El vidrio quebrado se puede desprender sin aviso y tiene orillas filosas como navaja; use guantes anticorte y lentes de seguridad, y levante la cubierta entre dos personas.",
      },
      {
        title: "Pasar los componentes e instalar el vidrio nuevo",
        description:
          "Si el vidrio nuevo no viene como conjunto completo, se le pasan las resistencias, los soportes y los sensores, y se cambia el empaque del contorno. El vidrio nuevo se asienta en el marco y se sujeta de manera pareja para que no quede tensionado.",
        timeRequired: "45 minutos",
        toolsNeeded: [
          "Juego de llaves de tuerca (nut drivers)",
          "Desarmador de torque",
          "Empaque o sellador de repuesto",
          "Aspiradora",
        ],
        safetyNotes:
          "Aspire todos los pedazos de vidrio del gabinete y de la caja de quemadores antes de volver a armar.",
      },
      {
        title: "Reconectar, reinstalar y probar",
        description:
          "Se vuelve a conectar cada cable a su terminal marcada y se asienta la cubierta en la encimera con las grapas ajustadas parejo. Se prueba cada zona en alto y en bajo y se revisan las luces de superficie caliente.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores", "Nivel de burbuja"],
        safetyNotes:
          "Vuelva a subir el breaker solo cuando todo el cableado esté bien sujeto y la cubierta bien asentada.",
      },
    ],
    professionalVsDiy:
      "Lo que le toca a usted es apagar el breaker, dejar de usar la cubierta y evitar que caiga líquido en la grieta; ponerle cinta a una grieta no es una solución segura. Cambiar el vidrio implica desconectar cableado de 240 V y manejar vidrio quebrado en una cubierta pesada, así que debe hacerlo un técnico con la pieza correcta para el modelo.",
    seoTitle: "Cambio de vidrio de cubierta quebrado en Houston",
    seoDescription:
      "¿Vidrio de la cubierta de cocción quebrado o despostillado? Vea por qué se quiebra, por qué no es seguro usarla y cuánto cuesta cambiar el vidrio en Houston.",
    seoKeywords: [
      "vidrio de estufa quebrado",
      "cambio de vidrio de cubierta de cocina",
      "estufa de vidrio estrellada",
      "reparación de cubierta vitrocerámica",
      "reparación de cooktop houston",
      "vidrio de cooktop roto",
    ],
  },
  "cooktop-burner-not-heating": {
    slug: "cubierta-hornilla-no-calienta",
    name: "Hornilla de la cubierta no calienta",
    description:
      "Una zona de una cubierta de cocción eléctrica se queda fría, calienta poco o se apaga una y otra vez mientras las demás zonas funcionan. Casi siempre falló la resistencia radiante, su limitador térmico o el interruptor o relevador que la controla.",
    symptoms: [
      "La zona nunca se pone roja en ningún nivel",
      "Solo calienta el anillo de adentro de una zona doble o triple",
      "La resistencia brilla débil o solo en una parte debajo del vidrio",
      "La resistencia calienta un momento y luego se apaga, aun en HIGH",
      "No prende la luz de superficie caliente de esa zona",
      "Se ve a través del vidrio un corte o un punto muy brillante en la cinta de la resistencia",
    ],
    causes: [
      "Resistencia radiante con la cinta calefactora abierta o rota",
      "Limitador térmico de la resistencia que se dispara antes de tiempo o quedó abierto",
      "Interruptor infinito (infinite switch) con contactos quemados o gastados, en los modelos de perilla",
      "Relevador dañado en la tarjeta de control electrónica, en los modelos de control táctil",
      "Selector de zona doble defectuoso que deja sin calentar el anillo de afuera",
      "Cable quemado o terminal floja en la resistencia o en el bloque de terminales",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Use sartenes de fondo plano que cubran la zona, para que el calor se aproveche y el limitador no se esté disparando a cada rato",
      "Evite poner zonas en HIGH con el sartén vacío o con uno más chico que la zona",
      "No use aro para wok, olla para conservas ni sartenes que sobresalgan más de una pulgada de la zona",
      "Mantenga libres las rejillas del gabinete y el espacio debajo de una cubierta empotrada para que se enfríe",
      "Limpie el vidrio con limpiador para cubiertas, no con polvos abrasivos que lo rayan y atrapan calor",
      "Si alguna vez sale olor a quemado por debajo de la cubierta, pida que un técnico revise el cableado",
    ],
    whyItHappens: {
      primaryCause:
        "La cinta calefactora o una pieza de su circuito de control se abrió por el desgaste del calor repetido.",
      explanation:
        "Una resistencia radiante es una cinta delgada de resistencia montada en un plato aislado debajo del vidrio, con un limitador térmico que corta la corriente si el vidrio se calienta demasiado. Miles de ciclos de calentamiento fatigan la cinta hasta que se rompe, y un limitador débil se abre a una temperatura demasiado baja, así que la zona se sigue apagando. La zona se controla con un interruptor infinito o un relevador de la tarjeta, cuyos contactos se pican y se queman con el tiempo. En las zonas dobles, un selector aparte y una segunda cinta alimentan el anillo de afuera, y pueden fallar por su cuenta.",
      commonTriggers: [
        "Sartenes chuecos o chicos que dejan que la resistencia se sobrecaliente",
        "Sesiones largas a fuego alto, como al hacer conservas",
        "Subidas de voltaje que dañan los relevadores de las tarjetas táctiles",
        "Mala ventilación debajo de las cubiertas empotradas",
        "Terminales flojas que hacen arco en la resistencia",
      ],
      ageFactors:
        "Las resistencias radiantes y los interruptores suelen fallar a los 8-12 años, aunque los limitadores se pueden debilitar antes en las zonas que se usan mucho.",
      usageFactors:
        "La zona grande de enfrente, la de todos los días, es la primera en fallar, y las cubiertas que se usan para hacer conservas o con sartenes chuecos fallan antes.",
    },
    repairSteps: [
      {
        title: "Confirmar qué circuito falló",
        description:
          "El técnico prende la zona en varios niveles, anota si calienta a medias, se prende y se apaga o se queda fría, y revisa los códigos de error en los modelos de control táctil.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Termómetro infrarrojo", "Linterna"],
        safetyNotes:
          "El vidrio se queda caliente mucho tiempo después de apagar la zona; fíjese en la luz de superficie caliente antes de tocarlo.",
      },
      {
        title: "Abrir la cubierta y probar la resistencia",
        description:
          "Sin corriente, se saca la cubierta de la encimera o se levanta el vidrio. Se mide en las terminales la resistencia del elemento y la continuidad del limitador.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores"],
        safetyNotes:
          "Apague el breaker de 240 V antes de abrir la cubierta, y levante un vidrio pesado entre dos personas.",
      },
      {
        title: "Probar el interruptor o el relevador del control",
        description:
          "Se revisa la salida del interruptor infinito o del relevador de la tarjeta para esa zona, y también el selector de zona doble si lo tiene. Se inspeccionan el cableado y las terminales buscando daño por calor.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Diagrama eléctrico", "Linterna"],
        safetyNotes:
          "La salida de un relevador o interruptor solo se puede medir con el breaker de 240 V prendido; esa medición la hace únicamente un técnico capacitado, con puntas aisladas. Luego se vuelve a apagar el breaker y se confirma que las terminales no tengan corriente antes de tocar cualquier cable.",
      },
      {
        title: "Cambiar la pieza y probar todas las zonas",
        description:
          "Se cambia la resistencia, el limitador, el interruptor o la tarjeta que falló y se aseguran los cables con conectores para alta temperatura. Se arma la cubierta y se prende cada zona para confirmar que caliente completo y parejo.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Pinzas para ponchar", "Termómetro infrarrojo"],
        safetyNotes: "Mantenga las manos lejos del vidrio durante la prueba de calor.",
      },
    ],
    professionalVsDiy:
      "Usted puede revisar sin peligro el breaker, confirmar que el bloqueo de controles esté quitado y probar con un sartén plano que cubra toda la zona. Probar resistencias, limitadores y relevadores implica levantar el vidrio y trabajar con cableado de 240 V, así que esa parte le toca a un técnico.",
    seoTitle: "¿Hornilla de la cubierta no calienta? Houston",
    seoDescription:
      "¿Una zona de su cubierta eléctrica no calienta o se apaga sola? Vea cómo fallan resistencias, limitadores, interruptores y relevadores, y costos en Houston.",
    seoKeywords: [
      "hornilla de estufa electrica no calienta",
      "quemador de cooktop no funciona",
      "cambio de resistencia radiante",
      "switch infinito de estufa",
      "reparación de cooktop houston",
    ],
  },
  "cooktop-induction-not-detecting-pan": {
    slug: "cubierta-induccion-no-detecta-sarten",
    name: "Cubierta de inducción no detecta el sartén",
    description:
      "Una zona de inducción parpadea el nivel de potencia o el símbolo de sartén y no calienta, aunque el sartén esté puesto. La razón más común son trastes que no sirven para inducción o que son muy chicos, pero una bobina de inducción o una tarjeta de potencia dañada dan el mismo síntoma.",
    symptoms: [
      "La pantalla de la zona parpadea un símbolo de sartén, una 'U' o el nivel de potencia y luego se apaga",
      "El sartén calienta en una zona pero no en otra",
      "La zona detecta el sartén a ratos, prendiendo y apagando",
      "La cubierta pita y apaga la zona antes de un minuto",
      "El ventilador de enfriamiento funciona pero ninguna zona calienta",
      "Aparece un código de error en la pantalla después de un apagón o una subida de voltaje",
    ],
    causes: [
      "Trastes que no son magnéticos, como los de aluminio, cobre, vidrio o algunos de acero inoxidable",
      "Base del sartén más chica que el diámetro mínimo de la zona, o chueca de modo que no asienta plano",
      "Sartén descentrado en la zona",
      "Protección contra sobrecalentamiento activada por un ventilador o una entrada de aire tapada debajo de la cubierta",
      "Tarjeta generadora (de potencia) de inducción dañada, muchas veces por una subida de voltaje",
      "Bobina de inducción abierta o mal conectada debajo del vidrio",
    ],
    repairTime: "1-3 horas",
    prevention: [
      "Pruebe sus trastes con un imán; si no se pega firme a la base, no va a funcionar en inducción",
      "Use sartenes cuya base plana cubra casi toda la marca de la zona",
      "Mantenga libres la entrada y la salida de aire de enfriamiento debajo de la cubierta, sin cosas guardadas ni cajones retacados pegados a ella",
      "Proteja la cubierta con un supresor de picos para toda la casa, porque las tarjetas de potencia de inducción son sensibles a las subidas de voltaje de las tormentas de Houston",
      "Después de un apagón, deje el breaker apagado hasta que la luz se estabilice antes de usar la cubierta",
      "Limpie el vidrio seguido para que no se acumulen residuos entre el sartén y la superficie",
    ],
    whyItHappens: {
      primaryCause:
        "La cubierta no detecta una carga ferromagnética adecuada sobre la bobina, ya sea por el sartén o por una falla en el circuito de la bobina.",
      explanation:
        "Una bobina de inducción lleva una corriente alterna de alta frecuencia que induce corrientes parásitas en la base magnética del sartén, y el propio sartén se convierte en la fuente de calor. La tarjeta de potencia detecta el sartén midiendo cómo cambian la corriente y la frecuencia de la bobina cuando hay una carga adecuada. Un sartén no magnético, demasiado chico o chueco no le da suficiente carga a la bobina, así que la tarjeta reporta que no hay sartén. Si fallan los transistores de potencia de la tarjeta, la bobina o sus conexiones, la tarjeta ve la misma falta de carga y muestra el mismo símbolo parpadeando.",
      commonTriggers: [
        "Cambiar a trastes nuevos que no sirven para inducción",
        "Usar cacerolitas o cafeteras de espresso en zonas grandes",
        "Subidas de voltaje que dañan la tarjeta generadora",
        "Sobrecalentamiento por mala ventilación en el gabinete de abajo",
        "Sartenes que se pandean por enfriarlos bajo el chorro de agua fría",
      ],
      ageFactors:
        "Los problemas de trastes son más comunes en los primeros meses con la cubierta, mientras que las fallas de la tarjeta de potencia suelen aparecer después de 5-10 años o tras una subida de voltaje.",
      usageFactors:
        "Las sesiones largas en potencia boost y las cubiertas instaladas sobre un horno o en gabinetes mal ventilados calientan más su electrónica y fallan antes.",
    },
    repairSteps: [
      {
        title: "Descartar los trastes y la colocación",
        description:
          "El técnico prueba la zona con un sartén que sabe que sirve para inducción y del tamaño correcto, y revisa los trastes del cliente con un imán. Anota cómo se comporta la zona y cualquier código de error.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Sartén de prueba para inducción", "Imán"],
      },
      {
        title: "Revisar el enfriamiento y el voltaje de alimentación",
        description:
          "Se revisa que el ventilador, la entrada de aire y la ventilación del gabinete no estén tapados, y se mide el voltaje en la caja de conexiones para confirmar que lleguen las dos fases de 120 V.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Linterna"],
        safetyNotes: "El voltaje se mide con puntas aisladas; todo lo demás se hace con el breaker de 240 V apagado.",
      },
      {
        title: "Probar la bobina y la tarjeta de potencia",
        description:
          "Sin corriente, se saca la cubierta y se revisan la resistencia y las conexiones de la bobina. Los componentes y los códigos de diagnóstico de la tarjeta de potencia se evalúan con la información de servicio del fabricante.",
        timeRequired: "40 minutos",
        toolsNeeded: ["Multímetro", "Juego de desarmadores Torx", "Manual de servicio"],
        safetyNotes:
          "Los capacitores de la tarjeta de potencia pueden guardar carga después de cortar la corriente; espere varios minutos y confirme que estén descargados antes de manipularla. Levante la cubierta entre dos personas.",
      },
      {
        title: "Cambiar la pieza dañada y probar",
        description:
          "Se cambia la bobina o la tarjeta generadora que falló, se renuevan la pasta térmica y los conectores donde haga falta, y se vuelve a instalar la cubierta. Se prende cada zona con un sartén de prueba en bajo, alto y boost.",
        timeRequired: "45 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Pasta térmica", "Sartén de prueba para inducción"],
        safetyNotes: "Use una pulsera antiestática al manejar tarjetas electrónicas.",
      },
    ],
    professionalVsDiy:
      "Probar los trastes con un imán, centrar un sartén del tamaño correcto y despejar las rejillas debajo de la cubierta son pasos seguros para usted y resuelven muchas de estas llamadas. Si un sartén que sí sirve para inducción sigue sin detectarse, la falla está en la bobina o en la tarjeta de potencia, que manejan alto voltaje y carga almacenada, y eso le toca a un técnico.",
    seoTitle: "¿Cubierta de inducción no detecta el sartén? Houston",
    seoDescription:
      "¿Su cubierta de inducción parpadea y no detecta el sartén? Vea cómo influyen los trastes, el calor, la bobina y la tarjeta de potencia, y costos en Houston.",
    seoKeywords: [
      "estufa de induccion no detecta sarten",
      "cooktop de induccion parpadea",
      "estufa de induccion no calienta",
      "cambio de tarjeta de potencia induccion",
      "reparación de estufa de inducción houston",
    ],
  },
  "cooktop-touch-controls-unresponsive": {
    slug: "cubierta-control-tactil-no-responde",
    name: "El control táctil de la cubierta no responde",
    description:
      "Los controles táctiles de una cubierta de vidrio no hacen caso, responden solo a veces o prenden y apagan zonas solos. Las causas de siempre son la humedad, el bloqueo de controles o una tarjeta de control táctil que está fallando.",
    symptoms: [
      "No responde al tocar el botón de encendido ni las teclas de las zonas",
      "Solo funcionan algunas teclas, o hay que tocar una tecla varias veces",
      "La cubierta pita sin parar y se apaga",
      "Aparece prendido en la pantalla el símbolo de candado o de llave",
      "Las zonas se prenden o cambian de nivel sin que nadie las toque",
      "La pantalla está opaca, parpadea o no prende después de una tormenta",
    ],
    causes: [
      "Bloqueo de controles (seguro para niños) activado",
      "Agua, derrames o un sartén puesto sobre el área de los controles",
      "Capa de grasa sobre el vidrio encima de los sensores",
      "Tarjeta de control táctil o sus sensores dañados",
      "Cable plano flojo o dañado entre la tarjeta táctil y la tarjeta de potencia",
      "Subida de voltaje o sobrecalentamiento que dañó la electrónica del control",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Mantenga seca el área de los controles y nunca ponga ahí sartenes, utensilios ni trapos mojados",
      "Limpie el vidrio sobre los controles con limpiador para cubiertas para que no se acumule grasa",
      "Use el bloqueo de controles al limpiar y aprenda a quitarlo con el manual del usuario",
      "Mantenga ventilado el espacio debajo de una cubierta empotrada para que la electrónica no se caliente",
      "Instale un supresor de picos para toda la casa que proteja la tarjeta de control de las subidas de voltaje de las tormentas de Houston",
      "Después de un apagón, baje y suba el breaker una vez para reiniciar el control antes de usarla",
    ],
    whyItHappens: {
      primaryCause:
        "Los sensores táctiles no logran registrar un cambio limpio de capacitancia, o falló la tarjeta que los lee.",
      explanation:
        "Las teclas táctiles capacitivas detectan el pequeño cambio de capacitancia cuando la yema del dedo toca el vidrio sobre un sensor. El agua, la grasa o un sartén de metal sobre el vidrio también cambian esa capacitancia, así que el control ignora lo que usted marca o se apaga como medida de seguridad. La tarjeta táctil se comunica con la tarjeta de potencia por un cable plano, y el calor o una subida de voltaje pueden dañar cualquiera de las dos tarjetas o aflojar la conexión. Cuando está activado el bloqueo, el control ignora a propósito todas las teclas menos la de desbloquear.",
      commonTriggers: [
        "Derrames que se escurren sobre el área de los controles",
        "Sartenes calientes que se empujan sobre los controles",
        "Bloqueo activado sin querer al limpiar",
        "Rayos y subidas de voltaje de la red",
        "Calor de un horno instalado justo debajo de la cubierta",
      ],
      ageFactors:
        "Las tarjetas de control táctil suelen fallar a los 6-10 años, mientras que los problemas de bloqueo y de humedad pasan a cualquier edad.",
      usageFactors:
        "Las cubiertas de mucho uso, con derrames frecuentes y sartenes empujados hacia la orilla de enfrente, tienen más problemas de control.",
    },
    repairSteps: [
      {
        title: "Revisar el bloqueo, la humedad y reiniciar la corriente",
        description:
          "El técnico limpia y seca el área de los controles, quita cualquier bloqueo y baja y sube el breaker. Así se resuelven los problemas de humedad y de bloqueo sin cambiar piezas.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Trapos que no sueltan pelusa", "Limpiador para cubiertas"],
        safetyNotes: "Asegúrese de que el vidrio ya esté frío antes de limpiarlo.",
      },
      {
        title: "Leer el diagnóstico y revisar la alimentación",
        description:
          "Si el modelo tiene modo de servicio, el técnico lee los códigos de error guardados y prueba las teclas. Se revisa el voltaje para confirmar que lleguen las dos fases de 120 V del circuito de 240 V.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Manual de servicio"],
        safetyNotes:
          "La alimentación se mide en un bloque de terminales de 240 V con corriente; esto lo hace solo un técnico capacitado, con puntas aisladas y la cubierta en su lugar. Apague el breaker antes de mover cualquier tapa o cable.",
      },
      {
        title: "Revisar las tarjetas y el cable plano",
        description:
          "Se saca la cubierta y se revisan y vuelven a asentar el cable plano y los conectores. Se revisan la tarjeta táctil y la de potencia buscando quemaduras, capacitores inflados o corrosión.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Juego de llaves de tuerca (nut drivers)", "Linterna"],
        safetyNotes:
          "Apague el breaker de 240 V antes de levantar la cubierta, y levántela entre dos personas para no quebrar el vidrio.",
      },
      {
        title: "Cambiar la tarjeta dañada y probar",
        description:
          "Se cambia la tarjeta de control táctil, la tarjeta de potencia o el cable plano que falló y se vuelve a instalar la cubierta. Se prueban todas las teclas y zonas, incluyendo el bloqueo y el temporizador.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de desarmadores Torx", "Pulsera antiestática"],
        safetyNotes: "Use una pulsera antiestática al manejar tarjetas electrónicas.",
      },
    ],
    professionalVsDiy:
      "Secar el área de los controles, quitarle los sartenes de encima, quitar el bloqueo y reiniciar el breaker son pasos seguros para usted y muchas veces resuelven el problema. Si las teclas siguen sin responder, o las zonas se prenden solas, apague el breaker y pida que un técnico pruebe las tarjetas.",
    seoTitle: "¿Control táctil de la cubierta no funciona? Houston",
    seoDescription:
      "¿Los controles táctiles de su cubierta no responden o pitan? Vea cómo influyen la humedad, el bloqueo, el cable plano y la tarjeta, y costos en Houston.",
    seoKeywords: [
      "control tactil de estufa no funciona",
      "bloqueo de controles cooktop",
      "cambio de tarjeta de control cooktop",
      "teclas de estufa de vidrio no responden",
      "reparación de cooktop houston",
    ],
  },
  "cooktop-element-stays-on": {
    slug: "cubierta-resistencia-no-se-apaga",
    name: "La resistencia de la cubierta no se apaga",
    description:
      "Una resistencia de una cubierta eléctrica sigue calentando después de apagarla, o calienta a todo lo que da en cualquier nivel. Esto es un peligro de incendio y de quemaduras, y la única forma segura de pararla es apagar el breaker hasta que reparen la cubierta.",
    symptoms: [
      "La resistencia se pone roja con la perilla o el control táctil en OFF",
      "La resistencia calienta al máximo sin importar el nivel que escoja",
      "La resistencia solo se apaga cuando se baja el breaker",
      "Las ollas se derraman o se queman en niveles bajos",
      "Olor a quemado o vidrio descolorido alrededor de una zona",
      "La perilla se siente floja o gira sin hacer clic en OFF",
    ],
    causes: [
      "Contactos del interruptor infinito soldados, pegados en cerrado",
      "Relevador de la tarjeta de control electrónica pegado en cerrado",
      "Cableado en corto con el aislante derretido que se salta el interruptor",
      "Tarjeta de control táctil dañada que manda una señal de encendido constante",
      "Eje del interruptor roto, de modo que la perilla ya no mueve el interruptor",
      "Interruptor de repuesto mal conectado en una reparación anterior",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Gire las perillas con cuidado y no las fuerce más allá de OFF o HIGH",
      "Use trastes del tamaño de la zona para que los interruptores y relevadores trabajen con menos calor",
      "Mantenga los derrames lejos de las perillas y del panel de control",
      "Proteja la cubierta de las subidas de voltaje con un supresor de picos para toda la casa",
      "Pida que revisen pronto cualquier olor a quemado o cableado chamuscado",
      "Use el interruptor o la tarjeta de repuesto exacta del fabricante y que la instale un técnico",
    ],
    whyItHappens: {
      primaryCause:
        "El interruptor o relevador que debería cortarle la corriente a la resistencia se quedó pegado en cerrado.",
      explanation:
        "Las resistencias de perilla se controlan con un interruptor infinito cuyos contactos abren y cierran muchas veces por hora; las chispas los van picando poco a poco hasta que se sueldan. Las cubiertas de control táctil usan relevadores en una tarjeta de control, y un contacto de relevador soldado o un circuito de mando dañado mantiene la resistencia con corriente sin importar el nivel. El cableado sobrecalentado también puede derretir su aislante y conectar la resistencia directo a la alimentación. En cualquiera de estos casos la resistencia trabaja a toda potencia y lo único que la detiene es el breaker.",
      commonTriggers: [
        "Largos ratos en HIGH con ollas grandes",
        "Subidas de voltaje que sueldan los contactos del relevador",
        "Calor acumulado debajo de las cubiertas empotradas",
        "Derrames que llegan al interruptor o a la tarjeta",
        "Interruptores viejos después de muchos años de prender y apagar",
      ],
      ageFactors:
        "Los interruptores infinitos y los relevadores se pegan con más frecuencia después de 8-15 años, aunque una subida de voltaje puede soldar un relevador en una cubierta más nueva.",
      usageFactors:
        "Las zonas que se usan a diario en niveles altos, y las cubiertas que se usan para hacer conservas, hacen trabajar más sus interruptores y fallan antes.",
    },
    repairSteps: [
      {
        title: "Dejar la cubierta segura",
        description:
          "Se baja el breaker para detener la resistencia, y el técnico confirma que la cubierta quedó sin corriente. Se retiran los sartenes y cualquier cosa inflamable mientras el vidrio se enfría.",
        timeRequired: "5 minutos",
        toolsNeeded: ["Probador de voltaje sin contacto"],
        safetyNotes:
          "Apague de inmediato el breaker de 240 V de la cubierta; no deje funcionando una resistencia pegada. El vidrio se queda caliente un buen rato después.",
      },
      {
        title: "Probar el interruptor o el relevador",
        description:
          "Con la cubierta abierta, se revisa la continuidad del interruptor infinito en la posición OFF, o se prueba la salida del relevador de la tarjeta de control. Se inspeccionan el eje de la perilla y el montaje del interruptor.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Multímetro", "Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores"],
        safetyNotes:
          "Mantenga apagado el breaker de 240 V para las pruebas de continuidad. Si hay que medir la salida del relevador con corriente, solo un técnico capacitado toma la medición con puntas aisladas, y luego vuelve a apagar el breaker antes de tocar cualquier terminal.",
      },
      {
        title: "Revisar el cableado buscando cortos",
        description:
          "Se sigue el cableado entre el interruptor, la resistencia y el bloque de terminales buscando aislante derretido o cables que se tocan. Los tramos dañados se cambian por cable para alta temperatura.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Pelacables", "Cable para alta temperatura"],
        safetyNotes: "Mantenga el breaker apagado y confirme con un probador antes de tocar el cableado.",
      },
      {
        title: "Cambiar la pieza dañada y confirmar que apague",
        description:
          "Se cambia el interruptor, la tarjeta o el cableado que falló y se vuelve a armar la cubierta. Se prende y se apaga cada zona en varios niveles para confirmar que se apague por completo y que en bajo prenda y apague como debe.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Multímetro", "Termómetro infrarrojo"],
        safetyNotes: "Quédese junto a la cubierta durante la prueba y esté listo para bajar el breaker.",
      },
    ],
    professionalVsDiy:
      "Lo que le toca a usted es sencillo: bajar el breaker, dejarlo apagado y no usar la cubierta hasta que la reparen. Diagnosticar un interruptor soldado, un relevador pegado o un cable en corto requiere abrir la cubierta y probar circuitos de 240 V, así que llame a un técnico.",
    seoTitle: "¿Resistencia de la cubierta no se apaga? Houston",
    seoDescription:
      "¿La resistencia de su cubierta no se apaga o se queda en alto? Vea por qué se pegan el interruptor infinito y los relevadores, qué hacer ya y costos en Houston.",
    seoKeywords: [
      "hornilla de estufa no se apaga",
      "quemador de cooktop se queda prendido",
      "switch infinito pegado",
      "relevador de cooktop pegado",
      "reparación de cooktop houston",
    ],
  },
};
