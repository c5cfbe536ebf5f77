import type { RepairIssueInput } from "../../app/domain/catalogue/schema.ts";

export const issues = [
  {
    id: "st-1",
    name: "Stove Burner Not Lighting",
    slug: "stove-burner-not-lighting",
    key: "burner-not-lighting",
    appliance: "stove",
    description:
      "You turn a gas burner knob to LITE and hear clicking, or nothing at all, but the burner never catches. The problem is almost always in the ignition system or in how gas leaves the burner head, not in the gas supply itself.",
    symptoms: [
      "Igniter clicks on the burner but no flame appears",
      "No clicking at all on one burner while the other burners click normally",
      "Weak orange or yellow spark instead of a sharp blue-white snap",
      "Burner lights only after several seconds of clicking, sometimes with a small puff",
      "Burner lights with a match but will not light on its own",
      "Flame catches on only part of the burner ring and then spreads slowly",
    ],
    causes: [
      "Spark igniter electrode cracked, dirty or coated with grease and food",
      "Burner cap not seated level on the burner head, so gas never reaches the spark",
      "Burner head ports clogged by a boil-over or cleaning residue",
      "Failed spark module that no longer sends voltage to one or more igniters",
      "Worn or shorted igniter switch on the burner valve stem behind the knob",
      "Igniter lead wire chafed or corroded where it passes under the cooktop",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 145, max: 285 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 285, accuracy: 92 },
    prevention: [
      "Lift off the burner caps and heads after a boil-over and let them dry completely before putting them back",
      "Clear clogged burner ports with a straight pin or paper clip, never a toothpick that can snap off inside",
      "Wipe the white ceramic igniter with a dry cloth after spills instead of spraying cleaner on it",
      "Check that each burner cap sits flat and centred before lighting, especially after cleaning",
      "Run the range hood while cooking to keep grease and steam off the igniters in Houston's humid kitchens",
      "Avoid soaking the cooktop surface with water; spills that run under the burner bases reach the igniter wiring",
    ],
    whyItHappens: {
      primaryCause:
        "The spark never reaches a gas-air mixture at the burner, usually from a fouled igniter or a misaligned burner cap.",
      explanation:
        "When a knob is turned to LITE, an igniter switch on the valve stem closes and the spark module sends a high-voltage pulse to every igniter, which arcs to the grounded burner head. At the same time gas flows from the orifice through the burner head and out the ports around the cap. If the cap is tilted, the ports beside the igniter are blocked, or the igniter is coated in grease, the arc either does not form or fires where there is no gas. A spark module that is failing may still click faintly but lacks the energy to ignite the gas.",
      commonTriggers: [
        "Boil-overs of pasta water or sauce that flood the burner base",
        "Burner caps put back crooked after cleaning",
        "Spray cleaner soaking into the igniter and switch area",
        "Moisture from Houston humidity corroding igniter terminals",
        "Power surges during summer storms damaging the spark module",
      ],
      ageFactors:
        "Dirty igniters and misaligned caps can cause trouble on a brand-new stove, while cracked igniter porcelain and weak spark modules typically appear after 8-12 years.",
      usageFactors:
        "Stoves used daily for boiling and frying foul their igniters far faster than lightly used ones, and frequent wet cleaning of the cooktop shortens igniter switch life.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect burner parts and spark pattern",
        description:
          "The technician removes the grates, caps and burner heads, checks that the caps seat correctly and clears any blocked ports. Each knob is turned to LITE in turn to see which igniters spark and how strong the spark is.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Port cleaning wire", "Nylon brush"],
        safetyNotes:
          "Let the burners cool before handling. If you smell gas at any point, leave the house, do not operate light switches or the stove, and call the gas utility or 911 from outside.",
      },
      {
        step: 2,
        title: "Clean or test the igniter",
        description:
          "Grease and carbon are cleaned off the igniter electrode and the gap to the burner head is checked. The porcelain is inspected for hairline cracks that let the spark leak to ground below the burner.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Soft brush", "Isopropyl alcohol", "Screwdriver set"],
        safetyNotes:
          "Unplug the stove or switch off its circuit before cleaning an igniter; the spark circuit carries several thousand volts. Keep every burner knob off while the caps are out.",
      },
      {
        step: 3,
        title: "Test the spark module and igniter switches",
        description:
          "The cooktop is lifted to reach the spark module and wiring. The technician checks that the module receives 120 V when a switch closes, tests each igniter switch for continuity, and looks for chafed or corroded igniter leads.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Screwdriver set"],
        safetyNotes:
          "Unplug the stove or switch off its circuit before lifting the cooktop, and turn the gas shutoff valve behind the stove to off before disturbing anything near the burner valves.",
      },
      {
        step: 4,
        title: "Replace the failed part and test ignition",
        description:
          "The faulty igniter, spark module or switch harness is replaced and the wiring is routed clear of hot surfaces. Every burner is lit several times at high and low settings to confirm quick, even ignition.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Nut driver set", "Wire ties", "Soap solution leak detector"],
        safetyNotes:
          "After the gas valve is turned back on, any disturbed fitting is checked with soap solution, never with a flame.",
      },
    ],
    professionalVsDiy:
      "A homeowner can safely lift the caps, let wet parts dry, clean the ports with a pin and reseat the caps, which fixes a large share of these calls. If a burner still will not light, or one igniter does not spark at all, the spark module, switches or wiring under the cooktop need testing and that work sits next to gas valves, so call a technician.",
    seoTitle: "Gas Stove Burner Not Lighting? Houston Repair Guide",
    seoDescription:
      "Gas stove burner clicking but not lighting? Learn the causes, from dirty igniters and crooked burner caps to a failed spark module, plus Houston repair costs.",
    seoKeywords: [
      "stove burner not lighting",
      "gas burner clicks but won't light",
      "stove igniter replacement",
      "stove repair houston",
      "spark module replacement",
      "gas stove burner won't ignite",
    ],
  },
  {
    id: "st-2",
    name: "Stove Burner Won't Heat",
    slug: "stove-burner-wont-heat",
    key: "burner-wont-heat",
    appliance: "stove",
    description:
      "One electric coil burner stays cold, heats only on high, or cuts in and out while the other burners work. The fault is usually in the coil element itself, the receptacle it plugs into, or the infinite switch behind the knob.",
    symptoms: [
      "Coil element stays black and cold at every knob setting",
      "Element glows red only on HIGH and stays cold on lower settings",
      "Element heats, then shuts off and on erratically when a pan is moved",
      "Visible blister, bubble or break in the coil sheath",
      "Burned, blackened or melted spot at the receptacle where the element plugs in",
      "Two elements on the same side stop working at once",
    ],
    causes: [
      "Surface element burned open internally or with a split sheath",
      "Element receptacle (terminal block) with burned or pitted contacts",
      "Failed infinite switch with worn or welded contacts",
      "Loose or burned wire at the receptacle or infinite switch terminal",
      "Element terminals not pushed fully into the receptacle, causing arcing",
      "One leg of the 240 V circuit lost from a tripped breaker or loose connection at the terminal block",
    ],
    urgency: "Medium",
    difficulty: "Easy",
    avgCost: { min: 145, max: 245 },
    repairTime: "30-60 minutes",
    estimate: { min: 145, max: 245, accuracy: 94 },
    prevention: [
      "Push coil elements straight and fully into the receptacle and never wiggle them while hot",
      "Use flat-bottomed pans that match the size of the element to avoid overheating the terminals",
      "Clean up boil-overs and grease from the drip pans once the stove is cool so they do not char around the terminals",
      "Replace rusted or discoloured drip pans, which reflect less heat and can short to the element",
      "Avoid lining drip pans with aluminium foil, which traps heat and can touch the terminals",
      "Replace any element that shows a blister or crack right away before it damages the receptacle",
    ],
    whyItHappens: {
      primaryCause: "An open coil element or a burned connection at the element receptacle.",
      explanation:
        "A coil element is a nickel-chrome resistance wire packed in magnesium oxide inside a metal sheath, and repeated heating eventually opens the wire or splits the sheath. The element's two terminals plug into a receptacle, and any looseness there creates arcing that pits the contacts and overheats the block until it stops passing current. The infinite switch controls heat by cycling its contacts on and off, so worn or welded contacts give no heat, only full heat, or erratic cycling. Because each element takes both legs of 240 V, losing one leg at the breaker or terminal block can kill several elements at once.",
      commonTriggers: [
        "Heavy pots dragged across the coil, shifting the terminals",
        "Foil-lined drip pans trapping heat around the receptacle",
        "Boil-overs shorting across the terminals",
        "Long sessions on HIGH with undersized pans",
        "Humidity corroding the receptacle contacts on stoves near a sink or back door",
      ],
      ageFactors:
        "Coil elements commonly fail after 5-10 years of regular use, and receptacles burn out sooner if an element has been loose or arcing.",
      usageFactors:
        "The large front burner used for daily cooking wears out first, and frequent canning or long simmering sessions shorten element and switch life.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Swap-test the element",
        description:
          "The technician moves the cold element to a working receptacle of the same size and plugs a known-good element into the suspect position. This quickly shows whether the fault follows the element or stays with the receptacle and switch.",
        timeRequired: "5 minutes",
        toolsNeeded: ["Heat-resistant gloves"],
        safetyNotes: "Make sure all elements are off and cool before unplugging them.",
      },
      {
        step: 2,
        title: "Measure element and switch",
        description:
          "Element resistance is measured across the terminals, typically about 20-50 ohms depending on size, and the sheath is checked for a short to ground. The infinite switch is tested for correct output at several knob settings.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Multimeter", "Screwdriver set"],
        safetyNotes:
          "Switch off the stove's 240 V breaker before opening the backguard or removing the receptacle; both legs carry 120 V to ground.",
      },
      {
        step: 3,
        title: "Inspect receptacle and wiring",
        description:
          "The cooktop is raised and the receptacle is checked for burned contacts, cracked ceramic and heat-damaged wire insulation. Terminal connections at the infinite switch are checked for looseness or discolouration.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Nut driver set", "Flashlight", "Screwdriver set"],
        safetyNotes:
          "Keep the 240 V breaker off while the cooktop is raised, and confirm with a voltage tester that the receptacle and switch terminals are dead before touching them.",
      },
      {
        step: 4,
        title: "Replace parts and test heat",
        description:
          "The failed element, receptacle or infinite switch is replaced, using high-temperature wire and ceramic wire nuts or crimp connectors where wiring is repaired. Each setting is run to confirm the element heats fully and cycles on lower settings.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Crimping tool", "High-temperature wire connectors", "Multimeter"],
        safetyNotes:
          "The element reaches over 1,000°F within a minute during the test; keep hands and loose items clear.",
      },
    ],
    professionalVsDiy:
      "Swapping a suspect coil into a working receptacle is a safe check a homeowner can do with the stove off and cool, and a plug-in coil element can be replaced without tools. A burned receptacle, a bad infinite switch or two elements dead at once means opening the 240 V wiring, which is a job for a technician.",
    seoTitle: "Electric Stove Burner Won't Heat? Houston Repair",
    seoDescription:
      "Electric coil burner stays cold or only heats on high? See how a bad element, burned receptacle or infinite switch causes it, plus Houston repair costs.",
    seoKeywords: [
      "stove burner won't heat",
      "electric coil burner not working",
      "stove element replacement",
      "infinite switch replacement",
      "burned burner receptacle",
      "stove repair houston",
    ],
  },
  {
    id: "st-3",
    name: "Stove Igniter Keeps Clicking",
    slug: "stove-clicking-igniter",
    key: "clicking-igniter",
    appliance: "stove",
    description:
      "The igniters on a gas stove keep clicking after the burner has lit, or click with every knob turned off. Moisture or a failed igniter switch is the usual culprit, though on stoves with automatic re-ignition a flame-sensing problem causes the same thing.",
    symptoms: [
      "Clicking continues after the burner is lit and the knob is turned past LITE",
      "Clicking starts on its own with every burner knob in the OFF position",
      "Clicking began right after cleaning the cooktop or after a boil-over",
      "Clicking stops when one particular knob is wiggled or pulled off",
      "On re-ignition models, clicking continues at low flame settings even with a steady flame",
      "Spark visible jumping to the wrong spot under the burner cap",
    ],
    causes: [
      "Water or cleaner inside an igniter switch on the burner valve stem",
      "Igniter switch worn or cracked so its contacts stay closed",
      "Wet or grease-fouled spark igniter tracking to ground",
      "Burner cap misaligned so the flame does not envelop the igniter on flame-sensing models",
      "Failed spark module stuck in the sparking state",
      "Poor ground or reversed polarity at the wall outlet on models that sense flame through the igniter",
    ],
    urgency: "Medium",
    difficulty: "Medium",
    avgCost: { min: 150, max: 275 },
    repairTime: "1-2 hours",
    estimate: { min: 150, max: 275, accuracy: 91 },
    prevention: [
      "Wipe the cooktop with a damp, well-wrung cloth rather than spraying cleaner directly around the knobs",
      "Pull the knobs off occasionally and clean grease from the valve stems with a dry cloth",
      "Dry the burner heads thoroughly after washing before reinstalling them",
      "Seat every burner cap flat so the flame covers the igniter tip",
      "Keep the stove plugged into a properly grounded outlet; do not use adapters or extension cords",
      "Use a surge protector or whole-home surge device to shield the spark module from storm surges",
    ],
    whyItHappens: {
      primaryCause: "An igniter switch stays closed, usually because water or grease has bridged its contacts.",
      explanation:
        "Each burner valve has an igniter switch that closes only while the knob is at LITE, and any closed switch powers the spark module, which fires all igniters at once. Liquid that runs down a valve stem into a switch can bridge its contacts so the module thinks a knob is at LITE. On stoves with automatic re-ignition, the module uses the flame itself to conduct a small current back through the igniter to the grounded burner; a fouled igniter, tilted cap, bad ground or reversed polarity breaks that path and the module keeps sparking. A module with an internal fault can also stay in the sparking state on its own.",
      commonTriggers: [
        "Mopping the cooktop with a wet sponge or spray cleaner",
        "Pot boil-overs running down around the knobs",
        "Steam and humid air condensing inside the switches",
        "Burner caps replaced off-centre after cleaning",
        "Stove moved and plugged into an ungrounded outlet",
      ],
      ageFactors:
        "Switches fouled by moisture are common at any age, while cracked switch housings and failing spark modules usually show up after 7-12 years.",
      usageFactors:
        "Homes that clean the cooktop daily with spray cleaners see this more often, and heavy sauce cooking leaves residue that holds moisture in the switches.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Isolate the clicking source",
        description:
          "The technician pulls each knob and checks whether clicking stops when a specific switch is disconnected. The burner caps, igniters and outlet ground and polarity are checked at the same time.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Outlet tester", "Flashlight", "Screwdriver set"],
        safetyNotes:
          "Unplug the stove before working near the switches; the spark circuit carries several thousand volts.",
      },
      {
        step: 2,
        title: "Dry and clean switches and igniters",
        description:
          "If moisture is the cause, the switches and igniters are dried with low airflow and grease is cleaned from the valve stems. The stove is left unplugged long enough for trapped water to evaporate before retesting.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Low-heat air blower", "Isopropyl alcohol", "Lint-free cloths"],
        safetyNotes:
          "Keep the stove unplugged until every switch and igniter is completely dry; powering wet switches can make them arc. Use a fan or low airflow only, never a heat gun or open flame near the gas valves.",
      },
      {
        step: 3,
        title: "Replace the faulty switch or module",
        description:
          "A switch that stays closed is replaced, usually as a harness that clips onto all valve stems. If the switches test good, the spark module's input and output are checked and the module is replaced if it keeps firing with no switch closed.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Multimeter", "Nut driver set", "Wire ties"],
        safetyNotes:
          "Shut off the gas valve behind the stove before lifting the cooktop to reach the valve stems and module.",
      },
      {
        step: 4,
        title: "Reassemble and verify operation",
        description:
          "The cooktop, burners and knobs are refitted, gas is restored and each burner is lit at high and low settings. Clicking must stop as soon as each knob leaves the LITE position, or once the flame is established on re-ignition models.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Soap solution leak detector", "Screwdriver set"],
        safetyNotes: "Any gas fitting that was disturbed is leak-tested with soap solution, never a flame.",
      },
    ],
    professionalVsDiy:
      "If the clicking started after a spill or cleaning, unplug the stove, remove the knobs and caps, and let everything dry for 24 hours; that often solves it. Clicking that returns once dry, or happens with no moisture involved, needs a technician to test the switches, module and outlet wiring.",
    seoTitle: "Stove Igniter Keeps Clicking? Houston Repair Guide",
    seoDescription:
      "Gas stove igniter won't stop clicking? Learn how wet igniter switches, fouled igniters or a bad spark module cause it, and what repair costs in Houston.",
    seoKeywords: [
      "stove igniter keeps clicking",
      "gas stove clicking won't stop",
      "igniter switch replacement",
      "spark module stove",
      "stove repair houston",
    ],
  },
  {
    id: "st-4",
    name: "Stove Gas Smell",
    slug: "stove-gas-smell",
    key: "gas-smell",
    appliance: "stove",
    description:
      "A persistent smell of gas (the added odorant smells like rotten eggs or sulphur) around a gas stove means gas is escaping unburned. A brief whiff as a burner lights is normal; a smell that lingers with the burners off, or grows while cooking, is a hazard that needs immediate action.",
    symptoms: [
      "Rotten-egg odour near the stove with all burners and the oven off",
      "Smell strongest behind or beneath the stove near the gas connection",
      "Hissing sound at the back of the stove or at a burner",
      "Strong odour for several seconds each time a burner is lit",
      "Odour while cooking together with a lifting, noisy or yellow flame",
      "Bubbles appear when soap solution is brushed on a fitting",
    ],
    causes: [
      "Leaking flare fitting on the flexible gas connector",
      "Old, kinked or corroded flexible gas connector",
      "Worn burner valve or loose valve connection on the gas manifold",
      "Loose burner orifice or cracked burner base",
      "Faulty pressure regulator or regulator connection at the back of the stove",
      "Burner left on without a flame, or a flame blown out by a draft or boil-over",
    ],
    urgency: "Critical",
    difficulty: "Hard",
    avgCost: { min: 185, max: 357 },
    repairTime: "1-3 hours",
    estimate: { min: 185, max: 357, accuracy: 86 },
    prevention: [
      "Have the flexible gas connector replaced every 5 years, and any time the stove is moved",
      "Never reuse an old connector, and avoid uncoated brass connectors, which can crack at the flare",
      "Slide the stove out carefully so the connector is not kinked or pulled against the wall",
      "Check that every knob is fully OFF before leaving the kitchen or going to bed",
      "Install a combustible gas alarm and a carbon monoxide alarm near the kitchen and test them monthly",
      "Schedule a gas appliance safety check after any flood or move, when fittings are most likely to be disturbed",
    ],
    whyItHappens: {
      primaryCause: "A connection between the gas supply and the burners has loosened, corroded or worn.",
      explanation:
        "Natural gas reaches the stove through a shutoff valve, a flexible connector and a pressure regulator, then feeds a manifold that supplies each burner valve and orifice. Every threaded or flared joint along that path depends on a tight seal, and movement, vibration or corrosion can open a small gap. Burner valves also wear internally so they can pass gas even when closed. Because utility gas is odourised, even a small leak is noticeable, and it can build to an ignitable concentration in a closed kitchen.",
      commonTriggers: [
        "Stove pulled out for cleaning or flooring work, stressing the connector",
        "Aging connector with corroded coating in humid Houston kitchens",
        "Knob bumped partly on without lighting",
        "Boil-over extinguishing a burner while gas keeps flowing",
        "Fittings disturbed during a move or a DIY installation",
      ],
      ageFactors:
        "Flexible connectors are typically due for replacement at 5 years and pre-1980 uncoated brass connectors should be replaced immediately; burner valves tend to wear after 15 or more years.",
      usageFactors:
        "Stoves that are moved often, or that sit in homes with children or pets who can bump the knobs, are more likely to have leaks or unlit burners.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Make the area safe",
        description:
          "If the smell is strong, the household leaves first and the gas utility or 911 is called from outside before anyone returns. Once the area is cleared as safe, the technician closes the appliance shutoff valve and ventilates the kitchen.",
        timeRequired: "10 minutes",
        toolsNeeded: ["Combustible gas detector", "Adjustable wrench"],
        safetyNotes:
          "If you smell gas: leave the house, do not operate light switches, phones, the stove or any electrical device inside, and call the gas utility (CenterPoint Energy in most of Houston) or 911 from outside. Do not return until cleared.",
      },
      {
        step: 2,
        title: "Locate the leak",
        description:
          "With the stove pulled out, the technician scans the shutoff valve, connector, regulator, manifold and burner valves with an electronic gas detector. Each suspect joint is confirmed by brushing on soap solution and watching for bubbles.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Combustible gas detector", "Soap solution leak detector", "Flashlight"],
        safetyNotes:
          "Leak-test only with soap solution or a detector, never with a match or lighter. Lift the stove with two people or an appliance dolly to avoid straining the gas line.",
      },
      {
        step: 3,
        title: "Repair the leaking component",
        description:
          "A leaking connector is replaced with a new coated stainless connector sized to the stove, and threaded joints are remade with gas-rated thread sealant. A worn burner valve, orifice or regulator is replaced with the manufacturer's part.",
        timeRequired: "45 minutes",
        toolsNeeded: ["Pipe wrenches", "Adjustable wrench", "Gas-rated thread sealant", "Flexible gas connector"],
        safetyNotes:
          "Keep the appliance shutoff valve closed while fittings are open. Leaks found upstream of the shutoff valve, in the house piping, are referred to a licensed plumber or the gas utility.",
      },
      {
        step: 4,
        title: "Leak-test and verify burners",
        description:
          "Gas is turned back on and every joint that was disturbed is retested with soap solution and the detector. Each burner and the oven are lit to confirm clean blue flames and no odour with everything off.",
        timeRequired: "20 minutes",
        toolsNeeded: ["Soap solution leak detector", "Combustible gas detector", "Manometer"],
        safetyNotes: "Never use an open flame to test for leaks.",
      },
    ],
    professionalVsDiy:
      "The only safe homeowner actions are to check that all knobs are off, leave the house if the smell is strong and call the gas utility or 911 from outside, and close the shutoff valve behind the stove if it is safe to reach. Finding and sealing leaks, replacing connectors and valves, and retesting is work for a trained technician.",
    seoTitle: "Gas Smell Near Stove? Houston Emergency Repair",
    seoDescription:
      "Smell gas near your stove? Learn what to do right away, the usual causes from worn connectors to leaking burner valves, and gas stove repair costs in Houston.",
    seoKeywords: [
      "gas smell near stove",
      "stove gas leak",
      "gas stove smells like gas",
      "flexible gas connector replacement",
      "emergency stove repair houston",
      "rotten egg smell kitchen",
    ],
  },
  {
    id: "st-5",
    name: "Stove Uneven Flame",
    slug: "stove-uneven-flame",
    key: "uneven-flame",
    appliance: "stove",
    description:
      "A gas burner burns with gaps in the flame ring, tall yellow tips, or flames that lift off the burner and make a roaring sound. Uneven or yellow flames waste gas, blacken pans with soot and can produce carbon monoxide.",
    symptoms: [
      "Gaps in the flame ring where some ports do not burn",
      "Yellow or orange flame tips instead of a crisp blue flame",
      "Black soot on the bottoms of pans",
      "Flames lift off the burner ports or blow out on low settings",
      "Flames much higher on one side of the burner than the other",
      "Roaring or popping sound from one burner",
    ],
    causes: [
      "Burner ports clogged with food, grease or cleaning residue",
      "Burner cap or burner head misaligned on its base",
      "Wet burner head after cleaning or a boil-over",
      "Wrong orifice size, such as LP orifices left in a natural gas stove",
      "Debris or insect nests blocking the burner venturi or air opening",
      "Incorrect gas pressure from a faulty or misadjusted pressure regulator",
    ],
    urgency: "High",
    difficulty: "Medium",
    avgCost: { min: 145, max: 310 },
    repairTime: "1-2 hours",
    estimate: { min: 145, max: 310, accuracy: 89 },
    prevention: [
      "Clean burner heads and caps monthly and clear ports with a straight pin",
      "Let washed burner parts dry completely before refitting them",
      "Check that every cap sits flat and centred before lighting",
      "Keep boil-overs off the burners by using a larger pot or lower heat",
      "Have the stove's orifices and regulator checked by a technician if it was ever used with propane",
      "Keep a working carbon monoxide alarm near the kitchen and run the range hood while cooking",
    ],
    whyItHappens: {
      primaryCause:
        "The burner is getting the wrong mix of gas and air, usually because ports are blocked or parts are misaligned.",
      explanation:
        "Gas leaving the orifice pulls in primary air through the burner's venturi, and the mixture burns blue at the ports when the ratio is right. Blocked ports force gas out of the remaining openings, making some flames tall and others absent, while a blocked air path starves the mixture and produces a yellow, sooty flame. An orifice drilled for propane in a natural gas stove, or pressure that is too high or low, throws the ratio off for every burner. Yellow flames mean incomplete combustion, which creates carbon monoxide.",
      commonTriggers: [
        "Boil-overs baking onto the burner head",
        "Caps and heads swapped between burners after cleaning",
        "Stove converted between propane and natural gas without all orifices changed",
        "Stove stored or unused long enough for insects to nest in the burner tubes",
        "Humidity and salty spills corroding aluminium burner heads",
      ],
      ageFactors:
        "Clogged ports can happen at any age, while corroded or warped burner heads are typical after 10 or more years.",
      usageFactors:
        "Heavy daily use with sauces, frying and boiling clogs ports quickly, and stoves cleaned with abrasive pads or harsh chemicals corrode their burner heads sooner.",
    },
    repairSteps: [
      {
        step: 1,
        title: "Inspect flame and burner parts",
        description:
          "The technician lights each burner and notes gaps, colour and lifting, then removes caps and heads to check fit and port condition. Matching the parts to their correct burner positions is verified.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Flashlight", "Inspection mirror"],
        safetyNotes: "Let burners and grates cool before handling them.",
      },
      {
        step: 2,
        title: "Clean ports, heads and venturi",
        description:
          "Burner heads are soaked and scrubbed, each port is cleared, and the burner tube and air opening are checked for debris. Parts are dried fully before refitting.",
        timeRequired: "25 minutes",
        toolsNeeded: ["Port cleaning wire", "Nylon brush", "Degreaser"],
      },
      {
        step: 3,
        title: "Check orifices and gas pressure",
        description:
          "Orifice sizes are checked against the model's data for natural gas, and the regulator's setting is verified with a manometer at a test port. Wrong orifices or a faulty regulator are replaced.",
        timeRequired: "30 minutes",
        toolsNeeded: ["Manometer", "Orifice driver", "Nut driver set"],
        safetyNotes:
          "Close the appliance gas shutoff valve before removing orifices or opening the regulator. If you smell gas, leave the house and call the gas utility or 911 from outside.",
      },
      {
        step: 4,
        title: "Verify flame and combustion",
        description:
          "Each burner is lit at high and low settings to confirm a steady, even blue flame that stays seated on the ports. Disturbed fittings are leak-tested and the air near the stove is checked for carbon monoxide.",
        timeRequired: "15 minutes",
        toolsNeeded: ["Soap solution leak detector", "Carbon monoxide analyser"],
        safetyNotes: "Leak-test with soap solution only, never a flame.",
      },
    ],
    professionalVsDiy:
      "Cleaning and drying burner heads and reseating the caps is safe for a homeowner and clears most uneven flames. If flames stay yellow, lift off the ports or the stove was ever converted for propane, stop using that burner and have a technician check the orifices and gas pressure, because those faults can produce carbon monoxide.",
    seoTitle: "Uneven or Yellow Stove Flame? Houston Repair Guide",
    seoDescription:
      "Gas stove flame uneven, yellow or lifting? Learn how clogged ports, misaligned caps and wrong orifices cause it, why it matters, and Houston repair costs.",
    seoKeywords: [
      "stove uneven flame",
      "yellow flame gas stove",
      "gas burner flame lifting",
      "clogged burner ports",
      "stove repair houston",
      "gas stove soot on pans",
    ],
  },
] satisfies RepairIssueInput[];
