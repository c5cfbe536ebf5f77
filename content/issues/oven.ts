import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "ov-1",
    name: "Oven Not Heating",
    slug: "oven-not-heating",
    key: "not-heating",
    appliance: "oven",
    description:
      "The oven turns on and the display works, but the cavity stays cold or only gets lukewarm. In electric ovens the bake element is the usual culprit; in gas ovens it is most often a weak hot-surface igniter.",
    symptoms: [
      "Oven stays cold or lukewarm long after preheat was started",
      "Electric bake element does not glow red during preheat",
      "Visible blister, split or burned spot on the bake element",
      "Broil works but bake does not, or the reverse",
      "Gas oven igniter glows orange but the burner never lights",
      "Preheat never finishes or an error code appears on the display",
    ],
    causes: [
      "Burned-out bake element in an electric oven",
      "Weak hot-surface igniter in a gas oven that no longer opens the gas safety valve",
      "Failed oven temperature sensor giving the control a false reading",
      "Blown thermal fuse or thermal cutoff behind the control panel",
      "Failed relay on the electronic control board",
      "One side of the 240-volt double-pole breaker tripped on an electric range",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 187, max: 395 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 395, accuracy: 89 },
    prevention: [
      "Wipe spills off the oven bottom once it cools; burned-on sugar and grease can create hot spots that burn through an exposed bake element",
      "Do not line the oven bottom or racks with aluminum foil, which traps heat against the element and blocks gas oven vents",
      "Avoid touching the gas igniter or the bake element when cleaning; both are brittle",
      "Limit self-clean cycles to a few times a year, because the extreme heat stresses elements, fuses and the control board",
      "Have a whole-home surge protector installed to protect the electronic control from summer storm surges",
      "Call for service when preheat starts taking noticeably longer, before the element or igniter fails completely",
    ],
    whyItHappens: {
      primaryCause:
        "The heat source has failed: a burned-out bake element in electric ovens or a weak igniter in gas ovens.",
      explanation:
        "In an electric oven, the control closes a relay to send 240 volts through the bake element whenever the temperature sensor reads below the set point, so a broken element, failed relay or faulty sensor stops the heat. In a gas oven, the hot-surface igniter is wired in series with the gas safety valve, and the valve opens only when the igniter draws enough current. As the igniter ages its resistance rises, so it can glow bright orange but still draw too little current to open the valve. A blown thermal fuse cuts power to the whole heating circuit and usually points to an overheating event such as a self-clean cycle.",
      commonTriggers: [
        "Running a self-clean cycle",
        "Spills burning onto an exposed bake element",
        "Power surge damaging the control board relay",
        "Igniter cracked by contact during cleaning",
      ],
      ageFactors:
        "Bake elements typically fail at 5-10 years, while gas oven igniters often weaken after 3-7 years of use.",
      usageFactors:
        "Daily baking and frequent self-clean cycles wear elements and igniters faster; ovens used only occasionally can still fail right after their first self-clean in years.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm power and gas supply",
        description:
          "The technician checks the breaker and measures voltage at the range's terminal block to confirm both legs of the 240-volt supply are present on electric models. On gas models the shutoff valve position and burner gas supply are confirmed.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Multimeter", "Non-contact voltage tester", "Flashlight"],
        safetyNotes:
          "Electric ranges run on 240 volts; only a trained technician measures live voltage. If you smell gas, do not operate any switch, leave the home and call the gas utility from outside.",
      },
      {
        step: 2,
        title: "Test the bake element or igniter",
        description:
          "With power off, the bake element is checked for resistance and visible damage. On a gas oven the igniter's current draw is measured with a clamp meter during a bake call and compared with the gas valve's rated opening current.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Clamp ammeter", "Nut driver set"],
        safetyNotes:
          "Switch off the breaker before touching the element terminals. Let the oven cool fully; elements and igniters stay hot for a long time after use.",
      },
      {
        step: 3,
        title: "Test the temperature sensor, thermal fuse and control",
        description:
          "The oven temperature sensor is measured against its resistance chart, the thermal fuse is checked for continuity, and the control board relay output is checked. This confirms which part is at fault before anything is ordered.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Multimeter", "Screwdriver set", "Temperature/resistance chart"],
        safetyNotes:
          "Switch off the breaker before removing the back panel or control panel; sheet-metal edges behind the range are sharp.",
      },
      {
        step: 4,
        title: "Replace the part and verify oven temperature",
        description:
          "The failed element, igniter, sensor, fuse or board is replaced. The oven is run through a full preheat while the technician checks the actual cavity temperature with a thermocouple thermometer.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Nut driver set", "Thermocouple thermometer", "Soap solution for gas leak test"],
        safetyNotes:
          "On gas ovens, shut the gas valve before disconnecting anything, and after reconnecting leak-test every fitting with soap solution; never use a flame to check for leaks.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely check the breaker (both halves of the double-pole breaker on an electric range), look for a visibly broken bake element, and see whether a gas igniter glows without lighting. Replacing parts means working with 240-volt wiring or gas connections, and a technician can confirm the real cause with meters so you do not pay for parts you did not need.",
    seoTitle: "Oven Not Heating? Houston Oven Repair Guide",
    seoDescription:
      "Oven cold or not heating up? Learn the causes, from burned-out bake elements and weak gas igniters to failed sensors and fuses, and repair costs in Houston.",
    seoKeywords: [
      "oven not heating",
      "oven bake element replacement",
      "gas oven igniter",
      "oven repair houston",
      "oven won't heat up",
      "electric oven not heating",
    ],
  },
  {
    id: "ov-2",
    name: "Oven Temperature Inaccurate",
    slug: "oven-temperature-inaccurate",
    key: "temperature-inaccurate",
    appliance: "oven",
    description:
      "The oven heats, but food burns or undercooks because the actual temperature is well away from the set temperature. An oven normally cycles about 25°F above and below the set point, so the problem is a consistent offset or wild swings beyond that.",
    symptoms: [
      "Baked goods burn on the outside while staying raw in the middle",
      "Recipes consistently take much longer or shorter than stated",
      "An oven thermometer reads 25°F or more away from the set temperature on average",
      "Uneven browning from front to back or side to side",
      "Temperature overshoots far above set point right after preheat",
      "Preheat signal sounds long before the oven is actually at temperature",
    ],
    causes: [
      "Oven temperature sensor drifting out of specification",
      "Temperature sensor bent or touching the oven wall",
      "Calibration offset set incorrectly in the control",
      "Worn or torn door gasket letting heat escape",
      "Sticking relay on the control board overshooting the set point",
      "Convection fan motor not running in convection mode",
    ],
    urgency: "Medium",
    difficulty: "Easy",
    avgCost: { min: 187, max: 320 },
    repairTime: "1-1.5 hours",
    estimate: { min: 187, max: 320, accuracy: 92 },
    prevention: [
      "Check your oven's accuracy once or twice a year with a reliable oven thermometer placed in the center of the middle rack",
      "Do not cover the oven bottom or racks with foil; it disrupts airflow and causes uneven temperatures",
      "Avoid opening the door repeatedly while baking, which drops the temperature by 25°F or more each time",
      "Take care not to bend the temperature sensor on the back wall when sliding racks in and out or cleaning",
      "Keep the door gasket clean and do not pull on it",
      "Let the oven preheat an extra 10 minutes after the signal for baking that needs an even temperature",
    ],
    whyItHappens: {
      primaryCause: "The control is acting on a wrong temperature reading or heat is escaping the cavity.",
      explanation:
        "The oven control does not measure heat directly; it reads the resistance of a temperature sensor, usually an RTD probe on the back wall that reads roughly 1,080-1,100 ohms at room temperature on most models, and switches the heat on and off around the set point. If the sensor drifts, is bent toward the wall, or its wiring is heat-damaged, the control regulates to the wrong temperature. A leaking door gasket lets heat escape so the element or burner runs longer and the cavity heats unevenly. A relay that sticks closed keeps heating past the set point.",
      commonTriggers: [
        "Self-clean cycles degrading the sensor and its wiring",
        "Sensor bent while sliding racks",
        "Door gasket torn during cleaning",
        "Calibration offset changed by accident",
      ],
      ageFactors:
        "Temperature sensors commonly drift after 5-10 years, and door gaskets often harden and flatten at 8-12 years.",
      usageFactors:
        "Ovens used for frequent high-temperature roasting or self-cleaning wear the sensor and gasket sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Measure the real cavity temperature",
        description:
          "The technician places a thermocouple probe in the center of the oven and records the temperature over several heating cycles at a set point such as 350°F. The average, not a single reading, shows whether the oven is actually off.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Thermocouple thermometer"],
        safetyNotes: "Oven surfaces, racks and door glass get hot; use heat-resistant gloves when placing the probe.",
      },
      {
        step: 2,
        title: "Test the temperature sensor",
        description:
          "With power off, the sensor is unplugged and its resistance is compared with the manufacturer's chart. Its position and wiring harness are also checked for heat damage.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Temperature/resistance chart"],
        safetyNotes: "Switch off the breaker before disconnecting the sensor, and let the oven cool completely.",
      },
      {
        step: 3,
        title: "Inspect the gasket, heating parts and convection fan",
        description:
          "The door gasket is checked for gaps and tears, the heating element or igniter is checked for weak output, and the convection fan is tested. Heat loss from the door or a weak heat source is ruled out.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Multimeter", "Clamp ammeter"],
        safetyNotes:
          "Element and igniter output are read with the oven powered and, on gas ovens, the gas valve open; only a trained technician takes these live readings. Switch off the breaker and close the gas shutoff before disconnecting any part, and leave the house and call the gas utility from outside if you smell gas.",
      },
      {
        step: 4,
        title: "Replace the sensor or recalibrate",
        description:
          "A faulty sensor or gasket is replaced. If the parts test good, the technician adjusts the control's calibration offset and re-measures until the average temperature matches the set point.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Nut driver set", "Thermocouple thermometer"],
        safetyNotes:
          "Switch off the breaker before replacing the sensor; sheet-metal edges inside the oven cavity and behind the panel can be sharp.",
      },
    ],
    professionalVsDiy:
      "A homeowner can check the oven with a good oven thermometer and, on most models, adjust the calibration offset by up to about 35°F using the steps in the owner's manual. If the temperature swings widely or the offset keeps changing, the sensor or control needs testing, and a technician can do that quickly with the right meters.",
    seoTitle: "Oven Temperature Off? Houston Oven Repair Guide",
    seoDescription:
      "Oven running too hot or too cold? Learn how temperature sensors, gaskets and calibration cause inaccurate oven temperatures, plus repair costs in Houston.",
    seoKeywords: [
      "oven temperature inaccurate",
      "oven running hot",
      "oven temperature sensor replacement",
      "oven calibration",
      "oven repair houston",
    ],
  },
  {
    id: "ov-3",
    name: "Oven Self-Clean Problems",
    slug: "oven-self-clean-problems",
    key: "self-clean-problems",
    appliance: "oven",
    description:
      "The door stays locked after a self-clean cycle, the cycle will not start, or the oven stops working entirely afterwards. The extreme heat of self-clean is the single most common trigger for oven control and lock failures.",
    symptoms: [
      "Door stays locked hours after the self-clean cycle ended and the oven cooled",
      "Locked indicator flashes and the door cannot be opened",
      "Self-clean will not start and the lock motor clicks or runs continuously",
      "Oven display dead or oven will not heat after a self-clean cycle",
      "Heavy residue still inside after the cycle finished",
      "Error code shown on the display during or after self-clean",
    ],
    causes: [
      "Failed door lock motor and switch assembly",
      "Lock switch no longer reporting the latch position to the control",
      "Blown thermal fuse from self-clean heat",
      "Control board damaged by heat from the cycle",
      "Faulty oven temperature sensor keeping the control from unlocking",
      "Broken or bent latch hook on the door lock",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 187, max: 425 },
    repairTime: "1-2 hours",
    estimate: { min: 187, max: 425, accuracy: 87 },
    prevention: [
      "Wipe up heavy spills before starting self-clean so you can choose the shortest cycle",
      "Run self-clean only a few times a year and clean light soil by hand in between",
      "Remove the oven racks unless the manual says they are self-clean safe",
      "Do not run self-clean right before a holiday or a big meal, in case a part fails",
      "Never force the door while the lock is engaged",
      "Ventilate the kitchen and stay home while the cycle runs",
    ],
    whyItHappens: {
      primaryCause: "Heat from the self-clean cycle damages the door lock, thermal fuse or control board.",
      explanation:
        "Self-clean heats the oven cavity to roughly 800-900°F to turn food residue into ash. The door lock motor, its switches, the wiring harness and the control board sit just above or behind the cavity and get far hotter than they do during normal baking. Parts that are already near the end of their life often fail during that cycle, and a blown thermal fuse cuts power to protect the oven. The control keeps the door locked until the sensor reports a safe temperature, so a faulty sensor or lock switch can leave it locked indefinitely.",
      commonTriggers: [
        "Running the longest self-clean setting on a heavily soiled oven",
        "Control board or lock motor already weakened by age",
        "Poor ventilation around a built-in wall oven",
        "Pulling on the door while it is locking or unlocking",
      ],
      ageFactors:
        "Ovens older than 6-8 years are the most likely to have a lock, fuse or board fail during self-clean.",
      usageFactors: "Ovens that are self-cleaned monthly fail sooner than those cleaned a few times a year.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Let the oven cool and reset power",
        description:
          "The technician confirms the oven has fully cooled, then switches the breaker off for a few minutes and back on to reset the control. Many lock faults clear at this point, and the reset result tells the technician where to look next.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Non-contact voltage tester"],
        safetyNotes:
          "Oven surfaces, door glass and racks stay extremely hot for an hour or more after self-clean; never try to force a locked door.",
      },
      {
        step: 2,
        title: "Test the door lock assembly",
        description:
          "With power off, the control panel or top panel is removed and the lock motor and switches are tested for continuity. The lock is released manually if it is stuck so the door can be opened.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Switch off the breaker before removing any panels; the lock wiring is close to 240-volt terminals.",
      },
      {
        step: 3,
        title: "Check the thermal fuse, sensor and control board",
        description:
          "The thermal fuse is checked for continuity, the temperature sensor is measured against its chart, and the control board is inspected for burned traces or connectors. The technician determines whether the lock is the cause or a symptom.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Flashlight", "Temperature/resistance chart"],
        safetyNotes: "Wear gloves; the sheet-metal edges behind the control panel are sharp.",
      },
      {
        step: 4,
        title: "Replace failed parts and run a lock test",
        description:
          "The failed lock assembly, fuse, sensor or board is replaced. The technician then starts a self-clean briefly to confirm the door locks and unlocks correctly, and checks that bake works.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Nut driver set", "Multimeter", "Screwdriver set"],
      },
    ],
    professionalVsDiy:
      "Once the oven is completely cool, a homeowner can switch the breaker off for five minutes and back on, which clears many stuck-lock faults. If the door is still locked or the oven will not heat, do not pry the door; a technician can release the lock from behind the panel and test the lock, fuse and board safely.",
    seoTitle: "Oven Self-Clean Problems & Locked Door | Houston",
    seoDescription:
      "Oven door stuck locked after self-clean, or oven dead afterwards? Learn why self-clean damages locks, fuses and control boards, plus Houston repair costs.",
    seoKeywords: [
      "oven door locked after self clean",
      "oven self clean problems",
      "oven door lock motor",
      "oven thermal fuse blown",
      "oven repair houston",
    ],
  },
  {
    id: "ov-4",
    name: "Oven Igniter Failure",
    slug: "oven-igniter-failure",
    key: "igniter-failure",
    appliance: "oven",
    description:
      "A gas oven that will not light, takes minutes to light, or lights with a soft boom usually has a weak hot-surface igniter. A weak igniter fails safe by keeping the gas valve closed, but delayed ignition or any lingering gas smell needs prompt attention.",
    symptoms: [
      "Igniter glows orange but the oven burner never lights",
      "Oven takes two minutes or more to light instead of the usual 30-90 seconds",
      "Soft whoomp or small boom when the burner finally lights",
      "Oven heats, then goes cold partway through baking",
      "Brief gas odor when the oven is trying to light",
      "Igniter does not glow at all when bake is selected",
    ],
    causes: [
      "Weak hot-surface igniter drawing too little current to open the gas safety valve",
      "Cracked or broken igniter element",
      "Failed oven gas safety valve",
      "Burned or loose wiring at the igniter connector",
      "Failed bake relay on the control board",
      "Burner ports blocked by spills, causing delayed ignition",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 187, max: 340 },
    repairTime: "1-1.5 hours",
    estimate: { min: 187, max: 340, accuracy: 91 },
    prevention: [
      "Do not touch or scrub the igniter when cleaning the oven; it is brittle and cracks easily",
      "Keep the oven bottom panel clean so spills cannot drip into the burner ports",
      "Do not put aluminum foil on the oven bottom, which blocks the burner's air supply",
      "Do not spray oven cleaner on the igniter or burner",
      "Have the flexible gas connector inspected whenever the range is moved, and replaced about every 5 years",
      "Schedule service as soon as the oven starts taking longer to light, before delayed ignition begins",
    ],
    whyItHappens: {
      primaryCause: "The hot-surface igniter has weakened and no longer draws enough current to open the gas valve.",
      explanation:
        "Most gas ovens use a hot-surface igniter wired in series with a bimetal gas safety valve, and the valve opens only when the current through the circuit reaches its rated value, typically around 2.5 to 3.6 amps depending on the model. As the igniter ages its resistance rises, so it can glow bright orange yet draw too little current to open the valve. A borderline igniter opens the valve slowly, which lets gas build up before it lights and causes the soft boom of delayed ignition. If the igniter cannot open the valve at all, no gas flows, which is why a dead igniter leaves a cold oven rather than a gas leak.",
      commonTriggers: [
        "Normal aging of the igniter element",
        "Igniter bumped or cracked during cleaning",
        "Spills blocking burner ports",
        "Range moved and gas connector disturbed",
      ],
      ageFactors: "Oven igniters commonly weaken after 3-7 years, the shortest-lived part in most gas ovens.",
      usageFactors:
        "The igniter heats every time the burner cycles on, so households that bake or roast daily wear out igniters sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Shut off gas and power and check the supply",
        description:
          "The technician confirms gas supply at the other burners, then shuts the range's gas valve and switches off the power. The oven bottom and burner baffle are removed for access.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Flashlight"],
        safetyNotes:
          "If there is a strong or persistent gas smell, do not light anything or use switches; leave the home and call the gas utility or 911 from outside. Otherwise shut the gas valve behind the range before starting work.",
      },
      {
        step: 2,
        title: "Measure igniter current draw",
        description:
          "With power restored briefly, the technician clamps an ammeter on the igniter circuit during a bake call and times how long the valve takes to open. A reading below the valve's rated opening current confirms a weak igniter.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Clamp ammeter", "Multimeter"],
        safetyNotes:
          "Live current measurements are for trained technicians only; keep hands clear of the igniter, which reaches more than 1,800°F.",
      },
      {
        step: 3,
        title: "Replace the igniter or gas valve",
        description:
          "The old igniter is unbolted from the burner and its wiring is disconnected, and a matching igniter is installed with high-temperature connectors. If the igniter tested good, the gas safety valve or control relay is replaced instead.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Nut driver set", "High-temperature wire connectors", "Adjustable wrench"],
        safetyNotes:
          "Keep the gas valve shut and the breaker off during replacement. Handle the new igniter by its ceramic base only; skin oils and pressure can crack the element.",
      },
      {
        step: 4,
        title: "Restore gas, leak-test and verify the flame",
        description:
          "Gas and power are restored and every disturbed fitting is leak-tested with soap solution. The oven is run through a bake cycle to confirm prompt, quiet ignition and a steady blue flame.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Soap solution", "Thermocouple thermometer"],
        safetyNotes:
          "Leak-test every gas fitting with soap solution and watch for bubbles; never use a flame to check for leaks.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely watch the oven through the broiler drawer or bottom vent to see whether the igniter glows and how long ignition takes. Replacing the igniter or gas valve means working with gas fittings and requires a leak test afterwards, so have a technician do it, and if you ever smell gas strongly, leave the house and call the gas utility first.",
    seoTitle: "Gas Oven Igniter Failure? Houston Oven Repair Guide",
    seoDescription:
      "Gas oven won't light, or lights with a boom? Learn how weak igniters and gas valves fail, what delayed ignition means and igniter repair costs in Houston.",
    seoKeywords: [
      "oven igniter replacement",
      "gas oven not lighting",
      "oven igniter glows but no flame",
      "gas oven delayed ignition",
      "gas oven repair houston",
    ],
  },
  {
    id: "ov-5",
    name: "Oven Door Won't Close",
    slug: "oven-door-wont-close",
    key: "door-wont-close",
    appliance: "oven",
    description:
      "The oven door hangs open at the top, sits crooked, or drops open instead of closing firmly. Besides wasting heat, a door that does not seal overheats the control panel and knobs above it.",
    symptoms: [
      "Gap of a half inch or more at the top of the closed door",
      "Door drops open or slams shut instead of moving smoothly",
      "Door sits crooked, with a gap on one side",
      "Heat escaping around the door and control panel or knobs getting hot",
      "Grinding or squeaking from the hinges when opening",
      "Door gasket torn, loose or hanging out of place",
    ],
    causes: [
      "Broken hinge spring on one or both sides",
      "Bent hinge arm from weight placed on the open door",
      "Hinge not fully seated in its slot after the door was removed",
      "Worn hinge receiver or loose hinge mounting screws in the oven frame",
      "Detached or damaged door gasket",
      "Loose inner door panel screws letting the glass panels shift",
    ],
    urgency: "Medium",
    difficulty: "Easy",
    avgCost: { min: 187, max: 300 },
    repairTime: "1-1.5 hours",
    estimate: { min: 187, max: 300, accuracy: 93 },
    prevention: [
      "Never lean on, sit on or stand on the open oven door, and keep children off it",
      "Slide heavy roasting pans onto the rack instead of resting them on the open door",
      "Lock the hinges before removing the door for cleaning, following the owner's manual",
      "Open and close the door gently rather than letting it drop or slamming it",
      "Clean the gasket with a damp cloth only and never pull it out of its clips",
      "Check that the hinges and inner door screws are snug once a year",
    ],
    whyItHappens: {
      primaryCause: "A broken hinge spring or bent hinge that no longer holds the door against the gasket.",
      explanation:
        "Each oven door hinge has a strong spring that counterbalances the door and pulls it closed against the gasket. Oven doors weigh roughly 20 to 35 pounds, and extra weight on the open door bends the hinge arms or snaps a spring. Heat cycling also fatigues the springs over the years. When the hinge cannot pull the door closed evenly, hot air escapes at the top of the door and rises into the control panel.",
      commonTriggers: [
        "Heavy pans or a person leaning on the open door",
        "Door removed for cleaning and reinstalled incorrectly",
        "Children climbing on or swinging the door",
        "Repeated slamming",
      ],
      ageFactors:
        "Hinge springs commonly weaken or break after 8-12 years, sooner on ovens that are self-cleaned often.",
      usageFactors:
        "Heavy daily use and the habit of resting dishes on the open door are the main reasons hinges fail early.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect door alignment and hinges",
        description:
          "The technician checks the gap around the closed door, watches how the door moves through its travel and inspects both hinges and the gasket. This shows whether a hinge, the gasket or the door assembly is at fault.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Flashlight", "Tape measure"],
        safetyNotes: "Make sure the oven is off and cool before touching the door or gasket.",
      },
      {
        step: 2,
        title: "Remove the oven door",
        description:
          "The hinge locks are engaged and the door is lifted straight off its hinges and laid flat on a padded surface. On some models the range is pulled out to reach the hinge receivers.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Moving blanket", "Screwdriver set"],
        safetyNotes:
          "Hinge springs are under strong tension and can snap shut on fingers if the hinge locks slip. The door is heavy and contains glass; two people should lift it.",
      },
      {
        step: 3,
        title: "Replace hinges, receivers or gasket",
        description:
          "Broken or bent hinges are replaced as a pair, worn hinge receivers are replaced, and loose inner door panel screws are tightened. A damaged gasket is replaced by pressing the new one into its clips.",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Nut driver set", "Torx driver set", "Pliers"],
        safetyNotes:
          "Switch off the breaker if the range must be pulled out or side panels removed, and shut the gas valve on gas ranges before moving the unit. Wear gloves against sharp sheet-metal edges.",
      },
      {
        step: 4,
        title: "Reinstall and check the seal",
        description:
          "The door is reinstalled, the hinge locks are released and the door is opened and closed several times to confirm smooth, even travel. The seal is checked around the full door perimeter and the oven is test-heated.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Thermocouple thermometer", "Soap solution for gas leak test"],
        safetyNotes:
          "If a gas range was moved, leak-test the gas connection with soap solution after reconnecting; never use a flame.",
      },
    ],
    professionalVsDiy:
      "A homeowner can check whether the door is seated properly on its hinges and whether the gasket has simply come out of its clips. Hinge springs store a lot of force and the door is heavy, so replacing hinges is safer with a technician, especially on wall ovens and gas ranges that must be pulled out.",
    seoTitle: "Oven Door Won't Close? Houston Oven Repair Guide",
    seoDescription:
      "Oven door hanging open or sitting crooked? Learn how broken hinge springs, bent hinges and worn gaskets stop it sealing, plus oven door repair costs in Houston.",
    seoKeywords: [
      "oven door won't close",
      "oven door hinge replacement",
      "oven door spring broken",
      "oven door gasket",
      "oven repair houston",
    ],
  },
] satisfies RepairIssueInput[];
