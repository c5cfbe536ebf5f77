import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "wm-1",
    name: "Washing Machine Not Draining",
    slug: "washing-machine-not-draining",
    key: "not-draining",
    appliance: "washing-machine",
    description:
      "Water stays in the drum after the cycle ends, or the washer stops partway with a drain error and soaking-wet clothes. Most cases come down to a blockage in the pump filter, drain pump or drain hose rather than a failed control.",
    symptoms: [
      "Standing water left in the drum or tub after the cycle finishes",
      "Clothes come out soaking wet and heavy instead of spun damp",
      "Cycle stops at drain or spin with a drain error such as LG OE, Samsung 5C or 5E, or Whirlpool F9 E1",
      "Humming or buzzing from under the washer during drain with no water leaving the drum",
      "Water backing up out of the standpipe or overflowing the laundry sink during pump-out",
      "Sour or musty odor from water sitting in the tub between loads",
    ],
    causes: [
      "Drain pump filter (coin trap) on a front-loader packed with lint, hair, coins and hair pins",
      "Sock, baby garment or bra underwire jammed in the drain pump impeller or pump inlet hose",
      "Drain hose kinked behind the washer or clogged with lint and detergent sludge",
      "Failed drain pump motor with open windings or a broken impeller",
      "Clogged household standpipe or laundry drain line that cannot take the pump's flow",
      "Faulty pressure switch or lid switch assembly that never tells the control to start the pump-out",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 162, max: 315 },
    repairTime: "1-2 hours",
    estimate: { min: 162, max: 315, accuracy: 92 },
    prevention: [
      "Open the front-loader's pump filter access panel and clean the coin trap every one to two months",
      "Wash socks, baby clothes and underwire bras in a mesh laundry bag so they cannot slip past the drum",
      "Empty every pocket before loading; coins, keys and hair ties are the most common pump jams",
      "Use only HE detergent at the dose marked on the cap, since excess suds and undissolved detergent coat the pump and hose",
      "Leave a few inches of slack in the drain hose when pushing the washer back so it is not kinked against the wall",
      "Fit a lint trap on the end of the drain hose if it empties into a laundry sink, and empty it regularly",
    ],
    whyItHappens: {
      primaryCause: "A blocked drain path, most often a clogged pump filter or an object jammed in the drain pump.",
      explanation:
        "A washer drains with a small electric pump at the bottom of the tub that pushes water up the drain hose into the standpipe, usually 30 to 96 inches above the floor. Everything that comes out of the laundry, including lint, hair, coins and small garments, passes through that pump, and the pump filter on front-loaders is designed to catch it. When the filter or hose clogs, the pump runs but cannot move water, the control times out and shows a drain error, and most washers will not go on to spin. A pump that keeps running against a jam or a dry impeller can overheat and burn out its motor.",
      commonTriggers: [
        "Small items lost from pockets or loose socks escaping into the outer tub",
        "Pump filter never cleaned since installation",
        "Too much detergent or non-HE detergent leaving sludge in the drain hose",
        "Washer pushed back against the wall, kinking the drain hose",
        "Lint building up in an older household standpipe",
      ],
      ageFactors:
        "Clogs can happen in a washer of any age, but drain pump motors typically begin to fail at 6-10 years, especially on machines that have run many times against a partial jam.",
      usageFactors:
        "Households with pets, children or frequent towel and blanket loads fill the pump filter much faster, and large families running eight or more loads a week should check it monthly.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Drain the tub and read the error code",
        description:
          "The technician records any stored error code, then drains the standing water through the front-loader's emergency drain tube or by lowering the drain hose into a bucket. Removing the water first makes it safe to open the pump and shows whether water flows at all by gravity.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Shallow drain pan", "Bucket", "Towels", "Wet/dry vacuum"],
        safetyNotes:
          "Unplug the washer before opening any panel, and expect more water than the pan holds; keep towels on the floor because a full front-loader can release several gallons.",
      },
      {
        step: 2,
        title: "Clear the pump filter, pump and drain hose",
        description:
          "The pump filter is unscrewed and cleaned, and the impeller is checked by hand for jammed objects. The drain hose is disconnected and flushed, and the standpipe is checked for a blockage by running water into it.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Needle-nose pliers", "Flashlight", "Hose clamp pliers", "Screwdriver set"],
        safetyNotes:
          "Unplug the washer before touching the pump. Open the filter slowly over a shallow pan, since any water left in the drum drains out through it and can be hot after a hot-wash cycle.",
      },
      {
        step: 3,
        title: "Test the drain pump and controls",
        description:
          "With the cabinet or rear panel open, the technician measures the drain pump motor's resistance and checks for voltage at the pump during a drain command. The pressure switch and lid switch or door lock are tested so a control fault is not mistaken for a pump failure.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Torx driver set"],
        safetyNotes:
          "Live voltage checks at the pump are 120 V; only a trained technician should test with the washer plugged in, and it is unplugged again before any part is disconnected.",
      },
      {
        step: 4,
        title: "Replace the drain pump and run a drain test",
        description:
          "A failed or damaged pump is replaced and the hose clamps are refitted. The technician runs a rinse and spin cycle to confirm the tub empties quickly, the washer reaches full spin speed and no connection drips.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Hose clamp pliers", "Towels", "Flashlight"],
        safetyNotes:
          "Shut off both water supply valves before pulling the washer out, and use two people or an appliance dolly; a front-loader can weigh 200 pounds or more.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely unplug the washer, drain it into a pan, clean the front-loader's pump filter and straighten a kinked drain hose, which fixes a large share of these calls. If the pump hums but will not move water with a clean filter, or the washer shows no sign of trying to drain, the problem is the pump motor, pressure switch or lid lock, and a technician should test it.",
    seoTitle: "Washing Machine Not Draining? Houston Repair Guide",
    seoDescription:
      "Water left in your washer after the cycle? Learn why washers stop draining, from clogged pump filters to failed drain pumps, and repair costs in Houston.",
    seoKeywords: [
      "washing machine not draining",
      "washer full of water",
      "washer drain pump repair",
      "washer drain error code",
      "washing machine repair houston",
      "front load washer pump filter",
    ],
  },
  {
    id: "wm-2",
    name: "Washing Machine Not Spinning",
    slug: "washing-machine-not-spinning",
    key: "not-spinning",
    appliance: "washing-machine",
    description:
      "The washer fills, agitates and drains, but the drum will not spin up, leaving clothes dripping wet. The cause is usually in the drive system, such as a belt, motor coupling or shift actuator, or a lid lock that never confirms the door is closed.",
    symptoms: [
      "Clothes dripping wet at the end of the cycle even though the water has drained",
      "Drum stays still or turns slowly during the spin portion of the cycle",
      "Motor hums or clicks when spin should begin, but the drum does not move",
      "Door or lid lock clicks repeatedly and the cycle never advances to spin",
      "Unbalanced or spin error on the display, such as LG UE, even with a normal load",
      "Burning rubber or hot electrical smell from under or behind the washer",
    ],
    causes: [
      "Worn, stretched or broken drive belt on belt-driven front-loaders and older top-loaders",
      "Faulty lid switch assembly or door lock that blocks the spin command",
      "Worn motor coupling on direct-drive top-loaders",
      "Failed shift actuator or clutch on top-loaders that switch between agitate and spin",
      "Failed drive motor, motor control board, or rotor position (Hall) sensor on direct-drive machines",
      "Undrained water or a jammed drain pump that keeps the control from starting the spin",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 175, max: 385 },
    repairTime: "1-3 hours",
    estimate: { min: 175, max: 385, accuracy: 89 },
    prevention: [
      "Keep loads to about three-quarters of the drum, since packed loads strain the belt, coupling and motor every spin",
      "Wash single heavy items like a bath mat or comforter with a couple of towels so the washer can balance the load",
      "Close the lid or door gently; slamming it wears the lid switch and door lock strike",
      "Clean the pump filter regularly so the washer is never asked to spin a drum full of water",
      "Keep the washer level with all four feet firm on the floor so it does not bang into repeated unbalanced spins",
      "Stop the washer and have it checked at the first smell of burning rubber instead of running more loads",
    ],
    whyItHappens: {
      primaryCause:
        "A drive component or safety interlock has failed, so the motor cannot turn the drum at spin speed.",
      explanation:
        "Spinning a wet load at 600 to 1,400 rpm puts far more load on the drive system than washing does. On belt-driven machines the belt slips and glazes before it breaks, and on direct-drive top-loaders the plastic and rubber motor coupling shears to protect the transmission. The control also refuses to spin unless the lid switch or door lock reports locked and the pressure switch reports the tub empty, so a failed interlock or a slow drain looks exactly like a drive failure. Repeated unbalanced loads make the control abort spins over and over, which is hard on the motor and belt.",
      commonTriggers: [
        "Overloading the drum with heavy towels or bedding",
        "Single bulky items that cannot balance",
        "Worn lid switch or damaged door lock strike",
        "Slow draining from a clogged pump filter",
        "Washer running out of level on an uneven garage or utility room floor",
      ],
      ageFactors:
        "Drive belts and motor couplings commonly wear out at 5-8 years, while shift actuators and motor control boards tend to fail at 6-10 years.",
      usageFactors:
        "Large households running a washer daily, and anyone who regularly washes heavy work clothes, rugs or bedding, wear the drive system out noticeably sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Run a diagnostic spin and check the interlocks",
        description:
          "The technician enters the washer's service or diagnostic mode to read error history and command a spin directly. The lid switch or door lock and the pressure switch are tested so the repair targets the actual failed part.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Multimeter", "Service manual or tech sheet", "Flashlight"],
        safetyNotes:
          "A commanded spin turns the drum at full speed with the lid switch or door lock circuit live at 120 V. Keep hands out of the tub until the drum has stopped completely, never bypass the lid switch or door lock to run with it open, and unplug the washer before testing switches for continuity.",
      },
      {
        step: 2,
        title: "Open the cabinet and inspect the drive",
        description:
          "The rear panel or cabinet is removed to inspect the belt, motor pulley, motor coupling and shift actuator. The drum is turned by hand to feel for a slipping belt, a sheared coupling or a seized transmission.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Nut driver set", "Putty knife", "Screwdriver set", "Flashlight"],
        safetyNotes:
          "Unplug the washer and shut off both water supply valves before removing the cabinet; the edges of the cabinet and rear panel are sharp sheet metal.",
      },
      {
        step: 3,
        title: "Replace the failed drive part",
        description:
          "The worn belt, coupling, shift actuator, lid lock or motor component is replaced with the correct part for the model. Motor connectors and wire harnesses are checked for heat damage while the machine is open.",
        timeRequired: "30-90 minutes",
        toolsNeeded: ["Socket set", "Nut driver set", "Needle-nose pliers", "Multimeter"],
        safetyNotes:
          "Drive motors and transmissions are heavy; support the motor while removing its mounting bolts and lift with a partner when tipping a washer back.",
      },
      {
        step: 4,
        title: "Reassemble and test a full spin",
        description:
          "The cabinet is refitted, the washer is leveled, and a test load is run through drain and final spin. The technician confirms the drum reaches full speed and clothes come out properly spun.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Level", "Adjustable wrench", "Towels"],
      },
    ],
    professionalVsDiy:
      "A homeowner can rebalance the load, clean the pump filter and check that the lid or door actually closes fully, which solves some no-spin complaints. Replacing a belt, coupling, shift actuator or lid lock means removing the cabinet and testing electrical parts, so call a technician if the washer still will not spin, and stop using it if you smell burning rubber.",
    seoTitle: "Washing Machine Not Spinning? Houston Repair Guide",
    seoDescription:
      "Washer won't spin and clothes stay soaking wet? Learn the causes, from worn drive belts and lid switches to motor couplings, and repair costs in Houston.",
    seoKeywords: [
      "washing machine not spinning",
      "washer won't spin",
      "washer drive belt replacement",
      "washer lid switch repair",
      "washer repair houston",
    ],
  },
  {
    id: "wm-3",
    name: "Washing Machine Leaking",
    slug: "washing-machine-leaking",
    key: "leaking",
    appliance: "washing-machine",
    description:
      "Water collects under or in front of the washer during fill, wash or drain. A leaking washer can damage flooring, drywall and the room below a second-floor laundry quickly, so the water supply should be shut off until the source is found.",
    symptoms: [
      "Puddle in front of a front-loader, below the door, during the wash",
      "Water on the floor only while the washer fills, often near the back",
      "Water appearing during drain or spin, under the middle or front of the machine",
      "Suds foaming out of the detergent drawer or around the door",
      "Drips or mineral crust on the fill hose connections at the wall valves",
      "Warped flooring, stained baseboards or a ceiling stain below an upstairs laundry room",
    ],
    causes: [
      "Torn, punctured or mildew-hardened door boot seal on a front-loader",
      "Cracked, bulging or loose rubber fill hose at the wall valve or the washer inlet",
      "Cracked drain pump housing or a pump filter cap that is not seated",
      "Leaking water inlet valve body or a loose hose clamp inside the cabinet",
      "Failed tub seal and bearing, letting water run down the back of the outer tub",
      "Too much detergent or non-HE detergent producing suds that overflow the tub vent",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 150, max: 375 },
    repairTime: "1-3 hours",
    estimate: { min: 150, max: 375, accuracy: 88 },
    prevention: [
      "Replace rubber fill hoses with braided stainless steel hoses and renew them every five years",
      "Wipe the front-loader door boot dry after the last load and check its folds for socks, coins and tears",
      "Use HE detergent at or below the dose line; more soap adds suds, not cleaning",
      "Leave the wall supply valves within reach and turn them off when you leave home for more than a few days",
      "Put a drip pan with a drain or a water leak sensor under washers on upper floors",
      "Check the hose connections at the wall once a year for drips or white mineral crust",
    ],
    whyItHappens: {
      primaryCause: "A worn rubber seal or hose, or a loose connection, lets water escape during fill, wash or drain.",
      explanation:
        "A washer is under the full pressure of the home's water supply at the fill hoses and inlet valve, even when it is not running, so a weak hose can burst without warning. Inside the machine, water is held in the outer tub by the door boot on front-loaders and by the tub seal around the drive shaft, and it leaves through the drain pump and hoses. Rubber parts harden and crack with age, heat and detergent, and detergent residue and trapped clothing tear front-loader door boots. Houston-area hard water also leaves scale that can crack inlet valve bodies and keep fittings from sealing.",
      commonTriggers: [
        "Original rubber fill hoses left in service for many years",
        "Socks or small items caught in the door boot folds",
        "Detergent overdosing or using non-HE detergent in an HE washer",
        "Washer shaking or walking and pulling on its hoses",
        "Pump filter cap not screwed back fully after cleaning",
      ],
      ageFactors:
        "Rubber fill hoses are generally rated for about 5 years, door boots often crack at 5-8 years, and tub seal and bearing failures usually appear at 7-10 years.",
      usageFactors:
        "Heavy daily use, frequent hot and sanitize cycles, and washers in hot garages or laundry rooms, which regularly pass 100°F in a Houston summer, age rubber hoses and seals faster.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Stop the water and find the leak",
        description:
          "The technician shuts off the supply valves, pulls the washer forward and runs short fill, wash and drain steps while watching each connection. Noting which part of the cycle leaks narrows the source to the supply side, the tub or the drain side.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Flashlight", "Inspection mirror", "Towels", "Shallow drain pan"],
        safetyNotes:
          "Keep the floor dry and the cord and outlet out of standing water; if water has reached the outlet, switch off the circuit breaker before touching the plug.",
      },
      {
        step: 2,
        title: "Replace hoses, clamps or the inlet valve",
        description:
          "Leaking fill hoses are replaced with braided stainless lines, and a cracked inlet valve or loose internal hose clamp is replaced. New washers are fitted in the hose ends and every fitting is snugged without overtightening.",
        timeRequired: "20-40 minutes",
        toolsNeeded: ["Adjustable wrench", "Channel-lock pliers", "Hose clamp pliers", "Nut driver set"],
        safetyNotes:
          "Shut off both hot and cold supply valves and unplug the washer before disconnecting hoses or the inlet valve.",
      },
      {
        step: 3,
        title: "Replace the door boot or drain pump",
        description:
          "A torn door boot is removed by releasing its outer and inner clamp rings and a new boot is fitted with its drain holes at the bottom. A cracked pump housing is replaced, and the pump filter seal is checked.",
        timeRequired: "45-90 minutes",
        toolsNeeded: ["Flat-blade screwdriver", "Spring clamp pliers", "Torx driver set", "Towels"],
        safetyNotes:
          "Unplug the washer before removing the front panel; the door boot clamp springs are under tension and can snap loose, so wear eye protection.",
      },
      {
        step: 4,
        title: "Leak-test through a full cycle",
        description:
          "The washer is pushed back with the hoses free of kinks, leveled and run through a full cycle with a small load. Every connection is checked with a dry paper towel during fill, wash and spin.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Level", "Paper towels", "Flashlight"],
        safetyNotes:
          "Lift with a partner when moving the washer back into place; front-loaders are top-heavy and can tip.",
      },
    ],
    professionalVsDiy:
      "A homeowner should turn off the supply valves right away, and can safely tighten a dripping hose at the wall, replace old rubber fill hoses and check the door boot for an obvious tear. Leaks from inside the cabinet, such as the pump, inlet valve or tub seal, need the washer opened and tested, so call a technician; a leak from the tub seal often means the bearings are failing too.",
    seoTitle: "Washing Machine Leaking Water? Houston Repair Guide",
    seoDescription:
      "Water under your washer? Find the source, from torn door boots and cracked fill hoses to leaking drain pumps and tub seals, plus repair costs in Houston.",
    seoKeywords: [
      "washing machine leaking",
      "water under washer",
      "front load washer door seal leak",
      "washer fill hose leak",
      "washer leak repair houston",
    ],
  },
  {
    id: "wm-4",
    name: "Washing Machine Making Loud Noise",
    slug: "washing-machine-loud-noise",
    key: "loud-noise",
    appliance: "washing-machine",
    description:
      "The washer roars, bangs, grinds or walks across the floor, usually during spin. Some noises come from a simple unbalanced load or an object in the drum, but a growing roar or grinding sound points to worn tub bearings or suspension parts that get worse with every load.",
    symptoms: [
      "Roaring or jet-engine sound during spin that gets louder over weeks",
      "Loud banging or thumping as the drum speeds up for spin",
      "Washer shaking violently or walking away from the wall",
      "Scraping or grinding sound when the drum is turned by hand",
      "Rattling or clicking during drain from an object in the pump",
      "High-pitched squeal at the start of spin on belt-driven machines",
    ],
    causes: [
      "Worn tub bearings, usually after the tub seal has let water reach them",
      "Worn shock absorbers on front-loaders or suspension rods on top-loaders",
      "Loose or cracked concrete counterweight on a front-loader tub",
      "Coins, buttons or bra underwire trapped between the drum and outer tub or in the drain pump",
      "Washer not level, or leveling feet loose on an uneven floor",
      "Shipping bolts never removed from a newly installed front-loader",
    ],
    urgency: "Medium",
    difficulty: "Hard",
    avgCost: { min: 165, max: 425 },
    repairTime: "1-4 hours",
    estimate: { min: 165, max: 425, accuracy: 85 },
    prevention: [
      "Check that all four feet are firmly on the floor and lock the leveling nuts against the cabinet",
      "Empty pockets and wash underwire bras in a mesh bag so metal cannot work into the outer tub",
      "Balance heavy items like comforters and rugs with other laundry rather than washing them alone",
      "Do not overload the drum; heavy loads push the suspension to its limits at full spin speed",
      "Leave the front-loader door ajar after use so the tub seal area dries out",
      "Have a new roar or grinding noise checked early, before a bearing failure damages the tub or shaft",
    ],
    whyItHappens: {
      primaryCause: "Worn tub bearings or suspension parts that can no longer control the drum at spin speed.",
      explanation:
        "During spin the drum turns at up to 1,400 rpm, and any imbalance is multiplied into strong forces on the bearings, shaft and suspension. Shock absorbers and suspension rods damp that movement, and when they wear the tub swings far enough to bang against the cabinet. On front-loaders a leaking tub seal lets water and detergent wash the grease out of the rear bearings, which then rust and begin to roar. Loose objects trapped between the drum and the outer tub scrape with every revolution and can crack the tub.",
      commonTriggers: [
        "Repeated oversized or unbalanced loads",
        "Failed tub seal letting water into the bearings",
        "Coins and underwire escaping the drum",
        "Washer installed on an uneven or flexible floor",
        "Shipping bolts left in after delivery",
      ],
      ageFactors:
        "Shock absorbers and suspension rods typically wear out at 6-10 years, and front-loader tub bearings most often fail at 7-10 years.",
      usageFactors:
        "High-speed spin settings used on every load, frequent heavy bedding and towel washes, and washers on raised wooden floors or pedestals show noise and shaking problems sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Identify the noise and when it happens",
        description:
          "The technician runs the washer through agitate, drain and spin, and turns the drum by hand with the machine unplugged. A roar that rises with speed points to bearings, banging to suspension, and scraping to a trapped object.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Flashlight", "Level", "Mechanic's stethoscope"],
      },
      {
        step: 2,
        title: "Check leveling and remove trapped objects",
        description:
          "The washer is leveled and the feet are locked, and the drain pump filter is opened to remove loose objects. On front-loaders the heater or sump opening is checked for underwire or coins caught between drum and tub.",
        timeRequired: "15-30 minutes",
        toolsNeeded: ["Adjustable wrench", "Level", "Needle-nose pliers", "Shallow drain pan"],
        safetyNotes:
          "Unplug the washer before reaching into the pump or sump opening, and keep towels ready for the water left in the pump.",
      },
      {
        step: 3,
        title: "Replace suspension parts or bearings",
        description:
          "Worn shock absorbers, suspension rods or counterweight bolts are replaced. If the bearings are worn, the technician disassembles the outer tub, presses out the old bearings and fits new bearings and a new tub seal, or recommends an outer tub assembly when the shaft or tub is damaged.",
        timeRequired: "45 minutes-2.5 hours",
        toolsNeeded: ["Socket set", "Bearing driver kit", "Rubber mallet", "Torx driver set"],
        safetyNotes:
          "Unplug the washer and shut off the water supply valves; the tub assembly and concrete counterweights are heavy, so lift with a partner and wear gloves against sharp cabinet edges.",
      },
      {
        step: 4,
        title: "Reassemble and test at full spin",
        description:
          "The washer is reassembled, leveled and run through a full cycle with a test load at its highest spin speed. The technician confirms the noise is gone and the cabinet stays steady.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Level", "Adjustable wrench", "Towels"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely level the washer, lock the feet, rebalance the load and clean out the pump filter, which cures a lot of banging and rattling. A roar or grinding from the drum, or banging that continues with a balanced load, means bearings or suspension parts, which require heavy disassembly; have a technician quote it, since bearing repairs on older washers are sometimes close to the cost of replacement.",
    seoTitle: "Loud or Shaking Washing Machine? Houston Repair Guide",
    seoDescription:
      "Washer banging, roaring or walking during spin? Learn the causes, from worn tub bearings and shock absorbers to trapped coins, and repair costs in Houston.",
    seoKeywords: [
      "washing machine loud noise",
      "washer shaking during spin",
      "washer bearing replacement",
      "washer shock absorbers",
      "washer repair houston",
      "washer banging noise",
    ],
  },
  {
    id: "wm-5",
    name: "Washing Machine Won't Start",
    slug: "washing-machine-wont-start",
    key: "wont-start",
    appliance: "washing-machine",
    description:
      "Nothing happens when you press Start, or the display lights up but the washer never fills or turns. The cause ranges from a tripped GFCI outlet or a closed water valve to a failed door lock or control board.",
    symptoms: [
      "Display and buttons completely dark with the washer plugged in",
      "Display lights up but pressing Start does nothing",
      "Door lock clicks repeatedly and the cycle will not begin, sometimes with a door error such as LG dE",
      "Washer hums or clicks but never fills with water",
      "Lights flash or an error code appears as soon as a cycle is selected",
      "Washer stopped working right after a storm, power outage or flicker",
    ],
    causes: [
      "Tripped GFCI outlet or circuit breaker feeding the laundry room",
      "Failed lid switch assembly or door lock mechanism",
      "Main control board damaged by a power surge or a failed relay",
      "Worn start button or failed user interface board",
      "Closed or partly closed water supply valves, or a clogged inlet valve screen, so the washer cannot fill",
      "Blown line fuse or motor thermal protector on some models",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 395 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 395, accuracy: 87 },
    prevention: [
      "Plug the washer directly into its outlet, never an extension cord or power strip",
      "Use a surge-protective outlet or whole-home surge protector to protect the control board from lightning and grid switching",
      "Unplug the washer or switch off its breaker when a hurricane or tropical storm threatens an outage, and plug it back in after power is stable",
      "Close the lid or door gently and keep the door lock strike free of lint and detergent residue",
      "Open both water supply valves fully, and clean the inlet valve screens once a year if you have hard water",
      "Keep the top of the washer dry so spilled detergent and water cannot seep into the control panel",
    ],
    whyItHappens: {
      primaryCause:
        "The washer is not getting power, or a safety interlock or the control board is blocking the start.",
      explanation:
        "Before a modern washer starts, the control board checks that it has power, that the lid switch or door lock reports closed and locked, and that water can enter the tub. If any of those checks fails, the washer either stays dark or refuses to start, often with a code. Control boards and touch panels are sensitive to voltage spikes, and Houston's summer thunderstorms, heavy afternoon air-conditioning load and power restored after hurricane-season outages all cause surges. Laundry rooms in garages are often on GFCI outlets that trip in humid weather.",
      commonTriggers: [
        "Lightning strikes and surges when power comes back after an outage",
        "GFCI outlets tripping in damp garages or laundry rooms",
        "Door lock worn from years of slamming the door",
        "Water supply valves turned off during plumbing work and not reopened",
        "Liquid detergent spills reaching the control panel",
      ],
      ageFactors:
        "Door locks and lid switches commonly fail at 5-8 years, while control boards fail at any age after a surge and from wear at around 8-12 years.",
      usageFactors:
        "Households that start several cycles a day cycle the door lock and start button thousands of times a year, and washers in unconditioned garages see more moisture-related control problems.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Confirm power and water supply",
        description:
          "The technician checks the outlet voltage, resets any tripped GFCI or breaker, and confirms both supply valves are open with good pressure. This rules out the simple causes before the washer is opened.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Multimeter", "Outlet tester", "Flashlight"],
        safetyNotes: "If the outlet or cord is wet or scorched, switch off the breaker before touching the plug.",
      },
      {
        step: 2,
        title: "Read error codes and run diagnostics",
        description:
          "Using the model's service mode, the technician reads stored error codes and tests the display, door lock and inlet valves individually. The results show whether the fault is in an interlock, the user interface or the main control board.",
        timeRequired: "15-20 minutes",
        toolsNeeded: ["Service manual or tech sheet", "Multimeter"],
        safetyNotes:
          "Service-mode tests run with the washer plugged in and the door lock and inlet valves energized at 120 V. Keep the panels on and hands out of the drum while components are cycled, and unplug the washer before any panel is removed.",
      },
      {
        step: 3,
        title: "Test the door lock, lid switch and boards",
        description:
          "The console or front panel is removed and the lid switch or door lock is checked for continuity and lock operation. Wiring connections to the control board are inspected for burned terminals, and board outputs are measured.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Torx driver set", "Putty knife"],
        safetyNotes:
          "Unplug the washer before removing the console or front panel, and discharge static by touching bare metal before handling a control board.",
      },
      {
        step: 4,
        title: "Replace the failed part and test a cycle",
        description:
          "The failed door lock, lid switch, user interface or control board is replaced and, where the model requires it, configured for the exact washer model. A full cycle is run to confirm the washer locks, fills, washes, drains and spins.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Torx driver set", "Towels"],
      },
    ],
    professionalVsDiy:
      "A homeowner can safely reset the GFCI outlet and breaker, unplug the washer for one minute to reset the control, check that the supply valves are open and make sure the door closes fully. If the washer still will not start, the door lock, switches and boards need live electrical testing, which a technician should do; avoid buying a control board on a guess, since it is the most expensive part and often not the one that failed.",
    seoTitle: "Washing Machine Won't Start? Houston Repair Guide",
    seoDescription:
      "Washer dead or won't start a cycle? Learn the causes, from tripped GFCI outlets and failed door locks to surge-damaged control boards, and Houston repair costs.",
    seoKeywords: [
      "washing machine won't start",
      "washer not turning on",
      "washer door lock repair",
      "washer control board repair",
      "washer repair houston",
    ],
  },
] satisfies RepairIssueInput[];
