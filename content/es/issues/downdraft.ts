import type { RepairIssueWords } from "../../translation-types.ts";

export const issueWords: Record<string, RepairIssueWords> = {
  "downdraft-fan-not-working": {
    slug: "extractor-de-bajada-no-funciona",
    name: "El extractor de bajada no funciona",
    description:
      "El extractor de bajada (downdraft) de la cubierta o la estufa no arranca, zumba sin girar o se apaga a los pocos minutos. Los sospechosos de siempre son el motor del soplador (blower), su alimentación, o el interruptor y el seguro que le indican que funcione.",
    symptoms: [
      "No hace ruido ni jala aire al oprimir el botón del ventilador",
      "Se oye un zumbido en el gabinete de abajo, pero el aire no se mueve",
      "El ventilador funciona en una velocidad pero no en las demás",
      "El ventilador arranca y se apaga después de varios minutos de cocinar",
      "Olor a quemado o a cable caliente saliendo del gabinete debajo de la cubierta",
      "Las luces del control prenden pero el soplador nunca arranca",
    ],
    causes: [
      "Motor del soplador dañado o baleros del motor trabados",
      "Rueda del soplador trabada con grasa endurecida o basura",
      "Protector térmico del motor que se dispara por sobrecalentamiento",
      "Interruptor del ventilador o relevador de la tarjeta de control defectuoso",
      "En los modelos que suben, el interruptor de ventila arriba no cierra, así que el ventilador queda bloqueado",
      "Clavija floja, cable quemado o circuito botado que alimenta el soplador en el gabinete o en un soplador remoto",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie los filtros de grasa del extractor cada mes, o cada dos semanas si fríe seguido",
      "Deje funcionando el ventilador 10-15 minutos después de cocinar para sacar la humedad del soplador y del ducto",
      "Mantenga despejado el gabinete debajo de la cubierta para que la carcasa del soplador y el cableado no queden aplastados ni tapados",
      "Pida que desengrasen la rueda del soplador en una visita de servicio cada 1-2 años",
      "No use el ventilador sin sus filtros puestos",
      "Proteja el circuito de la estufa o la cubierta con un supresor de picos para toda la casa contra las subidas de voltaje de las tormentas de Houston",
    ],
    whyItHappens: {
      primaryCause: "El motor del soplador falló o no le está llegando corriente desde el circuito de control.",
      explanation:
        "Un extractor de bajada jala el aire de la cocción de lado y hacia abajo, a través de filtros, hasta un soplador montado debajo de la cubierta o instalado aparte en el ducto o en una pared exterior. La grasa que pasa los filtros cubre la rueda del soplador y el motor, agregándole carga y calor hasta que se dispara el protector térmico del motor o se traban los baleros. El ventilador se controla con una tarjeta o un interruptor, y en los modelos que suben solo lo deja funcionar cuando un interruptor confirma que la ventila está arriba. Una falla en cualquier punto de esa cadena deja sin corriente a un motor que está bien.",
      commonTriggers: [
        "Filtros de grasa sin limpiar por meses",
        "Freír y dorar a fuego alto seguido, lo que manda grasa al soplador",
        "Cosas guardadas en el gabinete de abajo que presionan el soplador o el cableado",
        "Subidas de voltaje que dañan la tarjeta de control",
        "Humedad que se condensa en la carcasa del soplador en tiempo húmedo",
      ],
      ageFactors:
        "Los motores de soplador de los extractores de bajada suelen fallar a los 8-12 años, antes si han trabajado con los filtros tapados.",
      usageFactors:
        "En las casas donde se fríe o se dora seguido el soplador se llena de grasa más rápido, y los ventiladores que trabajan mucho tiempo en alto se calientan más.",
    },
    repairSteps: [
      {
        title: "Revisar la corriente, el interruptor y el seguro",
        description:
          "El técnico confirma que la unidad reciba corriente, revisa el breaker y la clavija en el gabinete de abajo, y verifica que el interruptor de ventila arriba cierre cuando la ventila sube.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Multímetro", "Linterna"],
        safetyNotes:
          "El trabajo en el gabinete debajo de la cubierta se hace con el breaker apagado, salvo mediciones breves de voltaje con corriente usando puntas aisladas.",
      },
      {
        title: "Revisar el soplador",
        description:
          "Se quitan los filtros y se abre la carcasa del soplador para ver si la rueda gira libre con la mano. Se anota si hay grasa acumulada, basura o si los baleros del motor frenan.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Lámpara de trabajo"],
        safetyNotes:
          "Apague el breaker que alimenta el extractor antes de abrir la carcasa del soplador; el ventilador puede arrancar de repente.",
      },
      {
        title: "Probar el motor y el control",
        description:
          "Se revisa la continuidad del embobinado del motor y del protector térmico, y se mide en cada velocidad la salida de la tarjeta de control o del interruptor hacia el motor.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Diagrama eléctrico"],
        safetyNotes:
          "Las pruebas de continuidad del motor se hacen con el breaker apagado. La salida del control se mide con corriente a 120 V, así que esa medición la hace solo un técnico capacitado, con puntas aisladas y las manos lejos de la rueda del soplador, y se vuelve a apagar el breaker antes de desconectar cualquier cable.",
      },
      {
        title: "Cambiar piezas y probar el flujo de aire",
        description:
          "Se cambia el motor, el conjunto del soplador, el interruptor o la tarjeta que falló y se desengrasa la rueda del soplador. Se prende el ventilador en todas las velocidades para confirmar que funcione suave, sin ruido y que jale fuerte en la ventila.",
        timeRequired: "40 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Desengrasante", "Anemómetro"],
        safetyNotes:
          "El conjunto del soplador puede ser pesado y difícil de maniobrar en un gabinete estrecho; sostenga el motor mientras quita los tornillos de montaje.",
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, revisar el breaker, asegurarse de que la ventila suba completa y limpiar o cambiar los filtros de grasa. Si el ventilador sigue zumbando, no hace nada o se apaga solo, hay que probar el motor y el cableado de control en el gabinete, y eso le toca a un técnico.",
    seoTitle: "¿Extractor de bajada no funciona? Houston",
    seoDescription:
      "¿El ventilador de su extractor de bajada no prende o zumba sin girar? Vea cómo fallan el motor del soplador, los interruptores y el seguro, y costos en Houston.",
    seoKeywords: [
      "extractor downdraft no funciona",
      "cambio de motor de extractor downdraft",
      "extractor de estufa no prende",
      "reparación de ventilador de cooktop",
      "reparación de downdraft houston",
    ],
  },
  "downdraft-weak-suction": {
    slug: "extractor-de-bajada-jala-poco",
    name: "El extractor de bajada jala poco",
    description:
      "El ventilador del extractor funciona, pero el humo y el vapor se le pasan y se van a la cocina, y el olor a comida se queda. Las causas comunes son filtros tapados y ruedas del soplador cubiertas de grasa, aunque los problemas del ducto y de la compuerta dan el mismo resultado.",
    symptoms: [
      "El humo y el vapor suben por encima de la ventila en vez de meterse",
      "El ventilador suena normal, pero en la ventila casi no se siente el aire",
      "El olor a comida se queda en la casa por horas",
      "Se va formando una capa de grasa en los gabinetes y paredes cerca de la cubierta",
      "Jala mucho mejor sin los filtros puestos",
      "Las ventanas se empañan y la cocina se siente húmeda mientras cocina",
    ],
    causes: [
      "Filtros de grasa tapados o saturados",
      "Aspas de la rueda del soplador cubiertas de grasa, que reducen el flujo de aire",
      "Compuerta antirretorno pegada medio cerrada por la grasa",
      "Ducto aplastado, desconectado o doblado debajo del gabinete",
      "La ventila que sube no alcanza su altura completa",
      "Casa muy sellada sin entrada de aire de reposición, así que el ventilador no puede jalar suficiente aire",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Lave cada mes los filtros de grasa de metal con agua caliente y detergente desengrasante o en el lavaplatos",
      "En las unidades que recirculan, cambie los filtros de carbón cada 3-6 meses",
      "Prenda el ventilador unos minutos antes de empezar a cocinar para que el flujo de aire ya esté establecido",
      "Use las hornillas de atrás para las ollas altas, porque el extractor de bajada pierde captura a unas cuantas pulgadas de altura",
      "Abra un poco una ventana o use aire de reposición cuando prenda el ventilador en alto en una casa muy sellada",
      "Si fríe seguido, pida que desengrasen la rueda del soplador y la compuerta cada 1-2 años",
    ],
    whyItHappens: {
      primaryCause:
        "El flujo de aire está restringido en algún punto entre la abertura de la ventila y la salida al exterior.",
      explanation:
        "El vapor caliente de la cocción sube solito, así que un extractor de bajada tiene que jalarlo de lado y hacia abajo con un flujo de aire fuerte pegado a la superficie de cocción. Cada restricción, desde filtros cargados hasta grasa en las aspas del soplador, una compuerta pegajosa o un ducto aplastado, le resta flujo, y hasta una pérdida moderada deja que el vapor se escape por arriba del alcance de la ventila. En las casas muy selladas el ventilador además tiene que pelear contra la presión negativa, y los códigos normalmente exigen aire de reposición para sistemas de más de 400 CFM. Por naturaleza, un extractor de bajada capta menos que una campana de arriba con ollas altas, así que es normal que con ellas se escape algo.",
      commonTriggers: [
        "Filtros sin limpiar por meses",
        "Freír y dorar a fuego alto seguido",
        "Compuerta pegada por la grasa y la humedad",
        "Ducto zafado por cosas guardadas en el gabinete de abajo",
        "Usar el ventilador en bajo para cocinar pesado",
      ],
      ageFactors:
        "La pérdida por filtros aparece a los pocos meses de descuido, mientras que los sopladores cubiertos de grasa y las compuertas pegajosas son típicos después de 5 años o más.",
      usageFactors:
        "Las cocinas donde se fríe o se dora varias veces por semana pierden flujo de aire rápido, y en las unidades de poco uso el problema suele ser que la compuerta se pega más que la carga de grasa.",
    },
    repairSteps: [
      {
        title: "Medir el flujo de aire y revisar los filtros",
        description:
          "El técnico mide la velocidad del aire en la ventila en cada velocidad y revisa los filtros de grasa y los de carbón si los hay. Se limpian o cambian los filtros para tener una medida de referencia.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Anemómetro", "Linterna"],
      },
      {
        title: "Limpiar la rueda del soplador",
        description:
          "Se abre la carcasa del soplador y se desengrasan las aspas de la rueda, porque una capa delgada de grasa en las aspas curvas puede reducir mucho el flujo de aire.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Desengrasante", "Cepillo de nylon"],
        safetyNotes: "Apague el breaker del extractor antes de abrir la carcasa del soplador.",
      },
      {
        title: "Revisar la compuerta y el ducto",
        description:
          "Se suelta y se limpia la compuerta antirretorno, y se revisa si el ducto en el gabinete de abajo está aplastado, desconectado o doblado. Se revisa que la tapa de salida en la pared exterior no tenga la aleta pegada.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Linterna", "Cámara de inspección", "Cinta de aluminio"],
        safetyNotes: "Use una escalera firme para revisar una tapa de salida que esté arriba del nivel del piso.",
      },
      {
        title: "Volver a medir el flujo de aire",
        description:
          "Se vuelve a medir la velocidad del aire en cada velocidad y se compara con la medida de referencia. Una prueba con humo o vapor sobre la cubierta confirma que la ventila ya capta la columna de humo.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Anemómetro", "Lápiz de humo"],
      },
    ],
    professionalVsDiy:
      "Limpiar los filtros de grasa, cambiar los filtros de carbón y asegurarse de que la ventila suba completa son tareas seguras para usted y resuelven muchas quejas de que jala poco. Si el flujo sigue débil con los filtros limpios, la rueda del soplador, la compuerta o los ductos necesitan la atención de un técnico.",
    seoTitle: "¿Extractor de bajada jala poco? Houston",
    seoDescription:
      "¿Su extractor de bajada no jala el humo? Vea cómo los filtros tapados, el soplador con grasa, la compuerta y el ducto le quitan fuerza, y costos en Houston.",
    seoKeywords: [
      "extractor downdraft jala poco",
      "downdraft no jala el humo",
      "extractor de cooktop poco flujo de aire",
      "limpieza de filtros downdraft",
      "reparación de downdraft houston",
    ],
  },
  "downdraft-vent-wont-rise": {
    slug: "extractor-de-bajada-no-sube",
    name: "La ventila del extractor de bajada no sube",
    description:
      "La chimenea del extractor de bajada que sube detrás de la cubierta no sube, se para a medio camino o no baja. Casi siempre la falla está en el motor de elevación, sus engranes, o los interruptores de límite que lo detienen arriba y abajo.",
    symptoms: [
      "La ventila no se mueve al oprimir el botón para subir",
      "El motor funciona y zumba pero la ventila se queda abajo",
      "La ventila sube a medias y se para, o sube disparejo de un lado",
      "La ventila no vuelve a bajar al ras de la encimera",
      "Ruido de raspado, clics o matraca mientras se mueve",
      "El ventilador no arranca porque la ventila nunca llega a su altura completa",
    ],
    causes: [
      "Motor de elevación (para subir y bajar) dañado",
      "Engrane barrido o cremallera gastada en el mecanismo de elevación",
      "Interruptor de límite superior o inferior defectuoso",
      "Algo atorado, como un utensilio, un trapo o comida derramada, en la ranura de la ventila",
      "Grasa y mugre que traban los rieles guía",
      "Tarjeta de control o interruptor de subir/bajar dañado",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Antes de subir o bajar la ventila, retire los utensilios, trapos y mangos de ollas de la ranura",
      "Limpie la chimenea de la ventila y la moldura de arriba después de cocinar para que no se acumule grasa en los rieles",
      "Nunca empuje la ventila con la mano hacia arriba o hacia abajo mientras el motor esté funcionando",
      "Si la ventila se atora, deje de oprimir el botón en vez de forzar el motor contra el atorón",
      "Mantenga despejado el gabinete de abajo para que nada estorbe el mecanismo de elevación",
      "En el servicio de rutina, pida que limpien los rieles y lubriquen la transmisión con un lubricante aprobado por el fabricante",
    ],
    whyItHappens: {
      primaryCause:
        "El mecanismo de elevación no puede mover la chimenea, ya sea porque fallaron el motor o los engranes o porque algo la está trabando.",
      explanation:
        "Un extractor de bajada que sube usa un motorcito de elevación con engranes que mueve una cremallera o un tornillo para subir la chimenea, y unos interruptores de límite le avisan al control cuando la ventila está completamente arriba o abajo. La grasa en los rieles guía y las cosas que se caen en la ranura agregan resistencia hasta que se barren los dientes de los engranes de plástico o el motor se sobrecalienta. Un interruptor de límite dañado puede hacer que el control crea que la ventila ya está arriba o abajo, así que no prende el motor. En muchos modelos el ventilador queda bloqueado hasta que la ventila llega a su altura completa, así que un problema de elevación también deja sin extracción.",
      commonTriggers: [
        "Utensilios o trapos que se caen en la ranura",
        "Grasa y humedad que dejan pegajosos los rieles",
        "Empujar o detener la ventila con la mano mientras se mueve",
        "Subir y bajar la ventila una y otra vez cuando está atorada",
        "Subidas de voltaje que dañan la tarjeta de control",
      ],
      ageFactors: "Los motores de elevación y los engranes de plástico suelen gastarse a los 7-12 años.",
      usageFactors:
        "Las ventilas que se suben y bajan varias veces al día, o que los niños curiosos suben y bajan seguido, gastan más rápido sus engranes.",
    },
    repairSteps: [
      {
        title: "Revisar si hay algo atorado y si llega corriente",
        description:
          "El técnico revisa que la ranura y los rieles no tengan nada atorado y confirma que el control le mande corriente al motor de elevación cuando se oprime el botón.",
        timeRequired: "15 minutos",
        toolsNeeded: ["Linterna", "Multímetro"],
        safetyNotes:
          "Mantenga los dedos fuera de la ranura de la ventila mientras el motor tenga corriente; la chimenea puede prensarlos.",
      },
      {
        title: "Llegar al mecanismo de elevación",
        description:
          "Desde el gabinete de abajo, el técnico quita el panel de acceso o baja el chasis del extractor para llegar al motor, los engranes y los interruptores de límite.",
        timeRequired: "25 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Juego de desarmadores", "Lámpara de trabajo"],
        safetyNotes:
          "Apague el breaker que alimenta el extractor antes de meter la mano al mecanismo. Sostenga el chasis al aflojarlo; las unidades completas de extractor de bajada son pesadas en un gabinete estrecho.",
      },
      {
        title: "Probar el motor, los engranes y los interruptores de límite",
        description:
          "Se prueba la continuidad del motor de elevación y se prueba alimentándolo directo, se revisa si el engrane y la cremallera tienen dientes barridos, y se prueba cada interruptor de límite en sus dos posiciones.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Multímetro", "Espejo de inspección"],
        safetyNotes:
          "Cuando se alimenta directo el motor de elevación para probarlo, los cables llevan 120 V y los engranes pueden atrapar los dedos; solo un técnico capacitado hace la conexión, y se vuelve a apagar el breaker antes de tocar los engranes, la cremallera o los interruptores.",
      },
      {
        title: "Cambiar piezas y probar el recorrido",
        description:
          "Se cambia el motor, el engrane, la cremallera o el interruptor que falló, se limpian y lubrican los rieles, y se sube y baja la ventila varias veces para confirmar que se mueva suave y se detenga bien arriba y abajo.",
        timeRequired: "40 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Desengrasante", "Lubricante aprobado"],
      },
    ],
    professionalVsDiy:
      "Usted puede, sin peligro, sacar lo que esté atorado en la ranura de la ventila, limpiar la grasa de la chimenea y reiniciar el breaker. Si el motor funciona sin mover la ventila, o no pasa nada, el motor de elevación, los engranes o los interruptores necesitan un técnico que trabaje desde el gabinete de abajo.",
    seoTitle: "¿La ventila del extractor de bajada no sube? Houston",
    seoDescription:
      "¿La ventila de su extractor de bajada se queda abajo o se para a medias? Vea cómo fallan el motor de elevación, los engranes y los límites, y costos en Houston.",
    seoKeywords: [
      "extractor downdraft no sube",
      "ventila downdraft atorada",
      "cambio de motor de elevacion downdraft",
      "downdraft no baja",
      "reparación de downdraft houston",
    ],
  },
  "downdraft-loud-noise": {
    slug: "extractor-de-bajada-hace-ruido",
    name: "El extractor de bajada hace mucho ruido",
    description:
      "El extractor de bajada se ha puesto bastante más ruidoso, con traqueteo, raspado, rechinido o una vibración que se siente en los gabinetes. Las causas más comunes son una rueda del soplador desbalanceada o cargada de grasa y baleros del motor gastados.",
    symptoms: [
      "Traqueteo o vibración en el gabinete de abajo cuando funciona el ventilador",
      "Un rechinido o chillido agudo que sube con la velocidad del ventilador",
      "Ruido de raspado o de molienda en el soplador",
      "Aleteo o golpeteo en el ducto o en la tapa de salida de la pared exterior",
      "Un ruido que cambia al tocar la puerta del gabinete o el ducto",
      "Raspado solo mientras la ventila sube o baja",
    ],
    causes: [
      "Rueda del soplador desbalanceada por grasa acumulada disparejo",
      "Baleros del motor del soplador gastados",
      "Tornillos de montaje o carcasa del soplador flojos",
      "Basura o una pieza suelta rozando dentro de la carcasa del soplador",
      "Compuerta antirretorno o aleta de la tapa de salida que castañetea con el aire",
      "Engranes del motor de elevación gastados, en los modelos que suben",
    ],
    repairTime: "1-2 horas",
    prevention: [
      "Limpie los filtros de grasa cada mes para que llegue menos grasa a la rueda del soplador",
      "Pida que desengrasen la rueda del soplador cada 1-2 años para mantenerla balanceada",
      "No deje que los sartenes y cosas guardadas en el gabinete de abajo toquen el soplador ni el ducto",
      "Cada año revise que la aleta de la tapa de salida de la pared exterior no esté doblada ni pegada",
      "No use el ventilador sin filtros, porque deja entrar basura al soplador",
      "Pida servicio en cuanto empiece un ruido nuevo, antes de que los baleros gastados sobrecalienten el motor",
    ],
    whyItHappens: {
      primaryCause: "El soplador ya no gira derecho, casi siempre por grasa desbalanceada o baleros gastados.",
      explanation:
        "La rueda del soplador gira a alta velocidad, así que hasta una capa pequeña y dispareja de grasa en unas cuantas aspas la desbalancea y sacude el motor y la carcasa. Esa vibración afloja los tornillos de montaje y se transmite por el gabinete, y con el tiempo también gasta los baleros del motor, que entonces rechinan o raspan. Las piezas sueltas o la basura dentro de la carcasa traquetean contra la rueda que gira. En los modelos que suben, los engranes de plástico gastados de la elevación raspan mientras la ventila se mueve.",
      commonTriggers: [
        "Filtros que no se limpian seguido",
        "Freír mucho, lo que manda grasa al soplador",
        "Cosas en el gabinete de abajo que presionan la carcasa del soplador",
        "Ráfagas de viento contra una aleta floja de la tapa de salida",
        "Tornillos que se aflojan con la vibración de años de uso",
      ],
      ageFactors:
        "El ruido de baleros es típico después de 8-12 años, mientras que el desbalance por grasa puede aparecer a los pocos años de uso pesado.",
      usageFactors:
        "Las unidades que trabajan mucho tiempo en alto, o en cocinas donde se fríe seguido, se vuelven ruidosas antes.",
    },
    repairSteps: [
      {
        title: "Ubicar el ruido",
        description:
          "El técnico prende el ventilador en cada velocidad y el mecanismo de elevación por separado, y escucha en la ventila, el gabinete de abajo y el ducto para ubicar de dónde viene.",
        timeRequired: "10 minutos",
        toolsNeeded: ["Estetoscopio de mecánico", "Linterna"],
      },
      {
        title: "Revisar y limpiar el soplador",
        description:
          "Se abre la carcasa del soplador, se saca la basura, se desengrasa la rueda y se revisa que no tenga aspas dobladas, y se aprietan los tornillos de montaje.",
        timeRequired: "30 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Desengrasante", "Cepillo de nylon"],
        safetyNotes: "Apague el breaker del extractor antes de abrir la carcasa del soplador.",
      },
      {
        title: "Revisar los baleros, la compuerta y la elevación",
        description:
          "Se revisa si el eje del motor tiene juego axial o se siente áspero, si la compuerta y la aleta de la tapa de salida castañetean, y en los modelos que suben se revisan los engranes de elevación.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Juego de desarmadores", "Espejo de inspección"],
      },
      {
        title: "Cambiar las piezas gastadas y probar",
        description:
          "Se cambia el motor con baleros gastados, la rueda dañada, la compuerta o el juego de engranes gastado, y se aseguran las conexiones flojas del ducto. Se prende la unidad en todas las velocidades para confirmar que funcione sin ruido ni vibración.",
        timeRequired: "40 minutos",
        toolsNeeded: ["Juego de llaves de tuerca (nut drivers)", "Cinta de aluminio", "Estetoscopio de mecánico"],
        safetyNotes:
          "Sostenga el motor del soplador mientras quita sus soportes; se puede caer en un gabinete estrecho.",
      },
    ],
    professionalVsDiy:
      "Usted puede limpiar los filtros, quitar las cosas que presionan el soplador en el gabinete y revisar la tapa de salida de la pared exterior desde el suelo. Un raspado o rechinido que viene del motor quiere decir baleros gastados o una rueda dañada, y un técnico debe cambiarlos antes de que el motor se sobrecaliente.",
    seoTitle: "¿Extractor de bajada ruidoso? Reparación en Houston",
    seoDescription:
      "¿Su extractor de bajada traquetea o rechina? Vea cómo la grasa en el soplador, los baleros gastados y una compuerta floja hacen ruido, y costos en Houston.",
    seoKeywords: [
      "extractor downdraft hace ruido",
      "ventilador downdraft traquetea",
      "soplador downdraft rechina",
      "extractor de cooktop ruidoso",
      "reparación de downdraft houston",
    ],
  },
  "downdraft-ductwork-problems": {
    slug: "extractor-de-bajada-problemas-de-ducto",
    name: "Problemas en el ducto del extractor de bajada",
    description:
      "El ducto de salida del extractor de bajada está tapado de grasa, desconectado, aplastado, con agua estancada o bloqueado en la tapa de salida de la pared exterior. Además de matar el flujo de aire, un ducto cargado de grasa o desconectado es un riesgo de incendio y puede echar grasa y humedad a los gabinetes, los pisos o las paredes.",
    symptoms: [
      "El ventilador jala fuerte en el soplador pero sale muy poco aire por la tapa de la pared exterior",
      "Grasa que gotea o mancha alrededor de la tapa de salida o dentro del gabinete de abajo",
      "Olor a humedad o a grasa rancia saliendo de la ventila con el ventilador apagado",
      "Agua o gorgoteos en el ducto después de una lluvia fuerte",
      "Entra aire frío o caliente de afuera, o insectos, por la ventila",
      "La aleta de afuera está pegada cerrada, falta o está tapada por un nido",
    ],
    causes: [
      "Mucha grasa acumulada recubriendo el ducto",
      "Unión del ducto desconectada o cinta que se despegó dentro del gabinete, el piso o el espacio de gateo (crawlspace)",
      "Ducto flexible aplastado, doblado o demasiado largo con demasiados codos",
      "Ducto bajo la losa que junta agua del subsuelo o de lluvia",
      "Compuerta de la tapa exterior pegada con grasa o pintura, o tapada por nidos de pájaros o avispas",
      "Ducto más chico que el tamaño de ducto que pide el soplador",
    ],
    repairTime: "2-4 horas",
    prevention: [
      "Limpie los filtros de grasa cada mes para que llegue menos grasa al ducto",
      "Pida que revisen y desengrasen el ducto cada 2-3 años, o cada año si fríe seguido",
      "Revise la tapa de salida exterior dos veces al año y quite nidos, hojas y basura",
      "Nunca pinte la aleta de la tapa de salida de modo que quede pegada, y cambie una tapa cuya aleta ya no se mueva libre",
      "Mantenga las cosas guardadas en el gabinete de abajo lejos del ducto para que no se zafen las uniones",
      "Si remodela, use ducto de metal rígido y liso con las uniones selladas y la menor cantidad posible de codos",
    ],
    whyItHappens: {
      primaryCause:
        "La grasa, el agua o un daño físico bloquearon o rompieron el camino de salida entre el soplador y el exterior.",
      explanation:
        "La salida de un extractor de bajada baja desde la cubierta y luego corre por las vigas del piso, por un espacio de gateo o por debajo de la losa hasta una pared exterior, así que es más larga y más baja que el ducto de una campana normal. El vapor de grasa se enfría y se condensa en ese tramo, va cubriendo las paredes y se junta en los puntos bajos, lo que agrega restricción y combustible para un incendio. Las uniones selladas con cinta de tela (duct tape) se resecan y se separan, y el ducto flexible se cuelga o se aplasta. Los tramos bajos y los que van bajo la losa también pueden juntar condensación o agua del subsuelo, que corroe el ducto de metal y produce malos olores.",
      commonTriggers: [
        "Años de freír mucho con filtros que casi no se limpian",
        "Los aguaceros de Houston y los mantos freáticos altos que inundan tramos de ducto bajos o bajo la losa",
        "Humedad que condensa grasa y agua dentro de tramos fríos del ducto",
        "Remodelaciones o trabajos de plomería que mueven las uniones del ducto",
        "Pájaros, avispas y avispas de lodo que anidan en la tapa exterior",
      ],
      ageFactors:
        "Las uniones con cinta y el ducto flexible suelen fallar después de 10-15 años, y la grasa acumulada se vuelve importante en 5-10 años sin limpieza.",
      usageFactors:
        "En las cocinas donde se fríe o se dora seguido la grasa se acumula en el ducto mucho más rápido, y las unidades que casi no se usan tienen más probabilidad de tener nidos o aletas pegadas.",
    },
    repairSteps: [
      {
        title: "Medir el flujo de aire en los dos extremos",
        description:
          "El técnico mide el flujo de aire en la ventila y en la tapa de salida de la pared exterior y revisa la aleta de la tapa. Una diferencia grande entre los dos indica una fuga o una desconexión en medio.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Anemómetro", "Escalera", "Linterna"],
        safetyNotes: "Use una escalera firme y alguien que la detenga al revisar una tapa de salida en alto.",
      },
      {
        title: "Revisar el recorrido del ducto",
        description:
          "Se mete una cámara de inspección por el ducto desde la salida del soplador y desde la tapa exterior para encontrar grasa acumulada, agua, tramos aplastados o uniones separadas. Los tramos accesibles en el gabinete, el espacio de gateo o el sótano se revisan a mano.",
        timeRequired: "40 minutos",
        toolsNeeded: ["Cámara de inspección", "Lámpara de trabajo", "Juego de llaves de tuerca (nut drivers)"],
        safetyNotes:
          "Apague el breaker del extractor antes de desconectar el soplador del ducto. Los espacios de gateo pueden tener agua estancada, plagas y tornillos filosos; use guantes y protección para los ojos.",
      },
      {
        title: "Reparar, limpiar o cambiar la ruta del ducto",
        description:
          "Las uniones desconectadas se vuelven a fijar con tornillos para lámina y se sellan con cinta de aluminio, el ducto flexible aplastado se cambia por ducto de metal rígido, se raspa y se desengrasa la grasa de los tramos a los que se puede llegar, y una tapa exterior pegada o dañada se cambia por una con su compuerta adecuada.",
        timeRequired: "90 minutos",
        toolsNeeded: [
          "Ducto de metal rígido y conexiones",
          "Cinta de aluminio",
          "Tornillos para lámina",
          "Tijeras para lámina",
          "Desengrasante",
        ],
        safetyNotes:
          "Las orillas cortadas del ducto de lámina están filosas; use guantes anticorte. Los ductos inundados bajo la losa que requieren trabajo de concreto o drenaje se refieren al contratista adecuado.",
      },
      {
        title: "Confirmar el flujo de aire y el sellado",
        description:
          "Se vuelve a conectar el soplador y se mide otra vez el flujo de aire en la ventila y en la tapa exterior para confirmar que el camino esté libre y sellado. Se revisa que la aleta de la tapa abra completa con el ventilador prendido y cierre al apagarlo.",
        timeRequired: "20 minutos",
        toolsNeeded: ["Anemómetro", "Lápiz de humo"],
      },
    ],
    professionalVsDiy:
      "Usted puede revisar la tapa de salida exterior desde el suelo, quitar nidos u hojas que estén a su alcance y buscar desconexiones obvias o grasa en el gabinete de abajo. Limpiar la grasa del ducto, volver a conectar uniones escondidas y resolver el agua en tramos bajos o bajo la losa necesita un técnico con cámara y los materiales correctos, y la grasa muy acumulada se debe atender pronto porque es un riesgo de incendio.",
    seoTitle: "¿Problemas en el ducto del extractor de bajada? Houston",
    seoDescription:
      "¿Ducto del extractor de bajada tapado de grasa, desconectado o con agua? Vea las señales de alerta, el riesgo de incendio y cuánto cuesta repararlo en Houston.",
    seoKeywords: [
      "problemas de ducto downdraft",
      "limpieza de ducto downdraft",
      "ducto de extractor desconectado",
      "tapa de salida downdraft pegada",
      "reparación de downdraft houston",
      "grasa en ducto de extractor",
    ],
  },
};
