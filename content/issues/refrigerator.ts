import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "rf-1",
    name: "Refrigerator Not Cooling",
    slug: "refrigerator-not-cooling",
    key: "not-cooling",
    appliance: "refrigerator",
    description:
      "The fresh-food section is warmer than 40°F, and often the freezer is soft as well, even though the lights and controls work. Causes range from dirty condenser coils and failed fans to a frozen-over evaporator from a defrost failure, a bad compressor start relay, or a sealed-system problem. Food safety is at stake, so this needs fast attention.",
    symptoms: [
      "Fresh-food section reading above 40°F on a fridge thermometer",
      "Milk and leftovers spoiling before their dates",
      "Freezer still cold but the refrigerator section warm",
      "No air felt blowing from the vents inside the freezer",
      "Compressor clicks on and off every few minutes without starting",
      "Refrigerator running constantly with a hot cabinet side or floor vent",
    ],
    causes: [
      "Dirty condenser coils that cannot shed heat",
      "Failed condenser fan motor",
      "Failed evaporator fan motor",
      "Defrost system failure (defrost heater, defrost thermostat or defrost control) leaving the evaporator iced over",
      "Failed compressor start relay or overload protector",
      "Sealed-system problem such as a refrigerant leak or failed compressor",
    ],
    urgency: "Critical",
    difficulty: "Hard",
    avgCost: { min: 255, max: 595 },
    repairTime: "1-4 hours",
    estimate: { min: 255, max: 595, accuracy: 86 },
    prevention: [
      "Vacuum or brush the condenser coils every six months, and every three months with shedding pets",
      "Leave at least an inch of space around the back and top for airflow, and keep the bottom grille clear",
      "Keep items from blocking the air vents between the freezer and refrigerator sections",
      "Keep a refrigerator thermometer inside and check it regularly: 37°F in the fridge and 0°F in the freezer",
      "Plug the refrigerator into a dedicated outlet with surge protection, and unplug it during hurricane-season outages until power is stable",
      "Avoid running a second refrigerator in an unconditioned Houston garage unless it is rated for garage use",
    ],
    whyItHappens: {
      primaryCause:
        "The sealed system cannot move heat out of the cabinet because of a failed fan, a defrost failure or a compressor or refrigerant problem.",
      explanation:
        "A refrigerator cools by pumping refrigerant through an evaporator coil inside the freezer and a condenser coil outside, with fans moving air across both. Cold air from the freezer is blown into the fresh-food section, so a failed evaporator fan or an evaporator coated in ice quickly warms the fridge while the freezer still feels cold. Dirty condenser coils or a dead condenser fan make the compressor run hot and long, and eventually trip its overload. Refrigerant leaks and compressor failures require sealed-system repair by an EPA-certified technician.",
      commonTriggers: [
        "Condenser coils packed with dust and pet hair",
        "Failed defrost heater or defrost thermostat",
        "Power surges and outages damaging the start relay or control board",
        "Hot garages or kitchens in Houston summers forcing constant running",
        "Doors left ajar or a torn gasket letting in humid air",
      ],
      ageFactors:
        "Fan motors and defrost parts commonly fail at 5-10 years, start relays at 7-12 years, and compressors and sealed systems more often after 10-15 years.",
      usageFactors:
        "Refrigerators opened frequently by large families, packed full, or kept in hot garages or kitchens without good airflow run longer and wear out faster.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure temperatures and check the fans",
        description:
          "The technician records fresh-food and freezer temperatures and checks that the compressor, condenser fan and evaporator fan are running. This quickly points to an airflow, defrost or sealed-system problem.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Digital thermometer", "Flashlight", "Multimeter"],
        safetyNotes:
          "The compressor and fans run on 120 V during these checks. With the lower rear panel off, keep fingers clear of the condenser fan blade and away from the compressor terminals and hot discharge tubing.",
      },
      {
        step: 2,
        title: "Clean coils and test electrical parts",
        description:
          "The condenser coils are cleaned, and the condenser fan, start relay, overload and control board outputs are tested. A failed relay or fan is replaced on the spot when it is the cause.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Coil brush", "Shop vacuum", "Multimeter", "Nut driver set"],
        safetyNotes:
          "Unplug the refrigerator before touching the compressor area; the compressor and its tubing can be very hot.",
      },
      {
        step: 3,
        title: "Inspect the evaporator and defrost system",
        description:
          "The freezer rear panel is removed to inspect the evaporator coil, fan and defrost parts. Ice is melted and the defrost heater, defrost thermostat and defrost control are tested and replaced if faulty.",
        timeRequired: "45-90 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Handheld steamer", "Towels"],
        safetyNotes:
          "Unplug the refrigerator, move food to coolers, and keep towels on the floor for melting ice. Evaporator fins are sharp; wear gloves.",
      },
      {
        step: 4,
        title: "Check the sealed system and verify cooling",
        description:
          "If airflow and defrost are fine, the technician checks the sealed system for leaks and compressor function. After the repair, the refrigerator is run while temperatures are checked until they fall steadily.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Refrigerant gauges", "Electronic leak detector", "Digital thermometer"],
        safetyNotes: "Sealed-system work with refrigerant must be done by an EPA Section 608 certified technician.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check the temperature setting, make sure vents are not blocked, clean the condenser coils with the fridge unplugged and listen for the fans running. If the fridge is still warm after that, call a technician quickly; keep the doors closed, and throw out perishable food that has been above 40°F for more than two hours.",
    seoTitle: "Refrigerator Not Cooling? Houston Repair Guide",
    seoDescription:
      "Fridge warm but the freezer still cold? Learn the causes, from dirty coils and failed fans to defrost and compressor faults, and repair costs in Houston.",
    seoKeywords: [
      "refrigerator not cooling",
      "fridge warm freezer cold",
      "refrigerator evaporator fan",
      "refrigerator compressor start relay",
      "refrigerator repair houston",
      "emergency fridge repair",
    ],
  },
  {
    id: "rf-2",
    name: "Refrigerator Ice Maker Not Working",
    slug: "refrigerator-ice-maker-not-working",
    key: "ice-maker-not-working",
    appliance: "refrigerator",
    description:
      "The ice maker stops making ice, makes small or hollow cubes, or freezes into a solid block. The cause is usually a water supply problem, a frozen fill tube, a freezer that is not cold enough, or a failed ice maker assembly.",
    symptoms: [
      "No new ice in the bin for a day or more",
      "Small, hollow or misshapen ice cubes",
      "Ice cubes fused into a solid block in the bin",
      "Water dispenser also slow or not working",
      "Ice maker makes clicking or buzzing sounds but no ice drops",
      "Ice build-up around the fill tube or in the ice chute",
    ],
    causes: [
      "Closed, kinked or clogged water supply line or saddle valve",
      "Failed water inlet valve or clogged valve screen",
      "Fill tube frozen solid",
      "Clogged or old water filter reducing flow",
      "Freezer warmer than about 10°F, so the ice maker will not cycle",
      "Failed ice maker module, motor or shutoff arm or sensor",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 187, max: 365 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 365, accuracy: 90 },
    prevention: [
      "Replace the refrigerator water filter every six months",
      "Replace a self-piercing saddle valve with a proper quarter-turn shutoff valve",
      "Keep the freezer at 0°F and avoid packing it so tightly that air cannot reach the ice maker",
      "Empty and shake the ice bin every week or two so cubes do not fuse",
      "Turn off the ice maker if you will not use ice for a while so stale cubes do not jam it",
      "If you have hard water, consider a whole-house or under-sink filter to reduce scale in the inlet valve",
    ],
    whyItHappens: {
      primaryCause: "The ice maker is not getting enough water or the freezer is not cold enough for it to cycle.",
      explanation:
        "An ice maker fills its mold with water through an electric inlet valve and a fill tube, waits until the mold is cold enough, then heats the mold briefly and ejects the cubes. If water flow is restricted by a clogged filter, kinked line or weak valve, cubes come out small or hollow, and a valve that drips can freeze the fill tube. The ice maker will not harvest if the freezer is too warm. Hard water scale and sediment slowly clog the valve screen.",
      commonTriggers: [
        "Water filter not replaced for more than six months",
        "Refrigerator pushed back, kinking the water line",
        "Low household water pressure",
        "Frequent door openings warming the freezer",
        "Freezer door left slightly open",
      ],
      ageFactors: "Water inlet valves commonly fail at 5-8 years, and ice maker assemblies at 5-10 years.",
      usageFactors:
        "Households that use a lot of ice run the ice maker through many harvests a day, which wears the motor and mold heater sooner, and freezers opened often may run too warm for the ice maker to cycle.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check water supply and freezer temperature",
        description:
          "The technician confirms the supply valve is open, the water filter is current and the freezer is near 0°F. Flow at the door dispenser is measured into a cup, since weak flow there points to a supply, filter or valve restriction rather than the ice maker itself.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Digital thermometer", "Measuring cup", "Flashlight"],
      },
      {
        step: 2,
        title: "Thaw the fill tube and test the inlet valve",
        description:
          "A frozen fill tube is thawed with a steamer, and the water inlet valve is tested for coil resistance and checked for a scaled or clogged inlet screen. Kinks in the supply line behind the refrigerator are straightened or the line is replaced.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Handheld steamer", "Multimeter", "Nut driver set", "Towels"],
        safetyNotes:
          "Unplug the refrigerator and shut off the water supply valve before disconnecting the inlet valve; keep towels ready for water in the lines.",
      },
      {
        step: 3,
        title: "Test the ice maker assembly",
        description:
          "The ice maker is put through a forced harvest to check the motor, mold heater, ejector and shutoff arm or sensor. If it does not complete the cycle with a cold mold and good power, the ice maker module or full assembly is replaced.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Keep fingers away from the ejector arm during test mode, and unplug the refrigerator before removing the ice maker.",
      },
      {
        step: 4,
        title: "Flush the line and confirm ice production",
        description:
          "About three gallons are run through the dispenser to flush air and carbon fines from the line and filter, and the ice maker is switched back on. The first harvests are discarded, and every fitting behind the refrigerator is checked for drips.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Bucket", "Towels", "Flashlight"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check the ice maker switch or arm, open the supply valve, replace an old water filter and break up a jammed bin. If ice still does not come or the fill tube keeps freezing, a technician should test the inlet valve and ice maker assembly.",
    seoTitle: "Ice Maker Not Working? Houston Refrigerator Repair",
    seoDescription:
      "Ice maker not making ice? Learn the causes, from clogged water filters and frozen fill tubes to failed inlet valves, and ice maker repair costs in Houston.",
    seoKeywords: [
      "ice maker not working",
      "refrigerator ice maker repair",
      "ice maker fill tube frozen",
      "refrigerator water inlet valve",
      "ice maker repair houston",
    ],
  },
  {
    id: "rf-3",
    name: "Refrigerator Leaking Water",
    slug: "refrigerator-leaking-water",
    key: "leaking-water",
    appliance: "refrigerator",
    description:
      "Water pools under the crisper drawers, on the floor in front of the refrigerator, or behind it. Most often the defrost drain is clogged or frozen, but supply line and inlet valve leaks can damage floors and cabinets quickly.",
    symptoms: [
      "Water on the floor in front of the refrigerator",
      "Water pooling under the crisper drawers",
      "Ice sheet forming on the freezer floor",
      "Water dripping from the dispenser area",
      "Damp flooring or baseboard behind the refrigerator",
      "Musty smell near the refrigerator",
    ],
    causes: [
      "Clogged or frozen defrost drain tube",
      "Cracked or misplaced defrost drain pan",
      "Cracked water supply line or loose compression fitting",
      "Leaking water inlet valve",
      "Loose or wrong water filter, or a cracked filter housing",
      "Worn door gasket letting humid air in, causing excess condensation",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 187, max: 395 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 395, accuracy: 89 },
    prevention: [
      "Replace a plastic water supply line with a braided stainless line",
      "Replace water filters with the correct genuine part and make sure it clicks fully into place",
      "Keep food away from the back wall of the fresh-food section where it can block the drain",
      "Check under and behind the refrigerator for moisture twice a year",
      "Keep door gaskets clean and replace them if torn",
      "Place a leak sensor alarm behind the refrigerator",
    ],
    whyItHappens: {
      primaryCause: "Defrost water cannot reach the drain pan, or a water connection is leaking.",
      explanation:
        "Frost-free refrigerators melt frost off the evaporator several times a day and the water runs through a drain tube to a pan under the refrigerator, where the condenser fan evaporates it. If food debris or ice blocks the drain, the water overflows inside the cabinet and runs under the crisper drawers or onto the floor. Water lines and inlet valves are under household pressure and can leak even when the refrigerator is off. Houston's high humidity means more moisture enters every time the door opens, so drains carry more water and a blocked drain fills quickly.",
      commonTriggers: [
        "Food debris or ice in the defrost drain",
        "Supply line kinked or cracked when the fridge was moved",
        "Incorrect or loose water filter",
        "High humidity and frequent door opening",
        "Refrigerator not level, so water runs forward",
      ],
      ageFactors:
        "Drain clogs can happen at any age, while inlet valves and plastic supply lines commonly fail at 5-10 years.",
      usageFactors:
        "Refrigerators opened frequently in humid kitchens produce more defrost water, and owners who move the fridge to clean behind it risk kinking or cracking the water line.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Locate the leak source",
        description:
          "The technician notes where the water collects, then inspects the defrost drain, drain pan, supply line, inlet valve and filter housing. Water inside the cabinet points to the defrost drain, while water only behind or under the unit points to the supply side.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Flashlight", "Towels", "Nut driver set"],
        safetyNotes:
          "Shut off the water supply valve if the line is leaking, and unplug the refrigerator if water has reached the outlet.",
      },
      {
        step: 2,
        title: "Clear the defrost drain",
        description:
          "The freezer back panel is removed, ice in the drain trough is melted, and the drain tube is flushed with warm water until it runs freely into the pan. On models prone to refreezing, the technician fits the manufacturer's updated drain heater clip or drain strainer.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Handheld steamer", "Turkey baster", "Flexible drain brush", "Nut driver set"],
        safetyNotes:
          "Unplug the refrigerator before removing the freezer panel and keep food in coolers; evaporator fins are sharp.",
      },
      {
        step: 3,
        title: "Repair water connections",
        description:
          "A cracked supply line, leaking inlet valve or cracked filter housing is replaced and compression fittings are remade with new ferrules. The drain pan is reseated under the drain tube, or replaced if it is cracked.",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Adjustable wrench", "Tubing cutter", "Compression fittings", "Towels"],
        safetyNotes:
          "Shut off the water supply valve and unplug the refrigerator before disconnecting the inlet valve. Move the refrigerator with an appliance dolly or two people.",
      },
      {
        step: 4,
        title: "Level the refrigerator and test",
        description:
          "The refrigerator is leveled with the front slightly higher than the back so the doors close and water runs toward the drain. The water is turned back on, and every connection and the drain are checked with a dry paper towel.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Level", "Adjustable wrench", "Flashlight"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely shut off the water, check that the filter is fully seated, clear food from the drain opening and look for an obvious drip at the supply line. A drain frozen behind the freezer panel, or a leaking inlet valve or line, needs the refrigerator unplugged, pulled out and opened, so call a technician, especially for built-in models.",
    seoTitle: "Refrigerator Leaking Water? Houston Repair Guide",
    seoDescription:
      "Water under your fridge? Learn the causes, from clogged defrost drains and cracked supply lines to leaking inlet valves, plus repair costs in Houston.",
    seoKeywords: [
      "refrigerator leaking water",
      "water under fridge",
      "refrigerator defrost drain clogged",
      "refrigerator water line leak",
      "refrigerator repair houston",
    ],
  },
  {
    id: "rf-4",
    name: "Refrigerator Frost Buildup",
    slug: "refrigerator-frost-buildup",
    key: "frost-buildup",
    appliance: "refrigerator",
    description:
      "Frost or ice builds up on the freezer's back panel, around the door opening or on stored food, and the refrigerator section slowly warms. A frost-free refrigerator should never build visible frost, so this points to a failed defrost system or a door that is not sealing.",
    symptoms: [
      "Thick white frost covering the freezer's rear panel or air vents",
      "Ice crystals forming on and inside packaged frozen food",
      "Frost or ice ridges around the freezer door opening and gasket",
      "Refrigerator section slowly getting warmer over several days",
      "Scraping or ticking noise from the freezer fan blade hitting ice",
      "Freezer door that does not pull shut on its own or pops back open",
    ],
    causes: [
      "Burned-out defrost heater under the evaporator coil",
      "Failed defrost thermostat (bimetal) that never lets the heater turn on",
      "Failed defrost timer or adaptive defrost control board",
      "Torn, flattened or warped door gasket letting humid air in",
      "Door held open by overloaded bins or a refrigerator tilted forward",
      "Clogged defrost drain that refreezes into an ice sheet on the freezer floor",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 195, max: 425 },
    repairTime: "1-3 hours",
    estimate: { min: 195, max: 425, accuracy: 88 },
    prevention: [
      "Test the door gaskets by closing a dollar bill in the door at several points; it should drag when pulled out",
      "Clean the gaskets every few months with warm soapy water so they stay soft and grip the cabinet",
      "Level the refrigerator with the front slightly higher than the back so the doors swing closed on their own",
      "Do not overfill door bins or stack items that stop the freezer door from closing fully",
      "Let hot food cool before freezing it, since its steam turns straight into frost",
      "Keep door openings short, especially on humid Houston summer days and for garage refrigerators",
    ],
    whyItHappens: {
      primaryCause:
        "The defrost system has stopped melting frost off the evaporator, or humid air is leaking past the door seal.",
      explanation:
        "Every time the door opens, moist air enters and its water freezes onto the evaporator coil behind the freezer panel. Several times a day the defrost control switches on a heater under the coil, and the defrost thermostat turns it off once the coil is clear, sending the meltwater down the drain. If the heater, thermostat or control fails, frost keeps building until air can no longer pass through the coil and the fresh-food section warms. In Houston's humid air, a torn gasket or a door left ajar adds far more moisture than a working defrost system can keep up with.",
      commonTriggers: [
        "Defrost heater or defrost thermostat failure",
        "Freezer door left slightly ajar overnight",
        "Torn or hardened door gasket",
        "Frequent door opening in humid weather",
        "Refrigerator leaning forward so the doors do not self-close",
      ],
      ageFactors:
        "Defrost heaters and defrost thermostats commonly fail at 5-10 years, and door gaskets tend to harden and lose their seal at 8-12 years.",
      usageFactors:
        "Refrigerators opened constantly by large families, and second refrigerators in humid, unconditioned garages, load the evaporator with much more frost and expose a weak defrost system quickly.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Read the frost pattern and check the door seal",
        description:
          "The technician looks at where the frost has formed and tests the gaskets around both doors. Even frost across the whole evaporator points to a defrost failure, while frost concentrated near the door points to a seal or door-closing problem.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Flashlight", "Digital thermometer"],
      },
      {
        step: 2,
        title: "Melt the ice and expose the evaporator",
        description:
          "Food is moved to coolers, the freezer's rear panel is removed and the ice is melted from the coil with a steamer. The technician notes whether the coil is frozen solid and whether the drain trough is blocked.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Handheld steamer", "Nut driver set", "Towels", "Coolers"],
        safetyNotes:
          "Unplug the refrigerator before removing the panel. Never chip ice with a knife or screwdriver; a punctured evaporator tube releases refrigerant and usually ends the refrigerator's life.",
      },
      {
        step: 3,
        title: "Test and replace the defrost parts",
        description:
          "The defrost heater, defrost thermostat and defrost timer or control board are tested for continuity and correct operation. The failed part is replaced, and the drain trough and tube are flushed clear.",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Needle-nose pliers", "Turkey baster"],
        safetyNotes: "Wear gloves; the aluminum fins of the evaporator are sharp enough to cut.",
      },
      {
        step: 4,
        title: "Reassemble and run a forced defrost",
        description:
          "The panel is refitted and the technician forces a defrost cycle to confirm the heater warms and then shuts off. A torn gasket is replaced and the refrigerator is leveled so the doors close by themselves.",
        timeRequired: "15-30 minutes",
        toolsNeeded: ["Nut driver set", "Multimeter", "Level"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check and clean the gaskets, level the refrigerator and do a manual defrost by unplugging it for 24 hours with the doors open and towels down, which buys time. If the frost returns within a few days, a defrost part has failed and a technician should test the heater, thermostat and control.",
    seoTitle: "Freezer Frost Buildup? Houston Refrigerator Repair",
    seoDescription:
      "Frost or ice building up in your freezer? Learn the causes, from failed defrost heaters and thermostats to leaky door gaskets, and repair costs in Houston.",
    seoKeywords: [
      "refrigerator frost buildup",
      "freezer icing up",
      "defrost heater replacement",
      "refrigerator defrost thermostat",
      "refrigerator repair houston",
    ],
  },
  {
    id: "rf-5",
    name: "Refrigerator Making Loud Noise",
    slug: "refrigerator-loud-noise",
    key: "loud-noise",
    appliance: "refrigerator",
    description:
      "The refrigerator buzzes, grinds, rattles or clicks louder than it used to. Some sounds, like gurgling refrigerant, a hiss during defrost or the ice maker filling, are normal, but a new grinding, squealing or repeated clicking usually means a fan motor or compressor part is failing.",
    symptoms: [
      "Squealing or chirping from inside the freezer that gets louder when the door opens",
      "Grinding or ticking from the freezer as a fan blade hits ice",
      "Rattling or buzzing from the bottom rear of the refrigerator",
      "Loud click every few minutes from behind the refrigerator, followed by silence",
      "Constant buzzing from the back when the ice maker is not filling",
      "Loud knocking or humming from the compressor when it starts or stops",
    ],
    causes: [
      "Worn evaporator fan motor bearings, or the fan blade striking frost",
      "Worn condenser fan motor or debris caught in the condenser fan blade",
      "Failed compressor start relay or overload clicking as the compressor fails to start",
      "Water inlet valve buzzing because the supply is off, weak or clogged",
      "Loose drain pan or refrigerant tubing vibrating against the cabinet",
      "Worn compressor mounts or an internally worn compressor",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 187, max: 385 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 385, accuracy: 88 },
    prevention: [
      "Clean the condenser coils and fan area every six months so dust and pet hair do not unbalance the fan",
      "Keep the refrigerator level and all four feet or rollers firmly on the floor",
      "Leave an inch or more of space behind the refrigerator so tubing does not touch the wall",
      "Keep the water supply valve fully open and replace the filter every six months so the inlet valve is not starved",
      "Fix frost buildup promptly so ice never reaches the evaporator fan blade",
      "Use a surge protector, since surges can damage the start relay and compressor electronics",
    ],
    whyItHappens: {
      primaryCause:
        "A worn fan motor or failing compressor start part, or a loose component vibrating against the cabinet.",
      explanation:
        "A refrigerator has two fans, an evaporator fan in the freezer and a condenser fan near the compressor, and both run for many hours a day, so their bearings eventually dry out and squeal or grind. The compressor is started by a start relay and protected by an overload; when either fails, or the compressor cannot start, the overload clicks off and retries every few minutes. Frost buildup can reach the evaporator fan blade and make a ticking or scraping noise. Loose drain pans, tubing and mounts turn normal compressor vibration into a rattle.",
      commonTriggers: [
        "Fan motor bearings drying out with age",
        "Dust and pet hair on the condenser fan",
        "Frost reaching the evaporator fan",
        "Power surges damaging the start relay",
        "Refrigerator moved and not re-leveled",
      ],
      ageFactors:
        "Evaporator and condenser fan motors commonly get noisy at 5-10 years, while start relays and compressor mounts tend to fail after 8-12 years.",
      usageFactors:
        "Refrigerators in hot garages or kitchens run their fans and compressor much longer each day, so parts wear and get noisy sooner; Houston summers can double the run time of a garage refrigerator.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Locate the noise",
        description:
          "The technician listens with the doors open and closed and with the compressor running and off. Noises that stop when the freezer door opens point to the evaporator fan, while noises from the bottom rear point to the condenser fan, compressor or drain pan.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Flashlight", "Mechanic's stethoscope"],
      },
      {
        step: 2,
        title: "Inspect fans and loose parts",
        description:
          "The rear access panel is removed to inspect the condenser fan, compressor mounts, tubing and drain pan. Dust is cleaned, debris removed, and loose parts are secured.",
        timeRequired: "15-25 minutes",
        toolsNeeded: ["Nut driver set", "Coil brush", "Shop vacuum"],
        safetyNotes: "Unplug the refrigerator first; the compressor and discharge tubing can be hot enough to burn.",
      },
      {
        step: 3,
        title: "Test and replace the faulty part",
        description:
          "The fan motors, start relay, overload and inlet valve are tested, and the worn or failed part is replaced. If the evaporator fan blade is hitting frost, the defrost system is tested too.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Needle-nose pliers"],
        safetyNotes:
          "Unplug the refrigerator before disconnecting any electrical part. Shut off the water supply valve before replacing the inlet valve. Compressor and refrigerant work requires an EPA-certified technician.",
      },
      {
        step: 4,
        title: "Reassemble and confirm quiet operation",
        description:
          "The panels are refitted, the refrigerator is leveled and a full run cycle is checked. The technician confirms the noise is gone and the refrigerator is cooling properly.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Level", "Digital thermometer"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely level the refrigerator, check that the drain pan is seated and clean the condenser coils with the power off. Noisy fans, a clicking compressor and buzzing inlet valves need testing and part replacement by a technician; a repeated click with warming temperatures is urgent because the compressor is not starting.",
    seoTitle: "Noisy Refrigerator? Houston Refrigerator Repair",
    seoDescription:
      "Fridge buzzing, grinding or clicking? Learn which noises are normal and which mean a failing fan motor or compressor start relay, plus repair costs in Houston.",
    seoKeywords: [
      "refrigerator making loud noise",
      "refrigerator buzzing",
      "refrigerator fan noise",
      "refrigerator clicking",
      "refrigerator repair houston",
    ],
  },
] satisfies RepairIssueInput[];
