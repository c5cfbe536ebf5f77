import type { RepairIssueWords } from "../../translation-types.ts";
import { issueWords as cooktop } from "./cooktop.ts";
import { issueWords as dishwasher } from "./dishwasher.ts";
import { issueWords as downdraft } from "./downdraft.ts";
import { issueWords as dryer } from "./dryer.ts";
import { issueWords as garbageDisposal } from "./garbage-disposal.ts";
import { issueWords as iceMachine } from "./ice-machine.ts";
import { issueWords as microwave } from "./microwave.ts";
import { issueWords as oven } from "./oven.ts";
import { issueWords as range } from "./range.ts";
import { issueWords as refrigerator } from "./refrigerator.ts";
import { issueWords as stove } from "./stove.ts";
import { issueWords as trashCompactor } from "./trash-compactor.ts";
import { issueWords as washingMachine } from "./washing-machine.ts";

/** Spanish words for every repair-issue guide, keyed by the English slug. */
export const spanishIssueWords: Record<string, RepairIssueWords> = {
  ...washingMachine,
  ...dryer,
  ...refrigerator,
  ...dishwasher,
  ...oven,
  ...microwave,
  ...stove,
  ...range,
  ...iceMachine,
  ...garbageDisposal,
  ...trashCompactor,
  ...downdraft,
  ...cooktop,
};
