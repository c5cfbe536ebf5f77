import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "dr-1",
    name: "Dryer Not Heating",
    slug: "dryer-not-heating",
    key: "not-heating",
    appliance: "dryer",
    description:
      "The drum turns and the cycle runs, but the air stays cool and clothes come out damp. On electric dryers the usual culprits are a blown thermal fuse, a burned-out heating element or a failed thermostat; on gas dryers it is most often the igniter or gas valve coils. A blown thermal fuse usually means the vent is restricted, which is also a fire risk.",
    symptoms: [
      "Drum tumbles normally but the air inside stays at room temperature",
      "Clothes still damp after one or more full timed cycles",
      "No warm air coming out of the exterior vent hood while the dryer runs",
      "Gas dryer igniter glows orange but the burner never lights, or never glows at all",
      "Heat works on the first few minutes of a cycle and then stops",
      "Burning or hot-lint smell shortly before the heat stopped",
    ],
    causes: [
      "Blown thermal fuse, usually tripped by a lint-clogged vent or blower housing",
      "Burned-out or broken heating element coil on electric dryers",
      "Failed high-limit thermostat or cycling thermostat",
      "Cracked or weak igniter, or failed gas valve coils, on gas dryers",
      "One leg of the 240 V double-pole breaker tripped, so the motor runs but the element gets no power",
      "Failed flame sensor on gas dryers or a failed heater relay on the control board",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 162, max: 350 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 350, accuracy: 90 },
    prevention: [
      "Clean the lint screen before every load, and wash it with warm soapy water every few months to remove dryer-sheet film",
      "Have the full vent run cleaned once a year, and every six months for large households or vents longer than 25 feet",
      "Replace plastic or foil accordion duct behind the dryer with rigid or semi-rigid metal duct",
      "Keep the exterior vent hood flap free to open and clear of lint, bird nests and plants",
      "Do not push the dryer so far back that the transition duct is crushed against the wall",
      "Replace a blown thermal fuse only after the vent restriction that caused it has been found and cleared",
    ],
    whyItHappens: {
      primaryCause:
        "A failed heat-circuit part, most often a thermal fuse or heating element damaged by restricted airflow.",
      explanation:
        "A dryer heats air with an electric element or gas burner, pulls it through the tumbling clothes and pushes the moist air out through the vent. When lint builds up in the vent, the hot air cannot escape, the heater housing overheats, and the high-limit thermostat cycles the heat off again and again. If temperatures keep climbing, the one-time thermal fuse blows to cut the heat, and the repeated overheating also weakens element coils and thermostats. On electric dryers the motor runs on 120 V while the element needs the full 240 V, so a half-tripped breaker gives a dryer that tumbles with no heat.",
      commonTriggers: [
        "Lint-packed vent duct or roof vent",
        "Crushed foil transition duct behind the dryer",
        "Overloaded drum restricting airflow",
        "Bird nest or stuck flap at the exterior vent hood",
        "Power surge or brownout during summer storms",
      ],
      ageFactors:
        "Thermal fuses and heating elements commonly fail at 5-10 years, and gas dryer igniters and valve coils usually wear out at 6-12 years.",
      usageFactors:
        "Large households drying several loads a day, and dryers venting through long runs to the roof, as many two-story Houston homes do, overheat more often and burn through heating parts sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check power and vent airflow",
        description:
          "The technician confirms the dryer receives 240 V on both legs, or gas supply on a gas model, and measures airflow at the exterior vent. A restricted vent is noted first, since it must be fixed or the new part will fail again.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Vent airflow meter", "Flashlight"],
        safetyNotes:
          "Electric dryers run on 240 V, which is lethal; voltage testing at the terminal block is for trained technicians only.",
      },
      {
        step: 2,
        title: "Test the thermal fuse, thermostats and heat source",
        description:
          "With the dryer unplugged and the back or front panel removed, the thermal fuse, high-limit and cycling thermostats and heating element are checked for continuity. On gas models the igniter, flame sensor and gas valve coils are tested for resistance.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Putty knife", "Screwdriver set"],
        safetyNotes:
          "Unplug the dryer or switch off its 240 V breaker before opening it. On gas dryers, shut the gas valve behind the dryer before disconnecting any gas component.",
      },
      {
        step: 3,
        title: "Replace the failed parts",
        description:
          "The failed fuse, thermostat, element, igniter or valve coils are replaced with parts specified for the model. When a thermal fuse has blown, the technician also checks the cycling thermostat and element, since they often fail together.",
        timeRequired: "20-45 minutes",
        toolsNeeded: ["Nut driver set", "Needle-nose pliers", "Multimeter"],
        safetyNotes:
          "Heater housings and element coils have sharp edges and can still be hot from a recent cycle; wear gloves.",
      },
      {
        step: 4,
        title: "Clean the vent path and test heat",
        description:
          "Lint is vacuumed from the heater housing, blower and vent, and the dryer is run on high heat while exhaust temperature and cycling are checked. On gas models every disturbed fitting is leak-tested before the dryer is pushed back.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Vent brush kit", "Shop vacuum", "Infrared thermometer", "Soap solution"],
        safetyNotes:
          "Open the gas valve only after reassembly and check every gas connection with soap solution; bubbles mean a leak, so shut the valve and reseal it.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check both breaker handles, clean the lint screen and transition duct, and make sure the outside vent flap opens with the dryer running. Testing and replacing thermal fuses, elements, igniters or gas valve coils involves 240 V wiring or gas connections, so call a technician, and stop using a dryer that smells of burning lint.",
    seoTitle: "Dryer Not Heating? Houston Dryer Repair Guide",
    seoDescription:
      "Dryer running but not heating? Learn the causes, from blown thermal fuses and burned-out elements to gas igniters and clogged vents, plus Houston repair costs.",
    seoKeywords: [
      "dryer not heating",
      "dryer thermal fuse",
      "dryer heating element replacement",
      "gas dryer igniter",
      "dryer repair houston",
      "dryer runs but no heat",
    ],
  },
  {
    id: "dr-2",
    name: "Dryer Not Tumbling",
    slug: "dryer-not-tumbling",
    key: "not-tumbling",
    appliance: "dryer",
    description:
      "The dryer hums or runs but the drum does not turn, or it turns only in fits and starts. The usual cause is a broken drive belt, a seized idler pulley or drum roller, or a failing drive motor.",
    symptoms: [
      "Motor runs and the dryer hums, but the drum stays still",
      "Drum spins freely by hand with no resistance when the dryer is off",
      "Loud thump or snap just before the drum stopped turning",
      "Squealing or squeaking for weeks before the drum stopped",
      "Dryer hums for a few seconds then shuts off without the drum moving",
      "Burning rubber smell from the dryer cabinet",
    ],
    causes: [
      "Broken or stretched drive belt",
      "Seized or worn idler pulley that lets the belt slip or snap",
      "Worn drum support rollers or drum bearing creating too much drag",
      "Failed drive motor or motor start switch",
      "Lint, a sock or a coin jammed in the blower wheel, which shares the motor shaft",
      "Faulty door switch or belt switch preventing the motor from running",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 165, max: 360 },
    repairTime: "1-2 hours",
    estimate: { min: 165, max: 360, accuracy: 91 },
    prevention: [
      "Stay within the drum's capacity; wet towels and bedding are far heavier than they look",
      "Empty pockets so coins and keys cannot fall through the drum seam into the blower",
      "Have the drum rollers and idler pulley checked if the dryer starts to squeak or thump",
      "Clean the lint screen before every load so lint does not build up around the blower and motor",
      "Dry heavy items like rugs or sneakers on a rack or in small batches",
      "Stop using the dryer as soon as you hear a new squeal or smell rubber",
    ],
    whyItHappens: {
      primaryCause:
        "The belt that turns the drum has broken or slips because the idler pulley, rollers or motor have worn.",
      explanation:
        "In most dryers a single belt wraps around the drum and the motor pulley, with a spring-loaded idler pulley keeping it tight. As the drum rollers and idler pulley bearings wear, they add drag and heat, which stretches and eventually snaps the belt. The same motor turns the blower wheel, so a jammed blower can stall the motor even when the belt is fine. Many dryers use a belt switch or door switch in the motor circuit, so a failed switch also stops the drum.",
      commonTriggers: [
        "Overloaded drum with wet bedding or towels",
        "Worn drum rollers or idler pulley bearings",
        "Objects caught in the blower wheel",
        "Belt weakened by heat from a restricted vent",
      ],
      ageFactors:
        "Drive belts, idler pulleys and drum rollers usually wear out together at 6-10 years, and drive motors commonly last 10-15 years.",
      usageFactors:
        "Households running several heavy loads a day, or regularly drying rugs, comforters and shoes, wear the belt and rollers out much faster.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm the motor and switches",
        description:
          "The technician listens to the dryer start, checks whether the motor runs, and tests the door switch and motor circuit. This separates a mechanical drive failure from an electrical one.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Multimeter", "Flashlight"],
        safetyNotes:
          "Unplug the dryer or switch off its breaker before testing switches; electric dryers are fed with 240 V.",
      },
      {
        step: 2,
        title: "Open the cabinet and inspect the drive",
        description:
          "The top, front panel or rear panel is removed so the belt, idler pulley, drum rollers and blower wheel can be inspected. Worn rollers and a wobbling idler pulley are identified by turning them by hand.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Putty knife", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Panel edges and drum seams are sharp; wear gloves. On gas dryers, avoid pulling on the gas line while the dryer is moved out.",
      },
      {
        step: 3,
        title: "Replace the belt, pulley and rollers",
        description:
          "The drum is lifted out and a new belt is fitted, and the idler pulley and drum rollers are replaced when worn, since a new belt on old rollers will wear quickly. Any object in the blower wheel is removed.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Needle-nose pliers", "Shop vacuum", "Socket set"],
        safetyNotes:
          "The drum is awkward to lift out of the cabinet; support it with both hands and keep fingers clear of the idler spring.",
      },
      {
        step: 4,
        title: "Reassemble and test run",
        description:
          "The belt is routed around the idler and motor pulley, the cabinet is closed, and the dryer is run with a load. The technician listens for smooth, quiet tumbling and checks that the drum starts instantly.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Nut driver set", "Flashlight"],
      },
    ],
    professionalVsDiy:
      "A homeowner can check that the door closes the door switch firmly and clean lint from the lint screen housing, and a handy owner can replace a belt with the dryer unplugged. Because worn rollers, pulleys and motor problems are often behind a broken belt, and the drum must come out to reach them, a technician visit usually fixes the whole drive at once instead of just the symptom.",
    seoTitle: "Dryer Drum Not Turning? Houston Dryer Repair Guide",
    seoDescription:
      "Dryer runs but the drum won't turn? Learn the causes, from broken drive belts to seized idler pulleys, drum rollers and motors, and repair costs in Houston.",
    seoKeywords: [
      "dryer not tumbling",
      "dryer drum not turning",
      "dryer belt replacement",
      "dryer idler pulley",
      "dryer repair houston",
    ],
  },
  {
    id: "dr-3",
    name: "Dryer Takes Too Long to Dry",
    slug: "dryer-takes-too-long",
    key: "takes-too-long",
    appliance: "dryer",
    description:
      "Loads that used to dry in one cycle now need two or three, and the outside of the dryer gets unusually hot. In most cases the vent is partly blocked with lint, which wastes energy and is one of the leading causes of house fires involving dryers.",
    symptoms: [
      "Normal loads need two or more cycles to dry",
      "Top and sides of the dryer very hot to the touch",
      "Laundry room noticeably hot and humid while the dryer runs",
      "Weak airflow from the exterior vent hood",
      "Burning lint smell or clothes that come out very hot but still damp",
      "Auto-dry cycles ending early with clothes still wet",
    ],
    causes: [
      "Lint-clogged vent duct, especially long runs and roof vents",
      "Crushed or kinked foil transition duct behind the dryer",
      "Exterior vent hood flap stuck closed or blocked by a bird nest",
      "Failing cycling thermostat or a heating element with a broken coil section",
      "Moisture sensor bars coated with fabric-softener film, ending auto-dry cycles early",
      "Weak gas valve coils on gas dryers, letting the flame shut off mid-cycle",
    ],
    urgency: "High",
    difficulty: "Easy",
    avgCost: { min: 162, max: 325 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 325, accuracy: 90 },
    prevention: [
      "Clean the lint screen before every load",
      "Have the full vent run professionally cleaned at least once a year",
      "Keep the vent run as short and straight as possible, using rigid metal duct with no screws protruding into the airflow",
      "Check that the exterior flap opens fully when the dryer runs, and inspect it each spring for nests",
      "Wipe the moisture sensor bars inside the drum with rubbing alcohol every few months",
      "Make sure the washer spins loads out properly so the dryer is not removing water the washer should have",
    ],
    whyItHappens: {
      primaryCause: "Restricted airflow through a lint-clogged or crushed vent keeps moist air from leaving the drum.",
      explanation:
        "A dryer works by moving a large volume of heated air through the clothes and out of the house; the heat only helps if the moisture it picks up can escape. Lint that gets past the screen collects in the vent, especially at bends and in long or vertical runs, and every bit of restriction slows drying and raises cabinet temperatures. The high-limit thermostat then keeps switching the heat off, so cycles drag on. Lint is highly flammable, and a hot, clogged vent is a real fire hazard.",
      commonTriggers: [
        "Vent not cleaned for more than a year",
        "Long vent runs through the attic to a roof cap",
        "Foil or plastic accordion duct crushed behind the dryer",
        "Bird nests in exterior vent hoods during spring",
        "Fabric softener sheets leaving film on the lint screen and sensors",
      ],
      ageFactors:
        "Vent clogging depends on time since the last cleaning rather than dryer age, but cycling thermostats and moisture sensors commonly drift or fail at 7-12 years.",
      usageFactors:
        "Large households, pet owners and anyone drying lots of towels generate much more lint, and many two-story Houston homes vent dryers 20 feet or more through the attic to the roof, where lint settles and roof caps clog.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure airflow and exhaust temperature",
        description:
          "The technician runs the dryer and measures airflow and temperature at the vent outlet, then disconnects the transition duct and compares airflow at the back of the dryer. A large difference shows the restriction is in the vent rather than the dryer.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Vent airflow meter", "Infrared thermometer", "Flashlight"],
        safetyNotes:
          "On a gas dryer the exhaust carries carbon monoxide; run it with the transition duct off only for the brief airflow reading, with the room ventilated, and reconnect the duct before the dryer runs again. Do not strain the gas connector when pulling the dryer out.",
      },
      {
        step: 2,
        title: "Clean the vent run and hood",
        description:
          "The full vent is brushed and vacuumed from both ends with rotary brushes, and the exterior hood or roof cap is cleared. Crushed foil transition duct is replaced with semi-rigid or rigid metal duct.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Rotary vent brush kit", "Shop vacuum", "Foil tape", "Nut driver set"],
        safetyNotes:
          "Roof vent cleaning requires ladder and roof safety; on gas dryers, do not strain the gas connector when moving the dryer away from the wall.",
      },
      {
        step: 3,
        title: "Clean inside the dryer and test heat parts",
        description:
          "With the dryer unplugged, lint is vacuumed from the lint screen housing, blower and heater area. The cycling thermostat, element or gas valve coils and moisture sensor are tested against specifications.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Multimeter", "Shop vacuum", "Nut driver set", "Putty knife"],
        safetyNotes:
          "Unplug the dryer or switch off its 240 V breaker before opening it; on gas dryers, shut the gas valve before disconnecting gas components.",
      },
      {
        step: 4,
        title: "Replace faulty parts and verify drying time",
        description:
          "Any failed thermostat, element, coils or sensor is replaced, the dryer is reconnected to the clean vent, and a normal load is dried. The technician confirms a normal cycle time and safe exhaust temperature.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Nut driver set", "Infrared thermometer", "Soap solution"],
        safetyNotes:
          "After any gas connection is disturbed, open the gas valve and check every fitting with soap solution before leaving the dryer running.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely clean the lint screen and the first few feet of duct behind the dryer, replace a crushed foil duct and check the outside flap. Long runs, attic and roof vents need professional brushing equipment, and if drying is still slow with a clean vent, a technician should test the thermostats, element or gas valve; do not keep running a dryer whose cabinet is too hot to touch.",
    seoTitle: "Dryer Taking Too Long to Dry? Houston Repair Guide",
    seoDescription:
      "Clothes need two dryer cycles? Learn why, from lint-clogged vents and crushed ducts to failing thermostats, and fix the fire risk. Houston repair costs inside.",
    seoKeywords: [
      "dryer takes too long to dry",
      "dryer vent cleaning houston",
      "clogged dryer vent",
      "dryer lint fire risk",
      "dryer repair houston",
    ],
  },
  {
    id: "dr-4",
    name: "Dryer Making Loud Noise",
    slug: "dryer-loud-noise",
    key: "loud-noise",
    appliance: "dryer",
    description:
      "The dryer thumps, squeals, scrapes or roars while the drum turns. These noises almost always come from worn moving parts such as drum rollers, the idler pulley, drum glides or the blower wheel, and they usually get louder until the part fails.",
    symptoms: [
      "Rhythmic thumping with each turn of the drum",
      "High-pitched squeal or squeak that starts with the cycle",
      "Scraping or grinding sound at the front or rear of the drum",
      "Loud rattle or roar from the blower area at the bottom front",
      "Clicking or ticking that speeds up as the drum turns",
      "Black marks or rubber dust around the drum edge or inside the cabinet",
    ],
    causes: [
      "Worn or flat-spotted drum support rollers",
      "Worn idler pulley bearing",
      "Worn drum glides or felt seals on front-bearing dryers",
      "Rear drum bearing or shaft worn",
      "Blower wheel loose on the motor shaft or hit by a coin or lint clump",
      "Coins, buttons or zippers trapped between the drum and the cabinet",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 162, max: 340 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 340, accuracy: 89 },
    prevention: [
      "Empty pockets and zip zippers before drying",
      "Avoid overloading, which puts extra weight on the rollers and glides",
      "Keep the dryer level so the drum rides evenly on its rollers",
      "Dry sneakers in a mesh bag or on a shoe rack accessory",
      "Have worn rollers and the idler pulley replaced together when the belt is replaced",
      "Have the cause of a new squeal checked early, before a bad pulley snaps the belt",
    ],
    whyItHappens: {
      primaryCause: "Worn support parts such as rollers, pulleys, glides or bearings that carry the turning drum.",
      explanation:
        "The drum of a full dryer turns about 50 times a minute for an hour at a time, riding on rollers, glides or a rear bearing. Those parts wear flat or dry out, and the noise changes from a faint squeak to a thump or grind as the wear increases. The idler pulley bearing spins much faster than the drum and usually squeals first. Heat from a restricted vent dries out bearing lubricant and speeds up the wear.",
      commonTriggers: [
        "Heavy loads of towels, bedding or rugs",
        "Dryer sitting out of level",
        "Objects left in pockets",
        "High heat from a partly blocked vent",
      ],
      ageFactors:
        "Idler pulleys and drum rollers commonly start making noise at 6-10 years, and drum glides on front-bearing models wear out at 7-12 years.",
      usageFactors:
        "Dryers running several loads a day, or regularly drying heavy items like shoes and rugs, wear their support parts out much faster.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Identify where the noise comes from",
        description:
          "The technician runs the dryer empty and loaded and turns the drum by hand with the dryer unplugged to locate the noise. Thumps point to rollers, squeals to the idler pulley, and scraping to glides or a trapped object.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Flashlight", "Mechanic's stethoscope"],
      },
      {
        step: 2,
        title: "Open the cabinet and inspect parts",
        description:
          "The front or rear panel and drum are removed so rollers, idler pulley, glides, felt seals, drum bearing and blower wheel can be inspected. Any object between the drum and cabinet is removed.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Putty knife", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Unplug the dryer or switch off its 240 V breaker first, and wear gloves, since the cabinet and drum edges are sharp.",
      },
      {
        step: 3,
        title: "Replace worn components",
        description:
          "Worn rollers, idler pulley, glides, felt seals or rear bearing are replaced, usually together as a kit so the drum runs evenly. A loose blower wheel is tightened or replaced.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Socket set", "Nut driver set", "Needle-nose pliers", "High-temperature grease"],
        safetyNotes: "Support the drum when lifting it out and keep fingers clear of the idler spring tension.",
      },
      {
        step: 4,
        title: "Reassemble and test quietly",
        description:
          "The drum and belt are refitted, the dryer is leveled and reconnected to the vent, and a full load is run. The technician confirms the noise is gone and the drum turns smoothly.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Level", "Nut driver set"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely level the dryer, check that nothing is trapped in the lint screen slot and listen to confirm the noise comes from the dryer rather than a loose vent. Replacing rollers, pulleys or glides means removing the drum, so most people call a technician; a loud dryer is rarely an emergency, but a grinding or squealing part should be replaced before it breaks the belt.",
    seoTitle: "Noisy Dryer? Houston Dryer Repair Guide",
    seoDescription:
      "Dryer thumping, squealing or grinding? Learn which worn part is to blame, from drum rollers and idler pulleys to drum glides, and repair costs in Houston.",
    seoKeywords: [
      "dryer making loud noise",
      "dryer squealing",
      "dryer thumping noise",
      "dryer drum roller replacement",
      "dryer repair houston",
    ],
  },
  {
    id: "dr-5",
    name: "Dryer Won't Start",
    slug: "dryer-wont-start",
    key: "wont-start",
    appliance: "dryer",
    description:
      "The dryer is dead when you press Start, or the lights come on and it clicks or hums but the motor never turns. Common causes include a tripped breaker, a failed door switch or start switch, a blown thermal fuse, or a damaged control board.",
    symptoms: [
      "No display, lights or sound at all when you press Start",
      "Display works but the dryer does nothing when you press Start",
      "Dryer hums briefly but the drum does not turn",
      "Clicking sound from the control with no motor start",
      "Dryer stopped working after a storm or power outage",
      "Drum light does not come on when the door is opened",
    ],
    causes: [
      "Tripped 240 V double-pole breaker or a loose power cord at the terminal block",
      "Failed door switch",
      "Failed start switch or user interface board",
      "Blown thermal fuse, which cuts the motor circuit on many Whirlpool, Maytag and Kenmore models",
      "Failed drive motor or motor centrifugal switch",
      "Main control board damaged by a power surge or heat",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 162, max: 395 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 395, accuracy: 88 },
    prevention: [
      "Keep the vent clean so the thermal fuse is not blown by overheating",
      "Use a whole-home surge protector to help protect the dryer's control board",
      "Switch the dryer off at the breaker before a hurricane or tropical storm arrives, and wait until power is stable before using it again",
      "Close the door firmly without slamming to protect the door switch and latch",
      "Have the power cord and terminal block checked if you notice scorched or discolored plastic on the back of the dryer",
      "Vacuum lint and dust from under and behind the dryer once or twice a year, since it collects around the motor and its switches",
    ],
    whyItHappens: {
      primaryCause: "The dryer has lost power, or a switch, fuse or the control board is blocking the motor circuit.",
      explanation:
        "To start, a dryer needs power, a closed door switch, a closed thermal fuse on many models, and a working start switch or control board to send power to the motor. A break in any of those parts leaves the dryer dead or humming. Loose connections at the terminal block heat up and burn, and power surges damage control boards. Houston's summer storms and the surges when power comes back after hurricane-season outages are a common trigger for electronic dryers.",
      commonTriggers: [
        "Lightning strikes and power restoration surges",
        "Lint-clogged vent overheating and blowing the thermal fuse",
        "Door switch worn from slamming",
        "Loose cord connection at the terminal block",
      ],
      ageFactors: "Door switches and start switches commonly fail at 5-10 years, and drive motors at 10-15 years.",
      usageFactors:
        "Households running the dryer several times a day wear door switches and motors out sooner, and dryers venting through long attic or roof runs blow thermal fuses more often.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check power at the breaker and outlet",
        description:
          "The technician confirms both legs of the double-pole breaker are on and measures voltage at the outlet. The cord and terminal block are inspected for burned or loose connections.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Multimeter", "Flashlight", "Nut driver set"],
        safetyNotes:
          "Dryer outlets carry 240 V; only a trained technician should test live circuits. Switch off the breaker before touching the terminal block.",
      },
      {
        step: 2,
        title: "Test the door switch, start switch and thermal fuse",
        description:
          "With the dryer unplugged, the door switch, start switch and thermal fuse are checked for continuity. A blown thermal fuse leads the technician to check the vent and heating circuit too.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Multimeter", "Putty knife", "Nut driver set"],
        safetyNotes: "Unplug the dryer or switch off its breaker before removing panels; sheet metal edges are sharp.",
      },
      {
        step: 3,
        title: "Test the motor and control board",
        description:
          "The drive motor windings and centrifugal switch are checked, and the control board's outputs are tested. Burned wires or relays are identified for replacement.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Wiring diagram"],
        safetyNotes:
          "Keep the dryer unplugged while disconnecting the motor; on gas dryers, shut the gas valve before moving the dryer out.",
      },
      {
        step: 4,
        title: "Replace the failed part and test",
        description:
          "The failed switch, fuse, motor or board is replaced and any damaged wiring is repaired. The dryer is run through a full cycle to confirm it starts, heats and tumbles normally.",
        timeRequired: "20-45 minutes",
        toolsNeeded: ["Nut driver set", "Multimeter", "Soap solution"],
        safetyNotes:
          "On gas dryers, reopen the gas valve after reassembly and check disturbed fittings with soap solution.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check that both breaker handles are fully on, make sure the door closes firmly and wait a minute after a power outage before trying again. Because dryers run on 240 V and many no-start faults need live testing, the door switch, thermal fuse, motor and control board should be tested by a technician.",
    seoTitle: "Dryer Won't Start? Houston Dryer Repair Guide",
    seoDescription:
      "Dryer dead or humming but not starting? Learn the causes, from tripped breakers and door switches to blown thermal fuses and motors, and Houston repair costs.",
    seoKeywords: [
      "dryer won't start",
      "dryer not turning on",
      "dryer door switch",
      "dryer thermal fuse no start",
      "dryer repair houston",
    ],
  },
] satisfies RepairIssueInput[];
