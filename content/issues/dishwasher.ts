import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "dw-1",
    name: "Dishwasher Not Cleaning",
    slug: "dishwasher-not-cleaning",
    key: "not-cleaning",
    appliance: "dishwasher",
    description:
      "The dishwasher runs a full cycle but dishes come out with food residue, grit or a cloudy film. Almost always the machine is moving too little water, water that is too cool, or water that never reaches the upper rack.",
    symptoms: [
      "Dried food still stuck to plates and bowls after a full cycle",
      "Dishes on the upper rack come out dirtier than those on the lower rack",
      "Gritty, sand-like particles left on glasses and in cups",
      "White, chalky film on glassware that does not wipe off easily",
      "Detergent pod or powder only partly dissolved in the dispenser at the end of the cycle",
      "Quieter wash than normal, with humming but little sound of water spraying",
    ],
    causes: [
      "Clogged fine-mesh filter or coarse filter in the bottom of the tub",
      "Lower or upper wash arm nozzles blocked by mineral scale, seeds or glass fragments",
      "Worn circulation pump motor or damaged pump impeller",
      "Restricted water inlet valve screen causing a low fill level",
      "Failed heating element or thermistor leaving wash water too cool",
      "Stuck diverter valve or diverter motor on models that alternate between spray arms",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 285 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 285, accuracy: 90 },
    prevention: [
      "Remove and rinse the filter assembly once a month, or every two weeks if you run a load daily",
      "Scrape food off plates before loading, but skip heavy pre-rinsing so the detergent has soil to work on",
      "Run the kitchen tap until the water is hot before starting a cycle so the first fill is not cold",
      "Run an empty cycle with a citric-acid dishwasher cleaner every one to two months to dissolve scale from Houston's hard water",
      "Keep rinse aid topped up to reduce spotting and film on glassware",
      "Check that tall pans and utensils do not block the wash arms from turning before you close the door",
    ],
    whyItHappens: {
      primaryCause:
        "Reduced water flow through the wash arms from a clogged filter, scaled nozzles or a weak circulation pump.",
      explanation:
        "A dishwasher cleans by pumping a small volume of heated water, roughly one to two gallons per fill, through the wash arms again and again. The circulation pump draws that water through the filter, so a packed filter starves the pump and pressure at the nozzles drops. Hard-water scale narrows the spray holes in the wash arms, and water below about 120°F does not activate detergent enzymes or melt grease. Any one of these leaves soil on the dishes even though the cycle appears to run normally.",
      commonTriggers: [
        "Filter never cleaned since installation",
        "Mineral scale building up from hard municipal or well water",
        "Broken glass or fruit seeds caught in the pump or wash arm",
        "Wash arm blocked by an oversized pan or utensil",
        "Water heater set below 120°F or far from the kitchen",
      ],
      ageFactors:
        "Filters and wash arms can clog in a machine only a year old, while circulation pump motors and wash-arm bearings usually start to wear at 7-10 years.",
      usageFactors:
        "Households running one or two loads a day with heavy food soil fill the filter quickly, and machines used with cheap or old clumped detergent show cleaning problems sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check fill level and water temperature",
        description:
          "The technician runs a short cycle, interrupts it to check that water covers the sump at the correct level, and measures the incoming water temperature. This separates a water supply or heating problem from a spray problem before any parts come out.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Digital thermometer", "Flashlight", "Multimeter"],
        safetyNotes:
          "Wait for the spray arms to stop before opening the door mid-cycle. The water can be hot enough to scald and the heating element under it stays energized, so keep hands out of the tub and switch off the breaker before reaching into the water.",
      },
      {
        step: 2,
        title: "Clean the filter, sump and wash arms",
        description:
          "The lower rack, filter assembly and both wash arms are removed. Food debris is cleared from the sump, and each nozzle is picked clean and soaked in descaling solution to remove mineral deposits.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Nut driver set", "Nozzle pick", "Soft brush", "Descaling solution"],
      },
      {
        step: 3,
        title: "Test the pump, heater and inlet valve",
        description:
          "With the kickplate removed, the technician tests the circulation pump motor windings, heating element, thermistor and inlet valve coil against the manufacturer's specifications. The inlet valve screen is also checked for sediment.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Torx driver set", "Screwdriver set"],
        safetyNotes:
          "Switch off the dishwasher's breaker before removing the kickplate, and shut off the hot-water supply valve under the sink before disconnecting the inlet valve.",
      },
      {
        step: 4,
        title: "Replace the failed part and run a test cycle",
        description:
          "The faulty component, most often the circulation pump or a wash arm, is replaced and all connections are checked. A full cycle is run with a test load to confirm spray coverage on both racks and proper water temperature.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Torx driver set", "Pliers", "Shallow drain pan", "Towels"],
        safetyNotes:
          "The heating element and sump can be hot right after a cycle, and sheet-metal edges under the tub are sharp; wear gloves when working beneath the machine.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely pull and rinse the filter, clear the wash arm holes with a toothpick, and run a citric-acid cleaning cycle, which solves a large share of these calls. If dishes are still dirty after that, or the machine hums without spraying, the fault is usually the circulation pump, inlet valve or heater, which involves wiring and water connections a technician should handle.",
    seoTitle: "Dishwasher Not Cleaning Dishes? Houston Repair Guide",
    seoDescription:
      "Dishwasher leaving food or film on dishes? Learn the causes, from clogged filters to hard-water scale and pump failure, plus repair costs in Houston.",
    seoKeywords: [
      "dishwasher not cleaning",
      "dishwasher leaving food on dishes",
      "dishwasher repair houston",
      "dishwasher wash arm clogged",
      "dishwasher hard water film",
      "dishwasher circulation pump",
    ],
  },
  {
    id: "dw-2",
    name: "Dishwasher Not Draining",
    slug: "dishwasher-not-draining",
    key: "not-draining",
    appliance: "dishwasher",
    description:
      "Water is left standing in the bottom of the tub after the cycle ends, or the dishwasher stops partway with a drain error. The cause is usually a blockage somewhere in the drain path rather than a failed pump.",
    symptoms: [
      "Standing water in the bottom of the tub after the cycle finishes",
      "Dishwasher hums during the drain portion but no water leaves the tub",
      "Water backing up into the kitchen sink or spilling from the countertop air gap",
      "Cycle stops or will not advance, often with a drain error code on the display",
      "Sour or musty odor coming from the tub between uses",
      "Gurgling sound from the sink drain when the dishwasher tries to pump out",
    ],
    causes: [
      "Clogged filter and sump blocking water from reaching the drain pump",
      "Kinked or food-clogged drain hose behind or under the dishwasher",
      "Knockout plug never removed from the garbage disposal inlet after a new disposal was installed",
      "Clogged countertop air gap or blocked sink drain line",
      "Drain pump impeller jammed by glass, bone or fruit pits, or a failed drain pump motor",
      "Drain check valve stuck closed",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 295 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 295, accuracy: 91 },
    prevention: [
      "Run the garbage disposal until it is clear before starting the dishwasher, since both usually share one drain",
      "Clean the dishwasher filter monthly so debris does not reach the drain pump",
      "Scrape bones, fruit pits, labels and toothpicks into the trash rather than the dishwasher",
      "Never pour cooking grease down the sink; it coats the drain line the dishwasher empties into",
      "Make sure the drain hose has a high loop under the counter or an air gap so dirty sink water cannot siphon back",
      "Pop the cap off the air gap every few months and clear any buildup",
    ],
    whyItHappens: {
      primaryCause:
        "A blockage in the filter, drain hose, air gap or disposal inlet that the drain pump cannot push through.",
      explanation:
        "The drain pump is a small, low-pressure pump that moves water from the sump through a narrow hose into the disposal or sink drain. It has little power to spare, so a partly clogged filter, a kinked hose or a packed air gap is enough to leave water in the tub. Hard objects that get past the filter can jam the pump impeller, and a jammed pump hums without moving water. The same drain problem often shows up first at the kitchen sink.",
      commonTriggers: [
        "Garbage disposal full of food waste when the dishwasher drains",
        "Newly installed disposal with the knockout plug still in place",
        "Drain hose kinked when the dishwasher was pushed back into the cabinet",
        "Broken glass or fruit pits reaching the drain pump",
      ],
      ageFactors:
        "Blockages happen at any age; drain pump motors themselves typically last 8-12 years before the bearings or windings fail.",
      usageFactors:
        "Loading dishes without scraping, and running the disposal rarely, are the most common habits behind drain calls.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Remove standing water and check the drain path",
        description:
          "The technician bails out the standing water, then checks whether the sink, disposal and air gap drain freely. This tells whether the blockage is inside the dishwasher or in the household plumbing.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Cup and bucket", "Towels", "Wet/dry vacuum"],
        safetyNotes:
          "Switch off the dishwasher's breaker before bailing; the standing water sits over the heating element and pump wiring. Let hot water cool first, and wear gloves, since the tub can hide broken glass.",
      },
      {
        step: 2,
        title: "Clean the filter, sump and check valve",
        description:
          "The filter assembly is removed and the sump cleared of debris. The drain check valve is inspected and freed if it is stuck closed.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Nut driver set", "Needle-nose pliers", "Flashlight"],
      },
      {
        step: 3,
        title: "Inspect the drain hose, air gap and disposal inlet",
        description:
          "The kickplate is removed and the drain hose is checked along its full length for kinks and clogs, then flushed or replaced. The air gap is cleaned, and on a new disposal the inlet knockout plug is removed.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Screwdriver set", "Hose clamp pliers", "Hammer and punch", "Drain pan"],
        safetyNotes:
          "Switch off the dishwasher's breaker and unplug the garbage disposal before reaching into the disposal inlet or disconnecting hoses.",
      },
      {
        step: 4,
        title: "Test or replace the drain pump",
        description:
          "If the drain path is clear, the technician checks the drain pump impeller for jams and tests the motor for correct resistance and voltage. A failed pump is replaced and a drain cycle is run to confirm the tub empties completely.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Multimeter", "Torx driver set", "Pliers", "Towels"],
        safetyNotes:
          "Shut off the water supply valve and the breaker before removing the pump; expect residual water to spill from the sump when the pump comes out.",
      },
    ],
    professionalVsDiy:
      "Homeowners can safely clean the filter, run the disposal, clear the air gap and check the hose under the sink for an obvious kink. If the tub still will not drain, or the machine hums during the drain cycle, the drain pump or check valve needs attention and a technician can pull the machine out and replace it without damaging the floor or water lines.",
    seoTitle: "Dishwasher Not Draining? Houston Repair Guide",
    seoDescription:
      "Standing water in your dishwasher? See why dishwashers stop draining, from clogged filters and air gaps to a jammed drain pump, plus Houston repair costs.",
    seoKeywords: [
      "dishwasher not draining",
      "standing water in dishwasher",
      "dishwasher drain pump replacement",
      "dishwasher repair houston",
      "dishwasher air gap clogged",
    ],
  },
  {
    id: "dw-3",
    name: "Dishwasher Leaking",
    slug: "dishwasher-leaking",
    key: "leaking",
    appliance: "dishwasher",
    description:
      "Water appears on the floor in front of or under the dishwasher during or after a cycle. Leaks from the door seal are easy to spot, but leaks from hidden connections under the tub can rot the subfloor and grow mold before anyone notices.",
    symptoms: [
      "Puddle on the floor in front of the door during or after a cycle",
      "Water dripping from the lower corners of the door while the dishwasher runs",
      "Suds coming out around the door",
      "Swollen or discolored flooring, laminate or baseboard next to the dishwasher",
      "Damp cabinet floor or base of the sink cabinet beside the dishwasher",
      "Musty odor from under the dishwasher or the adjacent cabinets",
    ],
    causes: [
      "Torn, flattened or misaligned door gasket",
      "Worn lower door seal or splash shield at the bottom of the door",
      "Cracked water inlet valve or loose water supply line fitting",
      "Loose drain hose clamp at the pump or the disposal connection",
      "Failed circulation pump seal or sump gasket",
      "Dishwasher not level, letting water run toward the door",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 150, max: 340 },
    repairTime: "1-3 hours",
    estimate: { min: 150, max: 340, accuracy: 88 },
    prevention: [
      "Wipe the door gasket with a damp cloth each month to remove food and grease that keep it from sealing",
      "Use only dishwasher detergent; a squirt of hand dish soap will flood the tub with suds that escape the door",
      "Keep the dishwasher level side to side and front to back, and recheck after any floor work",
      "Replace a rubber or plastic supply line with a braided stainless steel line",
      "Look under the sink and along the dishwasher kickplate with a flashlight every few months for drips or stains",
      "Load so that no dish or utensil handle sticks out and holds the door off its seal",
    ],
    whyItHappens: {
      primaryCause: "A worn seal or loose water connection that lets water escape the tub or supply line.",
      explanation:
        "The tub itself is sealed by a rubber door gasket, and every connection underneath it, including the inlet valve, pump seals and hoses, is a potential leak point. Rubber seals harden and shrink with years of heat and detergent, and mineral scale can crack plastic inlet valve bodies. A supply-line leak leaks even when the dishwasher is off, while a gasket or pump seal leak appears only during a cycle. In Houston's humid climate, water trapped under a dishwasher does not dry out, and mold can start growing within 24 to 48 hours.",
      commonTriggers: [
        "Hand dish soap or too much detergent creating excess suds",
        "Door gasket damaged by a sharp utensil or loading rack",
        "Dishwasher bumped out of level or mounting brackets loosened",
        "Supply line fitting loosened by vibration over time",
        "Water hammer or high water pressure cracking the inlet valve",
      ],
      ageFactors:
        "Door gaskets commonly harden at 6-10 years, and circulation pump seals often begin to seep around 8-12 years.",
      usageFactors:
        "Daily use and long high-temperature or sanitize cycles age the rubber seals faster, and slamming the door or leaning on it misaligns the seal.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Locate the source of the leak",
        description:
          "The technician removes the kickplate and runs a fill with a flashlight on the inlet valve, pump, hoses and door seal. Dry paper towels placed around each connection show exactly where the water is coming from.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Screwdriver set", "Paper towels", "Inspection mirror"],
        safetyNotes:
          "Switch off the dishwasher's breaker before working near wiring under the tub, and keep hands clear of the wiring while the test fill is running.",
      },
      {
        step: 2,
        title: "Replace the door gasket or lower door seal",
        description:
          "If the leak is at the door, the old gasket and lower seal are pulled out and new ones are pressed into the channel evenly. The door latch and hinges are checked so the door closes firmly against the new seal.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Putty knife", "Torx driver set", "Mild soap solution"],
      },
      {
        step: 3,
        title: "Repair supply and drain connections",
        description:
          "Loose hose clamps are replaced and tightened, and a cracked inlet valve or worn supply line is replaced. Every fitting is checked under pressure before the kickplate goes back on.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Adjustable wrench", "Hose clamp pliers", "Thread seal tape", "Drain pan"],
        safetyNotes:
          "Shut off the hot-water supply valve under the sink and the breaker before disconnecting the inlet valve or supply line.",
      },
      {
        step: 4,
        title: "Reseal the pump, level the unit and leak-test",
        description:
          "If the pump or sump seal is leaking, the sump is pulled and resealed or the pump is replaced. The dishwasher is then leveled, secured to the counter and run through a full cycle while every connection is checked for moisture.",
        timeRequired: "45-90 minutes",
        toolsNeeded: ["Torx driver set", "Level", "Pliers", "Towels"],
        safetyNotes: "Wear cut-resistant gloves; the sheet-metal frame and tub edges under the dishwasher are sharp.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check for suds from the wrong detergent, wipe and inspect the door gasket, and look for an obvious drip at the supply line under the sink. Leaks from the inlet valve, pump seal or hoses under the tub require pulling the dishwasher out with the water and power off, so call a technician, and shut the supply valve right away if the leak is ongoing.",
    seoTitle: "Dishwasher Leaking Water? Houston Repair Guide",
    seoDescription:
      "Water under your dishwasher? Find the cause, from worn door gaskets to cracked inlet valves and pump seals, and what dishwasher leak repair costs in Houston.",
    seoKeywords: [
      "dishwasher leaking",
      "water under dishwasher",
      "dishwasher door gasket replacement",
      "dishwasher leak repair houston",
      "dishwasher inlet valve leak",
    ],
  },
  {
    id: "dw-4",
    name: "Dishwasher Not Drying",
    slug: "dishwasher-not-drying",
    key: "not-drying",
    appliance: "dishwasher",
    description:
      "Dishes come out wet at the end of the cycle, with water pooled on cups and spots on glassware. Some wetness on plastics is normal, but wet dishes throughout usually mean a failed heating element, thermostat or vent, or no rinse aid.",
    symptoms: [
      "Water droplets on glasses and plates at the end of the cycle",
      "Water pooled in the upturned bottoms of cups and bowls",
      "Dishes feel cool instead of warm when the door is opened after the cycle",
      "Heated dry setting makes no difference to the result",
      "Water spots and streaks on glassware after it air-dries",
      "Drying vent on the door does not open at the end of the cycle",
    ],
    causes: [
      "Burned-out heating element in the bottom of the tub",
      "Failed high-limit thermostat or thermal fuse cutting power to the heater",
      "Faulty vent assembly or drying fan motor",
      "Empty or defective rinse aid dispenser",
      "Low incoming water temperature from a water heater set too low",
      "Failed heater relay on the main control board",
    ],
    urgency: "Low",
    difficulty: "Easy",
    avgCost: { min: 145, max: 245 },
    repairTime: "1-1.5 hours",
    estimate: { min: 145, max: 245, accuracy: 93 },
    prevention: [
      "Keep the rinse aid dispenser filled; it lets water sheet off dishes instead of beading",
      "Select heated dry or extra dry when your model offers it",
      "Set the water heater to about 120°F so the final rinse is hot enough to flash-dry dishes",
      "Unload the bottom rack first so water from upper-rack cups does not drip onto dry dishes",
      "Angle cups and bowls so water runs off instead of pooling",
      "Do not block the vent on the inside of the door with tall items",
    ],
    whyItHappens: {
      primaryCause: "The dishes are not hot enough at the end of the final rinse to evaporate the water.",
      explanation:
        "Most dishwashers dry by heating the final rinse water and then either running a heating element or relying on condensation, where steam condenses on the cooler stainless tub walls. If the heating element, its high-limit thermostat or the control relay fails, dishes finish the cycle warm instead of hot and stay wet. Many European-style models, including most Bosch units, have no drying element at all and depend on rinse aid and a hot final rinse. Plastic items hold little heat and will always dry worse than glass or ceramic.",
      commonTriggers: [
        "Rinse aid dispenser running empty",
        "Heating element burning through after years of use",
        "Power surge damaging the heater relay on the control board",
        "Water heater turned down to save energy",
      ],
      ageFactors:
        "Heating elements commonly burn out at 7-10 years, and vent motors and fans often fail around the same age.",
      usageFactors:
        "Using short or eco cycles with no heated dry, and loading mostly plastic containers, gives wetter results even in a healthy dishwasher.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm settings, rinse aid and water temperature",
        description:
          "The technician checks the selected cycle and dry option, the rinse aid level and the temperature of the hot water at the sink. Many not-drying complaints are settled at this step.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Digital thermometer", "Flashlight"],
      },
      {
        step: 2,
        title: "Test the heating element",
        description:
          "With power off, the element terminals are accessed under the tub and measured for resistance. An open reading, or visible blistering or a break in the element, confirms it has failed.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Screwdriver set", "Nut driver set"],
        safetyNotes:
          "Switch off the dishwasher's breaker before removing the kickplate. Let the element cool; it can cause burns right after a cycle.",
      },
      {
        step: 3,
        title: "Check the thermostat, vent and control relay",
        description:
          "The high-limit thermostat or thermal fuse is tested for continuity and the vent or fan motor is tested. If these check out, the technician measures voltage to the heater during the dry cycle to confirm the control board is supplying power.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Multimeter", "Torx driver set"],
        safetyNotes:
          "Live voltage checks are done only by a trained technician with insulated probes; keep hands clear of terminals while the unit is powered.",
      },
      {
        step: 4,
        title: "Replace the failed part and verify drying",
        description:
          "The faulty element, thermostat, vent or board is replaced. A full cycle with heated dry is run to confirm dishes come out hot and dry.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Torx driver set", "Pliers", "Towels"],
        safetyNotes:
          "Shut off the water supply valve if the tub must be tilted or pulled out, and wear gloves against sharp sheet-metal edges.",
      },
    ],
    professionalVsDiy:
      "Homeowners can safely refill rinse aid, turn on heated dry and check the water heater setting, and that fixes many cases. If dishes still come out cool and wet, the heating element, thermostat or relay needs electrical testing under the tub, which is a job for a technician.",
    seoTitle: "Dishwasher Not Drying Dishes? Houston Repair Guide",
    seoDescription:
      "Dishes still wet after the cycle? Learn why dishwashers stop drying, from heating elements and thermostats to rinse aid and vents, plus Houston repair costs.",
    seoKeywords: [
      "dishwasher not drying",
      "dishes wet after dishwasher cycle",
      "dishwasher heating element replacement",
      "dishwasher repair houston",
      "dishwasher rinse aid",
    ],
  },
  {
    id: "dw-5",
    name: "Dishwasher Won't Start",
    slug: "dishwasher-wont-start",
    key: "wont-start",
    appliance: "dishwasher",
    description:
      "The dishwasher does nothing when you press Start, or the panel lights up but the cycle never begins. The fault is usually in the door latch, the power supply or the control electronics.",
    symptoms: [
      "Control panel completely dark with no lights or beeps",
      "Panel lights up but pressing Start does nothing",
      "Machine clicks or hums but never fills with water",
      "Lights blink or a door-open indicator shows even though the door is latched",
      "Cycle starts, then stops after a few seconds",
      "Lock or delay-start icon is lit on the display",
    ],
    causes: [
      "Failed door latch switch assembly that no longer signals the door is closed",
      "Blown thermal fuse on the control board or in the control panel",
      "Tripped breaker or GFCI, or a loose wire in the dishwasher's junction box",
      "Main control board damaged by a power surge",
      "Worn user interface or membrane keypad with a dead Start button",
      "Control lock or delay start accidentally engaged",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 357 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 357, accuracy: 86 },
    prevention: [
      "Check the display for a lock or delay-start icon before assuming a fault, and learn how your model cancels them",
      "Close the door firmly until the latch clicks; do not slam it, which wears the latch assembly",
      "Have a whole-home surge protector installed at the breaker panel, since most dishwashers are hardwired and cannot use a plug-in protector",
      "After a storm-related outage, switch the dishwasher breaker off and back on once power is stable",
      "Wipe spills off the control panel with a barely damp cloth instead of spraying cleaner on it",
      "Have a technician inspect the junction box if the breaker trips more than once",
    ],
    whyItHappens: {
      primaryCause: "The control board is not receiving power or is not receiving the signal that the door is latched.",
      explanation:
        "Before starting, the control board must see line voltage and a closed door latch switch; if either is missing it will not fill or start the pump. The door latch switch wears mechanically with every close, and its contacts can burn. Control boards and keypads contain electronics that power surges damage, and Houston's summer thunderstorms and grid restorations after outages cause exactly those surges. A blown thermal fuse usually means something overheated and should be traced, not just replaced.",
      commonTriggers: [
        "Power surge during a summer thunderstorm or when power is restored",
        "Door slammed repeatedly, breaking the latch",
        "Child lock or delay start pressed by accident",
        "Moisture reaching the control panel from steam or spray cleaner",
      ],
      ageFactors:
        "Door latch switches often fail at 5-8 years, and control boards most often fail at 6-10 years or right after a surge at any age.",
      usageFactors:
        "Frequent use wears the door latch faster, and running the dishwasher during storms increases the chance of surge damage to the board.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check power, lock settings and the breaker",
        description:
          "The technician rules out a control lock or delay start, then confirms the breaker and any GFCI are on and that line voltage is present at the dishwasher's junction box. Loose or heat-darkened wire connections in the box are tightened or repaired before going further.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Non-contact voltage tester", "Multimeter", "Screwdriver set"],
        safetyNotes:
          "The junction box carries 120 volts; switch off the breaker and confirm it is dead with a voltage tester before touching any wiring.",
      },
      {
        step: 2,
        title: "Test the door latch switch",
        description:
          "The inner door panel is removed and the door latch switch is tested for continuity with the latch closed and open. A switch that does not close, or a cracked latch, is the most common single cause.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Torx driver set", "Multimeter"],
        safetyNotes:
          "Switch off the breaker before opening the door panel, and hold the door open securely; the door springs can snap it shut.",
      },
      {
        step: 3,
        title: "Test the thermal fuse, keypad and control board",
        description:
          "The thermal fuse is checked for continuity, the keypad ribbon cable is tested button by button, and the control board is checked for supply voltage and burn marks. The technician identifies whether the keypad or the board has failed.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Torx driver set", "Flashlight"],
        safetyNotes: "Only a trained technician should take live voltage readings on the control board.",
      },
      {
        step: 4,
        title: "Replace the failed part and run a test cycle",
        description:
          "The faulty latch, fuse, keypad or control board is replaced and the connections are secured. A full cycle is run to confirm the dishwasher starts, fills, washes and drains normally.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Torx driver set", "Nut driver set", "Multimeter"],
      },
    ],
    professionalVsDiy:
      "Check for a control lock or delay start, make sure the door latches firmly, and reset the breaker and any GFCI; a homeowner can do all of this safely. Anything past that means opening the door panel or the hardwired junction box, which carries line voltage, so a technician should diagnose the latch, fuse or control board.",
    seoTitle: "Dishwasher Won't Start? Houston Repair Guide",
    seoDescription:
      "Dishwasher dead or won't start a cycle? Learn the common causes, from door latch switches and thermal fuses to surge-damaged control boards, in Houston.",
    seoKeywords: [
      "dishwasher won't start",
      "dishwasher no power",
      "dishwasher door latch switch",
      "dishwasher control board replacement",
      "dishwasher repair houston",
    ],
  },
] satisfies RepairIssueInput[];
