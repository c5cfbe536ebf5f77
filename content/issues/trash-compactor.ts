import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "tc-1",
    name: "Trash Compactor Won't Start",
    slug: "trash-compactor-wont-start",
    key: "wont-start",
    appliance: "trash-compactor",
    description:
      "Nothing happens when you close the drawer and turn the key knob or press start: no motor sound, no ram movement. Compactors are protected by several safety and limit switches in series, so one failed switch or a loss of power stops the whole unit.",
    symptoms: [
      "No sound at all when the start switch or knob is turned",
      "Motor hums briefly but the ram does not move",
      "Compactor starts only when the drawer is pushed hard or jiggled",
      "Unit works intermittently, starting one day and not the next",
      "Ram stays up in the home position with a full bag underneath",
      "Breaker or GFCI outlet trips when a cycle is started",
    ],
    causes: [
      "Drawer switch (drawer safety switch) not closing because the drawer sits out of line",
      "Failed key-lock (on/off) switch or start switch",
      "Top-limit or directional switch stuck or out of adjustment",
      "Drive motor thermal protector tripped or failed motor start (centrifugal) switch",
      "Tripped breaker, GFCI outlet or unplugged cord behind the unit",
      "Loose or burned wiring connection at the switch bracket or motor",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 310 },
    repairTime: "1-2 hours",
    estimate: { min: 149, max: 295, accuracy: 89 },
    prevention: [
      "Close the drawer fully and squarely before starting a cycle; slamming it knocks the drawer switch out of line",
      "Keep bags from overflowing the drawer so the drawer closes without force",
      "Remove the key or turn the knob to off when the compactor is not in use to spare the start switch",
      "Do not run back-to-back cycles; let the motor cool between them",
      "Wipe spills from the drawer frame so liquids do not drip onto the switches and wiring below",
      "Check that the cord and plug behind the unit are not pinched when it is pushed back into its opening",
    ],
    whyItHappens: {
      primaryCause:
        "A safety, limit or start switch in the control circuit is open, so power never reaches the drive motor.",
      explanation:
        "A compactor's motor only runs when the drawer switch, key-lock switch, start switch and top-limit switch all close at the same time, so that the ram can never come down with the drawer open. A drawer slightly out of line, a worn switch actuator or a contact burned by years of arcing leaves the circuit open and the unit completely silent. If the motor hums without moving, the fault is in the motor itself, usually its start switch or a tripped thermal protector, or the ram is mechanically jammed. A tripped breaker or GFCI under the counter is also common and easy to overlook.",
      commonTriggers: [
        "Drawer slammed shut or pushed closed on an overfilled bag",
        "Liquid spills reaching the switch bracket",
        "Several cycles run back to back on a heavy load",
        "Unit moved during cleaning, loosening the cord or wiring",
        "Worn switch contacts after years of use",
      ],
      ageFactors:
        "Drawer and start switches commonly wear out after 8-12 years, and motors on older units from the 1990s and 2000s can fail from bearing wear or a burned start switch.",
      usageFactors:
        "Households that run the compactor several times a day wear switches faster, and compactors used rarely can have sticky switch actuators and corroded contacts.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Verify power and safety interlocks",
        description:
          "The technician checks the breaker, GFCI and outlet behind or beside the unit, then confirms the drawer seats fully and actuates the drawer switch. The key-lock and start switch positions are checked at the same time.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Non-contact voltage tester", "Flashlight"],
        safetyNotes: "Keep hands out of the drawer area while testing with power on; the ram exerts crushing force.",
      },
      {
        step: 2,
        title: "Pull the unit and access the switches",
        description:
          "The compactor is unplugged and slid out of its opening, and the rear or side panel is removed to reach the switch bracket, motor and wiring. Connections are checked for looseness and heat damage.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Appliance dolly or floor protector"],
        safetyNotes:
          "Unplug the compactor before removing panels, and lift with care; built-in units weigh 100-150 pounds.",
      },
      {
        step: 3,
        title: "Test switches and motor",
        description:
          "Each switch in the control circuit, including the drawer, key-lock, start, top-limit and directional switches, is tested for continuity in both positions. The drive motor windings, start switch and thermal protector are tested against the wiring diagram.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Wiring diagram", "Needle-nose pliers"],
        safetyNotes: "Perform continuity tests with the unit unplugged; switch terminals carry line voltage.",
      },
      {
        step: 4,
        title: "Replace the faulty part and run a cycle",
        description:
          "The failed switch, motor or wiring connector is replaced and switch actuators are adjusted so they close with the drawer shut. The unit is reinstalled and run through several full cycles with a bag in place.",
        timeRequired: "30-45 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Wire terminals and crimper"],
        safetyNotes: "Never defeat or bypass the drawer safety switch to make the unit run.",
      },
    ],
    professionalVsDiy:
      "Homeowners can safely check the breaker and GFCI, make sure the unit is plugged in, and confirm the drawer closes fully on a bag that is not overfilled. Testing switches and motors means pulling a heavy unit and working on line-voltage wiring around a mechanism built to crush, so leave that to a technician, and never bypass the drawer switch.",
    seoTitle: "Trash Compactor Won't Start? Houston Repair Guide",
    seoDescription:
      "Trash compactor silent when you turn the knob? Learn how drawer, key and limit switches or a tired motor stop it, what to check and repair costs in Houston.",
    seoKeywords: [
      "trash compactor won't start",
      "trash compactor not working",
      "compactor drawer switch",
      "compactor motor repair",
      "trash compactor repair houston",
    ],
  },
  {
    id: "tc-2",
    name: "Trash Compactor Not Compacting",
    slug: "trash-compactor-not-compacting",
    key: "not-compacting",
    appliance: "trash-compactor",
    description:
      "The motor runs, but the ram barely moves, stops partway down or comes down without pressing the trash. This almost always means a failure in the drive system between the motor and the ram: the chain, sprockets, power screws or power nuts.",
    symptoms: [
      "Motor runs but the ram stays up or moves only an inch or two",
      "Ram tilts to one side as it descends",
      "Grinding or slipping noise followed by the ram stopping mid-stroke",
      "Trash in the bag stays loose and fluffy after a full cycle",
      "Ram reaches the bottom but does not return to the top",
      "Metal shavings or plastic bits on the floor of the cabinet",
    ],
    causes: [
      "Stripped or cracked power nuts on the power screws",
      "Drive chain broken, stretched or off its sprockets",
      "Worn drive gear or sprocket, or a loose set screw on the motor sprocket",
      "Bent power screw or damaged ram linkage arm",
      "Directional or bottom-limit switch reversing the ram too early",
      "Weak drive motor that stalls under compaction load",
    ],
    urgency: "Medium",
    difficulty: "Hard",
    avgCost: { min: 185, max: 340 },
    repairTime: "1.5-3 hours",
    estimate: { min: 189, max: 335, accuracy: 86 },
    prevention: [
      "Do not put bottles, cans or aerosol cans in the compactor; hard items load one side of the ram unevenly",
      "Spread trash evenly across the drawer so the ram presses flat on both power screws",
      "Have the power screws cleaned and lubricated during any service visit",
      "Stop a cycle as soon as you hear grinding or see the ram tilt, instead of letting it run",
      "Use the bag size the manufacturer specifies so bag folds do not catch in the ram linkage",
      "Avoid running multiple cycles in a row on a nearly full bag",
    ],
    whyItHappens: {
      primaryCause: "The drive system that turns motor rotation into ram force has slipped, stretched or stripped.",
      explanation:
        "A compactor's motor turns a chain or gear drive that spins two long threaded power screws, and plastic or nylon power nuts ride on those screws and pull the ram down with more than 2,000 pounds of force. The power nuts are deliberately softer than the screws, so they wear and eventually strip, especially when the ram meets a hard object on one side. A stretched or broken chain, or a loose sprocket, lets the motor spin without turning the screws. Limit switches that are out of adjustment can also reverse the ram before it reaches the trash.",
      commonTriggers: [
        "Glass bottles or cans placed in the drawer",
        "Trash piled on one side of the bag",
        "Dry, unlubricated power screws increasing friction",
        "Repeated cycles on an already compacted full bag",
        "Age-related stretch of the drive chain",
      ],
      ageFactors:
        "Power nuts and drive chains typically need replacement after 8-15 years, and many compactors still in Houston kitchens are 15-25 years old with original drive parts.",
      usageFactors:
        "Daily use with heavy or bulky waste strips power nuts sooner, while light household use can keep the original drive working for well over a decade.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Remove the drawer and observe the drive",
        description:
          "The technician removes the bag and drawer, unplugs the unit and pulls it out to open the rear panel. A short observed cycle shows whether the motor, chain, sprockets and both power screws turn together.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Flashlight"],
        safetyNotes:
          "Keep hands, tools and clothing away from the chain, sprockets and ram whenever the unit is powered; the ram can exert thousands of pounds of crushing force.",
      },
      {
        step: 2,
        title: "Inspect power nuts, screws and linkage",
        description:
          "With the unit unplugged, each power nut is checked for stripped threads or cracks and each power screw for bends and damaged threads. The ram linkage arms and pivot pins are checked for bending or breakage.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Flashlight", "Straight edge", "Pliers"],
        safetyNotes: "Unplug the compactor before reaching near the drive; never rely on the switch being off.",
      },
      {
        step: 3,
        title: "Replace drive parts",
        description:
          "Worn power nuts are replaced as a pair, along with the drive chain, sprockets or power screws as needed, and the chain is tensioned. Both power nuts are set at the same height so the ram travels level.",
        timeRequired: "45-90 minutes",
        toolsNeeded: [
          "Socket set",
          "Snap-ring pliers",
          "Chain breaker or master link pliers",
          "Wheel-bearing or lithium grease",
        ],
        safetyNotes:
          "Support the ram securely before removing the power screws so it cannot drop; wear gloves, as sheet-metal edges inside the cabinet are sharp.",
      },
      {
        step: 4,
        title: "Adjust limits and test under load",
        description:
          "The top-limit and directional switches are adjusted so the ram completes its full stroke and returns. Several cycles are run with a loaded bag to confirm even compaction and a level ram.",
        timeRequired: "20-30 minutes",
        toolsNeeded: ["Multimeter", "Screwdriver set"],
        safetyNotes:
          "Keep clear of the drawer opening during test cycles and replace all panels before returning the unit to service.",
      },
    ],
    professionalVsDiy:
      "An owner can safely empty the drawer, remove glass, cans and hard items, and check that the bag is seated properly. Drive-system repair involves pulling a heavy appliance, supporting a ram under load and setting power nuts level, so it is a job for a technician; never reach under the ram while the compactor is plugged in.",
    seoTitle: "Trash Compactor Not Compacting? Houston Repair",
    seoDescription:
      "Trash compactor motor runs but the ram won't press? Learn how power nuts, drive chains and power screws fail, what causes it and repair costs in Houston homes.",
    seoKeywords: [
      "trash compactor not compacting",
      "compactor power nut replacement",
      "trash compactor drive chain",
      "compactor ram not moving",
      "trash compactor repair houston",
    ],
  },
  {
    id: "tc-3",
    name: "Trash Compactor Drawer Stuck",
    slug: "trash-compactor-drawer-stuck",
    key: "drawer-stuck",
    appliance: "trash-compactor",
    description:
      "The compactor drawer will not open, opens only partway or binds and scrapes as it slides. Most often the ram stopped in a lowered position and is holding the bag down, or a drawer slide or roller has failed.",
    symptoms: [
      "Drawer will not open at all after a cycle",
      "Drawer opens a few inches and then catches",
      "Ram visible in the lowered position through the gap at the top of the drawer",
      "Drawer drags, scrapes or sits crooked in its opening",
      "Drawer drops or tilts when pulled out fully",
      "Bag caddy or tilt-out bin does not swing out as it should",
    ],
    causes: [
      "Ram stopped partway down because the cycle was interrupted or a limit switch failed",
      "Overfilled or bulky bag wedged against the ram or top frame",
      "Broken drawer slide, roller or ball bearing race",
      "Bent drawer track or drawer stop from forcing the drawer",
      "Debris or a bottle fallen behind the drawer into the cabinet",
      "Bag caddy or tilt-out container off its track",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 285 },
    repairTime: "1-2 hours",
    estimate: { min: 149, max: 279, accuracy: 90 },
    prevention: [
      "Let each cycle finish so the ram returns to the top before opening the drawer",
      "Do not fill the bag above the drawer rim; compact more often instead",
      "Pull the drawer straight out and do not lean or stand on it when open",
      "Keep the drawer slides clean and free of sticky spills",
      "Remove the drawer once a year and clear anything that has fallen behind it",
      "Use the manufacturer's bags, which fit the drawer and caddy without bunching",
    ],
    whyItHappens: {
      primaryCause: "The lowered ram or a failed drawer slide physically holds the drawer in place.",
      explanation:
        "The drawer is designed to open only when the ram is back at the top of its stroke, and the top-limit switch tells the motor when it is there. If power is cut mid-cycle, the limit or directional switch fails, or the drive slips, the ram stays down on the compressed trash and locks the drawer shut. Separately, drawers carry a heavy load on steel slides with rollers or ball bearings, and these wear, bend or break, especially when the drawer is pulled out crooked. A stuck drawer should not be forced, because that bends the track and can damage the ram linkage.",
      commonTriggers: [
        "Power outage or the key knob turned off during a cycle",
        "Bag filled above the drawer rim",
        "Drawer yanked open while the ram was still returning",
        "Heavy items such as wet food waste or cat litter overloading the slides",
        "A bottle or can rolling behind the drawer",
      ],
      ageFactors:
        "Drawer rollers and slides typically wear out after 10-15 years, and ram-related sticking becomes more common as limit switches age.",
      usageFactors:
        "Frequent opening with heavy, wet loads wears slides faster, and compactors used by children are more likely to have bent tracks from being leaned on.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Return the ram to the top",
        description:
          "The technician checks whether the ram is down, and if so tries to run the unit so it returns to the top position. If it will not move under power, the drive is disengaged so the ram can be backed up safely.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Multimeter", "Nut driver set"],
        safetyNotes: "Keep hands out of the drawer gap while the ram is moving; it can crush fingers and hands.",
      },
      {
        step: 2,
        title: "Release and remove the drawer",
        description:
          "With the unit unplugged, the drawer is eased out and removed from its slides, and any wedged bag, bottle or debris behind it is cleared. The bag caddy is checked and reseated.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Screwdriver set", "Putty knife", "Gloves"],
        safetyNotes: "Unplug the compactor first; wear gloves because broken glass and sharp drawer edges are common.",
      },
      {
        step: 3,
        title: "Inspect slides, rollers and limit switches",
        description:
          "Drawer slides, rollers and bearings are checked for breakage and bent tracks, and the top-limit and directional switches are tested. The reason the ram stopped low is identified before anything is reassembled.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Multimeter", "Flashlight", "Straight edge"],
        safetyNotes: "Test switches with the unit unplugged.",
      },
      {
        step: 4,
        title: "Replace parts and test the drawer",
        description:
          "Worn slides, rollers or a faulty limit switch are replaced and the drawer is realigned so it closes squarely on the drawer switch. A full cycle is run and the drawer opened and closed several times under load.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Socket set", "Screwdriver set", "Silicone lubricant"],
        safetyNotes: "Keep clear of the drawer opening during test cycles.",
      },
    ],
    professionalVsDiy:
      "If the ram is up, a homeowner can check for a bottle or overfilled bag blocking the drawer and gently work it free. If the ram is stuck down or the drawer will not move without force, unplug the unit and call a technician; prying the drawer open bends the track and can release a loaded ram unexpectedly.",
    seoTitle: "Trash Compactor Drawer Stuck? Houston Repair Guide",
    seoDescription:
      "Trash compactor drawer won't open or slide? Learn why a lowered ram or worn drawer slides cause it, what to check safely and what repair costs in Houston.",
    seoKeywords: [
      "trash compactor drawer stuck",
      "compactor drawer won't open",
      "trash compactor ram stuck down",
      "compactor drawer slides",
      "trash compactor repair houston",
    ],
  },
  {
    id: "tc-4",
    name: "Trash Compactor Bad Odor",
    slug: "trash-compactor-bad-odor",
    key: "bad-odor",
    appliance: "trash-compactor",
    description:
      "A sour, rotten smell comes from the compactor even after the bag is changed. Compressed food waste leaks liquid into the drawer and onto the ram, and in Houston's heat and humidity that residue starts to smell within a day or two.",
    symptoms: [
      "Strong garbage smell in the kitchen that returns soon after the bag is changed",
      "Sticky, dark residue on the ram face or inside the drawer",
      "Liquid pooled in the bottom of the drawer under the bag",
      "Fruit flies or gnats around the drawer front",
      "Odor control light on, or the air freshener or charcoal filter exhausted",
      "Odor fan not running on models that have one",
    ],
    causes: [
      "Liquids from food waste leaking through torn or punctured bags into the drawer",
      "Food residue dried onto the ram face and ram cover",
      "Exhausted charcoal odor filter or air freshener disc",
      "Failed odor control fan motor on models with an odor fan",
      "Bags left in the compactor for a week or more in warm weather",
      "Debris and spills trapped under the drawer or behind the bag caddy",
    ],
    urgency: "Low",
    difficulty: "Easy",
    avgCost: { min: 145, max: 215 },
    repairTime: "30 minutes-1 hour",
    estimate: { min: 145, max: 205, accuracy: 94 },
    prevention: [
      "Change the bag at least twice a week in summer, even if it is not full",
      "Drain liquids and wrap wet food waste before it goes in, or put it in the disposal instead",
      "Wipe the ram face and drawer with warm soapy water every time you change the bag",
      "Replace the charcoal filter or odor disc on the schedule in the manual, usually every 3-6 months",
      "Use the manufacturer's heavy-duty bags, which resist punctures from compacted trash",
      "Remove the drawer twice a year and clean underneath and behind it",
    ],
    whyItHappens: {
      primaryCause:
        "Liquid and food residue squeezed out during compaction collects in the drawer and on the ram and rots.",
      explanation:
        "Compaction presses moisture out of food scraps, and that liquid either stays in the bag or escapes through punctures onto the drawer bottom and up the ram face. Bacteria break down the residue quickly at kitchen temperatures, and summer heat and humidity in Houston speed that up considerably. Many compactors rely on a charcoal filter, an air freshener disc or a small odor fan to control smells between bag changes, and once those are spent or failed the smell escapes into the kitchen. A sealed drawer that is opened only when full makes the problem worse.",
      commonTriggers: [
        "Meat, seafood or fruit scraps put in the compactor",
        "Bags left more than a few days in summer",
        "Broken glass or sharp packaging puncturing the bag",
        "Odor filter never replaced",
        "Spills left to dry on the ram",
      ],
      ageFactors:
        "Odor fans can fail at any age, while older units with scratched or pitted ram covers hold residue more easily after 10 years or so.",
      usageFactors:
        "Households that compact wet food waste and change bags only when full have the most odor trouble, particularly from June through September.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Remove bag and drawer",
        description:
          "The technician unplugs the compactor, removes the bag and pulls the drawer from its slides. The drawer bottom, bag caddy and cabinet floor are checked for pooled liquid and debris.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Screwdriver set", "Gloves", "Towels"],
        safetyNotes:
          "Unplug the unit before removing the drawer, and wear gloves because bags often hide broken glass.",
      },
      {
        step: 2,
        title: "Clean the ram, drawer and cabinet",
        description:
          "The ram face, ram cover, drawer and cabinet interior are degreased and cleaned with an enzyme cleaner and disinfected. Residue is scraped from seams and from under the drawer.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Enzyme cleaner", "Disinfectant", "Plastic scraper", "Scrub brush"],
        safetyNotes: "Do not mix bleach with ammonia-based or acidic cleaners; ventilate the kitchen while cleaning.",
      },
      {
        step: 3,
        title: "Check odor control parts",
        description:
          "The charcoal filter or air freshener disc is replaced, and on models with an odor fan the fan motor is tested for power and free rotation. A seized or open-circuit fan motor is replaced.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Replacement charcoal filter or odor disc", "Nut driver set"],
        safetyNotes: "Keep the unit unplugged while the fan cover is off.",
      },
      {
        step: 4,
        title: "Reassemble and test",
        description:
          "The drawer is reinstalled and aligned, a new bag fitted and a cycle run to confirm normal operation and odor fan function. The technician points out which wastes cause the most odor for that household.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Screwdriver set"],
        safetyNotes: "Keep hands out of the drawer while the test cycle runs.",
      },
    ],
    professionalVsDiy:
      "Most odor problems can be handled by the owner: unplug the unit, remove the drawer, clean the ram and drawer, and replace the charcoal filter or odor disc. Call a technician if the odor fan is not running, liquid has reached the motor compartment, or the drawer will not come out easily.",
    seoTitle: "Trash Compactor Bad Odor? Houston Cleaning Guide",
    seoDescription:
      "Trash compactor smells even after a new bag? Learn why residue, leaking bags and spent odor filters cause it, how Houston heat makes it worse and how to fix it.",
    seoKeywords: [
      "trash compactor smell",
      "trash compactor bad odor",
      "clean trash compactor ram",
      "compactor odor filter",
      "trash compactor repair houston",
    ],
  },
  {
    id: "tc-5",
    name: "Trash Compactor Making Loud Noise",
    slug: "trash-compactor-loud-noise",
    key: "loud-noise",
    appliance: "trash-compactor",
    description:
      "The compactor squeals, grinds, clunks or chatters during a cycle instead of making its usual steady hum. Noise usually comes from dry power screws, worn power nuts, a loose drive chain or failing motor bearings, and it is an early warning of a drive failure.",
    symptoms: [
      "High-pitched squeal as the ram moves down or up",
      "Grinding or chattering from the back of the unit",
      "Loud clunk or bang at the bottom or top of the stroke",
      "Slapping or rattling that sounds like a loose chain",
      "Humming that grows louder each month",
      "Ram moving unevenly or jerking as it travels",
    ],
    causes: [
      "Dry or dirty power screws with no lubrication left",
      "Worn power nuts starting to strip",
      "Loose or stretched drive chain slapping against the guard",
      "Loose set screw on a drive sprocket or gear",
      "Worn drive motor bearings",
      "Glass or metal in the bag breaking under the ram",
    ],
    urgency: "Low",
    difficulty: "Medium",
    avgCost: { min: 155, max: 320 },
    repairTime: "1-2 hours",
    estimate: { min: 159, max: 310, accuracy: 87 },
    prevention: [
      "Keep glass bottles and metal cans out of the compactor",
      "Have the power screws cleaned and regreased every few years or whenever a squeal starts",
      "Stop using the compactor when a new noise starts and have it checked before the power nuts strip",
      "Spread trash evenly so the ram loads both power screws equally",
      "Keep the drawer and cabinet clean so debris cannot fall onto the drive",
      "Avoid running repeated cycles on an already compacted bag",
    ],
    whyItHappens: {
      primaryCause:
        "Friction or slack in the drive system as the grease dries, the power nuts wear and the chain stretches.",
      explanation:
        "Every cycle turns two power screws through plastic power nuts under heavy load, and that only stays quiet while the screws are greased and the nuts are intact. Once the grease dries out or collects dust and grit, the screws squeal and the nuts wear faster, and worn nuts chatter and eventually strip. The drive chain stretches over time and slaps the guard, while a loose sprocket set screw produces a clunk once per revolution. Left alone, most of these noises end in a ram that no longer compacts.",
      commonTriggers: [
        "Grease dried out after years without service",
        "Heavy or uneven loads on one side of the ram",
        "Glass crushed in the bag",
        "Chain never retensioned since installation",
        "Long periods without use followed by heavy use",
      ],
      ageFactors:
        "Squealing from dry power screws often starts after 5-8 years, and worn power nuts and stretched chains are common after 10 years.",
      usageFactors:
        "Daily cycling with bulky loads wears the drive faster, and units used only occasionally often squeal because the grease has hardened.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Locate the noise",
        description:
          "The technician runs a cycle with the bag removed and listens at the front and back to localize the noise to the motor, chain, sprockets or power screws. The drawer and bag are checked for glass or cans.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Mechanic's stethoscope"],
        safetyNotes: "Keep hands out of the drawer area while the ram is moving; it exerts crushing force.",
      },
      {
        step: 2,
        title: "Pull the unit and inspect the drive",
        description:
          "The compactor is unplugged, slid out and opened from the back. The power screws, power nuts, chain tension, sprocket set screws and motor bearings are inspected for wear and play.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Nut driver set", "Screwdriver set", "Flashlight"],
        safetyNotes:
          "Unplug the compactor before removing the rear panel; lift carefully, as built-in units are heavy.",
      },
      {
        step: 3,
        title: "Clean, lubricate and adjust",
        description:
          "Old grease and grit are cleaned off the power screws and fresh grease applied, the chain is retensioned and sprocket set screws are tightened. Worn power nuts, chain or motor are replaced if found.",
        timeRequired: "30-60 minutes",
        toolsNeeded: ["Wheel-bearing or lithium grease", "Degreaser", "Rags", "Allen key set", "Socket set"],
        safetyNotes: "Wear gloves; sheet-metal edges and chain links can cut.",
      },
      {
        step: 4,
        title: "Reinstall and test",
        description:
          "The panel is refitted, the unit reinstalled and several loaded cycles run to confirm quiet, smooth ram travel. Drawer and limit switch operation are checked at the same time.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Nut driver set"],
        safetyNotes: "Stand clear of the drawer during test cycles.",
      },
    ],
    professionalVsDiy:
      "An owner can safely remove glass or cans from the bag and check that the drawer is seated, but greasing the power screws and adjusting the chain means pulling the unit out and working on the drive with the power off. Because the ram produces crushing force and the unit is heavy, drive service is best done by a technician, preferably while the noise is still just a squeal.",
    seoTitle: "Trash Compactor Loud Noise? Houston Repair Guide",
    seoDescription:
      "Trash compactor squealing, grinding or clunking? Learn how dry power screws, worn power nuts and loose chains cause noise and what repairs cost in Houston.",
    seoKeywords: [
      "trash compactor noise",
      "trash compactor squealing",
      "compactor power screw lubrication",
      "trash compactor grinding noise",
      "trash compactor repair houston",
    ],
  },
] satisfies RepairIssueInput[];
