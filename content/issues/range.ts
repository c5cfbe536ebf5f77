import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "rg-1",
    name: "Range Oven Not Heating",
    slug: "range-oven-not-heating",
    key: "oven-not-heating",
    appliance: "range",
    description:
      "The cooktop on the range works, but the oven stays cold or never gets past a lukewarm temperature. On gas ranges the bake igniter is the most common cause; on electric ranges it is usually a burned-out bake element.",
    symptoms: [
      "Oven stays cold even though the display shows it is preheating",
      "Gas oven igniter glows orange but the burner never lights",
      "Electric bake element stays dark while the broil element still heats",
      "Preheat takes 30 minutes or more, or never finishes",
      "Visible break, blister or burned spot on the bake element",
      "Faint gas smell at the start of bake before the oven eventually lights",
    ],
    causes: [
      "Weak hot-surface bake igniter that glows but draws too little current to open the gas safety valve",
      "Bake element burned open or shorted to the oven cavity",
      "Failed oven temperature sensor reporting a false reading to the control",
      "Tripped thermal fuse or high-limit thermostat cutting power to the heating circuit",
      "Failed bake relay on the electronic oven control board",
      "Burned wire or terminal at the bake element or igniter connection",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 187, max: 425 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 425, accuracy: 90 },
    prevention: [
      "Do not line the oven floor or cover vents with aluminium foil; it overheats the bake element and blocks gas burner airflow",
      "Wipe up sugary or salty spills on the oven floor once cool, before they bake onto the element or burner cover",
      "Limit self-clean cycles to a few times a year and stay home while one runs, since the extreme heat stresses igniters, fuses and the control",
      "Never spray oven cleaner on the igniter, element terminals or temperature sensor",
      "Replace a gas bake igniter as soon as preheating becomes noticeably slow",
      "Protect the range with a surge protector or whole-home surge device, as Houston storms can damage oven controls",
    ],
    whyItHappens: {
      primaryCause: "The component that generates heat, the bake igniter or bake element, has weakened or failed.",
      explanation:
        "In most gas ranges the bake igniter is wired in series with the oven safety valve, and the valve opens only when the igniter draws enough current, typically around 2.5-3.6 amps depending on the valve. As the igniter ages its resistance rises, so it still glows but never passes enough current to open the valve. Electric bake elements are resistance wire inside a sheath, and thermal cycling eventually opens the wire or cracks the sheath, often with a visible flash. If the sensor, thermal fuse or control relay fails, the heating part is fine but never receives power.",
      commonTriggers: [
        "Self-clean cycles that overheat igniters, elements and thermal fuses",
        "Foil on the oven floor trapping heat around the bake element",
        "Spills and oven cleaner corroding element terminals",
        "Power surges damaging the bake relay on the control board",
        "Normal aging of hot-surface igniters after years of daily baking",
      ],
      ageFactors:
        "Gas bake igniters commonly weaken after 3-6 years of regular use, and electric bake elements typically last 5-10 years.",
      usageFactors:
        "Daily baking and frequent self-clean cycles shorten igniter and element life, and ranges used mainly for holiday cooking often fail during a long, hot session.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm the failure mode",
        description:
          "The technician runs a bake cycle and watches whether the igniter glows, the element heats or the control calls for heat at all. Any error codes are read from the display.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Oven thermometer", "Flashlight"],
        safetyNotes:
          "Oven surfaces heat quickly during the test; use heat-resistant gloves. If you smell gas, leave the house and call the gas utility or 911 from outside.",
      },
      {
        step: 2,
        title: "Test the igniter or element",
        description:
          "On gas ranges the bake igniter's current draw is measured with a clamp ammeter against the valve's rating. On electric ranges the bake element is checked for resistance and for a short to the cavity.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Clamp ammeter", "Multimeter", "Nut driver set"],
        safetyNotes:
          "Switch off the range breaker before disconnecting element terminals; electric ranges run on 240 V.",
      },
      {
        step: 3,
        title: "Check sensor, thermal fuse and control",
        description:
          "If the heating part tests good, the oven temperature sensor is measured (about 1,080-1,100 ohms at room temperature on most models), the thermal fuse is checked for continuity, and the control's output to the bake circuit is verified.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Screwdriver set", "Wiring diagram"],
        safetyNotes:
          "Pulling the range out for rear access is a two-person job; engage the anti-tip bracket again when the range goes back.",
      },
      {
        step: 4,
        title: "Replace the failed part and test",
        description:
          "The failed igniter, element, sensor, fuse or board is replaced and wiring is secured away from hot surfaces. The oven is run to 350°F and its temperature is checked with a thermometer over two heating cycles.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Oven thermometer", "Soap solution leak detector"],
        safetyNotes:
          "Close the range's gas shutoff valve before replacing an igniter or valve, and leak-test any disturbed gas fitting with soap solution, never a flame.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check that the oven is not in a lock or Sabbath mode, reset the breaker, and look for a visibly broken bake element. Replacing elements, igniters, sensors and boards involves 240 V wiring or gas valves, so it is safer and quicker to have a technician diagnose which part has actually failed.",
    seoTitle: "Range Oven Not Heating? Houston Repair Guide",
    seoDescription:
      "Range cooktop works but the oven won't heat? Learn how a weak bake igniter, failed element, sensor or control board causes it, plus Houston repair costs.",
    seoKeywords: [
      "range oven not heating",
      "gas oven igniter glows but no flame",
      "bake element replacement",
      "range repair houston",
      "oven won't preheat",
      "oven igniter replacement",
    ],
  },
  {
    id: "rg-2",
    name: "Range Burner Not Working",
    slug: "range-burner-not-working",
    key: "burner-not-working",
    appliance: "range",
    description:
      "One or more surface burners on the range will not light or heat while the oven still works. On gas ranges the ignition system or a blocked burner is usually to blame; on electric ranges it is the element, receptacle or switch for that burner.",
    symptoms: [
      "Gas burner clicks but never lights",
      "Gas burner lights only with a match",
      "Electric coil or radiant element stays cold at every setting",
      "Element heats only on HIGH or cycles erratically",
      "Two surface burners fail at the same time",
      "Burning smell or scorch mark near one burner's control knob",
    ],
    causes: [
      "Spark igniter fouled with grease or cracked",
      "Burner cap or burner head misaligned, or ports clogged",
      "Failed spark module on gas models",
      "Surface element burned open",
      "Failed infinite switch for that burner",
      "Burned element receptacle or wire terminal",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 187, max: 340 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 340, accuracy: 92 },
    prevention: [
      "Clean spills from burner heads and drip pans as soon as the range is cool",
      "Dry burner caps and heads completely before reinstalling them",
      "Match pan size to burner size to avoid overheating element terminals and switches",
      "Avoid spraying cleaner toward knobs, where liquid can reach switches",
      "Have the flexible gas connector replaced every 5 years on gas ranges",
      "Replace any cracked or blistered element before it damages its receptacle",
    ],
    whyItHappens: {
      primaryCause:
        "The ignition or heating circuit for that burner has failed, most often from grease, moisture or heat damage.",
      explanation:
        "A gas burner needs gas flowing out of clear ports and a spark from an igniter that arcs to the burner head; a misaligned cap, clogged port or weak spark module breaks that chain. An electric burner needs both legs of 240 V passing through an infinite switch, a receptacle and the element. Heat at the receptacle and switch contacts slowly oxidises them until resistance rises and they burn open. When two burners fail together, the shared spark module on gas models or a lost 240 V leg on electric models is the likely cause.",
      commonTriggers: [
        "Boil-overs flooding the burner base",
        "Oversized canners or griddles overheating the surface wiring",
        "Humidity corroding igniter and receptacle terminals",
        "Loose element plugs that arc in their receptacle",
        "Power surges damaging the spark module",
      ],
      ageFactors:
        "Igniter fouling can happen on a new range; elements, infinite switches and spark modules usually fail after 7-12 years.",
      usageFactors:
        "Ranges used heavily for frying and boiling foul igniters and overheat terminals sooner than ranges used for light cooking.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Identify the failing circuit",
        description:
          "The technician checks each burner on several settings and notes whether the problem is ignition, heat or control. Caps, heads and coil elements are removed for a visual inspection.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Port cleaning wire"],
        safetyNotes: "Let burners and elements cool before touching them.",
      },
      {
        step: 2,
        title: "Clean or swap-test burner parts",
        description:
          "Gas burner ports and igniters are cleaned and caps reseated; electric elements are swapped with a known-good element to see whether the fault follows the part.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Nylon brush", "Isopropyl alcohol", "Known-good test element"],
        safetyNotes:
          "Unplug a gas range before cleaning igniters, so a knob turned to LITE cannot spark, and keep every gas knob off while caps and heads are out. On electric ranges, swap elements only with all controls off and the elements cool, pushing the terminals fully into the 240 V receptacle.",
      },
      {
        step: 3,
        title: "Test switches, module and wiring",
        description:
          "With the cooktop raised or the backguard opened, the technician tests the infinite switch, receptacle, igniter switch and spark module, and looks for burned or loose wiring.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Switch off the 240 V range breaker, or unplug a gas range, before opening the cooktop. Close the gas shutoff valve before working near burner valves.",
      },
      {
        step: 4,
        title: "Replace the part and test all burners",
        description:
          "The failed component is replaced and every burner is run at high and low settings. On gas ranges any disturbed fitting is leak-tested before the job is finished.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Crimping tool", "Soap solution leak detector"],
        safetyNotes: "Leak-test gas fittings with soap solution, never a flame.",
      },
    ],
    professionalVsDiy:
      "Homeowners can safely clean and dry burner parts, reseat caps and swap a plug-in coil element to see if the fault follows it. Anything beyond that, from spark modules to infinite switches and receptacles, means working inside the range near 240 V wiring or gas valves and should be left to a technician.",
    seoTitle: "Range Burner Not Working? Houston Repair Guide",
    seoDescription:
      "Gas or electric range burner won't light or heat? See how igniters, spark modules, elements and infinite switches fail, plus typical Houston repair costs.",
    seoKeywords: [
      "range burner not working",
      "range burner won't light",
      "electric range element not heating",
      "range repair houston",
      "infinite switch replacement",
      "spark module replacement",
    ],
  },
  {
    id: "rg-3",
    name: "Range Control Board Error",
    slug: "range-control-board-error",
    key: "control-board-error",
    appliance: "range",
    description:
      "The range shows an error code, beeps continuously, ignores the touchpad or goes dark, and the oven will not run. The electronic oven control may have failed, but a bad sensor, door lock or touchpad often triggers the code, so testing comes before replacing the board.",
    symptoms: [
      "Error code such as F1, F3 or F9 on the display",
      "Continuous beeping that stops only when the breaker is turned off",
      "Touchpad keys that do nothing or trigger the wrong function",
      "Display completely blank while the surface burners still work",
      "Oven heats with no command, or shuts off mid-cycle",
      "Display flickering or showing garbled segments after a storm",
    ],
    causes: [
      "Failed electronic oven control (EOC) or relay board",
      "Oven temperature sensor open or shorted, which many models report as an F3-type code",
      "Membrane touchpad worn or shorted by moisture",
      "Door lock motor or lock switch stuck after a self-clean cycle",
      "Power surge or brownout damaging the control's power supply",
      "Loose or heat-damaged wire harness connector at the control",
    ],
    urgency: "Medium",
    difficulty: "Hard",
    avgCost: { min: 260, max: 493 },
    repairTime: "1-2 hours",
    estimate: { min: 260, max: 493, accuracy: 85 },
    prevention: [
      "Plug the range into a surge protector rated for it, or install a whole-home surge device, to guard the control against Houston lightning and grid surges",
      "After a power outage, switch the range breaker off and back on once power is stable instead of using the range during flickering",
      "Run self-clean sparingly and stay nearby while it runs; its extreme heat is a leading cause of control and door-lock failure",
      "Clean the touchpad with a damp cloth, never spraying cleaner directly onto it",
      "Avoid leaning on or resting hot pans against the control panel",
      "Write down any error code before cycling power so the technician can trace the fault",
    ],
    whyItHappens: {
      primaryCause: "The oven control detects a fault in its own circuitry or in a sensor or switch it monitors.",
      explanation:
        "The electronic oven control reads the temperature sensor, door lock switches and touchpad and switches heating relays accordingly. When a reading falls outside its expected range, such as a sensor open circuit or a lock that does not confirm its position, it stops heating and shows a code. Heat from self-clean cycles and voltage spikes age the board's relays and power-supply components, so the control itself can fail. Codes vary by brand, which is why the technician confirms the fault with measurements rather than replacing the board on the code alone.",
      commonTriggers: [
        "Self-clean cycles overheating the control and door lock",
        "Lightning and grid surges during Houston thunderstorms",
        "Steam or spills seeping under the touchpad",
        "Power flickering on and off after an outage",
        "Aging sensor connections in the oven cavity",
      ],
      ageFactors:
        "Touchpads and oven controls commonly fail at 8-12 years, but a single surge can damage a control at any age.",
      usageFactors:
        "Ranges that run self-clean often, or are used heavily at high oven temperatures, see more control and door-lock failures.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Record the code and reset power",
        description:
          "The technician notes the error code, switches the breaker off for a few minutes and restores power to see whether the code returns. The model's service sheet is used to interpret the code for that brand.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Service manual or tech sheet", "Flashlight"],
        safetyNotes: "Switch the breaker, not just the control, off; the range runs on 240 V.",
      },
      {
        step: 2,
        title: "Test sensors, lock and touchpad",
        description:
          "The oven sensor is measured against the manufacturer's resistance chart, the door lock motor and switches are tested, and the touchpad ribbon is checked key by key. This rules out the inputs before the board is blamed.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Switch off the 240 V breaker before unplugging the sensor or reaching the lock and touchpad connectors; resistance and continuity are never measured on a powered range.",
      },
      {
        step: 3,
        title: "Check supply voltage and harness",
        description:
          "Voltage at the terminal block and the control's input are measured, and every harness connector on the board is inspected for heat damage or looseness.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Inspection mirror"],
        safetyNotes:
          "Live voltage checks are done with insulated probes only; everything else is done with the breaker off.",
      },
      {
        step: 4,
        title: "Replace the failed part and calibrate",
        description:
          "The failed control, touchpad, sensor or lock is replaced, connectors are seated and the clock and any temperature offset are set. The oven is run through bake and broil to confirm the code is gone.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Anti-static wrist strap", "Oven thermometer"],
        safetyNotes: "Wear an anti-static strap when handling the new control board.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely reset the breaker, check the control-lock setting and note the exact error code. Because the same code can come from the board, a sensor or a door lock, a technician with the model's service sheet and a meter will avoid replacing an expensive control that was not the problem.",
    seoTitle: "Range Control Board Error Codes? Houston Repair",
    seoDescription:
      "Range showing an error code or beeping? Learn how oven controls, sensors, touchpads and door locks trigger F-codes, and what a fix costs in Houston.",
    seoKeywords: [
      "range control board error",
      "oven f1 error code",
      "oven control board replacement",
      "range touchpad not working",
      "range repair houston",
      "oven error code after power surge",
    ],
  },
  {
    id: "rg-4",
    name: "Range Oven Temperature Problems",
    slug: "range-temperature-problems",
    key: "temperature-problems",
    appliance: "range",
    description:
      "Food burns on the outside and stays raw inside, bakes unevenly, or takes much longer than the recipe says. The oven is running hotter or cooler than its setting, usually from a drifting sensor, a weak heat source or heat escaping past the door.",
    symptoms: [
      "Oven thermometer reads 25°F or more above or below the set temperature",
      "Baked goods burned on the bottom but pale on top",
      "Cooking times noticeably longer than they used to be",
      "Oven keeps heating well past the set temperature",
      "Heat escaping around the door edges, with a hot control panel",
      "Convection setting browns one side of the food more than the other",
    ],
    causes: [
      "Oven temperature sensor drifted out of specification",
      "Weak gas bake igniter causing slow ignition and long recovery",
      "Bake or broil element partly failed",
      "Torn, flattened or missing oven door gasket",
      "Convection fan motor or fan element not working",
      "Control relay sticking closed, or calibration offset set incorrectly",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 187, max: 360 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 360, accuracy: 90 },
    prevention: [
      "Check the oven with a stand-alone oven thermometer twice a year",
      "Keep the temperature sensor clear of pans and never bend it against the oven wall",
      "Inspect the door gasket and replace it if it is torn, flattened or brittle",
      "Do not line racks or the oven floor with foil, which blocks air circulation",
      "Avoid opening the door repeatedly during baking, since each opening drops the temperature",
      "Run self-clean sparingly to reduce heat stress on the sensor and gasket",
    ],
    whyItHappens: {
      primaryCause:
        "The control is receiving a false temperature reading, or the oven cannot produce or hold the heat being called for.",
      explanation:
        "The control measures temperature with a resistance sensor whose value rises with heat, roughly 1,100 ohms at room temperature on most models. If the sensor or its connector drifts, the control shuts off heat too early or too late. A weak igniter or partly failed element heats slowly, so the oven preheats late and recovers poorly after the door opens, while a leaking door gasket lets heat escape at the top of the door. A relay with welded contacts keeps heating regardless of the setting, which is a fire risk.",
      commonTriggers: [
        "Self-clean cycles aging the sensor and gasket",
        "Sensor bumped by oven racks",
        "Door gasket torn while cleaning",
        "Foil lining the oven floor",
        "Calibration offset changed accidentally in the settings menu",
      ],
      ageFactors:
        "Sensors and door gaskets commonly drift or wear after 6-10 years; gas bake igniters weaken after 3-6 years.",
      usageFactors:
        "Frequent high-temperature roasting and regular self-cleaning wear these parts faster than occasional baking.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure actual oven temperature",
        description:
          "The technician places a calibrated thermocouple in the centre of the oven and logs temperature across several heating cycles at 350°F. This shows whether the oven runs consistently off, swings widely or overheats.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Thermocouple thermometer"],
        safetyNotes: "Use heat-resistant gloves when placing or removing the probe.",
      },
      {
        step: 2,
        title: "Test the sensor and heat source",
        description:
          "The oven sensor's resistance is compared with the manufacturer's chart, and the bake igniter's current draw or the element's resistance is measured. The convection fan is checked on models that have one.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Clamp ammeter", "Nut driver set"],
        safetyNotes: "Switch off the 240 V range breaker before disconnecting sensor or element terminals.",
      },
      {
        step: 3,
        title: "Inspect the door seal and hinges",
        description:
          "The door gasket is checked for tears and gaps, and the door is checked for a proper seal all the way round. Bent hinges that hold the door slightly open are noted for repair.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Flashlight", "Feeler strip"],
      },
      {
        step: 4,
        title: "Replace parts and calibrate",
        description:
          "The faulty sensor, igniter, element, gasket or relay board is replaced. The oven is retested and, if it is within a small margin, the control's temperature offset is adjusted to match the thermometer.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Thermocouple thermometer", "Soap solution leak detector"],
        safetyNotes:
          "Close the gas shutoff valve before replacing a gas igniter, and leak-test disturbed fittings with soap solution, never a flame.",
      },
    ],
    professionalVsDiy:
      "Checking the oven with a thermometer, inspecting the door gasket and using the control's temperature offset for a small error are all safe for a homeowner. If the oven is off by more than about 35°F, swings widely or overheats beyond its setting, stop using it and have a technician test the sensor, heat source and control relays.",
    seoTitle: "Range Oven Temperature Off? Houston Repair Guide",
    seoDescription:
      "Oven running too hot or too cold? Learn how sensors, igniters, elements and door gaskets affect range oven temperature, plus repair costs in Houston.",
    seoKeywords: [
      "range oven temperature wrong",
      "oven not holding temperature",
      "oven temperature sensor replacement",
      "oven runs hot",
      "range repair houston",
    ],
  },
  {
    id: "rg-5",
    name: "Range Door Not Closing",
    slug: "range-door-not-closing",
    key: "door-not-closing",
    appliance: "range",
    description:
      "The oven door on the range will not close fully, hangs open at the top, slams shut, or sits crooked. Broken hinge springs or bent hinges are the usual cause, and a door that does not seal wastes heat and can overheat the controls.",
    symptoms: [
      "Gap along the top or one side of the door when closed",
      "Door falls open on its own or drops hard when released",
      "Door slams shut with no resistance",
      "Grinding or popping sound from the hinges when the door moves",
      "Heat and steam escaping from the top of the door during baking",
      "Door will not latch after a self-clean cycle",
    ],
    causes: [
      "Broken or stretched door hinge spring",
      "Bent door hinge from weight placed on the open door",
      "Hinge receivers in the oven frame loose or cracked",
      "Door gasket detached or bunched so it holds the door open",
      "Door lock latch stuck in the locked position after self-clean",
      "Range not level, or door glass and panels shifted inside the door",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 187, max: 310 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 310, accuracy: 91 },
    prevention: [
      "Never sit, stand or lean on the open oven door, and teach children not to use it as a step",
      "Do not rest heavy roasting pans or cast iron on the open door",
      "Open and close the door gently rather than letting it drop or slam",
      "Check the door gasket clips after cleaning the oven",
      "Keep the range level and its anti-tip bracket engaged",
      "Have both hinges replaced as a pair when one fails so the door closes evenly",
    ],
    whyItHappens: {
      primaryCause: "The hinge springs or hinge arms can no longer support and pull the heavy door closed.",
      explanation:
        "An oven door weighs roughly 15-30 pounds and is held by two hinges, each with a strong spring that counterbalances the door's weight and pulls it shut. Repeated cycles fatigue the springs, and extra weight on the open door bends the hinge arms or cracks the receivers in the frame. With one hinge weak or bent, the door twists and leaves a gap at one corner. A self-clean lock that does not retract, or a displaced gasket, can also keep the door from closing normally.",
      commonTriggers: [
        "Children or adults leaning or stepping on the open door",
        "Heavy pans resting on the door while loading",
        "Door allowed to drop open under its own weight",
        "Door removed and reinstalled with hinges not locked correctly",
        "Self-clean cycles overheating the lock mechanism",
      ],
      ageFactors:
        "Hinge springs typically weaken after 8-12 years of daily use, but a bent hinge can happen at any age.",
      usageFactors:
        "Busy household kitchens where the oven is opened many times a day wear hinges sooner, especially if the door is used as a shelf.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Diagnose hinge, gasket or lock",
        description:
          "The technician checks how the door closes, looks for gaps and tests spring tension on each side. The gasket and lock latch are inspected, and the range is checked for level.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Flashlight", "Spirit level"],
      },
      {
        step: 2,
        title: "Remove the oven door",
        description:
          "The hinge locks are engaged and the door is lifted off at the removal angle. On many models the hinges then come out after the lower storage drawer or side panels are removed.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Screwdriver set", "Nut driver set", "Work gloves"],
        safetyNotes:
          "The door is heavy and the hinge springs are under strong tension; lock the hinges before lifting and keep fingers out of the hinge arms. Let the oven cool completely first.",
      },
      {
        step: 3,
        title: "Replace hinges, springs or receivers",
        description:
          "Broken springs, bent hinges or cracked receivers are replaced, usually as matched pairs. The gasket is refitted or replaced and the lock latch is freed if it is stuck.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Pliers", "Replacement hinges"],
        safetyNotes:
          "Switch off the range breaker before removing side panels that expose wiring, and wear gloves against sharp sheet-metal edges.",
      },
      {
        step: 4,
        title: "Reinstall and test the seal",
        description:
          "The door is reinstalled and opened and closed repeatedly to confirm it stays put when partly open and closes evenly. A bake cycle confirms no heat escapes around the door.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Oven thermometer", "Spirit level"],
        safetyNotes:
          "Reinstall the door with two hands and confirm both hinges are seated before releasing the hinge locks.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check for a loose gasket, level the range and confirm the door is not still locked from a self-clean cycle. Replacing hinges means handling a heavy door under spring tension and often removing panels near wiring, so it is best done by a technician.",
    seoTitle: "Range Oven Door Not Closing? Houston Repair Guide",
    seoDescription:
      "Oven door won't close, hangs open or slams shut? Learn how broken hinge springs, bent hinges and gasket problems cause it, plus Houston repair costs.",
    seoKeywords: [
      "range door not closing",
      "oven door hinge replacement",
      "oven door won't stay closed",
      "oven door spring broken",
      "range repair houston",
    ],
  },
] satisfies RepairIssueInput[];
