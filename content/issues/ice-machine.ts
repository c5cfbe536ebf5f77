import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "im-1",
    name: "Ice Machine Not Making Ice",
    slug: "ice-machine-not-making-ice",
    key: "not-making-ice",
    appliance: "ice-machine",
    description:
      "The ice machine has power and may hum or run its fan, but the bin stays empty or only a few cubes drop each day. The fault is usually in the water supply, the bin-full sensing or the refrigeration side, and a short diagnosis tells which.",
    symptoms: [
      "Bin empty or nearly empty after 24 hours with the machine switched on",
      "Compressor and condenser fan run but no ice slab or cubes form on the evaporator",
      "Water reservoir or trough stays dry at the start of a freeze cycle",
      "Machine stays idle as if the bin were full even though the bin is empty",
      "Evaporator plate feels cool but not frosty, or is covered in a thin layer of slush",
      "Flashing clean, service or power light on the control panel",
    ],
    causes: [
      "Failed water inlet valve solenoid, or its inlet screen clogged with sediment",
      "Clogged water filter or a kinked, crushed or closed supply line behind the unit",
      "Bin thermostat or infrared bin sensor stuck in the full position",
      "Dirty condenser coil or failed condenser fan motor causing a high-pressure shutdown",
      "Failed water pump that no longer circulates water over the evaporator plate",
      "Refrigerant leak, failed compressor start relay or a faulty control board or thermistor",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 175, max: 425 },
    repairTime: "1-3 hours",
    estimate: { min: 175, max: 410, accuracy: 88 },
    prevention: [
      "Replace the water filter every 6 months, or sooner if ice production drops before then",
      "Vacuum or brush the condenser grille and coil every 3 months, more often if pets shed nearby",
      "Keep the front grille of a built-in undercounter unit clear; do not block it with trash cans or toe-kick panels",
      "Run the manufacturer's cleaning cycle with a nickel-safe ice machine cleaner at least twice a year",
      "Make sure the incoming water stays between 50°F and 90°F; reroute supply lines away from hot exterior walls or attic runs",
      "Check behind the unit after any kitchen work that the supply line is not kinked and the shutoff valve is fully open",
    ],
    whyItHappens: {
      primaryCause:
        "The machine is not getting water to the evaporator, or the refrigeration system cannot pull the evaporator cold enough to freeze it.",
      explanation:
        "An ice machine runs a repeating cycle: the water inlet valve fills a reservoir, a water pump flows that water over a refrigerated evaporator plate until ice builds to the set thickness, then a hot gas valve warms the plate so the ice releases into the bin. A bin thermostat or bin sensor pauses production when ice reaches it. If the valve or filter starves the reservoir, the pump moves nothing; if the bin sensor reads full, the machine never starts a cycle; and if the condenser cannot shed heat, pressure rises until the safety control shuts the compressor off. Each of these leaves an empty bin with a machine that otherwise looks alive.",
      commonTriggers: [
        "Water filter left in place well past 6 months",
        "Condenser coil packed with lint, dust or pet hair",
        "Supply line kinked when the unit was pushed back into its cabinet",
        "Ice or water spilled onto the bin thermostat bulb or bin sensor eye",
        "Power surges during summer storms damaging the control board",
      ],
      ageFactors:
        "Inlet valves and water pumps commonly fail at 4-7 years, while compressor and sealed-system faults are more likely after 8-10 years.",
      usageFactors:
        "Machines scooped constantly for entertaining run near-continuous cycles and wear pumps and valves faster, and units in outdoor kitchens or garages work much harder during Houston summers.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm water supply and bin sensing",
        description:
          "The technician checks the supply valve, line and filter, then watches the start of a cycle to see whether the reservoir fills. The bin thermostat or bin sensor is tested to confirm the control actually sees an empty bin.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Multimeter", "Bucket", "Towels"],
        safetyNotes: "Shut the water supply valve before disconnecting the supply line or removing the filter housing.",
      },
      {
        step: 2,
        title: "Test electrical components",
        description:
          "With the access panel off, the inlet valve solenoid, water pump, hot gas valve and condenser fan motor are tested for correct resistance and voltage. Thermistor readings are compared against the manufacturer's chart and any stored error codes are read.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Torx driver set", "Manufacturer's service data"],
        safetyNotes:
          "Unplug the unit or switch off its breaker before removing panels; live-voltage tests are done only with insulated probes.",
      },
      {
        step: 3,
        title: "Check the refrigeration system",
        description:
          "If water flows but no ice forms, the technician checks evaporator and condenser temperatures, compressor current draw and the start relay. Suspected refrigerant leaks are traced before any sealed-system work is quoted.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Clamp ammeter", "Digital thermometer", "Electronic leak detector", "Refrigeration gauges"],
        safetyNotes:
          "Condenser fan blades and compressor lines can be hot or moving; keep hands clear while the unit runs with panels off.",
      },
      {
        step: 4,
        title: "Replace the faulty part and verify harvest",
        description:
          "The failed part, most often the inlet valve, water pump, condenser fan motor or bin sensor, is replaced and the condenser is cleaned. The machine is run through at least one full freeze and harvest cycle to confirm ice forms and drops into the bin.",
        timeRequired: "30-90 minutes",
        toolsNeeded: ["Nut driver set", "Adjustable wrench", "Condenser coil brush", "Shop vacuum"],
        safetyNotes: "Keep the breaker off until all wiring is reconnected and panels are back in place.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check that the supply valve is open, replace the water filter, clean the condenser grille and make sure nothing is sitting on the bin sensor. If the reservoir does not fill or the evaporator never gets cold after those checks, the fault is a valve, pump, control or sealed-system problem that needs a technician with meters and refrigeration tools.",
    seoTitle: "Ice Machine Not Making Ice? Houston Repair Guide",
    seoDescription:
      "Ice machine running but not making ice? Learn the common causes, from clogged filters and inlet valves to bin sensors and condensers, plus Houston costs.",
    seoKeywords: [
      "ice machine not making ice",
      "undercounter ice maker not working",
      "ice machine repair houston",
      "ice maker water inlet valve",
      "ice machine bin thermostat",
      "ice maker no ice",
    ],
  },
  {
    id: "im-2",
    name: "Ice Machine Making Small or Cloudy Ice",
    slug: "ice-machine-small-cloudy-ice",
    key: "small-cloudy-ice",
    appliance: "ice-machine",
    description:
      "The machine still makes ice, but the cubes are thin, hollow, misshapen or cloudy instead of full and clear. This usually means the evaporator is not getting a full, even flow of clean water during the freeze cycle, or the harvest is starting too early.",
    symptoms: [
      "Cubes thinner than normal or with hollow, dimpled centres",
      "Cloudy or white ice from a machine that used to make clear ice",
      "Ice slab breaks into uneven chunks instead of clean cubes on the cutter grid",
      "Some cells of the evaporator fill while others stay empty",
      "Cubes fused together in the bin or melting into a solid block",
      "White flakes or a chalky taste in drinks",
    ],
    causes: [
      "Low water pressure from a partly clogged water filter or inlet valve screen",
      "Mineral scale on the evaporator plate or water distributor tube blocking even water flow",
      "Weak water pump that cannot keep the whole evaporator covered",
      "Ice thickness probe or evaporator thermistor scaled over or out of adjustment",
      "Drain valve or drain pump not purging the reservoir, so minerals concentrate with each cycle",
      "Low refrigerant charge leaving part of the evaporator too warm to freeze",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 162, max: 310 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 295, accuracy: 90 },
    prevention: [
      "Replace the water filter every 6 months so the machine gets full pressure and fewer dissolved solids",
      "Descale the evaporator and water system every 6 months in Houston's hard water, or whenever white deposits appear",
      "Keep incoming water between 50°F and 90°F; water warmer than that slows freezing and thins the cubes",
      "Do not run softened water straight from a salt-based softener into the machine unless the manufacturer allows it",
      "Empty and wipe out the bin monthly so old, fused ice does not sit against fresh cubes",
      "Level the machine after it is moved so water spreads evenly across the evaporator",
    ],
    whyItHappens: {
      primaryCause: "Uneven or restricted water flow over the evaporator, or a water supply loaded with minerals.",
      explanation:
        "Clear ice forms because moving water freezes layer by layer while dissolved minerals stay in the water and are flushed away at the end of each cycle. If the pump or distributor delivers too little water, parts of the plate freeze thin or not at all, and if the purge does not dump the mineral-rich reservoir, those minerals freeze into the cubes and turn them cloudy. Scale on the evaporator also insulates it, so the thickness sensor or timer ends the cycle before the cubes are full. A low refrigerant charge produces a similar pattern, usually with cubes missing from the same area of the plate every cycle.",
      commonTriggers: [
        "Hard water with no scale-inhibiting filter",
        "Filter overdue by several months",
        "Cleaning cycle skipped for a year or more",
        "Drain line kinked after the unit was serviced or moved",
        "Warm incoming water in late summer",
      ],
      ageFactors:
        "Scale-related thin ice can appear within the first 1-2 years in hard water, while weak water pumps and refrigerant leaks are more common after 5-8 years.",
      usageFactors:
        "Heavily used machines cycle more water through the system and build scale faster, while machines left idle for weeks can grow slime in the reservoir that affects ice clarity.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect a freeze cycle",
        description:
          "The technician watches a freeze cycle with the front panel off to see how water flows across the evaporator and where the ice forms thin. Water pressure at the inlet valve and the filter condition are checked at the same time.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Nut driver set", "Pressure gauge"],
        safetyNotes:
          "Keep fingers away from the cutter grid, which carries low-voltage current and is heated during harvest.",
      },
      {
        step: 2,
        title: "Descale and sanitize the water system",
        description:
          "The reservoir is drained and an ice machine cleaner is run through the cleaning cycle to dissolve scale from the evaporator, distributor and pump. Removable parts are hand-scrubbed, then the system is sanitized and rinsed.",
        timeRequired: "45 minutes",
        toolsNeeded: [
          "Nickel-safe ice machine cleaner",
          "Ice machine sanitizer",
          "Soft nylon brushes",
          "Bucket",
          "Gloves",
        ],
        safetyNotes:
          "Wear gloves and eye protection with acid cleaners, and never mix cleaner and sanitizer in the same step.",
      },
      {
        step: 3,
        title: "Test pump, purge and sensors",
        description:
          "The water pump output, drain valve or drain pump, and ice thickness probe or evaporator thermistor are tested. The thickness setting is adjusted to the manufacturer's specification if the slab is releasing too early.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Feeler gauge", "Manufacturer's service data"],
        safetyNotes: "Unplug the machine before disconnecting the pump or sensor wiring.",
      },
      {
        step: 4,
        title: "Replace parts and check ice quality",
        description:
          "A weak pump, scaled sensor or failed drain valve is replaced and a fresh water filter is fitted. Two full cycles are run and the cubes are checked for thickness, clarity and clean separation.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Nut driver set", "Adjustable wrench", "Towels"],
        safetyNotes: "Shut off the water supply valve before replacing the filter or any water-carrying part.",
      },
    ],
    professionalVsDiy:
      "Replacing the filter and running the built-in cleaning cycle with the cleaner your manufacturer specifies is safe for most owners and often restores normal cubes. If the ice stays thin or cloudy afterwards, a technician should test the pump, thickness sensor, purge and refrigerant charge, since those involve wiring, calibration and sealed-system work.",
    seoTitle: "Ice Machine Making Small or Cloudy Ice | Houston",
    seoDescription:
      "Ice machine making thin, hollow or cloudy cubes? See why scale, low water flow and a failed purge cause it, how techs fix it and what repair costs in Houston.",
    seoKeywords: [
      "ice machine small cubes",
      "cloudy ice from ice maker",
      "ice machine thin ice",
      "ice maker hollow cubes",
      "ice machine repair houston",
    ],
  },
  {
    id: "im-3",
    name: "Ice Machine Leaking",
    slug: "ice-machine-leaking",
    key: "leaking",
    appliance: "ice-machine",
    description:
      "Water is pooling under or in front of the ice machine, dripping into the cabinet below or soaking the floor. Because an undercounter unit sits on finished flooring and against cabinets, even a slow leak can cause swelling, rot and mould within days.",
    symptoms: [
      "Puddle on the floor in front of or under the unit",
      "Swollen cabinet sides or toe kick next to the machine",
      "Water overflowing from the reservoir or trough during fill",
      "Standing water in the ice bin that does not drain away",
      "Drain pump running repeatedly or making a gurgling noise",
      "Damp supply line connection or water stains on the wall behind the unit",
    ],
    causes: [
      "Clogged or kinked gravity drain line, or a drain line without enough slope to the floor drain",
      "Failed drain pump or stuck drain pump check valve",
      "Water inlet valve not closing fully, overfilling the reservoir",
      "Loose compression fitting or cracked supply line at the inlet valve",
      "Bin drain clogged with slime or scale",
      "Reservoir, trough or water distributor cracked or not seated after cleaning",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 165, max: 340 },
    repairTime: "1-2 hours",
    estimate: { min: 165, max: 325, accuracy: 90 },
    prevention: [
      "Inspect the supply line and drain line behind the unit twice a year, ideally when you change the 6-month water filter",
      "Use a braided stainless supply line instead of plastic tubing or a saddle valve",
      "Clean the bin drain and drain pump inlet during every cleaning cycle so slime cannot build up",
      "Make sure any gravity drain runs downhill all the way to the floor drain or standpipe with no sags",
      "Reseat the reservoir, trough and distributor carefully after cleaning before restarting the machine",
      "Place a leak alarm under or beside the unit so a slow leak is caught early",
    ],
    whyItHappens: {
      primaryCause:
        "Water that should leave through the drain is blocked, or a supply connection or inlet valve is letting water escape.",
      explanation:
        "Ice machines use far more water than the ice they make, because the reservoir is purged every cycle and melt water from the bin drains continuously. That water must leave by gravity or through a small drain pump, so any slime, scale or kink in the drain path backs water up until it overflows onto the floor. On the supply side, an inlet valve whose seat is worn or scaled keeps trickling after the fill ends, and a loose fitting leaks under full line pressure around the clock. Leaks that appear only during harvest usually point to the drain; constant leaks point to the supply.",
      commonTriggers: [
        "Drain line pinched when the unit was slid back into its opening",
        "Slime build-up in the bin drain during hot, humid months",
        "Scale fouling the inlet valve seat in hard water",
        "Plastic supply tubing cracking with age",
        "Parts put back out of place after a cleaning cycle",
      ],
      ageFactors:
        "Drain pumps and inlet valves commonly start to leak or fail at 4-8 years, and plastic supply tubing often becomes brittle after 5 years.",
      usageFactors:
        "Machines that make ice nearly nonstop push more purge and melt water through the drain, and units in hot garages or outdoor kitchens drain more melt water from the bin.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Stop the water and find the source",
        description:
          "The technician shuts off the supply, dries the area and restarts the machine with the front panel off to watch a fill, freeze and harvest cycle. Whether the leak happens during fill, harvest or constantly points to the supply, reservoir or drain.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Towels", "Moisture meter", "Nut driver set"],
        safetyNotes:
          "Switch off the breaker or unplug the unit before wiping water near the electrical compartment, and shut the water supply valve first.",
      },
      {
        step: 2,
        title: "Clear and test the drain",
        description:
          "The bin drain, drain hose and drain pump inlet are flushed and cleared of slime and scale. The drain pump and its check valve are tested, and a gravity drain is checked for continuous slope to the floor drain.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Wet/dry vacuum", "Drain brush", "Multimeter", "Bucket"],
        safetyNotes:
          "Wear gloves when clearing slime from the drain, and keep the unit unplugged while the pump is disconnected.",
      },
      {
        step: 3,
        title: "Inspect the supply and inlet valve",
        description:
          "The supply line, compression fittings and inlet valve are checked under pressure for drips. The valve is tested for closing fully at the end of the fill; a valve that seeps is replaced rather than cleaned.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Adjustable wrench", "Multimeter", "Flashlight"],
        safetyNotes: "Keep the supply valve shut while loosening any water fitting.",
      },
      {
        step: 4,
        title: "Repair and run a leak check",
        description:
          "The failed drain pump, inlet valve, supply line or cracked reservoir part is replaced and fittings are tightened to specification. The machine runs through a full cycle with the floor and cabinet checked dry before the panels go back on.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Adjustable wrench", "Nut driver set", "Braided stainless supply line", "Towels"],
        safetyNotes: "Restore power only after the electrical compartment is dry and covered.",
      },
    ],
    professionalVsDiy:
      "Shut the supply valve and unplug the machine as soon as you see water, then check that the drain line is not kinked and the reservoir parts are seated after a recent cleaning. Drain pump, inlet valve and fitting repairs are best left to a technician, because they involve water connections next to wiring and a mistake can flood cabinets overnight.",
    seoTitle: "Ice Machine Leaking Water? Houston Repair Guide",
    seoDescription:
      "Ice machine leaking onto the floor? Learn how clogged drains, failed drain pumps and leaky inlet valves cause it, what to check first and Houston repair costs.",
    seoKeywords: [
      "ice machine leaking",
      "ice maker leaking water",
      "ice machine drain pump",
      "undercounter ice maker leak",
      "ice machine repair houston",
      "ice machine drain clogged",
    ],
  },
  {
    id: "im-4",
    name: "Ice Machine Slow Ice Production",
    slug: "ice-machine-slow-production",
    key: "slow-production",
    appliance: "ice-machine",
    description:
      "The machine makes good ice, but far less of it than it used to, and the bin never fills during busy periods. Production drops naturally in hot weather, but a large or sudden drop usually means a dirty condenser, warm supply water or a weakening refrigeration system.",
    symptoms: [
      "Bin takes two or more days to fill when it used to fill overnight",
      "Freeze cycles noticeably longer than normal",
      "Unit runs almost constantly with little ice to show for it",
      "Warm air blowing from the front grille and cabinet feeling hot",
      "Harvest slow, with the ice slab hanging on the evaporator before it drops",
      "Production falling off sharply during summer afternoons",
    ],
    causes: [
      "Condenser coil clogged with dust, lint or grease",
      "Condenser fan motor running slowly or stopping intermittently",
      "Ambient air around the unit above about 90°F, as in a garage or outdoor kitchen",
      "Incoming water above 90°F from a supply line run through a hot wall or attic",
      "Scale on the evaporator plate slowing both freezing and harvest",
      "Low refrigerant charge, leaking hot gas valve or weak compressor",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 162, max: 425 },
    repairTime: "1-3 hours",
    estimate: { min: 170, max: 410, accuracy: 87 },
    prevention: [
      "Clean the condenser coil every 3 months, and monthly in kitchens with heavy cooking grease",
      "Leave the clearances the installation manual requires, and never block the front grille of a built-in unit",
      "Keep incoming water between 50°F and 90°F; insulate or reroute supply lines that run through hot spaces",
      "Choose a unit rated for outdoor use if it will sit in an outdoor kitchen, and shade it from afternoon sun",
      "Descale the evaporator at least every 6 months in Houston's hard water",
      "Replace the water filter every 6 months so fills are quick and complete",
    ],
    whyItHappens: {
      primaryCause: "The refrigeration system cannot reject heat fast enough, so each freeze cycle takes longer.",
      explanation:
        "An ice machine moves heat from the water on its evaporator out through its condenser, and it can only do that as fast as the condenser can give heat to the surrounding air. A dirty coil, slow fan, hot room or warm supply water all lengthen the freeze cycle, and scale on the evaporator lengthens the harvest too. Production ratings are usually quoted at 70°F air and 50°F water, so a unit in a 95°F Houston garage fed with 85°F water can make a third less ice even when nothing is broken. A steady decline over months, or a sudden drop in mild weather, points to a failing fan, hot gas valve or refrigerant leak.",
      commonTriggers: [
        "Condenser not cleaned for a year or more",
        "Unit installed in a garage, patio or poorly ventilated cabinet",
        "Summer heat raising both room and water temperature",
        "Heavy scale on the evaporator from hard water",
        "A small refrigerant leak developing at a brazed joint",
      ],
      ageFactors:
        "Condenser fan motors often slow down after 5-7 years, and compressors and hot gas valves lose efficiency after about 8-10 years.",
      usageFactors:
        "Machines asked to refill the bin repeatedly for parties or a large household spend more time at full load, and outdoor units lose capacity quickly during July and August.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure operating conditions",
        description:
          "The technician records room and incoming water temperatures and times a full freeze and harvest cycle. These figures are compared with the manufacturer's production chart to see whether output is actually low for the conditions.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Digital thermometer", "Stopwatch", "Manufacturer's production chart"],
      },
      {
        step: 2,
        title: "Clean the condenser and check the fan",
        description:
          "The condenser coil is brushed and vacuumed and, where needed, degreased. The condenser fan motor is checked for speed, bearing drag and correct current draw.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Condenser coil brush", "Shop vacuum", "Coil cleaner", "Clamp ammeter"],
        safetyNotes:
          "Unplug the machine before reaching near the fan blade; condenser fins are sharp enough to cut fingers.",
      },
      {
        step: 3,
        title: "Check refrigeration performance",
        description:
          "Evaporator and condenser line temperatures are checked during the freeze cycle, and the hot gas valve is tested for leaking through. If a low charge is suspected, the system is leak-checked before any refrigerant is added.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Refrigeration gauges", "Electronic leak detector", "Digital thermometer"],
        safetyNotes:
          "Discharge lines near the compressor can exceed 150°F; wear gloves and keep clear of moving fan blades.",
      },
      {
        step: 4,
        title: "Repair and confirm production",
        description:
          "The technician replaces the fan motor or hot gas valve, descales the evaporator, or quotes sealed-system repair if a leak is found. A timed cycle is repeated to confirm production is back within the chart for the room and water temperatures.",
        timeRequired: "30-90 minutes",
        toolsNeeded: ["Nut driver set", "Multimeter", "Nickel-safe ice machine cleaner"],
        safetyNotes:
          "Keep the breaker off while replacing electrical parts, and wear gloves and eye protection with descaling chemicals.",
      },
    ],
    professionalVsDiy:
      "Cleaning the condenser grille, opening up airflow around the unit and checking water temperature are safe owner tasks and often recover a good share of lost production. If output stays well below the rated figure for your room and water temperatures, a technician needs to test the fan, hot gas valve and refrigerant charge, which requires sealed-system tools and certification.",
    seoTitle: "Ice Machine Making Ice Slowly? Houston Repair Guide",
    seoDescription:
      "Ice machine making less ice than it should? Learn how heat, dirty condensers, warm water and scale slow production, plus what repair costs in Houston homes.",
    seoKeywords: [
      "ice machine slow production",
      "ice maker not making enough ice",
      "ice machine condenser cleaning",
      "outdoor ice maker hot weather",
      "ice machine repair houston",
    ],
  },
  {
    id: "im-5",
    name: "Ice Machine Scale Buildup",
    slug: "ice-machine-scale-buildup",
    key: "scale-buildup",
    appliance: "ice-machine",
    description:
      "White, chalky mineral scale coats the evaporator, water distributor, reservoir and sensors, and the machine starts making less ice or harvesting poorly. In hard-water areas such as much of greater Houston, scale is the most common reason ice machines need service.",
    symptoms: [
      "White or tan crust on the evaporator plate, distributor tube or reservoir walls",
      "Clean or descale light on the control panel staying on",
      "Ice slab slow to release or sticking to the evaporator during harvest",
      "Smaller or cloudier cubes than when the machine was new",
      "Water distributor holes partly blocked, with water running over only part of the plate",
      "Gritty flakes in the bin or a mineral taste in the ice",
    ],
    causes: [
      "Hard water carrying calcium and magnesium that deposit as the water freezes and warms",
      "Water filter overdue, or a plain sediment filter without scale inhibitor",
      "Cleaning cycle skipped for a year or longer",
      "Drain valve or drain pump not purging the reservoir fully each cycle",
      "Incoming water near the top of the 50-90°F range, which drops minerals out faster",
      "Ice thickness probe or water level probe coated and misreading",
    ],
    urgency: "Low",
    difficulty: "Easy",
    avgCost: { min: 162, max: 280 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 265, accuracy: 93 },
    prevention: [
      "Run a full cleaning cycle with a nickel-safe ice machine cleaner every 6 months, or every 3-4 months if scale returns quickly",
      "Replace the water filter every 6 months and choose one with a scale inhibitor",
      "Sanitize the bin, reservoir and water system after each descaling to stop slime growth",
      "Keep the drain clear so the reservoir is fully purged every cycle",
      "Keep incoming water between 50°F and 90°F",
      "Reset the clean reminder only after actually running the cleaning cycle",
    ],
    whyItHappens: {
      primaryCause: "Dissolved minerals in the water stay behind on the evaporator and water system as ice is made.",
      explanation:
        "When water freezes on the evaporator, pure water turns to ice and the dissolved minerals are left in the remaining water, so the reservoir becomes more concentrated with every cycle. Some of those minerals deposit on the evaporator, distributor and reservoir, and the hot gas warming during harvest bakes them on further. The scale insulates the evaporator, slows freezing, makes the ice stick during harvest and can coat the probes the control relies on. Greater Houston's water, especially in suburbs on groundwater wells, carries enough hardness to build visible scale within months.",
      commonTriggers: [
        "Hard municipal or well water with no scale-inhibiting filter",
        "Filter changes skipped beyond 6 months",
        "Descaling cycle never run since installation",
        "Clogged drain stopping the purge",
        "Hot summer months with warmer supply water",
      ],
      ageFactors:
        "Scale can become a problem within 6-12 months of installation in hard water, and machines over 5 years old that were never descaled often have pitted evaporator coatings.",
      usageFactors:
        "The more ice a machine makes, the more water passes through it and the faster scale builds, so heavily used units need cleaning more often than the 6-month baseline.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Empty the bin and inspect scale",
        description:
          "The technician empties the bin, removes the front and evaporator covers and inspects the evaporator, distributor, probes and drain. The extent of scaling determines whether a chemical cleaning is enough or parts need hand-cleaning or replacement.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Nut driver set", "Ice scoop", "Cooler"],
        safetyNotes: "Unplug the machine before removing covers near the cutter grid or evaporator.",
      },
      {
        step: 2,
        title: "Run the descaling cycle",
        description:
          "A measured dose of ice machine cleaner approved for the machine's evaporator finish is added and the cleaning cycle is run. Removable parts such as the distributor, reservoir and probes are soaked and brushed separately.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nickel-safe ice machine cleaner", "Soft nylon brushes", "Bucket", "Gloves", "Safety glasses"],
        safetyNotes:
          "Ice machine cleaners are acidic; wear gloves and eye protection, and never use abrasive pads or household descalers on a nickel-plated evaporator.",
      },
      {
        step: 3,
        title: "Sanitize and clear the drain",
        description:
          "After rinsing, the water system, bin and scoop are sanitized with an approved sanitizer. The bin drain and drain pump inlet are flushed so purge water leaves freely.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Ice machine sanitizer", "Drain brush", "Wet/dry vacuum", "Towels"],
        safetyNotes: "Never mix cleaner and sanitizer; rinse thoroughly between the two steps.",
      },
      {
        step: 4,
        title: "Replace filter and verify ice",
        description:
          "A new water filter is installed and the clean reminder is reset. The first batch of ice is discarded and a second cycle is watched to confirm even water flow and clean harvest.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Replacement water filter", "Filter housing wrench"],
        safetyNotes: "Shut the water supply valve before opening the filter housing.",
      },
    ],
    professionalVsDiy:
      "Running the machine's built-in cleaning cycle with the cleaner named in the owner's manual, changing the filter and sanitizing the bin are routine owner maintenance. Call a technician if scale has blocked the distributor or coated the probes, if harvest problems remain after cleaning, or if you are unsure which cleaner is safe for your evaporator, because the wrong chemical can strip its plating.",
    seoTitle: "Ice Machine Scale Buildup & Descaling | Houston",
    seoDescription:
      "Hard Houston water leaves scale in ice machines, slowing production and clouding ice. Learn why it builds up, how descaling works and how to keep scale away.",
    seoKeywords: [
      "ice machine scale buildup",
      "descale ice machine",
      "ice machine cleaning houston",
      "hard water ice maker",
      "ice machine clean light",
      "ice machine repair houston",
    ],
  },
] satisfies RepairIssueInput[];
