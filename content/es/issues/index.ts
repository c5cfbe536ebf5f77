import type { RepairIssueWords } from "../types";
import { issueWords as cooktop } from "./cooktop";
import { issueWords as dishwasher } from "./dishwasher";
import { issueWords as downdraft } from "./downdraft";
import { issueWords as dryer } from "./dryer";
import { issueWords as garbageDisposal } from "./garbage-disposal";
import { issueWords as iceMachine } from "./ice-machine";
import { issueWords as microwave } from "./microwave";
import { issueWords as oven } from "./oven";
import { issueWords as range } from "./range";
import { issueWords as refrigerator } from "./refrigerator";
import { issueWords as stove } from "./stove";
import { issueWords as trashCompactor } from "./trash-compactor";
import { issueWords as washingMachine } from "./washing-machine";

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
