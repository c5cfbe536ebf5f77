import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "ct-1",
    name: "Cooktop Glass Top Cracked",
    slug: "cooktop-glass-top-cracked",
    key: "glass-top-cracked",
    appliance: "cooktop",
    description:
      "A crack, chip or shattered area in the ceramic glass surface of a radiant or induction cooktop. Even a small crack lets spills reach the elements and wiring below and tends to spread with each heating cycle, so the cooktop should not be used until the glass is replaced.",
    symptoms: [
      "Visible crack line running across or between cooking zones",
      "Chip or crater in the glass where something was dropped",
      "Star-shaped break radiating from a point of impact",
      "Rough, pitted spot where melted sugar or plastic fused to the glass",
      "Crack that grows longer after the cooktop has been used",
      "Breaker trips or element cuts out after a spill over a cracked area",
    ],
    causes: [
      "Impact from a dropped cast-iron pan, lid, jar or spice bottle",
      "Heavy stockpot or canner slid or dropped onto the surface",
      "Molten sugar or plastic bonding to the glass and pulling out chips as it cools",
      "Pan with a rough or warped base dragged across a hot zone",
      "Standing or sitting on the cooktop, or using it as a step to reach cabinets",
      "Cooktop clamped too tightly or resting unevenly on the countertop cutout, stressing the glass",
    ],
    urgency: "High",
    difficulty: "Hard",
    avgCost: { min: 340, max: 680 },
    repairTime: "2-3 hours",
    estimate: { min: 340, max: 680, accuracy: 86 },
    prevention: [
      "Lift pans to move them instead of sliding them, especially heavy cast iron and canners",
      "Keep spice jars, lids and glass containers off shelves directly above the cooktop",
      "Wipe up sugary spills immediately with a cooktop scraper while the surface is still warm, wearing an oven mitt",
      "Never set plastic bags, containers or cutting boards on the glass, even when it seems cool",
      "Use only flat-bottomed, smooth-based cookware and check bases for burrs or stuck-on grit",
      "Never sit, stand or kneel on the cooktop to reach overhead cabinets",
    ],
    whyItHappens: {
      primaryCause:
        "A concentrated impact or stress point on glass-ceramic, which is tough against heat but brittle against point loads.",
      explanation:
        "Cooktop glass is a glass-ceramic with almost no thermal expansion, so it tolerates high heat but not sharp, concentrated impacts. A dropped object or a hard edge creates a microscopic fracture that spreads when the surface heats and cools. Molten sugar and plastic bond chemically to the glass, and as they cool they contract and pull out chips of the surface. Once the glass is cracked, liquids can run onto the radiant elements or induction coils and their wiring, creating a shock and short-circuit hazard.",
      commonTriggers: [
        "Dropped cast-iron cookware or lids",
        "Jars falling from overhead cabinets",
        "Boil-overs of jam, syrup or candy left to cool",
        "Plastic utensils or bags melting on a hot zone",
        "Leaning weight onto the cooktop edge",
      ],
      ageFactors:
        "Cracks can happen on a brand-new cooktop, but older surfaces with existing pitting and scratches crack more easily from smaller impacts.",
      usageFactors:
        "Kitchens where heavy cast iron and large canners are used daily, or where items are stored above the cooktop, see cracked glass far more often.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Isolate power and assess the damage",
        description:
          "The technician switches off power at the breaker and inspects the break, checking whether liquid has reached the elements or coils below. The model number is recorded to order the correct glass or main top assembly.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Multimeter", "Cut-resistant gloves"],
        safetyNotes:
          "Switch off the cooktop's 240 V breaker before touching cracked glass. Do not use the cooktop or wipe liquid through a crack while power is on. On gas-on-glass models, also close the gas shutoff valve.",
      },
      {
        step: 2,
        title: "Remove the damaged glass top",
        description:
          "The cooktop is lifted from the counter or the top is raised from its frame, and wiring to the elements, limiters and hot-surface lights is labelled and disconnected. The broken glass is removed in one piece where possible.",
        timeRequired: "45 minutes",
        toolsNeeded: [
          "Nut driver set",
          "Screwdriver set",
          "Masking tape for labels",
          "Cut-resistant gloves",
          "Safety glasses",
        ],
        safetyNotes:
          "Cracked glass can separate without warning and has razor-sharp edges; wear cut-resistant gloves and safety glasses, and lift the cooktop with two people.",
      },
      {
        step: 3,
        title: "Transfer components and install new glass",
        description:
          "Elements, brackets and sensors are transferred to the new top if it is not supplied as a complete assembly, and the perimeter seal is replaced. The new glass is set in the frame and fastened evenly so it is not stressed.",
        timeRequired: "45 minutes",
        toolsNeeded: ["Nut driver set", "Torque screwdriver", "Replacement gasket or sealant", "Vacuum"],
        safetyNotes: "Vacuum all glass fragments from the cabinet and burner box before reassembly.",
      },
      {
        step: 4,
        title: "Reconnect, reinstall and test",
        description:
          "Wiring is reconnected to its labelled terminals and the cooktop is set back into the counter with its clamps adjusted evenly. Every zone is tested at high and low settings and the hot-surface lights are checked.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Multimeter", "Screwdriver set", "Spirit level"],
        safetyNotes: "Restore the breaker only after all wiring is secured and the cooktop is fully seated.",
      },
    ],
    professionalVsDiy:
      "A homeowner should switch off the breaker, stop using the cooktop and keep liquids off the crack; taping over a crack is not a safe fix. Replacing the glass means disconnecting 240 V wiring and handling broken glass in a heavy top, so it should be done by a technician with the correct part for the model.",
    seoTitle: "Cracked Cooktop Glass Replacement in Houston",
    seoDescription:
      "Cracked or chipped glass cooktop? Learn why glass-ceramic breaks, why a cracked cooktop is unsafe to use, and what glass top replacement costs in Houston.",
    seoKeywords: [
      "cracked glass cooktop",
      "cooktop glass replacement",
      "glass top stove cracked",
      "ceramic cooktop repair",
      "cooktop repair houston",
      "broken cooktop glass",
    ],
  },
  {
    id: "ct-2",
    name: "Cooktop Burner Not Heating",
    slug: "cooktop-burner-not-heating",
    key: "burner-not-heating",
    appliance: "cooktop",
    description:
      "One zone on an electric cooktop stays cold, heats weakly or shuts off repeatedly while the other zones work. The radiant element, its thermal limiter or the switch or relay that controls it has usually failed.",
    symptoms: [
      "Zone never glows red at any setting",
      "Only the inner ring of a dual or triple zone heats",
      "Element glows dimly or only in part of the coil under the glass",
      "Element heats briefly and then cycles off even on HIGH",
      "Hot-surface light does not come on for that zone",
      "Visible break or bright spot in the element ribbon through the glass",
    ],
    causes: [
      "Radiant surface element with an open or broken heating ribbon",
      "Thermal limiter on the element tripping early or failed open",
      "Infinite switch with burned or worn contacts on knob-controlled models",
      "Failed relay on the electronic control board on touch-control models",
      "Faulty dual-element selector switch leaving the outer ring dead",
      "Burned wire or loose terminal at the element or terminal block",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 320 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 320, accuracy: 91 },
    prevention: [
      "Use flat-bottomed pans that cover the zone, so heat is drawn off and the limiter does not cycle constantly",
      "Avoid running zones on HIGH with an empty or undersized pan",
      "Do not use a wok ring, canner or pan that overhangs the zone by more than an inch",
      "Keep the cooktop's cabinet vents and the space under a built-in cooktop clear for cooling",
      "Clean the glass with a cooktop cleaner, not abrasive powders that scratch it and trap heat",
      "Have a technician check the wiring if a burning smell ever comes from under the cooktop",
    ],
    whyItHappens: {
      primaryCause: "The heating ribbon or a component in its control circuit has opened from repeated heat stress.",
      explanation:
        "A radiant element is a thin resistance ribbon set in an insulated dish under the glass, with a thermal limiter that cuts power if the glass gets too hot. Thousands of heating cycles fatigue the ribbon until it breaks, and a weak limiter opens at too low a temperature so the zone keeps shutting off. The zone is switched by an infinite switch or a board relay, whose contacts pit and burn over time. On dual zones a separate selector switch and second ribbon supply the outer ring and can fail on their own.",
      commonTriggers: [
        "Warped or small pans that let the element overheat",
        "Long high-heat sessions such as canning",
        "Power surges damaging relays on touch-control boards",
        "Poor ventilation under built-in cooktops",
        "Loose terminals arcing at the element",
      ],
      ageFactors:
        "Radiant elements and switches usually fail at 8-12 years, though limiters can weaken earlier on heavily used zones.",
      usageFactors:
        "The large front zone used for everyday cooking fails first, and cooktops used for canning or with warped pans fail sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm which circuit has failed",
        description:
          "The technician runs the zone at several settings, notes whether it heats partly, cycles or stays cold, and checks any error codes on touch-control models.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Infrared thermometer", "Flashlight"],
        safetyNotes: "The glass stays hot long after the zone is off; check the hot-surface light before touching it.",
      },
      {
        step: 2,
        title: "Open the cooktop and test the element",
        description:
          "With power off, the cooktop is lifted from the counter or the glass top is raised. The element's resistance and the limiter's continuity are measured at the terminals.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Switch off the 240 V breaker before opening the cooktop, and lift a heavy glass top with two people.",
      },
      {
        step: 3,
        title: "Test the switch or control relay",
        description:
          "The infinite switch or board relay output for that zone is checked, along with the dual-element switch if fitted. Wiring and terminals are inspected for heat damage.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Wiring diagram", "Flashlight"],
        safetyNotes:
          "A relay or switch output can only be read with the 240 V breaker on; only a trained technician takes that reading, with insulated probes. The breaker is switched off again and the terminals verified dead before any wiring is touched.",
      },
      {
        step: 4,
        title: "Replace the part and test all zones",
        description:
          "The failed element, limiter, switch or board is replaced and wires are secured with high-temperature connectors. The cooktop is reassembled and each zone is run to confirm full, steady heat.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Crimping tool", "Infrared thermometer"],
        safetyNotes: "Keep hands clear of the glass during the heat test.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check the breaker, confirm the control lock is off and try a flat pan that fully covers the zone. Testing elements, limiters and relays means lifting the glass top and working on 240 V wiring, so that part is for a technician.",
    seoTitle: "Cooktop Burner Not Heating? Houston Repair Guide",
    seoDescription:
      "Electric cooktop zone won't heat or keeps shutting off? See how radiant elements, limiters, switches and relays fail, plus cooktop repair costs in Houston.",
    seoKeywords: [
      "cooktop burner not heating",
      "electric cooktop element not working",
      "radiant element replacement",
      "cooktop infinite switch",
      "cooktop repair houston",
    ],
  },
  {
    id: "ct-3",
    name: "Induction Cooktop Not Detecting Pan",
    slug: "cooktop-induction-not-detecting-pan",
    key: "induction-not-detecting-pan",
    appliance: "cooktop",
    description:
      "An induction zone flashes its power level or pan symbol and will not heat, even with a pan in place. Incompatible or undersized cookware is the most common reason, but a failed induction coil or power board produces the same symptom.",
    symptoms: [
      "Zone display flashes a pan symbol, 'U' or the power level and then shuts off",
      "Pan heats on one zone but not on another",
      "Zone detects the pan intermittently, pulsing on and off",
      "Cooktop beeps and turns the zone off within a minute",
      "Cooling fan runs but no zone heats",
      "Error code appears on the display after a power outage or surge",
    ],
    causes: [
      "Cookware that is not magnetic, such as aluminium, copper, glass or some stainless steel",
      "Pan base smaller than the zone's minimum diameter, or warped so it does not sit flat",
      "Pan placed off-centre on the zone",
      "Overheat protection triggered by a blocked cooling fan or intake under the cooktop",
      "Failed induction generator (power) board, often from a surge",
      "Open or loosely connected induction coil under the glass",
    ],
    urgency: "Medium",
    difficulty: "Hard",
    avgCost: { min: 225, max: 650 },
    repairTime: "1-3 hours",
    estimate: { min: 225, max: 650, accuracy: 85 },
    prevention: [
      "Test cookware with a magnet; if it does not stick firmly to the base, it will not work on induction",
      "Use pans whose flat base covers most of the zone marking",
      "Keep the cooling air intake and exhaust under the cooktop clear of stored items and drawers packed tight against it",
      "Protect the cooktop with a whole-home surge protector, since induction power boards are sensitive to Houston storm surges",
      "After a power outage, leave the breaker off until power is stable before using the cooktop",
      "Clean the glass regularly so residue does not build up between the pan and the surface",
    ],
    whyItHappens: {
      primaryCause:
        "The cooktop cannot sense a suitable ferromagnetic load over the coil, either because of the pan or because of a fault in the coil circuit.",
      explanation:
        "An induction coil carries a high-frequency alternating current that induces eddy currents in a magnetic pan base, and the pan itself becomes the heat source. The power board detects a pan by measuring how the coil's current and frequency change when a suitable load is present. A non-magnetic, undersized or warped pan does not load the coil enough, so the board reports no pan. If the board's power transistors, the coil or its connections fail, the board sees the same missing load and shows the same flashing symbol.",
      commonTriggers: [
        "Switching to new cookware that is not induction-compatible",
        "Using small saucepans or espresso pots on large zones",
        "Power surges damaging the generator board",
        "Overheating from poor ventilation in the cabinet below",
        "Warped pans after being cooled under cold water",
      ],
      ageFactors:
        "Cookware issues are most common in the first months of ownership, while power board failures typically appear after 5-10 years or following a surge.",
      usageFactors:
        "Long boost-power sessions and cooktops built above an oven or in poorly ventilated cabinets run their electronics hotter and fail sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Rule out cookware and placement",
        description:
          "The technician tests the zone with a known induction-compatible pan of the correct size and checks the user's cookware with a magnet. Zone behaviour and any error codes are recorded.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Induction test pan", "Magnet"],
      },
      {
        step: 2,
        title: "Check cooling and supply voltage",
        description:
          "The cooling fan, air intake and cabinet ventilation are checked for blockage, and supply voltage is measured at the junction box to confirm both 120 V legs are present.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Flashlight"],
        safetyNotes: "Voltage is measured with insulated probes; all other work is done with the 240 V breaker off.",
      },
      {
        step: 3,
        title: "Test the coil and power board",
        description:
          "With power off, the cooktop is lifted out and the coil's resistance and connections are checked. The power board's components and diagnostic codes are evaluated against the manufacturer's service data.",
        timeRequired: "40 minutes",
        toolsNeeded: ["Multimeter", "Torx driver set", "Service manual"],
        safetyNotes:
          "Power board capacitors can hold a charge after power is removed; wait several minutes and verify discharge before handling. Lift the cooktop with two people.",
      },
      {
        step: 4,
        title: "Replace the failed part and test",
        description:
          "The failed coil or generator board is replaced, thermal paste and connectors are renewed where required, and the cooktop is reinstalled. Each zone is run with a test pan through low, high and boost settings.",
        timeRequired: "45 minutes",
        toolsNeeded: ["Torx driver set", "Thermal paste", "Induction test pan"],
        safetyNotes: "Wear an anti-static strap when handling electronic boards.",
      },
    ],
    professionalVsDiy:
      "Checking cookware with a magnet, centring a correctly sized pan and clearing the vents under the cooktop are safe homeowner steps that solve many of these calls. If a known-compatible pan still is not detected, the fault is in the coil or power board, which carries high voltage and stored charge and should be handled by a technician.",
    seoTitle: "Induction Cooktop Not Detecting Pan? Houston Repair",
    seoDescription:
      "Induction cooktop flashing and not detecting your pan? Learn how cookware, overheating, coils and power boards cause it, plus induction repair costs in Houston.",
    seoKeywords: [
      "induction cooktop not detecting pan",
      "induction cooktop flashing",
      "induction cooktop not heating",
      "induction power board replacement",
      "induction cooktop repair houston",
    ],
  },
  {
    id: "ct-4",
    name: "Cooktop Touch Controls Unresponsive",
    slug: "cooktop-touch-controls-unresponsive",
    key: "touch-controls-unresponsive",
    appliance: "cooktop",
    description:
      "The touch controls on a glass cooktop ignore presses, respond only sometimes, or switch zones on and off by themselves. Moisture, a control lock or a failing touch control board are the usual causes.",
    symptoms: [
      "No response when touching the power or zone keys",
      "Only some keys work, or a key needs to be pressed several times",
      "Cooktop beeps continuously and shuts off",
      "Lock symbol or key icon lit on the display",
      "Zones turn on or change setting with no one touching them",
      "Display dim, flickering or dead after a storm",
    ],
    causes: [
      "Control lock (child lock) engaged",
      "Water, spills or a pan resting on the touch control area",
      "Grease film on the glass over the sensors",
      "Failed touch control board or its sensor pads",
      "Loose or damaged ribbon cable between the touch board and power board",
      "Power surge or overheating damaging the control electronics",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 195, max: 520 },
    repairTime: "1-2 hours",
    estimate: { min: 195, max: 520, accuracy: 87 },
    prevention: [
      "Keep the control area dry and never set pans, utensils or wet towels on it",
      "Clean the glass over the controls with a cooktop cleaner so grease does not build up",
      "Use the control lock when cleaning, and learn how to release it from the owner's manual",
      "Keep the space below a built-in cooktop ventilated so the electronics stay cool",
      "Install a whole-home surge protector to guard the control board from Houston storm surges",
      "After a power outage, switch the breaker off and on once to reset the control before using it",
    ],
    whyItHappens: {
      primaryCause:
        "The touch sensors cannot register a clean change in capacitance, or the board reading them has failed.",
      explanation:
        "Capacitive touch keys sense the small change in capacitance when a fingertip touches the glass above a sensor pad. Water, grease or a metal pan on the glass changes that capacitance too, so the control ignores input or shuts off as a safety measure. The touch board communicates with the power board through a ribbon cable, and heat or a surge can damage either board or loosen the connection. When the lock feature is on, the control deliberately ignores every key except unlock.",
      commonTriggers: [
        "Boil-overs running onto the control area",
        "Hot pans pushed onto the controls",
        "Lock activated accidentally during cleaning",
        "Lightning and grid surges",
        "Heat from an oven installed directly below the cooktop",
      ],
      ageFactors:
        "Touch control boards commonly fail at 6-10 years, while lock and moisture problems occur at any age.",
      usageFactors:
        "Busy cooktops with frequent boil-overs and pans pushed toward the front edge have more control problems.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check lock, moisture and power reset",
        description:
          "The technician cleans and dries the control area, releases any control lock and cycles power at the breaker. This resolves moisture and lock-out problems without parts.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Lint-free cloths", "Cooktop cleaner"],
        safetyNotes: "Make sure the glass has cooled before cleaning it.",
      },
      {
        step: 2,
        title: "Read diagnostics and check supply",
        description:
          "Where the model has a service mode, the technician reads stored error codes and tests the keys. Supply voltage is checked to confirm both 120 V legs of the 240 V circuit are present.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Service manual"],
        safetyNotes:
          "The supply is measured at a live 240 V terminal block; only a trained technician does this, with insulated probes and the cooktop left in place. Switch off the breaker before any cover or wire is disturbed.",
      },
      {
        step: 3,
        title: "Inspect boards and ribbon cable",
        description:
          "The cooktop is lifted out and the ribbon cable and connectors are inspected and reseated. The touch board and power board are checked for burn marks, swollen capacitors or corrosion.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Torx driver set", "Nut driver set", "Flashlight"],
        safetyNotes:
          "Switch off the 240 V breaker before lifting the cooktop, and lift it with two people to avoid cracking the glass.",
      },
      {
        step: 4,
        title: "Replace the failed board and test",
        description:
          "The faulty touch control board, power board or ribbon cable is replaced and the cooktop is reinstalled. Every key and zone is tested, including the lock and timer functions.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Torx driver set", "Anti-static wrist strap"],
        safetyNotes: "Wear an anti-static strap when handling electronic boards.",
      },
    ],
    professionalVsDiy:
      "Drying the control area, removing pans from it, releasing the control lock and resetting the breaker are safe homeowner steps and often fix the problem. If the keys still do not respond, or zones turn on by themselves, switch the breaker off and have a technician test the boards.",
    seoTitle: "Cooktop Touch Controls Not Working? Houston Repair",
    seoDescription:
      "Cooktop touch controls not responding or beeping? Learn how moisture, control lock, ribbon cables and control boards cause it, plus Houston repair costs.",
    seoKeywords: [
      "cooktop touch controls not working",
      "cooktop control lock",
      "cooktop control board replacement",
      "glass cooktop keys not responding",
      "cooktop repair houston",
    ],
  },
  {
    id: "ct-5",
    name: "Cooktop Element Stays On",
    slug: "cooktop-element-stays-on",
    key: "element-stays-on",
    appliance: "cooktop",
    description:
      "An electric cooktop element keeps heating after it is switched off, or runs at full heat at every setting. This is a fire and burn hazard, and the only safe way to stop it is to switch off the breaker until the cooktop is repaired.",
    symptoms: [
      "Element glows red with the knob or touch control set to OFF",
      "Element runs at full heat no matter what setting is selected",
      "Element will only turn off when the breaker is switched off",
      "Pans boil over or scorch on low settings",
      "Burning smell or discoloured glass around one zone",
      "Knob feels loose or turns without clicking into OFF",
    ],
    causes: [
      "Infinite switch contacts welded closed",
      "Relay on the electronic control board stuck closed",
      "Shorted wiring with melted insulation bypassing the switch",
      "Failed touch control board sending a constant on signal",
      "Broken switch shaft so the knob no longer turns the switch",
      "Incorrectly wired replacement switch from an earlier repair",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 165, max: 395 },
    repairTime: "1-2 hours",
    estimate: { min: 165, max: 395, accuracy: 90 },
    prevention: [
      "Turn knobs gently and do not force them past OFF or HIGH",
      "Use cookware that matches the zone size to reduce heat on switches and relays",
      "Keep spills away from the knobs and control panel",
      "Protect the cooktop from surges with a whole-home surge protector",
      "Have any burning smell or scorched wiring checked promptly",
      "Use the manufacturer's exact replacement switch or board and have it installed by a technician",
    ],
    whyItHappens: {
      primaryCause: "The switch or relay that should interrupt power to the element has stuck closed.",
      explanation:
        "Knob-controlled elements are cycled by an infinite switch whose contacts open and close many times an hour; arcing gradually pits them until they weld together. Touch-controlled cooktops use relays on a control board, and a welded relay contact or a failed driver circuit keeps the element powered regardless of the setting. Overheated wiring can also melt its insulation and connect the element directly to the supply. In each case the element runs at full power with nothing to stop it except the breaker.",
      commonTriggers: [
        "Long periods on HIGH with large pots",
        "Power surges welding relay contacts",
        "Heat buildup under built-in cooktops",
        "Spills reaching the switch or board",
        "Aged switches after many years of cycling",
      ],
      ageFactors:
        "Infinite switches and relays most often stick after 8-15 years, though a surge can weld a relay on a newer cooktop.",
      usageFactors:
        "Zones used daily on high settings, and cooktops used for canning, cycle their switches more and fail sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Make the cooktop safe",
        description:
          "The breaker is switched off to stop the element, and the technician confirms the cooktop is de-energised. Pans and anything flammable are moved clear while the glass cools.",
        timeRequired: "5 minutes",
        toolsNeeded: ["Non-contact voltage tester"],
        safetyNotes:
          "Switch off the cooktop's 240 V breaker immediately; do not leave a stuck-on element running. The glass stays hot for some time afterwards.",
      },
      {
        step: 2,
        title: "Test the switch or relay",
        description:
          "With the cooktop opened, the infinite switch is checked for continuity in the OFF position, or the control board relay output is tested. The knob shaft and switch mounting are inspected.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Keep the 240 V breaker off for continuity checks. If the relay output must be read live, only a trained technician takes the reading with insulated probes, then switches the breaker off again before touching any terminal.",
      },
      {
        step: 3,
        title: "Inspect wiring for shorts",
        description:
          "The wiring between the switch, element and terminal block is traced for melted insulation or wires touching. Damaged sections are replaced with high-temperature wire.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Wire strippers", "High-temperature wire"],
        safetyNotes: "Keep the breaker off and verify with a tester before handling wiring.",
      },
      {
        step: 4,
        title: "Replace the failed part and verify shutoff",
        description:
          "The stuck switch, board or wiring is replaced and the cooktop reassembled. Each zone is turned on and off at several settings to confirm it shuts off fully and cycles correctly on low.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Multimeter", "Infrared thermometer"],
        safetyNotes: "Stay at the cooktop during the test and be ready to switch off the breaker.",
      },
    ],
    professionalVsDiy:
      "The homeowner's job is simple: switch off the breaker, keep it off and do not use the cooktop until it is repaired. Diagnosing a welded switch, stuck relay or shorted wire requires opening the cooktop and testing 240 V circuits, so call a technician.",
    seoTitle: "Cooktop Element Stays On? Houston Repair Guide",
    seoDescription:
      "Cooktop element won't turn off or stays on high? Learn why infinite switches and relays stick, what to do right away, and cooktop repair costs in Houston.",
    seoKeywords: [
      "cooktop element stays on",
      "cooktop burner won't turn off",
      "stuck infinite switch",
      "cooktop relay stuck",
      "cooktop repair houston",
    ],
  },
] satisfies RepairIssueInput[];
