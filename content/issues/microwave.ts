import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

const HIGH_VOLTAGE_WARNING =
  "The high-voltage capacitor can hold a lethal charge even after the microwave is unplugged. Only a trained technician opens the cabinet and discharges it; homeowners must never remove the outer cover.";

export const issues = [
  {
    id: "mw-1",
    name: "Microwave Not Heating",
    slug: "microwave-not-heating",
    key: "not-heating",
    appliance: "microwave",
    description:
      "The microwave runs, with the light on, fan blowing and turntable turning, but food stays cold. That means the low-voltage side works and a part in the high-voltage circuit that produces the microwaves has failed.",
    symptoms: [
      "Light, fan and turntable run normally but food stays cold",
      "A cup of water barely warms after two minutes on high",
      "Loud humming or buzzing while running that was not there before",
      "Heats for a few seconds, then stops heating while still running",
      "Burning or electrical smell from the vents",
      "Household breaker trips or the microwave goes dead when Start is pressed",
    ],
    causes: [
      "Failed magnetron",
      "Shorted or open high-voltage diode",
      "Failed high-voltage capacitor",
      "Open or shorted high-voltage transformer winding",
      "Tripped thermal cutoff on the magnetron or cavity",
      "Faulty door interlock switch that cuts power to the high-voltage circuit",
    ],
    urgency: "Medium",
    difficulty: "Hard",
    avgCost: { min: 128, max: 320 },
    repairTime: "1-1.5 hours",
    estimate: { min: 128, max: 320, accuracy: 87 },
    prevention: [
      "Never run the microwave empty; with nothing to absorb the energy it reflects back into the magnetron",
      "Keep metal, foil and dishes with metallic trim out of the microwave unless the manual says otherwise",
      "Keep the waveguide cover on the cavity wall clean of grease and food splatter",
      "Let the microwave rest for a few minutes between long, back-to-back cooking sessions",
      "Keep the cooling vents clear, and clean the grease filters on over-the-range models every month",
      "Run the microwave on its own circuit rather than sharing an outlet with a coffee maker or toaster",
    ],
    whyItHappens: {
      primaryCause: "A failed magnetron, high-voltage diode, capacitor or transformer in the high-voltage circuit.",
      explanation:
        "The high-voltage transformer steps household 120 volts up to roughly 2,000 volts, and the high-voltage diode and capacitor double that to around 4,000 volts DC to power the magnetron. The magnetron converts that energy into the 2.45 GHz microwaves that heat the food. The light, fan and turntable run on 120 volts, so they keep working when any one part of the high-voltage circuit fails. A shorted diode or capacitor often causes a loud hum, and a failed magnetron can also trip a thermal cutoff.",
      commonTriggers: [
        "Running the microwave empty or with very small loads",
        "Arcing from metal or a dirty waveguide cover",
        "Blocked cooling vents overheating the magnetron",
        "Power surge during a storm damaging the diode or control",
      ],
      ageFactors: "Magnetrons and high-voltage diodes most often fail after 6-10 years of regular use.",
      usageFactors:
        "Long cooking times at full power, frequent reheating throughout the day, and very small loads such as a single cup all add stress to the magnetron.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm the fault and discharge the capacitor",
        description:
          "The technician runs a timed water-heating test to confirm the microwave is not heating, then unplugs it and removes the cabinet. The high-voltage capacitor is discharged with an insulated discharge tool and verified at zero volts with a meter.",
        timeRequired: "15 minutes",
        toolsNeeded: [
          "Measuring cup and thermometer",
          "Insulated capacitor discharge tool",
          "Multimeter",
          "Nut driver set",
        ],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        step: 2,
        title: "Test the diode, capacitor and interlock switches",
        description:
          "The high-voltage diode is checked with a meter that can forward-bias it, the capacitor is tested for shorts and capacitance, and each door interlock switch is checked for correct operation. A failed diode is the most common cheap fix.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Capacitance meter", "High-voltage diode tester"],
        safetyNotes: "Work only with the capacitor fully discharged and the microwave unplugged.",
      },
      {
        step: 3,
        title: "Test the magnetron, transformer and thermal cutoff",
        description:
          "The magnetron filament is measured for low resistance and checked for shorts to the case, the transformer windings are measured, and the thermal cutoffs are tested for continuity. This identifies the failed high-voltage part.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set"],
        safetyNotes:
          "Keep the microwave unplugged and recheck that the capacitor is discharged before touching any terminal.",
      },
      {
        step: 4,
        title: "Replace parts and run heating and leakage tests",
        description:
          "The failed part is replaced and the cabinet is reinstalled with all screws. The technician repeats the water-heating test and checks around the door with a microwave leakage meter to confirm emissions are well under the federal limit of 5 mW/cm².",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Nut driver set", "Microwave leakage meter", "Measuring cup and thermometer"],
        safetyNotes: "Never run the microwave with the cabinet removed.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check the breaker, make sure the door closes firmly, and heat a cup of water for one minute to confirm the problem. Every part that causes this fault sits inside the cabinet next to a capacitor that can hold a lethal charge even when unplugged, so never open it; call a technician, and for an inexpensive countertop model ask whether replacement makes more sense than repair.",
    seoTitle: "Microwave Not Heating? Houston Microwave Repair Guide",
    seoDescription:
      "Microwave runs but won't heat food? Learn how magnetrons, diodes and capacitors fail, why it's not a DIY job, and microwave repair costs in Houston, TX.",
    seoKeywords: [
      "microwave not heating",
      "microwave runs but doesn't heat",
      "microwave magnetron replacement",
      "microwave high voltage diode",
      "microwave repair houston",
    ],
  },
  {
    id: "mw-2",
    name: "Microwave Turntable Not Spinning",
    slug: "microwave-turntable-not-spinning",
    key: "turntable-not-spinning",
    appliance: "microwave",
    description:
      "The glass tray stays still or turns in jerks while the microwave heats, so food cooks unevenly. The cause is usually a worn coupler, a dirty roller ring or a failed turntable motor.",
    symptoms: [
      "Glass tray stays still while the microwave is heating",
      "Food is hot on one side and cold on the other",
      "Grinding or clicking from under the cavity floor",
      "Tray wobbles, jumps or rides unevenly on its roller ring",
      "Tray turns only when pushed by hand",
      "Tray turns for a few seconds and then stops",
    ],
    causes: [
      "Failed turntable motor under the cavity floor",
      "Worn or broken turntable drive coupler",
      "Dirty, worn or broken roller ring",
      "Glass tray not seated on the coupler",
      "Spills that dripped through the coupler shaft hole and jammed the motor",
      "Broken wire to the turntable motor or a failed control relay",
    ],
    urgency: "Low",
    difficulty: "Easy",
    avgCost: { min: 128, max: 210 },
    repairTime: "30-60 minutes",
    estimate: { min: 128, max: 210, accuracy: 94 },
    prevention: [
      "Clean the roller ring and the track on the cavity floor every week or two",
      "Seat the glass tray on the coupler so it sits flat before each use",
      "Wipe up spills right away so liquid cannot drain through the coupler hole onto the motor",
      "Use dishes that fit inside the tray and do not rub against the cavity walls",
      "Avoid putting very heavy cast-iron or stoneware dishes on the turntable",
      "Let the glass tray cool before washing it to avoid cracking it",
    ],
    whyItHappens: {
      primaryCause: "A worn coupler, dirty roller ring or failed turntable motor.",
      explanation:
        "A small, low-speed motor under the cavity floor turns a plastic coupler, and the glass tray rests on that coupler and on a roller ring. The plastic coupler wears or splits over time, and food residue on the roller track adds drag the small motor cannot overcome. Spills that run down the coupler shaft hole reach the motor and can short or jam it. Heavy dishes that rub the walls also stall the motor and wear its gears.",
      commonTriggers: [
        "Food spills on the cavity floor",
        "Heavy or oversized dishes",
        "Glass tray set off-center on the coupler",
        "Coupler cracked when the tray was dropped back in",
      ],
      ageFactors:
        "Couplers and roller rings can wear out in 3-5 years, while turntable motors typically last 6-10 years.",
      usageFactors:
        "Microwaves used many times a day, especially for heavy dishes or cooking with frequent boil-overs, wear turntable parts faster.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect the tray, roller ring and coupler",
        description:
          "The technician removes the glass tray and roller ring, checks the coupler for cracks and rounded drive points, and cleans the track. Often a replacement coupler or roller ring is all that is needed.",
        timeRequired: "5 minutes",
        toolsNeeded: ["Flashlight", "Cleaning cloth"],
      },
      {
        step: 2,
        title: "Access the turntable motor",
        description:
          "With the microwave unplugged, the technician opens the bottom access panel or removes an over-the-range unit from its wall bracket. The motor is reached from underneath the cavity floor.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Drill"],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        step: 3,
        title: "Test the motor and its wiring",
        description:
          "The motor winding is measured for resistance and the wiring back to the control board is checked. If the motor tests good, the technician checks the control's turntable relay output.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Multimeter"],
        safetyNotes: "Keep the microwave unplugged and the high-voltage capacitor discharged while testing.",
      },
      {
        step: 4,
        title: "Replace the motor or coupler and test",
        description:
          "The failed motor or coupler is replaced and the panel or unit is reinstalled. The microwave is run with a cup of water to confirm smooth, steady rotation.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Over-the-range microwaves weigh 50 pounds or more; two people should lift one back onto its wall bracket.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely clean the roller ring and track, reseat the tray, and replace a cracked coupler or roller ring, since those parts sit inside the cavity. Some models also have a turntable on/off button that may have been pressed by accident. Replacing the motor means opening the cabinet or taking an over-the-range unit off the wall, which is a technician job because of the high-voltage capacitor inside.",
    seoTitle: "Microwave Turntable Not Spinning? Houston Repair Guide",
    seoDescription:
      "Microwave tray won't turn? Learn how worn couplers, dirty roller rings and failed turntable motors stop it, what you can check, and repair costs in Houston.",
    seoKeywords: [
      "microwave turntable not spinning",
      "microwave plate not turning",
      "microwave turntable motor",
      "microwave coupler replacement",
      "microwave repair houston",
    ],
  },
  {
    id: "mw-3",
    name: "Microwave Sparking",
    slug: "microwave-sparking",
    key: "sparking",
    appliance: "microwave",
    description:
      "Flashes, crackling or small sparks inside the cavity mean energy is arcing to metal or carbonized residue. Stop using the microwave immediately: continued arcing burns through parts, can damage the magnetron and can start a fire.",
    symptoms: [
      "Bright flashes or sparks inside the cavity while it runs",
      "Crackling or popping sounds during heating",
      "Black burn marks on the waveguide cover on the cavity wall",
      "Burning smell or smoke from the cavity",
      "Chipped paint or rust spots on the cavity walls or ceiling",
      "Sparks around the metal rack or its supports on models with a rack",
    ],
    causes: [
      "Grease-soaked or burned waveguide cover",
      "Aluminum foil, twist ties, utensils or dishes with metallic trim in the cavity",
      "Chipped cavity paint exposing bare or rusted metal",
      "Damaged metal rack or worn rack supports",
      "Carbonized food splatter on the cavity ceiling or door",
      "Damaged antenna cap on the magnetron",
    ],
    urgency: "Critical",
    difficulty: "Medium",
    avgCost: { min: 128, max: 280 },
    repairTime: "1-1.5 hours",
    estimate: { min: 128, max: 280, accuracy: 90 },
    prevention: [
      "Cover food with a microwave-safe lid or paper towel to stop splatter reaching the walls and waveguide cover",
      "Wipe the cavity, ceiling and waveguide cover with a damp cloth after spills",
      "Keep foil, twist ties and dishes with gold or silver trim out of the microwave",
      "Remove the metal rack when you are not using it, if your model has one",
      "Have chipped cavity paint touched up with manufacturer-approved microwave cavity paint before rust spreads",
      "Never run the microwave empty",
    ],
    whyItHappens: {
      primaryCause: "Microwave energy arcing to metal, exposed cavity steel or carbonized residue.",
      explanation:
        "Microwaves concentrate electric fields at thin metal and sharp edges, so foil, metallic trim or a chipped spot in the cavity paint can arc. Grease and food soaked into the waveguide cover, the panel on the cavity wall where microwaves enter, carbonize and become conductive, and each arc burns a larger conductive track. Once arcing starts it tends to get worse, eventually burning through the cover and exposing the magnetron antenna. That is why sparking should be stopped immediately rather than used through.",
      commonTriggers: [
        "Splatter from uncovered food",
        "Metal or metallic-trimmed dishware",
        "Cavity paint chipped by dishes or scrubbing",
        "Running the microwave empty",
      ],
      ageFactors:
        "Waveguide covers commonly need replacing after 3-6 years of regular use, and cavity paint often starts chipping after 5-8 years.",
      usageFactors:
        "Cooking greasy or sauce-heavy foods uncovered and scrubbing the cavity with abrasive pads make arcing much more likely.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect the cavity and waveguide cover",
        description:
          "The technician examines the cavity walls, ceiling, rack supports and waveguide cover for burn marks, bare metal and carbon tracks. The location of the burn mark shows where the arcing occurs.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Flashlight", "Inspection mirror"],
        safetyNotes:
          "If a fire starts inside the microwave, keep the door closed, switch off the power at the outlet or breaker, and call 911 if the fire does not go out.",
      },
      {
        step: 2,
        title: "Replace the waveguide cover and clean the waveguide",
        description:
          "The burned waveguide cover is removed and the waveguide opening is cleaned of grease and carbon. A new cover, either the factory part or one cut from mica sheet to the exact shape, is fitted.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Screwdriver set", "Mica sheet", "Scissors", "Degreaser"],
        safetyNotes: "Unplug the microwave before working inside the cavity.",
      },
      {
        step: 3,
        title: "Repair the cavity and check the magnetron",
        description:
          "Chipped or rusted areas are sanded lightly and coated with microwave cavity paint, and damaged rack supports are replaced. If arcing burned through the waveguide, the cabinet is opened and the magnetron antenna is inspected and the magnetron replaced if damaged.",
        timeRequired: "20-45 minutes",
        toolsNeeded: [
          "Fine sandpaper",
          "Microwave cavity paint",
          "Insulated capacitor discharge tool",
          "Nut driver set",
        ],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        step: 4,
        title: "Test run and leakage check",
        description:
          "Once the paint has cured, the microwave is run with a cup of water and watched for any further arcing. A leakage meter is used around the door and cabinet to confirm emissions are safe.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Microwave leakage meter", "Measuring cup"],
      },
    ],
    professionalVsDiy:
      "Stop using the microwave, unplug it, remove any metal, and wipe the cavity and waveguide cover; a homeowner can safely do this and can replace a waveguide cover that is held on by clips inside the cavity. If the sparking continues, the cover is burned through, or the microwave is not heating afterward, a technician must check the magnetron, which sits behind the cabinet with the high-voltage capacitor.",
    seoTitle: "Microwave Sparking Inside? Houston Microwave Repair",
    seoDescription:
      "Sparks or flashes inside your microwave? Stop using it. Learn how waveguide covers, chipped paint and metal cause arcing, and repair costs in Houston.",
    seoKeywords: [
      "microwave sparking",
      "microwave arcing",
      "microwave waveguide cover replacement",
      "sparks inside microwave",
      "microwave repair houston",
    ],
  },
  {
    id: "mw-4",
    name: "Microwave Buttons Not Working",
    slug: "microwave-buttons-not-working",
    key: "buttons-not-working",
    appliance: "microwave",
    description:
      "Some or all touchpad buttons do not respond, need hard pressing, or enter the wrong command. The fault is usually the membrane keypad or its ribbon cable, though a surge-damaged control board gives similar symptoms.",
    symptoms: [
      "Some keys do nothing while others work normally",
      "Buttons respond only when pressed very hard or repeatedly",
      "Pressing one key enters a different number or command",
      "Microwave beeps or starts on its own without any key being pressed",
      "Keypad surface bubbled, cracked or peeling",
      "Display blank or scrambled while the microwave has power",
    ],
    causes: [
      "Worn or cracked membrane keypad",
      "Keypad ribbon cable cracked or loose at the control board connector",
      "Moisture from steam or spray cleaner seeping behind the keypad",
      "Control board damaged by a power surge",
      "Control lock or child lock engaged",
      "Blown main fuse cutting power to the control, often after an interlock switch fault",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 300 },
    repairTime: "1-1.5 hours",
    estimate: { min: 145, max: 300, accuracy: 88 },
    prevention: [
      "Spray cleaner onto a cloth, never directly onto the keypad",
      "Press keys with a fingertip, not a fingernail, utensil or knuckle",
      "Run the vent fan when cooking on the cooktop below an over-the-range microwave so steam does not condense in the keypad",
      "Plug countertop models into a surge-protected outlet or power strip",
      "Unplug a countertop microwave during severe summer thunderstorms",
      "Learn how to release the control lock on your model before assuming a fault",
    ],
    whyItHappens: {
      primaryCause: "A worn membrane keypad or ribbon cable that no longer completes the circuit when pressed.",
      explanation:
        "A membrane keypad is a sandwich of thin plastic layers with printed conductive traces; pressing a key pushes two traces together and the control board reads that contact through a flat ribbon cable. The traces wear with use, and moisture or cleaning sprays that get between the layers corrode them, so keys stop responding or short together and enter commands by themselves. The ribbon cable tail can crack where it bends into the control board. In the Houston area, power surges from summer thunderstorms and restored outages also damage the control board directly.",
      commonTriggers: [
        "Cleaner sprayed directly on the control panel",
        "Steam rising from cooking on the range below",
        "Power surge during a storm",
        "Frequently pressing the same keys, such as Start or +30 sec, with force",
      ],
      ageFactors: "Membrane keypads commonly wear out after 5-8 years, with the most-used keys failing first.",
      usageFactors:
        "Heavy daily use of a few keys and humid kitchens with lots of stovetop cooking shorten keypad life.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check the control lock and reset power",
        description:
          "The technician checks for an engaged control lock, then cuts power for a few minutes to reset the control. This rules out a lock setting or a temporary control fault.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Owner's manual"],
        safetyNotes:
          "If the microwave is starting by itself, unplug it or switch off its breaker and leave it off until it is repaired.",
      },
      {
        step: 2,
        title: "Open the control panel",
        description:
          "With the microwave unplugged, the technician discharges the high-voltage capacitor and removes the control panel to reach the keypad ribbon and control board. The main fuse is checked for continuity at the same time.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Insulated capacitor discharge tool", "Multimeter", "Nut driver set"],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        step: 3,
        title: "Test the keypad matrix and ribbon cable",
        description:
          "The keypad ribbon is tested pin by pin while each key is pressed to confirm it closes the correct circuit. A keypad that tests good points to a failed control board.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Keypad matrix chart"],
        safetyNotes: "Keep the microwave unplugged while testing.",
      },
      {
        step: 4,
        title: "Replace the keypad or control board and test",
        description:
          "The failed keypad, often sold as part of the control panel assembly, or the control board is replaced. Every key is tested and a heating test is run before the microwave is returned to service.",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Measuring cup"],
        safetyNotes:
          "Refit the outer cover and every screw before plugging the microwave in for the heating test; it is never run with the cabinet open, where the high-voltage circuit is exposed.",
      },
    ],
    professionalVsDiy:
      "A homeowner can check the control lock, unplug the microwave or switch off its breaker for a few minutes to reset it, and keep cleaner off the panel. Replacing the keypad or control board means working near the high-voltage capacitor, so leave it to a technician, and unplug the microwave right away if it ever starts on its own.",
    seoTitle: "Microwave Buttons Not Working? Houston Repair Guide",
    seoDescription:
      "Microwave keypad not responding or acting on its own? Learn how membrane keypads, ribbon cables and surge-damaged boards fail, plus Houston repair costs.",
    seoKeywords: [
      "microwave buttons not working",
      "microwave keypad replacement",
      "microwave touchpad not responding",
      "microwave control board",
      "microwave repair houston",
    ],
  },
  {
    id: "mw-5",
    name: "Microwave Door Problems",
    slug: "microwave-door-problems",
    key: "door-problems",
    appliance: "microwave",
    description:
      "The door will not latch, the microwave will not start with the door closed, or it stops when the door is bumped. The door and its interlock switches are the main safety system keeping microwave energy inside, so a damaged door should not be used.",
    symptoms: [
      "Door will not latch or bounces back open when closed",
      "Microwave will not start even though the door appears closed",
      "Microwave stops heating when the door or cabinet is bumped",
      "Door release button or handle stuck, or door hard to open",
      "Door sags, sits crooked or shows a gap at the edge",
      "Microwave goes dead and the fuse blows when the door is closed",
    ],
    causes: [
      "Broken or worn door latch hooks",
      "Failed primary, secondary or monitor door interlock switch",
      "Broken latch spring inside the door",
      "Worn or bent door hinges",
      "Broken door release lever or push-button linkage",
      "Damaged door choke, seal surface or inner door panel",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 145, max: 374 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 374, accuracy: 86 },
    prevention: [
      "Close the door gently instead of slamming it, which is the main cause of broken latch hooks",
      "Do not pull on or hang anything from the open door",
      "Keep the door seal surfaces and cavity face clean so food residue does not hold the door open",
      "Press Stop before opening the door mid-cycle instead of yanking it open",
      "Stop using the microwave if the door glass, mesh screen or hinges are damaged",
      "Have loose or sagging doors checked early, before the latch hooks wear",
    ],
    whyItHappens: {
      primaryCause: "Worn latch hooks or failed door interlock switches.",
      explanation:
        "Two or three interlock switches behind the door latch are operated by hooks on the door. The primary and secondary switches cut power to the high-voltage circuit whenever the door opens, and the monitor switch deliberately shorts the line to blow the main fuse if the other switches fail to open. Slamming wears the plastic latch hooks and the switch actuators, so the switches no longer close in the right sequence and the microwave either will not start or blows its fuse. The door is also part of the shielding that keeps microwave energy inside, so bent hinges or a damaged door panel can affect safety as well as function.",
      commonTriggers: [
        "Slamming the door",
        "Children or adults pulling down on the open door",
        "Food residue building up on the door seal surfaces",
        "Door opened by force while the release button was stuck",
      ],
      ageFactors: "Latch hooks and interlock switches commonly wear out after 5-10 years.",
      usageFactors:
        "A microwave opened and closed dozens of times a day in a busy household wears its latch and switches much sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect door alignment, latch and hinges",
        description:
          "The technician checks how the door closes, looks for broken latch hooks, a sagging hinge or a damaged door panel, and checks the release mechanism. A damaged door panel or shielding means the door assembly must be replaced.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Flashlight"],
      },
      {
        step: 2,
        title: "Discharge the capacitor and test the interlock switches",
        description:
          "With the microwave unplugged, the cabinet or control panel is removed and the high-voltage capacitor is discharged. Each interlock switch is tested with the door open and closed to confirm it operates in the correct sequence, and the main fuse is checked.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Insulated capacitor discharge tool", "Multimeter", "Nut driver set"],
        safetyNotes: HIGH_VOLTAGE_WARNING,
      },
      {
        step: 3,
        title: "Replace the latch, switches or door",
        description:
          "Failed interlock switches are replaced with exact-rated parts, and the latch hooks, spring, hinges or the full door assembly are replaced as needed. The door is adjusted so the hooks engage all switches fully.",
        timeRequired: "20-45 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Needle-nose pliers"],
        safetyNotes:
          "Never bypass or jumper an interlock switch. Keep the microwave unplugged and the capacitor discharged throughout the repair.",
      },
      {
        step: 4,
        title: "Verify switch sequence and test for leakage",
        description:
          "The technician confirms the microwave stops instantly when the door opens and starts only when it is fully closed. A leakage meter is run around the whole door perimeter during a water-heating test to confirm emissions are well under the federal limit.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Microwave leakage meter", "Measuring cup", "Multimeter"],
        safetyNotes:
          "Run these tests only with the cabinet fully reassembled. If the microwave keeps running with the door open, or the meter reads 5 mW/cm² or more at the door, unplug it at once and keep it out of service until it is repaired.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely clean the door seal surfaces and check whether something is keeping the door from closing fully. Interlock switches, latches and door assemblies are safety parts behind the cabinet next to the high-voltage capacitor, so have a technician replace them and leak-test the door, and do not use a microwave whose door is bent, cracked or will not latch.",
    seoTitle: "Microwave Door Problems? Houston Microwave Repair",
    seoDescription:
      "Microwave door won't latch, or microwave won't start with the door shut? Learn how latch hooks and interlock switches fail, plus Houston repair costs.",
    seoKeywords: [
      "microwave door won't close",
      "microwave door latch repair",
      "microwave door interlock switch",
      "microwave won't start door closed",
      "microwave repair houston",
    ],
  },
] satisfies RepairIssueInput[];
