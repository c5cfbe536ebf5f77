import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "dd-1",
    name: "Downdraft Fan Not Working",
    slug: "downdraft-fan-not-working",
    key: "fan-not-working",
    appliance: "downdraft",
    description:
      "The downdraft vent on the cooktop or range will not start, hums without spinning, or stops after a few minutes. The blower motor, its power supply or the switch and interlock that tell it to run are the usual suspects.",
    symptoms: [
      "No sound or airflow when the fan switch is pressed",
      "Humming from the cabinet below but no air movement",
      "Fan runs on one speed but not the others",
      "Fan starts and then shuts off after several minutes of cooking",
      "Burning or hot electrical smell from the cabinet under the cooktop",
      "Control lights work but the blower never starts",
    ],
    causes: [
      "Failed blower motor or seized motor bearings",
      "Blower wheel jammed with hardened grease or debris",
      "Motor thermal protector tripping from overheating",
      "Faulty fan switch or control board relay",
      "Vent-up interlock switch not closing on pop-up models, so the fan is locked out",
      "Loose plug, burned wire or tripped circuit feeding the blower in the cabinet or at a remote blower",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 195, max: 425 },
    repairTime: "1-2 hours",
    estimate: { min: 195, max: 425, accuracy: 89 },
    prevention: [
      "Clean the downdraft grease filters every month, or every two weeks with regular frying",
      "Run the fan for 10-15 minutes after cooking to clear moisture from the blower and duct",
      "Keep the cabinet below the cooktop clear so the blower housing and wiring are not crushed or blocked",
      "Have the blower wheel degreased during a service visit every 1-2 years",
      "Do not operate the fan without its filters in place",
      "Protect the range or cooktop circuit with a whole-home surge protector against Houston storm surges",
    ],
    whyItHappens: {
      primaryCause: "The blower motor has failed or is not receiving power from the control circuit.",
      explanation:
        "A downdraft pulls cooking air sideways and down through filters into a blower mounted under the cooktop or remotely in the duct or on an outside wall. Grease that passes the filters coats the blower wheel and motor, adding load and heat until the motor's thermal protector trips or the bearings seize. The fan is switched by a control board or switch, and pop-up models only allow it to run once a switch confirms the vent is raised. A fault anywhere in that chain leaves a healthy motor with no power.",
      commonTriggers: [
        "Grease filters skipped for months",
        "Heavy frying and searing sending grease into the blower",
        "Stored items in the base cabinet pressing on the blower or wiring",
        "Power surges damaging the control board",
        "Moisture condensing in the blower housing in humid weather",
      ],
      ageFactors: "Downdraft blower motors commonly fail at 8-12 years, sooner if they have run with clogged filters.",
      usageFactors:
        "Households that fry or sear often load the blower with grease faster, and fans run on high for long periods run hotter.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check power, switch and interlock",
        description:
          "The technician confirms power to the unit, checks the breaker and plug in the base cabinet, and verifies that the vent-up interlock switch closes when the vent is raised.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Flashlight"],
        safetyNotes:
          "Work in the cabinet below the cooktop is done with the breaker off except for brief live voltage checks with insulated probes.",
      },
      {
        step: 2,
        title: "Inspect the blower",
        description:
          "The filters are removed and the blower housing is opened to check whether the wheel turns freely by hand. Grease buildup, debris and motor bearing drag are noted.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Work light"],
        safetyNotes:
          "Switch off the breaker feeding the downdraft before opening the blower housing; the fan can start unexpectedly.",
      },
      {
        step: 3,
        title: "Test the motor and control",
        description:
          "The motor windings and thermal protector are checked for continuity, and the control board or switch output to the motor is measured at each speed.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Wiring diagram"],
        safetyNotes:
          "Continuity checks on the motor are made with the breaker off. The control output is measured live at 120 V, so only a trained technician takes that reading, with insulated probes and hands clear of the blower wheel, and the breaker goes off again before any wire is disconnected.",
      },
      {
        step: 4,
        title: "Replace parts and test airflow",
        description:
          "The failed motor, blower assembly, switch or board is replaced and the blower wheel is degreased. The fan is run at every speed to confirm smooth, quiet operation and strong draw at the vent.",
        timeRequired: "40 minutes",
        toolsNeeded: ["Nut driver set", "Degreaser", "Anemometer"],
        safetyNotes:
          "Blower assemblies can be awkward and heavy in a tight cabinet; support the motor while removing its mounting screws.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check the breaker, make sure the vent is fully raised, and clean or replace the grease filters. If the fan still hums, stays silent or trips out, the motor and control wiring in the cabinet need testing, which is a job for a technician.",
    seoTitle: "Downdraft Fan Not Working? Houston Repair Guide",
    seoDescription:
      "Downdraft vent fan won't turn on or hums without spinning? Learn how blower motors, switches and interlocks fail, plus downdraft repair costs in Houston.",
    seoKeywords: [
      "downdraft fan not working",
      "downdraft blower motor replacement",
      "downdraft vent not turning on",
      "cooktop vent fan repair",
      "downdraft repair houston",
    ],
  },
  {
    id: "dd-2",
    name: "Downdraft Weak Suction",
    slug: "downdraft-weak-suction",
    key: "weak-suction",
    appliance: "downdraft",
    description:
      "The downdraft fan runs but smoke and steam drift past it into the kitchen, and cooking odours linger. Clogged filters and grease-caked blower wheels are the common causes, though duct and damper problems produce the same result.",
    symptoms: [
      "Smoke and steam rise past the vent instead of being drawn in",
      "Fan sounds normal but airflow at the vent is faint",
      "Cooking odours linger in the house for hours",
      "Grease film building up on cabinets and walls near the cooktop",
      "Suction noticeably better with the filters removed",
      "Windows fog up and the kitchen feels humid while cooking",
    ],
    causes: [
      "Grease filters clogged or saturated",
      "Blower wheel blades caked with grease, reducing airflow",
      "Backdraft damper stuck partly closed with grease",
      "Duct crushed, disconnected or kinked under the cabinet",
      "Pop-up vent not rising to full height",
      "Tight home with no make-up air, so the fan cannot pull enough air",
    ],
    urgency: "Low",
    difficulty: "Easy",
    avgCost: { min: 170, max: 320 },
    repairTime: "1-2 hours",
    estimate: { min: 170, max: 320, accuracy: 90 },
    prevention: [
      "Clean metal grease filters in hot water with degreasing detergent or the dishwasher every month",
      "Replace charcoal filters on recirculating units every 3-6 months",
      "Turn the fan on a few minutes before you start cooking so airflow is established",
      "Use the rear burners for tall pots, since downdraft capture falls off above a few inches",
      "Crack a window or use make-up air when running the fan on high in a tightly sealed home",
      "Have the blower wheel and damper degreased every 1-2 years if you fry often",
    ],
    whyItHappens: {
      primaryCause: "Airflow is restricted somewhere between the vent opening and the outside termination.",
      explanation:
        "Hot cooking vapour naturally rises, so a downdraft must pull it sideways and down with strong airflow close to the cooking surface. Every restriction, from loaded filters to grease on the blower blades, a sticky damper or a crushed duct, cuts that airflow, and even a modest loss lets steam escape above the vent's reach. In tightly sealed homes the fan also has to fight negative pressure, and codes typically require make-up air for systems above 400 CFM. Downdrafts inherently capture less from tall stockpots than an overhead hood, so some escape with tall pots is normal.",
      commonTriggers: [
        "Filters left uncleaned for months",
        "Frequent frying and high-heat searing",
        "Damper flap gummed shut by grease and humidity",
        "Duct knocked loose by items stored in the base cabinet",
        "Running the fan on low for heavy cooking",
      ],
      ageFactors:
        "Filter-related loss appears within months of neglect, while grease-caked blowers and sticky dampers are typical after 5 or more years.",
      usageFactors:
        "Kitchens that fry or sear several times a week lose airflow quickly, and lightly used units tend to suffer from dampers that stick rather than from grease load.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure airflow and inspect filters",
        description:
          "The technician measures air velocity at the vent on each speed and inspects the grease filters and any charcoal filters. Filters are cleaned or replaced to establish a baseline.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Anemometer", "Flashlight"],
      },
      {
        step: 2,
        title: "Clean the blower wheel",
        description:
          "The blower housing is opened and the wheel blades are degreased, since a thin grease layer on the cupped blades can cut airflow substantially.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Degreaser", "Nylon brush"],
        safetyNotes: "Switch off the downdraft's breaker before opening the blower housing.",
      },
      {
        step: 3,
        title: "Check damper and duct",
        description:
          "The backdraft damper is freed and cleaned, and the duct in the base cabinet is checked for crushing, disconnection or kinks. The outside wall cap is checked for a stuck flap.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Inspection camera", "Foil tape"],
        safetyNotes: "Use a stable ladder when checking a wall cap above ground level.",
      },
      {
        step: 4,
        title: "Retest airflow",
        description:
          "Air velocity is measured again on each speed and compared with the baseline. A smoke or steam test on the cooktop confirms the vent now captures the plume.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Anemometer", "Smoke pencil"],
      },
    ],
    professionalVsDiy:
      "Cleaning the grease filters, replacing charcoal filters and making sure the vent rises fully are safe homeowner tasks and fix many weak-suction complaints. If airflow stays weak with clean filters, the blower wheel, damper or ductwork needs attention from a technician.",
    seoTitle: "Downdraft Weak Suction? Houston Repair Guide",
    seoDescription:
      "Downdraft vent not pulling smoke and steam? Learn how clogged filters, greasy blower wheels, stuck dampers and ducts cut airflow, plus Houston repair costs.",
    seoKeywords: [
      "downdraft weak suction",
      "downdraft not pulling smoke",
      "downdraft vent poor airflow",
      "downdraft filter cleaning",
      "downdraft repair houston",
    ],
  },
  {
    id: "dd-3",
    name: "Downdraft Vent Won't Rise",
    slug: "downdraft-vent-wont-rise",
    key: "vent-wont-rise",
    appliance: "downdraft",
    description:
      "The pop-up downdraft chimney behind the cooktop will not rise, stops partway, or will not retract. The lift motor, its drive gears or the limit switches that stop it at the top and bottom are usually at fault.",
    symptoms: [
      "Vent does not move when the raise button is pressed",
      "Motor runs and whirs but the vent stays down",
      "Vent rises partway and stops, or rises unevenly on one side",
      "Vent will not lower back flush with the counter",
      "Grinding, clicking or ratcheting noise during travel",
      "Fan will not start because the vent never reaches full height",
    ],
    causes: [
      "Failed lift motor (raise/lower motor)",
      "Stripped drive gear or worn gear rack on the lift mechanism",
      "Faulty upper or lower limit switch",
      "Obstruction such as a utensil, towel or spilled food in the vent slot",
      "Grease and grime binding the guide rails",
      "Failed control board or raise/lower switch",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 210, max: 425 },
    repairTime: "1-2 hours",
    estimate: { min: 210, max: 425, accuracy: 88 },
    prevention: [
      "Keep utensils, towels and pot handles clear of the vent slot before raising or lowering it",
      "Wipe the vent chimney and top trim after cooking so grease does not build up on the rails",
      "Never push the vent up or down by hand while the motor is running",
      "Stop pressing the button if the vent stalls, rather than running the motor against a jam",
      "Keep the base cabinet clear so the lift mechanism is not obstructed from below",
      "Have the rails cleaned and the drive lubricated with a manufacturer-approved lubricant during routine service",
    ],
    whyItHappens: {
      primaryCause:
        "The lift mechanism cannot move the chimney, either because the motor or gears have failed or because something is binding it.",
      explanation:
        "A pop-up downdraft uses a small geared lift motor driving a rack or screw that raises the chimney, with limit switches telling the control when the vent is fully up or down. Grease on the guide rails and objects dropped into the slot add resistance until plastic gear teeth strip or the motor overheats. A failed limit switch can leave the control thinking the vent is already up or down, so it will not run the motor. On many models the fan is locked out until the vent reaches full height, so a lift problem also stops ventilation.",
      commonTriggers: [
        "Utensils or towels dropped into the slot",
        "Grease and humidity gumming the rails",
        "Pressing or holding the vent by hand while it moves",
        "Repeatedly cycling the vent when it has stalled",
        "Power surges damaging the control board",
      ],
      ageFactors: "Lift motors and plastic drive gears typically wear out at 7-12 years.",
      usageFactors:
        "Vents raised and lowered several times a day, or often cycled by curious children, wear their gears faster.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check for obstruction and power",
        description:
          "The technician inspects the slot and rails for obstructions and confirms the control sends power to the lift motor when the button is pressed.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Multimeter"],
        safetyNotes: "Keep fingers out of the vent slot while the motor is powered; the chimney can pinch.",
      },
      {
        step: 2,
        title: "Access the lift mechanism",
        description:
          "From the base cabinet, the technician removes the access panel or lowers the downdraft chassis to reach the motor, gears and limit switches.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Work light"],
        safetyNotes:
          "Switch off the breaker feeding the downdraft before reaching into the mechanism. Support the chassis when loosening it; full downdraft units are heavy in a confined cabinet.",
      },
      {
        step: 3,
        title: "Test motor, gears and limit switches",
        description:
          "The lift motor is tested for continuity and tried directly, the drive gear and rack are checked for stripped teeth, and each limit switch is tested in both positions.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Inspection mirror"],
        safetyNotes:
          "When the lift motor is powered directly for a test, the leads carry 120 V and the gears can trap fingers; only a trained technician makes the connection, and the breaker is switched off again before touching the gears, rack or switches.",
      },
      {
        step: 4,
        title: "Replace parts and test travel",
        description:
          "The failed motor, gear, rack or switch is replaced, the rails are cleaned and lubricated, and the vent is cycled several times to confirm smooth travel and correct stopping at top and bottom.",
        timeRequired: "40 minutes",
        toolsNeeded: ["Nut driver set", "Degreaser", "Approved lubricant"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely clear anything lodged in the vent slot, wipe grease from the chimney and reset the breaker. If the motor runs without moving the vent, or nothing happens at all, the lift motor, gears or switches need a technician working from the cabinet below.",
    seoTitle: "Downdraft Vent Won't Rise? Houston Repair Guide",
    seoDescription:
      "Pop-up downdraft vent stuck down or stopping halfway? Learn how lift motors, gears and limit switches fail, plus typical downdraft repair costs in Houston.",
    seoKeywords: [
      "downdraft vent won't rise",
      "pop-up downdraft stuck",
      "downdraft lift motor replacement",
      "downdraft won't go down",
      "downdraft repair houston",
    ],
  },
  {
    id: "dd-4",
    name: "Downdraft Loud Noise",
    slug: "downdraft-loud-noise",
    key: "loud-noise",
    appliance: "downdraft",
    description:
      "The downdraft has become noticeably louder, with rattling, grinding, squealing or a vibration that carries through the cabinets. An unbalanced or grease-laden blower wheel and worn motor bearings are the most common causes.",
    symptoms: [
      "Rattling or vibrating from the base cabinet when the fan runs",
      "High-pitched squeal or whine that rises with fan speed",
      "Grinding or scraping noise from the blower",
      "Flapping or banging from the duct or outside wall cap",
      "Noise that changes when the cabinet door or duct is touched",
      "Grinding only while the vent is rising or lowering",
    ],
    causes: [
      "Blower wheel unbalanced by uneven grease buildup",
      "Worn blower motor bearings",
      "Loose blower mounting screws or housing",
      "Debris or a loose part rubbing inside the blower housing",
      "Backdraft damper or wall cap flap chattering in the airflow",
      "Worn lift motor gears on pop-up models",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 170, max: 360 },
    repairTime: "1-2 hours",
    estimate: { min: 170, max: 360, accuracy: 89 },
    prevention: [
      "Clean the grease filters monthly so less grease reaches the blower wheel",
      "Have the blower wheel degreased every 1-2 years to keep it balanced",
      "Keep stored pans and items in the base cabinet from touching the blower or duct",
      "Check the outside wall cap yearly for a bent or sticking flap",
      "Do not run the fan without filters, which lets debris into the blower",
      "Call for service when a new noise starts, before worn bearings overheat the motor",
    ],
    whyItHappens: {
      primaryCause: "The blower is no longer spinning true, usually from grease imbalance or worn bearings.",
      explanation:
        "A blower wheel spins at high speed, so even a small, uneven coat of grease on a few blades throws it out of balance and shakes the motor and housing. That vibration loosens mounting screws and transmits through the cabinet, and over time it also wears the motor bearings, which then squeal or grind. Loose parts or debris in the housing rattle against the spinning wheel. On pop-up models, worn plastic gears in the lift drive grind during travel.",
      commonTriggers: [
        "Filters not cleaned regularly",
        "Heavy frying sending grease into the blower",
        "Items in the base cabinet pressing on the blower housing",
        "Wind gusting against a loose wall cap flap",
        "Screws vibrating loose over years of use",
      ],
      ageFactors:
        "Bearing noise is typical after 8-12 years, while grease imbalance can appear within a few years of heavy use.",
      usageFactors: "Units run on high for long periods, or in kitchens that fry often, become noisy sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Pinpoint the noise",
        description:
          "The technician runs the fan at each speed and the lift mechanism separately, listening at the vent, base cabinet and duct to locate the source.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Mechanic's stethoscope", "Flashlight"],
      },
      {
        step: 2,
        title: "Inspect and clean the blower",
        description:
          "The blower housing is opened, debris is removed, the wheel is degreased and checked for bent blades, and mounting screws are tightened.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Degreaser", "Nylon brush"],
        safetyNotes: "Switch off the downdraft's breaker before opening the blower housing.",
      },
      {
        step: 3,
        title: "Check bearings, damper and lift drive",
        description:
          "The motor shaft is checked for end play and roughness, the damper and wall cap flap are checked for chatter, and the lift gears are inspected on pop-up models.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Screwdriver set", "Inspection mirror"],
      },
      {
        step: 4,
        title: "Replace worn parts and test",
        description:
          "A motor with worn bearings, a damaged wheel, damper or worn gear set is replaced, and loose duct connections are secured. The unit is run at every speed to confirm quiet, vibration-free operation.",
        timeRequired: "40 minutes",
        toolsNeeded: ["Nut driver set", "Foil tape", "Mechanic's stethoscope"],
        safetyNotes: "Support the blower motor while removing its mounts; it can drop in a cramped cabinet.",
      },
    ],
    professionalVsDiy:
      "A homeowner can clean the filters, clear items pressing on the blower in the cabinet and check the outside wall cap from the ground. Grinding or squealing from the motor means worn bearings or a damaged wheel, which a technician should replace before the motor overheats.",
    seoTitle: "Noisy Downdraft Vent? Houston Repair Guide",
    seoDescription:
      "Downdraft vent rattling, grinding or squealing? Learn how greasy blower wheels, worn bearings and loose dampers cause noise, plus Houston repair costs.",
    seoKeywords: [
      "downdraft loud noise",
      "downdraft fan rattling",
      "downdraft blower squealing",
      "noisy cooktop vent",
      "downdraft repair houston",
    ],
  },
  {
    id: "dd-5",
    name: "Downdraft Ductwork Problems",
    slug: "downdraft-ductwork-problems",
    key: "ductwork-problems",
    appliance: "downdraft",
    description:
      "The downdraft's exhaust duct is clogged with grease, disconnected, crushed, holding water or blocked at the outside wall cap. Besides killing airflow, a grease-laden or disconnected duct is a fire risk and can push grease and moisture into cabinets, floors or walls.",
    symptoms: [
      "Fan runs strongly at the blower but little air exits at the outside wall cap",
      "Grease dripping or staining around the wall cap or inside the base cabinet",
      "Musty or rancid smell from the vent when the fan is off",
      "Water or gurgling in the duct after heavy rain",
      "Cold or hot outside air, or insects, coming in through the vent",
      "Outside flap stuck shut, missing or blocked by a nest",
    ],
    causes: [
      "Thick grease buildup lining the duct",
      "Duct joint disconnected or tape failed inside the cabinet, floor or crawlspace",
      "Flexible duct crushed, kinked or too long with excessive elbows",
      "Under-slab duct collecting groundwater or rainwater",
      "Exterior wall cap damper stuck with grease or paint, or blocked by bird or wasp nests",
      "Undersized duct run that does not match the blower's rated duct size",
    ],
    urgency: "High",
    difficulty: "Hard",
    avgCost: { min: 235, max: 425 },
    repairTime: "2-4 hours",
    estimate: { min: 235, max: 425, accuracy: 84 },
    prevention: [
      "Clean the grease filters monthly so less grease reaches the duct",
      "Have the duct inspected and degreased every 2-3 years, or yearly if you fry often",
      "Check the outside wall cap twice a year and clear nests, leaves and debris",
      "Never repaint the wall cap flap shut, and replace a cap whose flap no longer swings freely",
      "Keep stored items in the base cabinet away from the duct so joints are not knocked loose",
      "Use smooth rigid metal duct with sealed joints and as few elbows as possible when remodelling",
    ],
    whyItHappens: {
      primaryCause:
        "Grease, water or physical damage has obstructed or broken the exhaust path between the blower and the outdoors.",
      explanation:
        "Downdraft exhaust travels down from the cooktop and then along the floor joists, through a crawlspace or under the slab to an outside wall, so it is longer and lower than a typical hood duct. Grease vapour cools and condenses in that run, gradually coating the walls and gathering at low points, which adds restriction and fuel for a fire. Joints sealed with cloth duct tape dry out and separate, and flexible duct sags or crushes. Low sections and under-slab runs can also collect condensation or groundwater, which corrodes metal duct and breeds odour.",
      commonTriggers: [
        "Years of heavy frying with infrequently cleaned filters",
        "Houston downpours and high water tables flooding low or under-slab duct runs",
        "Humidity condensing grease and water inside cool duct sections",
        "Remodelling or plumbing work disturbing duct joints",
        "Birds, wasps and mud daubers nesting in the outside cap",
      ],
      ageFactors:
        "Taped joints and flexible duct commonly fail after 10-15 years, and grease buildup becomes significant within 5-10 years without cleaning.",
      usageFactors:
        "Kitchens that fry or sear often build grease in the duct much faster, and units rarely used are more likely to have nests or stuck cap flaps.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure airflow at both ends",
        description:
          "The technician measures airflow at the vent and at the outside wall cap and checks the cap flap. A large difference between the two points to a leak or disconnection in between.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Anemometer", "Ladder", "Flashlight"],
        safetyNotes: "Use a stable ladder and a spotter when checking a raised wall cap.",
      },
      {
        step: 2,
        title: "Inspect the duct run",
        description:
          "An inspection camera is fed through the duct from the blower outlet and the wall cap to find grease buildup, water, crushed sections or separated joints. Accessible sections in the cabinet, crawlspace or basement are inspected by hand.",
        timeRequired: "40 minutes",
        toolsNeeded: ["Inspection camera", "Work light", "Nut driver set"],
        safetyNotes:
          "Switch off the downdraft's breaker before disconnecting the blower from the duct. Crawlspaces can hold standing water, pests and sharp fasteners; wear gloves and eye protection.",
      },
      {
        step: 3,
        title: "Repair, clean or reroute the duct",
        description:
          "Disconnected joints are refastened with sheet-metal screws and sealed with foil tape, crushed flex duct is replaced with rigid metal duct, grease is scraped and degreased from reachable sections, and a stuck or damaged wall cap is replaced with a properly dampered cap.",
        timeRequired: "90 minutes",
        toolsNeeded: ["Rigid metal duct and fittings", "Foil tape", "Sheet-metal screws", "Tin snips", "Degreaser"],
        safetyNotes:
          "Cut sheet-metal duct edges are sharp; wear cut-resistant gloves. Flooded under-slab ducts that need concrete or drainage work are referred to the appropriate contractor.",
      },
      {
        step: 4,
        title: "Verify airflow and seal",
        description:
          "The blower is reconnected and airflow is measured again at the vent and wall cap to confirm the path is clear and sealed. The cap flap is checked to open fully with the fan on and close with it off.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Anemometer", "Smoke pencil"],
      },
    ],
    professionalVsDiy:
      "A homeowner can check the outside wall cap from the ground, clear nests or leaves within reach, and look for obvious disconnection or grease in the base cabinet. Cleaning grease from the duct, reconnecting hidden joints and dealing with water in low or under-slab runs needs a technician with a camera and the right materials, and heavy grease buildup should be addressed promptly because it is a fire risk.",
    seoTitle: "Downdraft Ductwork Problems? Houston Repair Guide",
    seoDescription:
      "Downdraft duct clogged with grease, disconnected or holding water? Learn the warning signs, the fire risk and what duct repair costs in Houston homes.",
    seoKeywords: [
      "downdraft ductwork problems",
      "downdraft duct cleaning",
      "downdraft vent duct disconnected",
      "downdraft wall cap stuck",
      "downdraft repair houston",
      "grease in downdraft duct",
    ],
  },
] satisfies RepairIssueInput[];
