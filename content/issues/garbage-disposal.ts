import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "gd-1",
    name: "Garbage Disposal Jammed",
    slug: "garbage-disposal-jammed",
    key: "jammed",
    appliance: "garbage-disposal",
    description:
      "The disposal hums when switched on but the flywheel will not turn, or it starts and stops abruptly with a clunk. Something is wedged between the impellers and the grinding ring, and running it repeatedly in that state overheats the motor.",
    symptoms: [
      "Steady humming sound when the switch is on, with no grinding or spinning",
      "Disposal stops suddenly mid-use with a loud clunk",
      "Red reset button on the bottom of the unit has popped out",
      "Flywheel will not move when turned with a hex wrench from below",
      "Water sits in the sink because nothing is being ground and flushed",
      "Burning or hot-motor smell after repeated attempts to start it",
    ],
    causes: [
      "Fruit pits, bones, bottle caps or utensils wedged between the impellers and the grinding ring",
      "Fibrous waste such as celery, corn husks or onion skins wrapped around the flywheel",
      "Starchy waste like rice, pasta or potato peels packed into a paste in the grinding chamber",
      "Swivel impellers seized in place with rust or dried food",
      "Glass shards or a broken dish lodged in the grinding ring slots",
      "Worn motor bearings creating drag that stalls the flywheel under load",
    ],
    urgency: "Medium",
    difficulty: "Easy",
    avgCost: { min: 119, max: 195 },
    repairTime: "30 minutes-1 hour",
    estimate: { min: 119, max: 189, accuracy: 94 },
    prevention: [
      "Run a strong flow of cold water before, during and for 15-20 seconds after grinding",
      "Feed food waste in gradually instead of packing the chamber full before switching on",
      "Keep bones, fruit pits, shells, corn husks and grease out of the disposal and put them in the trash",
      "Use a sink strainer or the splash guard when the disposal is not in use so utensils and bottle caps cannot fall in",
      "Run the disposal briefly every few days, even when it is not needed, so the impellers do not seize",
      "Grind a handful of ice cubes once a month to knock residue off the grinding ring and impellers",
    ],
    whyItHappens: {
      primaryCause:
        "A hard or fibrous object wedges between the flywheel's impellers and the stationary grinding ring and stops the motor.",
      explanation:
        "A disposal has no blades; its motor spins a flywheel with two swivel impellers that fling food against a serrated grinding ring, and water carries the fine particles out through the ring slots. When something too hard to break, or a mat of fibre or starch, locks the flywheel, the motor is energized but cannot turn and draws high current, which is the hum you hear. Within seconds the thermal overload trips and the reset button pops out to protect the windings. The jam stays until the flywheel is turned backwards from below to free the object.",
      commonTriggers: [
        "Peach or avocado pits and chicken bones put down the sink",
        "Spoon or bottle cap falling in while washing dishes",
        "Large batch of potato peels or rice ground at once",
        "Grinding without enough running water",
        "Disposal left unused for weeks while the impellers rust in place",
      ],
      ageFactors:
        "Jams happen at any age, but units older than 8-10 years with worn bearings and dull grinding rings jam more easily and often need replacement rather than clearing.",
      usageFactors:
        "Households that cook from scratch daily and scrape heavy plate waste into the sink jam disposals far more often than those that bin most food scraps.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Cut the power",
        description:
          "The technician switches off the disposal circuit at the breaker or unplugs the unit under the sink, then confirms it is dead at the wall switch. Nothing is reached for inside the disposal until power is verified off.",
        timeRequired: "5 minutes",
        toolsNeeded: ["Non-contact voltage tester", "Flashlight"],
        safetyNotes:
          "Never put a hand inside a disposal, even with the power off; a jammed flywheel can move suddenly when freed.",
      },
      {
        step: 2,
        title: "Free the flywheel from below",
        description:
          "A hex wrench is inserted into the socket in the centre of the bottom of the unit and worked back and forth until the flywheel turns a full circle freely. This breaks the jam without anyone reaching into the chamber.",
        timeRequired: "10 minutes",
        toolsNeeded: ["1/4-inch hex (disposal) wrench", "Flashlight"],
        safetyNotes: "Keep the breaker off while working the wrench.",
      },
      {
        step: 3,
        title: "Remove the object",
        description:
          "With the sink lit from above, the loosened object is lifted out with long-nose pliers or tongs. The chamber and grinding ring are checked for further debris and the impellers are confirmed to swivel freely.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Long-nose pliers", "Kitchen tongs", "Flashlight"],
        safetyNotes:
          "Use pliers or tongs only, never fingers, and never pour chemical drain cleaners into a jammed disposal.",
      },
      {
        step: 4,
        title: "Reset and test under load",
        description:
          "Once the motor has cooled, the red reset button on the bottom is pressed in, power is restored and the disposal is run with cold water. The technician listens for bearing noise and checks the motor current to judge whether the unit is worth keeping.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Clamp ammeter"],
        safetyNotes: "Stand clear of the sink opening when restoring power and keep the splash guard in place.",
      },
    ],
    professionalVsDiy:
      "With the breaker off, most homeowners can free a jam using the hex wrench in the bottom socket, lift the object out with tongs and press the reset button. If the flywheel will not turn with the wrench, the unit hums again straight after resetting, or you see water leaking from the bottom, call a technician, and never reach into the disposal by hand.",
    seoTitle: "Garbage Disposal Jammed? Houston Repair Guide",
    seoDescription:
      "Garbage disposal humming but not spinning? Learn what jams the flywheel, how to free it safely with a hex wrench and when to call a Houston disposal technician.",
    seoKeywords: [
      "garbage disposal jammed",
      "garbage disposal humming",
      "unjam garbage disposal",
      "disposal hex wrench",
      "garbage disposal repair houston",
      "disposal not spinning",
    ],
  },
  {
    id: "gd-2",
    name: "Garbage Disposal Reset Button Tripping",
    slug: "garbage-disposal-reset-button",
    key: "reset-button",
    appliance: "garbage-disposal",
    description:
      "The disposal suddenly goes silent or will not turn on at all, and the red reset button on the bottom has popped out, sometimes again and again. The reset button is a thermal overload that protects the motor, so repeated tripping means something is making the motor overheat or the circuit feeding it is faulty.",
    symptoms: [
      "No sound at all when the wall switch or air button is pressed",
      "Red reset button on the bottom of the unit popped out",
      "Disposal runs briefly after a reset, then shuts off again",
      "Disposal hums for a few seconds and then goes silent",
      "GFCI outlet under the sink or the breaker tripping when the disposal starts",
      "Motor housing hot to the touch after short use",
    ],
    causes: [
      "Thermal overload (reset button) tripping because the flywheel is jammed",
      "Overloading the chamber with too much waste at once, stalling the motor",
      "Worn motor bearings increasing friction and current draw",
      "Failed wall switch, countertop air switch or air switch control box",
      "Loose wiring in the electrical box on the bottom of the disposal or a worn plug and outlet",
      "Weak thermal overload protector that trips at normal running temperature",
    ],
    urgency: "Medium",
    difficulty: "Easy",
    avgCost: { min: 119, max: 221 },
    repairTime: "30 minutes-1 hour",
    estimate: { min: 119, max: 221, accuracy: 95 },
    prevention: [
      "Feed waste in gradually with cold water running rather than filling the chamber first",
      "Let the disposal run 15-20 seconds after grinding stops so the chamber clears",
      "Stop immediately if the unit hums without spinning and clear the jam before pressing reset",
      "Wait at least 10 minutes for the motor to cool before pressing the reset button",
      "Keep cleaning products, towels and stored items under the sink away from the disposal's plug and wiring cover",
      "Have a technician check the unit if the reset button trips more than once a month",
    ],
    whyItHappens: {
      primaryCause:
        "The motor's thermal overload trips to protect the windings when the motor overheats or is stalled.",
      explanation:
        "Every disposal motor has a thermal overload, the red reset button on the bottom, which opens the circuit when the windings get too hot. A stalled or overloaded flywheel makes the motor draw several times its running current, and the overload trips within seconds; worn bearings cause the same effect more slowly. If there is no sound and the button is not popped, the problem is upstream in the wall switch, air switch, outlet, GFCI or breaker. Pressing reset without removing the cause just trips it again and eventually damages the motor or the overload itself.",
      commonTriggers: [
        "Pressing reset repeatedly on a disposal that is still jammed",
        "Grinding a large volume of peels or plate scrapings in one go",
        "Running the disposal without water",
        "Water or dampness in the under-sink outlet or air switch box",
        "Age-related bearing wear on an older unit",
      ],
      ageFactors:
        "Occasional tripping is normal at any age, but frequent tripping on units older than 8-12 years usually means worn bearings or a tired motor.",
      usageFactors:
        "Heavy daily grinding and long run times make tripping more likely, and smaller 1/3 HP units trip more easily than 3/4 or 1 HP models under the same load.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Check power to the unit",
        description:
          "The technician checks the breaker, any GFCI outlet under the sink and the outlet voltage, and confirms whether the reset button has tripped. This separates a disposal fault from a switch or supply problem.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Multimeter", "Non-contact voltage tester", "Flashlight"],
        safetyNotes:
          "Treat the under-sink area as wet; keep hands and meters dry and never reach near the sink opening while the unit has power.",
      },
      {
        step: 2,
        title: "Clear any jam and reset",
        description:
          "With the breaker off, the flywheel is turned with a hex wrench from below to confirm it moves freely, and any lodged object is removed with pliers. After the motor has cooled, the reset button is pressed in until it clicks.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["1/4-inch hex (disposal) wrench", "Long-nose pliers"],
        safetyNotes:
          "Switch off the breaker or unplug the disposal before turning the flywheel; never put a hand inside a disposal.",
      },
      {
        step: 3,
        title: "Test switch, wiring and motor",
        description:
          "The wall switch or air switch and its control box are tested, and the wiring connections under the disposal's bottom cover are checked for looseness or heat damage. Motor current is measured against the nameplate rating to check bearings and windings.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Clamp ammeter", "Screwdriver set", "Wire strippers"],
        safetyNotes:
          "Switch off the breaker before removing the electrical cover plate; test that the wires are dead before touching them.",
      },
      {
        step: 4,
        title: "Repair or recommend replacement",
        description:
          "A failed switch, air switch, cord or wiring connection is replaced and the unit is run under load to confirm it stays on. If the motor itself draws excess current or the overload keeps tripping, the technician explains that replacing the disposal is more economical than repairing the motor.",
        timeRequired: "15-30 minutes",
        toolsNeeded: ["Screwdriver set", "Wire nuts", "Replacement switch or cord"],
        safetyNotes: "Restore power only after the electrical cover is reinstalled.",
      },
    ],
    professionalVsDiy:
      "It is safe for a homeowner to switch the breaker off, free the flywheel with a hex wrench, wait for the motor to cool and press the reset button, and to check the breaker and GFCI outlet. If the button keeps tripping, the unit is silent with the button in, or you smell burning, have a technician test the switch, wiring and motor rather than resetting it again.",
    seoTitle: "Garbage Disposal Reset Button Keeps Tripping | Houston",
    seoDescription:
      "Garbage disposal won't turn on or keeps tripping its reset button? Learn why the overload trips, how to reset it safely and what a repair costs in Houston.",
    seoKeywords: [
      "garbage disposal reset button",
      "garbage disposal won't turn on",
      "disposal keeps tripping",
      "garbage disposal humming then stops",
      "garbage disposal repair houston",
    ],
  },
  {
    id: "gd-3",
    name: "Garbage Disposal Leaking",
    slug: "garbage-disposal-leaking",
    key: "leaking",
    appliance: "garbage-disposal",
    description:
      "Water drips or sprays from the disposal into the sink cabinet, either from the top where it meets the sink, from a side connection or from the bottom of the unit. Where the leak starts decides whether a gasket or connection can be fixed or the disposal must be replaced.",
    symptoms: [
      "Water pooling on the cabinet floor under the kitchen sink",
      "Drips from the sink flange where the disposal meets the sink",
      "Water running down the side of the disposal from the dishwasher hose or drain elbow",
      "Wet bottom of the unit or water dripping from the reset button area",
      "Leak that only appears when the dishwasher drains or the sink is full",
      "Swollen or stained cabinet base and a musty smell under the sink",
    ],
    causes: [
      "Dried-out plumber's putty or worn sink flange gasket under the sink flange",
      "Loose mounting ring or mounting assembly letting the disposal shift",
      "Loose hose clamp or cracked hose at the dishwasher drain connection",
      "Worn gasket or loose bolts at the discharge tube (drain elbow)",
      "Cracked housing or failed internal seal from corrosion, causing a leak from the bottom",
      "Drain trap or tailpiece leaking onto the disposal and appearing to come from it",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 139, max: 289 },
    repairTime: "1-2 hours",
    estimate: { min: 139, max: 289, accuracy: 90 },
    prevention: [
      "Look under the sink once a month with a flashlight for drips while the water runs and the dishwasher drains",
      "Run cold water, not hot, while grinding so fats do not pass through and settle in the drain",
      "Never use chemical drain cleaners in a disposal; they corrode the grinding chamber and seals",
      "Avoid hitting the disposal when storing items under the sink, which can loosen the mounting ring",
      "Keep the dishwasher drain hose looped up high or connected through an air gap so it does not strain the connection",
      "Replace the disposal before it reaches 10-12 years of heavy use, before internal seals give way",
    ],
    whyItHappens: {
      primaryCause:
        "A seal or connection around the disposal has loosened or worn out, or the housing itself has corroded through.",
      explanation:
        "A disposal hangs from the sink on a mounting ring and sink flange sealed with plumber's putty or a gasket, and it connects to the dishwasher drain hose and the discharge tube with clamps and gaskets. Vibration from every run slowly loosens the mounting ring and bolts, and putty dries out and shrinks over the years. A leak from the bottom of the unit is different: it means water has got past the internal seal or corroded through the grinding chamber, and the disposal needs replacing. Leaks at the top and sides are repairable.",
      commonTriggers: [
        "Years of vibration loosening the mounting ring",
        "Chemical drain cleaner poured into the sink",
        "Dishwasher drain hose clamp loosening or the hose cracking",
        "Hard knocks from items stored under the sink",
        "Age-related corrosion of the grinding chamber",
      ],
      ageFactors:
        "Sink flange and drain elbow leaks are common from about 5 years, and leaks from the bottom of the unit usually appear at 8-12 years as the housing corrodes.",
      usageFactors:
        "Disposals that run several times a day vibrate more and loosen sooner, and households that pour hot grease or chemicals down the sink shorten seal life.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Dry the unit and trace the leak",
        description:
          "The technician dries the disposal and connections, then runs water into the sink, fills and releases the basin and drains the dishwasher while watching each joint. Food colouring in the water helps show where it escapes.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Towels", "Food colouring", "Bucket"],
        safetyNotes:
          "Unplug the disposal or switch off its breaker before handling it with water around; do not run it while inspecting.",
      },
      {
        step: 2,
        title: "Repair connection leaks",
        description:
          "A leaking dishwasher drain connection is fixed with a new clamp or hose, and a drain elbow leak with a new gasket and evenly tightened bolts. Nearby trap and tailpiece joints are resealed if they are the real source.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Screwdriver set", "Channel-lock pliers", "Replacement gaskets and hose clamp"],
        safetyNotes:
          "Keep the power off while working on the unit and wear gloves; the discharge tube and chamber can hold dirty water.",
      },
      {
        step: 3,
        title: "Reseal the sink flange",
        description:
          "For a leak at the top, the disposal is supported and released from the mounting ring, the sink flange is lifted, cleaned and reset in fresh plumber's putty, and the mounting assembly is re-tightened evenly.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["1/4-inch hex (disposal) wrench", "Plumber's putty", "Putty knife", "Screwdriver set"],
        safetyNotes:
          "Support the disposal as it drops from the mounting ring; it can weigh 10-15 pounds. The sink flange edges can be sharp.",
      },
      {
        step: 4,
        title: "Replace if the housing leaks, then test",
        description:
          "If water is coming from the bottom of the unit, the technician explains that the disposal cannot be resealed and installs a replacement of suitable horsepower. Every joint is then checked dry with the sink full and the dishwasher draining.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Channel-lock pliers", "Screwdriver set", "Wire nuts", "Flashlight"],
        safetyNotes:
          "Switch off the breaker before disconnecting a hard-wired disposal, and knock out the dishwasher inlet plug on a new unit before connecting the hose.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely unplug the disposal, dry it and watch where water appears, and tighten a loose dishwasher hose clamp. Resetting the sink flange or replacing the disposal involves supporting a heavy unit, plumbing seals and often electrical wiring, so call a technician for those, and stop using the sink if water is coming from the bottom of the unit.",
    seoTitle: "Garbage Disposal Leaking? Houston Repair Guide",
    seoDescription:
      "Garbage disposal leaking from the top, side or bottom? Learn what each leak point means, which leaks can be fixed and when to replace the unit in Houston.",
    seoKeywords: [
      "garbage disposal leaking",
      "disposal leaking from bottom",
      "sink flange leak",
      "garbage disposal dishwasher hose leak",
      "garbage disposal repair houston",
      "garbage disposal replacement",
    ],
  },
  {
    id: "gd-4",
    name: "Garbage Disposal Not Draining",
    slug: "garbage-disposal-not-draining",
    key: "not-draining",
    appliance: "garbage-disposal",
    description:
      "The disposal runs, but water backs up in the sink and drains slowly or not at all. The motor is usually fine; the blockage is in the grinding chamber, the discharge tube or the drain trap and line beyond the disposal.",
    symptoms: [
      "Standing water in the sink even with the disposal running",
      "Water draining very slowly with a gurgling sound",
      "Water backing up into the other side of a double sink",
      "Dishwasher draining into the sink instead of down the drain",
      "Foul smell rising from the sink opening",
      "Food particles floating back up after grinding",
    ],
    causes: [
      "Clog in the P-trap or drain line from starchy or fibrous waste",
      "Grease and fats congealed in the discharge tube and trap",
      "Grinding chamber packed with food paste above the grinding ring",
      "Eggshells, coffee grounds or rice settling into sludge in the drain",
      "Worn grinding ring passing particles too large to flush",
      "Blocked drain vent or partial clog in the branch line beyond the sink",
    ],
    urgency: "Medium",
    difficulty: "Easy",
    avgCost: { min: 119, max: 245 },
    repairTime: "30 minutes-1.5 hours",
    estimate: { min: 125, max: 235, accuracy: 91 },
    prevention: [
      "Run plenty of cold water while grinding and for 15-20 seconds afterwards so particles are carried past the trap",
      "Put grease, fats and cooking oil in a container for the trash, never down the sink",
      "Keep coffee grounds, eggshells, rice and pasta out of the disposal or grind them in small amounts only",
      "Never use chemical drain cleaners in a disposal; they harm the unit and endanger whoever opens the drain next",
      "Grind citrus peels or ice occasionally to scour the chamber",
      "Have the kitchen drain line snaked if the sink drains slowly on both sides for more than a few days",
    ],
    whyItHappens: {
      primaryCause:
        "Ground waste and grease settle and build up in the trap and drain line faster than the water flow can carry them away.",
      explanation:
        "A disposal only reduces food to small particles; it is the water flow that carries them through the discharge tube, trap and drain line. With too little water, or with waste such as rice, pasta, coffee grounds and eggshell that swells or settles into sludge, particles drop out in the trap. Grease cools and sticks to the pipe walls, catching more debris until the pipe closes. Because this happens downstream of the grinding ring, the motor keeps running normally while the sink fills.",
      commonTriggers: [
        "Holiday cooking with large volumes of peels and scraps",
        "Pouring cooking grease down the sink",
        "Grinding with a trickle of water or switching off too soon",
        "Coffee grounds and eggshells ground every day",
        "Older cast-iron drain lines with rough inner walls",
      ],
      ageFactors:
        "Drain clogs happen at any age, but older Houston homes with original cast-iron or galvanized kitchen drains clog more readily, and disposals over 10 years old with worn grinding rings pass larger particles.",
      usageFactors:
        "Households that grind most food scraps daily load the drain heavily, and sinks used mostly with hot water let grease travel into the line before it cools and sets.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Isolate power and check the chamber",
        description:
          "The technician shuts off power to the disposal and checks whether the grinding chamber is packed or the flywheel is jammed. A jam is cleared with a hex wrench from below before any drain work starts.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Non-contact voltage tester", "1/4-inch hex (disposal) wrench", "Flashlight"],
        safetyNotes:
          "Switch off the breaker or unplug the disposal before working on it; never put a hand in a disposal.",
      },
      {
        step: 2,
        title: "Open and clean the trap",
        description:
          "Standing water is bailed out, a bucket is set under the trap and the P-trap is removed and cleaned. The discharge tube is checked for grease and packed food.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Bucket", "Channel-lock pliers", "Bottle brush", "Gloves"],
        safetyNotes:
          "Wear gloves and eye protection; if chemical drain cleaner has already been used, tell the technician before the trap is opened.",
      },
      {
        step: 3,
        title: "Clear the drain line",
        description:
          "With the trap off, the line into the wall is cleared with a drain auger until it flows freely. The dishwasher drain connection is checked so it is not backing up into the sink.",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Hand drain auger", "Flashlight", "Towels"],
        safetyNotes: "Feed the auger by hand and keep fingers clear of the spinning cable.",
      },
      {
        step: 4,
        title: "Reassemble and test flow",
        description:
          "The trap is reinstalled with new washers if needed, power is restored and the disposal is run with a full sink of water released at once. Both sink basins and the dishwasher drain are checked for fast, leak-free flow.",
        timeRequired: "10-15 minutes",
        toolsNeeded: ["Channel-lock pliers", "Replacement slip-joint washers", "Flashlight"],
        safetyNotes:
          "Remove the hex wrench and every tool from the chamber before power is restored, and keep hands out of the sink opening while the disposal runs.",
      },
    ],
    professionalVsDiy:
      "With the power off, a homeowner can free a jam with the hex wrench, and many can remove and clean the P-trap over a bucket. Do not pour chemical drain cleaners into the disposal, and call a technician if the clog is beyond the trap, the drain backs up on both sides of the sink or the dishwasher drains into the sink.",
    seoTitle: "Garbage Disposal Not Draining? Houston Repair Guide",
    seoDescription:
      "Sink backing up even though the garbage disposal runs? Learn what clogs the trap and drain, what not to grind and when to call a Houston disposal technician.",
    seoKeywords: [
      "garbage disposal not draining",
      "sink backing up with disposal",
      "garbage disposal clogged",
      "kitchen sink clog disposal",
      "garbage disposal repair houston",
    ],
  },
  {
    id: "gd-5",
    name: "Garbage Disposal Making Loud Noise",
    slug: "garbage-disposal-loud-noise",
    key: "loud-noise",
    appliance: "garbage-disposal",
    description:
      "The disposal rattles, clangs, grinds metal on metal or screeches instead of making its usual steady whir. Some noises come from an object that can be removed; others mean worn bearings or a loose mounting that will get worse.",
    symptoms: [
      "Metallic clanging or rattling as soon as the unit starts",
      "High-pitched squeal or screech while running",
      "Grinding roar that continues after the food is gone",
      "Disposal shaking or vibrating against the sink and cabinet",
      "Clicking or knocking once per revolution",
      "Noise that gets worse over weeks and is accompanied by slower grinding",
    ],
    causes: [
      "Foreign object such as a utensil, bottle cap, coin or glass in the grinding chamber",
      "Loose mounting ring or mounting screws letting the unit vibrate against the sink",
      "Worn or dry motor bearings causing squealing or grinding",
      "Broken or seized swivel impeller striking the grinding ring",
      "Bent or cracked flywheel wobbling as it turns",
      "Dishwasher drain hose or drain elbow rattling against the housing",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 129, max: 289 },
    repairTime: "30 minutes-1.5 hours",
    estimate: { min: 135, max: 279, accuracy: 88 },
    prevention: [
      "Keep a sink strainer in place while washing dishes so small objects cannot fall in",
      "Switch off immediately when you hear metal on metal and remove the object with tongs once the power is off",
      "Keep bones, fruit pits and shells out of the disposal",
      "Run the disposal at least every few days so the impellers stay free and the bearings stay lubricated",
      "Check under the sink twice a year that the mounting ring is tight and the disposal cannot twist by hand",
      "Never use chemical drain cleaners, which corrode the flywheel, impellers and grinding ring",
    ],
    whyItHappens: {
      primaryCause:
        "Something is loose or foreign in the grinding chamber, or the motor bearings and mounting have worn.",
      explanation:
        "A disposal spins its flywheel at roughly 1,725-2,800 RPM, so any hard object in the chamber is flung against the grinding ring with enough force to clang loudly. With the chamber clear, a squeal or rumble usually comes from the motor's upper bearing, which sits just under the flywheel and can be reached by water and food acids through a worn seal. A loose mounting ring lets the whole unit vibrate against the sink, amplifying normal running noise. Bearing noise does not go away, and a disposal with failing bearings is usually replaced rather than rebuilt.",
      commonTriggers: [
        "Spoon, ring or bottle cap dropped into the sink",
        "Grinding chicken bones or fruit pits",
        "Mounting ring loosened by years of vibration",
        "Disposal unused for long periods, letting bearings and impellers corrode",
        "Water reaching the bearing through a worn shaft seal",
      ],
      ageFactors:
        "Object-related noise can happen in a new unit, while bearing squeal and wobble typically develop after 8-10 years on standard 1/3 to 1/2 HP models.",
      usageFactors:
        "Heavy daily use wears bearings sooner, and disposals that sit unused in vacation or rental homes often corrode and screech when restarted.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Shut off power and inspect the chamber",
        description:
          "The technician turns off the disposal's breaker or unplugs it and inspects the chamber with a flashlight. Any foreign object is lifted out with pliers or tongs.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Non-contact voltage tester", "Flashlight", "Long-nose pliers"],
        safetyNotes: "Switch off the breaker or unplug the unit first; never put a hand inside a disposal.",
      },
      {
        step: 2,
        title: "Check flywheel and impellers",
        description:
          "The flywheel is turned with a hex wrench from below to feel for roughness or binding, and the impellers are checked for free swivel and damage. A wobble or scraping sound points to a bent flywheel or failed bearing.",
        timeRequired: "10 minutes",
        toolsNeeded: ["1/4-inch hex (disposal) wrench", "Flashlight"],
        safetyNotes: "Keep power off while turning the flywheel by hand.",
      },
      {
        step: 3,
        title: "Tighten the mounting and connections",
        description:
          "The mounting ring, mounting screws, drain elbow and dishwasher hose are checked and tightened so the disposal hangs firmly without touching the cabinet. Rattling clamps are secured.",
        timeRequired: "15 minutes",
        toolsNeeded: ["1/4-inch hex (disposal) wrench", "Screwdriver set", "Channel-lock pliers"],
        safetyNotes: "Support the disposal from below while loosening the mounting ring so it cannot drop.",
      },
      {
        step: 4,
        title: "Run test and recommend repair or replacement",
        description:
          "Power is restored and the unit is run with water to confirm the noise is gone. If bearing noise remains, the technician explains that the motor is wearing out and quotes a replacement disposal sized for the household.",
        timeRequired: "10-30 minutes",
        toolsNeeded: ["Clamp ammeter", "Flashlight"],
        safetyNotes: "Keep the splash guard in place and stand clear of the sink opening during the test run.",
      },
    ],
    professionalVsDiy:
      "With the breaker off, a homeowner can look in with a flashlight, remove a dropped utensil with tongs and check the flywheel turns smoothly with the hex wrench. A persistent squeal, wobble or grinding with an empty chamber means worn bearings or a damaged flywheel, which a technician should assess, usually leading to a replacement unit.",
    seoTitle: "Garbage Disposal Making Loud Noise? Houston Guide",
    seoDescription:
      "Garbage disposal rattling, squealing or grinding loudly? Learn what each noise means, what you can safely check yourself and when Houston owners should call.",
    seoKeywords: [
      "garbage disposal loud noise",
      "garbage disposal rattling",
      "garbage disposal squealing",
      "disposal grinding noise",
      "garbage disposal repair houston",
    ],
  },
] satisfies RepairIssueInput[];
